import { connect, type Socket } from 'node:net';

/** A raw connection to a virtual printer: the answer bytes it received, in order, and a way to wait. */
export interface RawClient {
  readonly socket: Socket;
  readonly answers: number[];
  /** Resolves with a copy of the answers once `ready(answers)` holds. */
  until(ready: (answers: readonly number[]) => boolean): Promise<number[]>;
  readonly closed: Promise<void>;
}

/** Connects to 127.0.0.1:`port`; the socket is pushed to `sockets` for the afterEach clean-up. */
export async function rawClient(port: number, sockets: Socket[]): Promise<RawClient> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const answers: number[] = [];
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    answers.push(...chunk);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const until = async (ready: (bytes: readonly number[]) => boolean): Promise<number[]> => {
    while (!ready(answers)) await new Promise<void>((resolve) => waiters.push(resolve));
    return [...answers];
  };
  return { socket, answers, until, closed };
}
