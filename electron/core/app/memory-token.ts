import type { TokenStore } from './app-service';

/** A token held only in this process's memory (the demo's simulator token): never written, never shown. */
export function memoryTokenStore(token: string): TokenStore {
  let current = token;
  return {
    kind: 'none',
    read: () => Promise.resolve(current || null),
    write: (next: string) => {
      current = next;
      return Promise.resolve();
    },
  };
}
