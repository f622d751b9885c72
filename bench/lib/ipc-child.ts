/**
 * A helper process of the benchmark, spoken to over Node's IPC channel: `{ id, type, body }` out,
 * `{ id, ok, result | error }` back (as bench/peers does). `R` maps each request type to its body and
 * its result.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const NODE = resolve(ROOT, 'node_modules/.bin/node');

type RequestMap<R> = { [K in keyof R]: { setup: unknown; result: unknown } };

type Reply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

export class IpcChild<R extends RequestMap<R>> {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private exited: Error | null = null;

  private constructor(
    private readonly child: ChildProcess,
    private readonly what: string,
  ) {
    child.on('message', (message: Reply) => {
      const waiter = this.waiting.get(message.id);
      if (!waiter) return;
      this.waiting.delete(message.id);
      if (message.ok) waiter.resolve(message.result);
      else waiter.reject(new Error(`The ${what} failed: ${message.error}`));
    });
    child.on('exit', (code, signal) => {
      this.exited = new Error(`The ${what} ended (${signal ?? `exit ${code}`}).`);
      for (const waiter of this.waiting.values()) waiter.reject(this.exited);
      this.waiting.clear();
    });
  }

  /** Starts `file` (a .ts file, through tsx) with the project's Node and these Node flags. */
  static start<R extends RequestMap<R>>(
    what: string,
    file: string,
    nodeFlags: readonly string[] = [],
  ): IpcChild<R> {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env['NODE_OPTIONS'];
    const child = spawn(NODE, [...nodeFlags, '--import', 'tsx', file], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new IpcChild<R>(child, what);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  ask<K extends keyof R & string>(type: K, body: R[K]['setup']): Promise<R[K]['result']> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ id, type, body });
    });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise<void>((done) => this.child.once('exit', () => done()));
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
}

/**
 * A helper's side of `IpcChild`: each request `{ id, type, body }` answered with what its handler gives,
 * or with the text of what it threw (its stack: the helper's output is where it is found).
 */
export function answerRequests<R extends RequestMap<R>>(handlers: {
  readonly [K in keyof R]: (body: R[K]['setup']) => R[K]['result'] | Promise<R[K]['result']>;
}): void {
  process.on('message', (message: { id: number; type: keyof R; body: unknown }) => {
    const handler = handlers[message.type] as (body: unknown) => unknown;
    Promise.resolve()
      .then(() => handler(message.body))
      .then(
        (result) => process.send?.({ id: message.id, ok: true, result }),
        (error: unknown) =>
          process.send?.({
            id: message.id,
            ok: false,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
      );
  });
}
