/** The benchmark's side of the peers process (bench/peers): start it, ask it things, stop it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { ReplyMessage, RequestMessage, Requests, RequestType } from '../peers/protocol';

export const ROOT = resolve(import.meta.dirname, '../..');
export const NODE = resolve(ROOT, 'node_modules/.bin/node');

export class Peers {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private exited: Error | null = null;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: ReplyMessage) => {
      const waiter = this.waiting.get(message.id);
      if (!waiter) return;
      this.waiting.delete(message.id);
      if (message.ok) waiter.resolve(message.result);
      else waiter.reject(new Error(`The peers process failed: ${message.error}`));
    });
    child.on('exit', (code, signal) => {
      this.exited = new Error(`The peers process ended (${signal ?? `exit ${code}`}).`);
      for (const waiter of this.waiting.values()) waiter.reject(this.exited);
      this.waiting.clear();
    });
  }

  /** Starts the peers process (Node 22 with tsx, like the CLI). */
  static start(): Peers {
    const child = spawn(NODE, ['--import', 'tsx', resolve(ROOT, 'bench/peers/peers-main.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Peers(child);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  ask<K extends RequestType>(type: K, body: Requests[K]['setup']): Promise<Requests[K]['result']> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    const message: RequestMessage<K> = { id, type, body };
    return new Promise((resolvePromise, reject) => {
      this.waiting.set(id, { resolve: resolvePromise as (value: unknown) => void, reject });
      this.child.send(message);
    });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise<void>((done) => this.child.once('exit', () => done()));
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  }
}
