/**
 * The soak's engine process: the real Engine on a ledger file in a temporary folder, against the peers
 * process, nothing else. Started by bench/scenarios/soak.ts with --expose-gc; not a CLI.
 */
import '../../electron/core/runtime/quiet-sqlite-warning';
import { statSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { say } from '../../electron/common/messages/say';
import { createEngineWorld, type EngineWorld } from '../lib/engine-world';
import { answerRequests } from '../lib/ipc-child';
import type { SoakRequests } from './protocol';

let world: EngineWorld | null = null;
let confirmed = 0;
let problems: string[] = [];

const gc = (globalThis as { gc?: () => void }).gc;

type Handlers = {
  [K in keyof SoakRequests]: (
    body: SoakRequests[K]['setup'],
  ) => Promise<SoakRequests[K]['result']> | SoakRequests[K]['result'];
};

function ledgerBytes(path: string): number {
  let bytes = 0;
  for (const file of [path, `${path}-wal`]) {
    try {
      bytes += statSync(file).size;
    } catch {
      // No WAL right now.
    }
  }
  return bytes;
}

const handlers: Handlers = {
  start: ({ info, pollIntervalMs }) => {
    if (world) throw new Error('The soak engine is running already.');
    if (!gc) throw new Error('The soak engine needs node --expose-gc.');
    const started = createEngineWorld(info, pollIntervalMs);
    started.engine.events.on((event) => {
      if (event.type === 'order' && event.state === 'confirmed') confirmed += 1;
      if (event.type === 'log' && event.level !== 'info') problems.push(say(event.message, 'en'));
    });
    started.engine.start();
    world = started;
    return { pid: process.pid };
  },
  sample: async () => {
    if (!gc) throw new Error('The soak engine needs node --expose-gc.');
    const start = performance.now();
    // Twice, a turn apart: what the first collection's finalizers let go goes in the second.
    gc();
    await nextTurn();
    gc();
    const gcMs = performance.now() - start;
    const memory = process.memoryUsage();
    const said = problems;
    problems = [];
    return {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      confirmed,
      problems: said,
      gcMs,
    };
  },
  stop: async () => {
    const current = world;
    world = null;
    if (!current) return { confirmed, ledgerBytes: 0 };
    const bytes = ledgerBytes(current.ledgerPath);
    await current.close();
    return { confirmed, ledgerBytes: bytes };
  },
};

answerRequests<SoakRequests>(handlers);

// The benchmark going away (finished or crashed) ends this process too.
process.on('disconnect', () => {
  const current = world;
  world = null;
  void (current ? current.close() : Promise.resolve()).finally(() => process.exit(0));
});
