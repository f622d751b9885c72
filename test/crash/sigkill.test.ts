/**
 * THE crash test. The headless host runs as a real child process against the simulator and a slow
 * virtual printers (every order goes to both) while orders arrive in bursts and faults come and go —
 * the second printer now and then prints without ever reporting completion, so orders end held with
 * the question "did it come out?" — and it is killed with SIGKILL, then started again on the same
 * data folder. A third of the kills land the moment a receipt starts to reach a printer, a third the
 * moment one comes out of it (the printer's own handler sends the signal, so no timing luck decides
 * whether a print job is interrupted), a third at a random time. At the end a person
 * answers each question truthfully from the paper. Once it has settled, the paper, the service and the
 * ledger must show that:
 *   (a) every order the service has is confirmed there;
 *   (b) none was confirmed before a complete receipt of it came out of every printer of its route;
 *   (c) none came out twice on a printer unless every print after the first carries the POSSIBLE
 *       DUPLICATE banner;
 *   (d) every order printed with that banner says why in its history (crash-recovered, print-failed, or
 *       a person's answer).
 * The choices are drawn from a seeded generator: ORDERSLIP_CRASH_SEED=<n> replays a run's choices (the
 * timing of two processes is never exactly the same, the invariants must hold whatever it is).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Rng } from '../../electron/demo/simulator/prng';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { Ledger } from '../../electron/core/ledger';
import { Simulator, type Fault } from '../../electron/demo/simulator';
import { VirtualPrinter, type PrintedJob } from '../../electron/demo/virtual-printer';
import { printerSettings } from '../../electron/common/model/printer-settings';
import type { HistoryPageView, StatusView } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { killAllCli, startCli, type CliChild } from '../headless/cli-process';

const SEED = Number(process.env['ORDERSLIP_CRASH_SEED'] ?? 20_261_122);
const CYCLES = 12;
const TENANT = 'crash-shop';
const TOKEN = 'tok-crash-4e1b-secret';
const DUPLICATE_BANNER = 'POSSIBLE DUPLICATE';

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * Polls `condition` until it holds. The conditions ask the host over HTTP for its status and its
 * history: every 5 ms that kept the test and the host busy on a core for the whole settling (a quarter
 * of this file's CPU); every 50 ms costs a settled run at most 50 ms.
 */
async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}.`);
    await pause(50);
  }
}

let sim: Simulator;
let printer: VirtualPrinter;
/** The second printer of every route: sometimes it prints without reporting completion. */
let silent: VirtualPrinter;
let dataDir: string;
let configFile: string;
const transcript: string[] = [];
const note = (line: string) => transcript.push(line);

beforeAll(async () => {
  sim = await Simulator.start({ seed: SEED % 100_000, tenants: [{ id: TENANT, token: TOKEN }] });
  // Paper takes time (the virtual printer's own, as fast as a real printer could be, so its answers are
  // believed), so a kill often lands while a receipt is being printed.
  printer = await VirtualPrinter.start();
  silent = await VirtualPrinter.start();
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-crash-'));
  configFile = join(dataDir, 'crash-config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      ...DEFAULT_SETTINGS,
      connection: { baseUrl: sim.url, tenant: TENANT },
      printers: [
        printerSettings({ id: 'counter', name: 'Counter', uri: printer.uri, language: 'en' }),
        printerSettings({ id: 'bakery', name: 'Bakery', uri: silent.uri, language: 'en' }),
      ],
      defaultPrinterIds: ['counter', 'bakery'],
      pollIntervalSeconds: 1,
      startAtLogin: false,
    }),
  );
});

afterAll(async () => {
  await killAllCli();
  await Promise.all([sim.close(), printer.close(), silent.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

function startHost(extra: readonly string[] = []): CliChild {
  return startCli(['run', '--config', configFile, '--data-dir', dataDir, ...extra], {
    ORDERSLIP_TOKEN: TOKEN,
  });
}

/** One of the faults a real service and a real counter produce, or none. */
function drawFault(random: () => number): Fault | null {
  const roll = random();
  if (roll < 0.25) return { kind: 'status', status: 503, times: 1 + Math.floor(random() * 3) };
  if (roll < 0.4) return { kind: 'timeout', times: 1, match: { operation: 'list' } };
  if (roll < 0.6) return { kind: 'confirm-false', times: 1 + Math.floor(random() * 2) };
  return null;
}

const MOMENTS = ['sending', 'on-paper', 'random'] as const;

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

const isComplete = (job: PrintedJob) => job.text.includes('--- cut ---');
const hasBanner = (job: PrintedJob) => job.text.includes(DUPLICATE_BANNER);

it(`survives ${CYCLES} SIGKILLs: every order printed, confirmed only after printing, never silently twice`, async () => {
  const began = Date.now();
  const rng = new Rng(SEED);
  const random = (): number => rng.next();
  onTestFailed(() => {
    console.error(
      `Crash test failed with ORDERSLIP_CRASH_SEED=${SEED} (set it to replay these choices).\n${transcript.join('\n')}`,
    );
  });
  const shops = sim.tenants[0]!.shopIds;
  const modeChanges: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];
  // Where each cycle's kill lands, shuffled by the seed: a third while a receipt is on its way (the
  // ledger says "sending", nothing on paper), a third just as one came out (on paper, the host not yet
  // told), a third at a random time. The first two are the interrupted jobs the test is about.
  const moments = shuffle(
    Array.from({ length: CYCLES }, (_, index) => MOMENTS[index % MOMENTS.length]!),
    random,
  );

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const burst = 1 + Math.floor(random() * 4);
    for (let i = 0; i < burst; i++) sim.addOrders(1, { shopId: shops[Math.floor(random() * shops.length)]! });
    const fault = drawFault(random);
    if (fault) sim.injectFault(fault);
    if (random() < 0.35) {
      // The paper runs out for a while, across a kill or not.
      const after = Math.floor(random() * 1_500);
      const lasting = 300 + Math.floor(random() * 1_200);
      timers.push(setTimeout(() => modeChanges.push(printer.setMode('paper-out')), after));
      timers.push(setTimeout(() => modeChanges.push(printer.setMode('ready')), after + lasting));
      note(`cycle ${cycle}: paper out from ${after} ms for ${lasting} ms`);
    }
    if (random() < 0.3) {
      // The second printer prints but never reports completion for a while.
      const after = Math.floor(random() * 1_000);
      const lasting = 500 + Math.floor(random() * 2_000);
      timers.push(setTimeout(() => modeChanges.push(silent.setMode('no-completion')), after));
      timers.push(setTimeout(() => modeChanges.push(silent.setMode('ready')), after + lasting));
      note(`cycle ${cycle}: bakery silent from ${after} ms for ${lasting} ms`);
    }
    const moment = moments[cycle - 1]!;
    note(`cycle ${cycle}: ${burst} new orders, fault ${fault ? JSON.stringify(fault) : 'none'}`);

    const jobsBefore = printer.jobs().length;
    const host = startHost();
    const startedAt = Date.now();
    const kill = (): void => host.signalGroup('SIGKILL');
    let killedAt: string;
    if (moment === 'sending' || moment === 'on-paper') {
      // The moment is chosen, not hoped for: the kill is sent from the printer's own handler, so the
      // host runs no further instruction after it. 'sending': the first bytes of a receipt arrived and
      // none of it is on paper; 'on-paper': a receipt came out and the printer has not answered yet.
      const stops: (() => void)[] = [];
      const reached = new Promise<void>((resolve) => {
        const act = (): void => {
          kill();
          resolve();
        };
        for (const one of [printer, silent])
          stops.push(moment === 'sending' ? one.onJobBytes(act) : one.onJob(act));
      });
      await Promise.race([
        reached,
        host.exited.then(() => {
          throw new Error(`cycle ${cycle}: the host ended before any receipt reached a printer`);
        }),
        pause(60_000).then(() => {
          throw new Error(`cycle ${cycle}: no receipt reached a printer within 60 s`);
        }),
      ]).finally(() => stops.forEach((stop) => stop()));
      killedAt = moment === 'sending' ? 'as a receipt started to arrive' : 'as a receipt came out';
    } else {
      // A random moment of its run: listening, polling, printing or confirming.
      const delay = 100 + Math.floor(random() * 2_500);
      await host.waitForLine(/./, 30_000);
      await pause(delay);
      kill();
      killedAt = `${delay} ms after its first line`;
    }
    const exit = await host.waitForExit();
    note(
      `cycle ${cycle}: killed ${killedAt} (${Date.now() - startedAt} ms after start), ` +
        `${printer.jobs().length - jobsBefore} receipts printed meanwhile`,
    );
    // Only our SIGKILL may end it: a host that dies by itself is a finding of its own.
    expect(exit.signal, `cycle ${cycle}, seed ${SEED}:\n${host.stdout()}\n${host.stderr()}`).toBe('SIGKILL');
  }

  // Fault-free now: the host must finish everything by itself.
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(modeChanges);
  await printer.setMode('ready');
  await silent.setMode('ready');
  sim.clearFaults();
  const final = startHost(['--http-port', '0']);
  const url = (await final.waitForLine(/OrderSlip is running\. Open (\S+) /, 30_000)).match(
    /Open (\S+) /,
  )![1]!;
  const command = async <T>(name: string, ...args: unknown[]): Promise<T> => {
    const response = await fetch(`${url}api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-OrderSlip': '1' },
      body: JSON.stringify(args),
    });
    return ((await response.json()) as { result: T }).result;
  };
  const printers: Record<string, VirtualPrinter> = { counter: printer, bakery: silent };
  let answered = 0;
  /** A person at the counter answers each "did it come out?" from the paper. */
  const answerQuestions = async (): Promise<void> => {
    for (const item of (await command<StatusView>('getStatus')).attention) {
      if (item.holdCode !== 'unverified' || item.printerId === null) continue;
      const paper = printers[item.printerId]!.jobs().filter(
        (job) => job.parsed.qrCodes.includes(item.orderId) && isComplete(job),
      );
      const answer = paper.length > 0 ? 'came-out' : 'print-again';
      await command('answerUnverified', item.orderId, answer);
      answered++;
      note(`answered ${answer} for ${item.orderId} on ${item.printerId}`);
    }
  };
  /** What is not settled yet, for the transcript of a run that never settles. */
  const unsettled = async (orderIds: readonly string[]): Promise<string> => {
    const history = await command<HistoryPageView>('listHistory', { limit: 500 });
    const status = await command<StatusView>('getStatus');
    const known = new Set(history.rows.map((row) => row.id));
    return JSON.stringify({
      unconfirmedAtService: orderIds.filter((id) => !sim.isConfirmed(id, TENANT)),
      notInHistory: orderIds.filter((id) => !known.has(id)),
      rowsNotConfirmed: history.rows
        .filter((row) => row.state !== 'confirmed')
        .map((row) => ({ id: row.id, state: row.state, reason: row.reason })),
      queued: status.printers.map((one) => [one.printerId, one.queued]),
      attention: status.attention.map((item) => [item.orderId, item.holdCode, item.printerId]),
    });
  };
  const settled = async (what: string): Promise<void> => {
    const orderIds = [...sim.confirmations(TENANT).keys()];
    onTestFailed(async () => {
      console.error(`unsettled: ${await unsettled(orderIds).catch(String)}`);
    });
    await until(
      what,
      async () => {
        await answerQuestions();
        if (!orderIds.every((id) => sim.isConfirmed(id, TENANT))) return false;
        const history = await command<HistoryPageView>('listHistory', { limit: 500 });
        const status = await command<StatusView>('getStatus');
        return (
          history.rows.length === orderIds.length &&
          history.rows.every((row) => row.state === 'confirmed') &&
          status.printers.every((one) => one.queued === 0)
        );
      },
      // Bounds a failure only: the host settles in seconds alone; beside a second suite 45 s was missed.
      90_000,
    );
  };
  const lastOrders: string[] = [];
  try {
    await settled('every order is confirmed, in the ledger too, and nothing waits for a printer');
    // Last, two orders reach a second printer that prints them but never says so: each is sent there
    // once and held with the question, then answered from the paper.
    await silent.setMode('no-completion');
    lastOrders.push(...sim.addOrders(2, { shopId: shops[0]! }).map((order) => String(order.id)));
    await until(
      'the last orders are held with the question "did it come out?"',
      async () => {
        const { attention } = await command<StatusView>('getStatus');
        return lastOrders.every((id) =>
          attention.some((item) => item.orderId === id && item.holdCode === 'unverified'),
        );
      },
      45_000,
    );
    await silent.setMode('ready');
    await settled('the answered orders are confirmed too');
  } finally {
    note(`final run:\n${final.stdout().split('\n').slice(-40).join('\n')}`);
  }
  final.signal('SIGTERM');
  expect(await final.waitForExit(20_000)).toEqual({ code: 0, signal: null });

  const ledger = Ledger.open(join(dataDir, 'ledger.db'));
  const violations: string[] = [];
  let crashRecovered = 0;
  let duplicates = 0;
  try {
    const confirmations = sim.confirmations(TENANT);
    const jobs = [...printer.jobs(), ...silent.jobs()];
    for (const [id, record] of confirmations) {
      const confirmedAt = record.confirmedAt;
      if (confirmedAt === null) {
        violations.push(`(a) ${id} is not confirmed at the service`);
        continue;
      }
      const timeline = ledger.timeline(id);
      const kinds = new Set(timeline.map((event) => event.kind));
      if (kinds.has('crash-recovered')) crashRecovered++;
      for (const [printerId, one] of Object.entries(printers)) {
        const mine = one.jobs().filter((job) => job.parsed.qrCodes.includes(id));
        if (!mine.some((job) => isComplete(job) && job.receivedAt.getTime() < confirmedAt.getTime()))
          violations.push(
            `(b) ${id} was confirmed at ${confirmedAt.toISOString()} with no receipt printed on ${printerId} before`,
          );
        const plain = mine.filter((job) => !hasBanner(job));
        if (plain.length > 1)
          violations.push(
            `(c) ${id} came out ${plain.length} times on ${printerId} without the duplicate banner`,
          );
        if (mine.some(hasBanner)) {
          duplicates++;
          if (!kinds.has('crash-recovered') && !kinds.has('print-failed') && !kinds.has('answered'))
            violations.push(
              `(d) ${id} printed as a possible duplicate on ${printerId}, but its history does not say why`,
            );
        }
      }
      const entry = ledger.getOrder(id);
      if (entry?.state !== 'confirmed')
        violations.push(`${id} is ${entry?.state ?? 'missing'} in the ledger`);
      const open = ledger.jobsOf(id).filter((job) => job.state === 'sending' || job.state === 'pending');
      if (open.length > 0) violations.push(`${id} still has ${open.length} unfinished print jobs`);
    }
    note(
      `${confirmations.size} orders, ${jobs.length} receipts (${jobs.filter((job) => !isComplete(job)).length} torn off by a kill), ` +
        `${duplicates} reprints as possible duplicates, ${crashRecovered} recovered after a crash, ${answered} questions answered, ` +
        `${Math.round((Date.now() - began) / 1000)} s`,
    );
  } finally {
    ledger.close();
  }
  expect(violations, `seed ${SEED}`).toEqual([]);
  expect(answered, `seed ${SEED}: no order was held with the question`).toBeGreaterThanOrEqual(
    lastOrders.length,
  );
  // The test is only worth something if kills really interrupted printing.
  expect(crashRecovered, `seed ${SEED}: no kill interrupted a print job`).toBeGreaterThan(0);
}, 240_000);
