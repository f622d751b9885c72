/**
 * Who asked for the command being served: the host's transport says it (the window over IPC, a page of
 * the local HTTP host, a paired device of the shop's network) and the grant it carried, if any. The
 * dispatcher runs each command inside `asCaller`, so a guarded command reads it wherever it runs
 * without the AppApi's signatures carrying it. Code of the app itself calling the service directly
 * (the mode switch's hand-over, provisioning, tests) runs outside any caller: it is the app.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Caller {
  /** One client of one transport (`ipc`, `http`, `lan:<device>`): a grant is only good for its client. */
  readonly client: string;
  /** What `unlock` gave this client, as it came (untrusted); null without one. */
  readonly grant: string | null;
}

const callers = new AsyncLocalStorage<Caller>();

export function asCaller<T>(caller: Caller, run: () => T): T {
  return callers.run(caller, run);
}

/** The caller of the command being served, or undefined for the app's own calls. */
export function currentCaller(): Caller | undefined {
  return callers.getStore();
}
