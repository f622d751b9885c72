/**
 * A damaged ledger never reprints unmarked. The headless host runs as a real child process against the
 * simulator and a virtual printer: orders are printed while the service refuses every confirm, the
 * host is killed with SIGKILL, and the ledger's WAL — which holds every change since the last clean
 * stop — is (a) overwritten with garbage or (b) deleted. SQLite drops such a WAL without a word, so the
 * ledger no longer knows the orders were printed, and they print again: every one of those prints
 * must carry POSSIBLE DUPLICATE on paper, say why in its history, and Status must say the history was
 * lost. The journal of jobs sent beside the ledger (`ledger.db.sent`) is what makes that possible.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter, type PrintedJob } from '../../electron/demo/virtual-printer';
import { printerSettings } from '../../electron/common/model/printer-settings';
import type { StatusView } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { killAllCli, startCli, type CliChild } from '../headless/cli-process';

const TENANT = 'wal-shop';
const TOKEN = 'tok-wal-7c2d-secret';
const DUPLICATE_BANNER = 'POSSIBLE DUPLICATE';
/**
 * Orders printed before the crash. Each takes the same way (printed, its confirm refused, lost with the
 * WAL, found in the journal, printed again marked), so two prove that every one is, where five repeated
 * it three more times at the paper's pace, twice (most of this test's time).
 */
const ORDERS = 2;

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}.`);
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await killAllCli();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(killAllCli);

const isComplete = (job: PrintedJob) => job.text.includes('--- cut ---');

async function printedThenWalDamaged(damage: (walPath: string) => void): Promise<void> {
  const sim = await Simulator.start({ seed: 23, tenants: [{ id: TENANT, token: TOKEN }] });
  const printer = await VirtualPrinter.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-wal-'));
  cleanups.push(async () => {
    await Promise.all([sim.close(), printer.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const configFile = join(dataDir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      ...DEFAULT_SETTINGS,
      connection: { baseUrl: sim.url, tenant: TENANT },
      printers: [printerSettings({ id: 'counter', name: 'Counter', uri: printer.uri, language: 'en' })],
      defaultPrinterIds: ['counter'],
      pollIntervalSeconds: 1,
      startAtLogin: false,
    }),
  );
  const ledgerFile = join(dataDir, 'ledger.db');
  const start = (extra: readonly string[] = []): CliChild =>
    startCli(['run', '--config', configFile, '--data-dir', dataDir, ...extra], { ORDERSLIP_TOKEN: TOKEN });
  const papersOf = (id: string) =>
    printer.jobs().filter((job) => job.parsed.qrCodes.includes(id) && isComplete(job));

  // A ledger used before and closed cleanly: its file holds its tables, and its WAL is emptied.
  Ledger.open(ledgerFile).close();
  expect(existsSync(`${ledgerFile}-wal`)).toBe(false);

  // The orders printed, none confirmed (the service says no to every confirm), then a crash.
  sim.injectFault({ kind: 'confirm-false', times: Infinity });
  const ids = sim.addOrders(ORDERS, { shopId: sim.tenants[0]!.shopIds[0]! }).map((order) => String(order.id));
  const killed = start();
  await until(
    'the orders are on paper and the ledger has them printed (their confirm was tried)',
    () =>
      ids.every(
        (id) => papersOf(id).length === 1 && (sim.confirmations(TENANT).get(id)?.confirmCalls ?? 0) > 0,
      ),
    60_000,
  );
  killed.signalGroup('SIGKILL');
  expect((await killed.waitForExit(30_000)).signal).toBe('SIGKILL');
  const wal = `${ledgerFile}-wal`;
  expect(statSync(wal).size).toBeGreaterThan(0);
  damage(wal);

  // Started again, with a service that confirms.
  sim.clearFaults();
  const again = start(['--http-port', '0']);
  const url = (await again.waitForLine(/OrderSlip is running\. Open (\S+) /, 60_000)).match(
    /Open (\S+) /,
  )![1]!;
  await until('the orders are confirmed', () => ids.every((id) => sim.isConfirmed(id, TENANT)), 60_000);
  const status = (await (
    await fetch(`${url}api/getStatus`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-OrderSlip': '1' },
      body: '[]',
    })
  ).json()) as { result: StatusView };
  again.signal('SIGTERM');
  expect(await again.waitForExit(30_000)).toEqual({ code: 0, signal: null });

  // On paper: each order once as it is, and every print after that marked.
  for (const id of ids) {
    const [original, ...reprints] = papersOf(id);
    expect(original!.text, id).not.toContain(DUPLICATE_BANNER);
    expect(reprints.length, `${id} printed again after the ledger lost it`).toBeGreaterThan(0);
    for (const reprint of reprints) expect(reprint.text, id).toContain(DUPLICATE_BANNER);
  }
  expect(status.result.problems.map((problem) => problem.kind)).toContain('history-lost');
  expect(again.stdout()).toMatch(new RegExp(`list of sent receipts names ${ORDERS} orders`));
  const ledger = Ledger.open(ledgerFile);
  try {
    for (const id of ids)
      expect(ledger.timeline(id).map((event) => event.detail.code)).toContain(
        'order.sent-before-ledger-lost',
      );
  } finally {
    ledger.close();
  }
}

it('a WAL overwritten with garbage after a crash: the printed orders print again marked POSSIBLE DUPLICATE', async () => {
  await printedThenWalDamaged((wal) => writeFileSync(wal, randomBytes(statSync(wal).size)));
}, 180_000);

it('a WAL deleted after a crash: the printed orders print again marked POSSIBLE DUPLICATE', async () => {
  await printedThenWalDamaged((wal) => rmSync(wal));
}, 180_000);
