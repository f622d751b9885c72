/**
 * The TCP plumbing the virtual printers (receipt, Star, label) share: listening on a fixed or a free
 * port, closing, the `tcp://` address, joining a job's chunks and waiting for a number of printed items.
 */
import { createServer, type Server } from 'node:net';

/** Listens exclusively on `host:port` (0 picks a free port); rejects with the listen error (EADDRINUSE…). */
export function listen(host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** The port a listening server got; `fallback` when it has no TCP address. */
export function portOf(server: Server, fallback = 0): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}

/** Stops listening; resolves once the server is closed (a null server: at once). */
export function closeServer(server: Server | null): Promise<void> {
  return server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
}

/** The printer's address as OrderSlip takes it: `tcp://host:port`, an IPv6 host in brackets. */
export function tcpUri(host: string, port: number): string {
  return `tcp://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The chunks of one job as one byte array. */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * Resolves with `items()` once at least `count` are there, checking each time `subscribe`'s listener
 * fires; rejects with `failure(countSoFar)` after `timeoutMs`.
 */
export function waitForCount<T>(
  count: number,
  timeoutMs: number,
  items: () => readonly T[],
  subscribe: (listener: () => void) => () => void,
  failure: (have: number) => string,
): Promise<readonly T[]> {
  if (items().length >= count) return Promise.resolve(items());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(failure(items().length)));
    }, timeoutMs);
    const stop = subscribe(() => {
      if (items().length < count) return;
      clearTimeout(timer);
      stop();
      resolve(items());
    });
  });
}
