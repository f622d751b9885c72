/**
 * One OrderSlip per data folder, with the real CLI in child processes: a second `run` or `demo` on a
 * folder in use refuses at once and changes nothing in it; the desktop app (the same lock, taken here in
 * the test's process as electron/main does) and a headless run keep each other out; and a run killed
 * with SIGKILL does not keep the next one from starting.
 */
import { readdirSync, readFileSync, rmSync, statSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireDataFolderLock,
  DataFolderBusyError,
  LOCK_FILE_NAME,
  type LockHolder,
} from '../../electron/core/runtime/data-folder-lock';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { killAllCli, startCli, type CliChild } from './cli-process';

const TENANT = 'lock-shop';
const TOKEN = 'tok-lock-3f9a-secret';

let sim: Simulator;
let printer: VirtualPrinter;
let shop: number;
const dirs: string[] = [];

beforeAll(async () => {
  sim = await Simulator.start({ seed: 41, tenants: [{ id: TENANT, token: TOKEN }] });
  printer = await VirtualPrinter.start();
  shop = sim.tenants[0]!.shopIds[0]!;
});

afterEach(async () => {
  await killAllCli();
});

afterAll(async () => {
  await killAllCli();
  await Promise.all([sim.close(), printer.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-lock-cli-'));
  dirs.push(dir);
  return dir;
}

function run(dataDir: string): CliChild {
  return startCli(
    [
      'run',
      '--api-url',
      sim.url,
      '--tenant',
      TENANT,
      '--shop',
      String(shop),
      '--printer',
      printer.uri,
      '--poll-interval',
      '1',
      '--data-dir',
      dataDir,
    ],
    { ORDERSLIP_TOKEN: TOKEN },
  );
}

/** Every entry of the folder, the folder itself included, with size and times: "changed nothing". */
function listing(dir: string): string[] {
  const describe = (path: string, name: string): string => {
    const stat = statSync(path);
    return `${name} ${stat.size} ${stat.mtimeMs} ${stat.ctimeMs}`;
  };
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) =>
    describe(join(dir, name), name),
  );
  return [describe(dir, '.'), ...entries.sort()];
}

const holderIn = (dir: string): LockHolder =>
  JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')) as LockHolder;

const confirmedOrder = async (): Promise<void> => {
  const [order] = sim.addOrders(1, { shopId: shop });
  const id = String(order!.id);
  await eventually(`order ${id} is confirmed`, () => sim.isConfirmed(id, TENANT), 15_000);
};

describe('one OrderSlip per data folder', () => {
  it('a second run, a demo, or the app on the folder of a running run refuses at once, naming it, and changes nothing', async () => {
    const dataDir = tempDir();
    const first = run(dataDir);
    await first.waitForLine(/SERVICE ok/);
    await confirmedOrder(); // the folder holds a ledger, settings, logs
    const pid = first.child.pid!;
    expect(holderIn(dataDir)).toMatchObject({ pid, kind: 'run' });
    // Frozen, the first run writes nothing more: whatever changes in the folder now, the newcomers did.
    first.signalGroup('SIGSTOP');
    try {
      const before = listing(dataDir);
      const requestsBefore = sim.requestLog().length;

      const second = run(dataDir);
      expect(await second.waitForExit()).toEqual({ code: 2, signal: null });
      expect(second.stdout()).toBe('');
      const [line, ...more] = second.stderrLines();
      expect(more).toEqual([]);
      expect(line).toMatch(
        new RegExp(
          `^orderslip run: the data folder ${dataDir} is in use by \`orderslip run\` \\(pid ${pid}, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)\\. `,
        ),
      );

      const demo = startCli(['demo', '--data-dir', dataDir, '--http-port', '0']);
      expect(await demo.waitForExit()).toEqual({ code: 2, signal: null });
      expect(demo.stderrLines()).toHaveLength(1);
      expect(demo.stderrLines()[0]).toMatch(
        new RegExp(
          `^orderslip demo: the data folder ${dataDir} is in use by \`orderslip run\` \\(pid ${pid}, `,
        ),
      );

      // The desktop app takes the same lock on its folder (electron/main/index.ts).
      expect(() => acquireDataFolderLock(dataDir, 'app')).toThrow(DataFolderBusyError);

      expect(listing(dataDir)).toEqual(before);
      expect(sim.requestLog().length, 'the refused run must not have polled').toBe(requestsBefore);
    } finally {
      first.signalGroup('SIGCONT');
    }
    // The first run went on as if nothing happened, and gives the folder back when it stops.
    await confirmedOrder();
    first.signal('SIGTERM');
    expect(await first.waitForExit()).toEqual({ code: 0, signal: null });
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE_NAME);
  }, 60_000);

  it('a run on the folder the desktop app holds refuses, and starts once the app is gone', async () => {
    const dataDir = tempDir();
    const app = acquireDataFolderLock(dataDir, 'app');
    try {
      const refused = run(dataDir);
      expect(await refused.waitForExit()).toEqual({ code: 2, signal: null });
      expect(refused.stderrLines()).toEqual([
        expect.stringMatching(
          new RegExp(
            `^orderslip run: the data folder ${dataDir} is in use by the OrderSlip app \\(pid ${process.pid}, `,
          ),
        ),
      ]);
      expect(readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);
    } finally {
      app.release();
    }
    const started = run(dataDir);
    await started.waitForLine(/SERVICE ok/);
    expect(holderIn(dataDir)).toMatchObject({ pid: started.child.pid, kind: 'run' });
    started.signal('SIGTERM');
    expect((await started.waitForExit()).code).toBe(0);
  }, 60_000);

  it('a run killed with SIGKILL leaves its lock behind, and the next start takes it over and prints', async () => {
    const dataDir = tempDir();
    const killed = run(dataDir);
    await killed.waitForLine(/SERVICE ok/);
    const killedPid = killed.child.pid!;
    killed.signalGroup('SIGKILL');
    expect((await killed.waitForExit()).signal).toBe('SIGKILL');
    expect(holderIn(dataDir).pid).toBe(killedPid);

    const next = run(dataDir);
    await next.waitForLine(/SERVICE ok/);
    expect(holderIn(dataDir)).toMatchObject({ pid: next.child.pid, kind: 'run' });
    await confirmedOrder();
    next.signal('SIGTERM');
    expect(await next.waitForExit()).toEqual({ code: 0, signal: null });
    expect(next.stderr()).toBe('');
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE_NAME);
  }, 60_000);
});
