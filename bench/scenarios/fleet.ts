/**
 * The fleet host with 100 counters (issue 25): the real `fleet` command as a child process, its
 * fleet.db holding a full day of every counter's strip, and 100 counters reporting once a minute each,
 * spread over the minute as real counters are. Measured: its CPU over a window while they report
 * (utime + stime from /proc, as a share of one core), its memory, the view's JSON, and the fleet page
 * loading in Chromium until all 100 counters are on it (the key already in the tab, as after a
 * reload). Chromium is Debian's, as the end-to-end tests use it; without it that figure is left out.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import {
  FLEET_PATHS,
  FLEET_STRIP_SLOT_MINUTES,
  FLEET_STRIP_SLOTS,
  type FleetReport,
} from '../../electron/common/contract/fleet';
import { FLEET_KEY_STORAGE } from '../../electron/core/fleet/fleet-page';
import { FleetStore } from '../../electron/core/fleet/fleet-store';
import { reportReasons } from '../../electron/core/fleet/fleet-view';
import { figure, type Figure } from '../lib/figure';
import { npmCliHost, startHost, type RunningHost } from '../lib/headless-host';
import { cpuSeconds, memoryMiB } from '../lib/proc';
import type { Scenario } from '../lib/scenario';

export interface FleetSize {
  readonly counters: number;
  /** How often each counter reports: the real minute, so the load is the real one. */
  readonly reportEveryMs: number;
  readonly windowMs: number;
  readonly sliceMs: number;
  readonly settleMs: number;
  readonly pageLoads: number;
  /** Whether to load the page in Chromium (the smoke test leaves the browser out). */
  readonly browser: boolean;
}

export const FLEET_SIZES: Readonly<Record<'full' | 'quick', FleetSize>> = {
  full: {
    counters: 100,
    reportEveryMs: 60_000,
    windowMs: 120_000,
    sliceMs: 15_000,
    settleMs: 5_000,
    pageLoads: 7,
    browser: true,
  },
  quick: {
    counters: 100,
    reportEveryMs: 60_000,
    windowMs: 15_000,
    sliceMs: 5_000,
    settleMs: 3_000,
    pageLoads: 3,
    browser: true,
  },
};

const KEY = 'bench-fleet-key-0123456789';
const CHROMIUM = '/usr/bin/chromium';
const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** A counter as a chain has them: one or two shops, two printers, now and then a paper-out or a held order. */
function counterReport(index: number, at: number): FleetReport {
  // Two counters to a shop: one prints it, the other stands by.
  const shopId = 1000 + Math.floor(index / 2);
  const trouble = (at / 60_000 + index) % 97 < 3;
  return {
    counterId: `counter-${String(index).padStart(3, '0')}-4f1c9a`,
    pcName: `Toonbank ${index} · Bakkerij ${Math.floor(index / 2)}`,
    version: '1.4.0',
    sentAt: new Date(at).toISOString(),
    shops: [
      {
        shopId,
        name: `Bakkerij ${Math.floor(index / 2)}`,
        role: index % 2 === 0 ? 'printing' : 'standing-by',
        lastPrinted: { orderId: 50_000 + index, at: new Date(at - 120_000).toISOString() },
        lastConfirmedAt: new Date(at - 118_000).toISOString(),
        held: trouble ? 1 : 0,
        late: 0,
      },
    ],
    printers: [
      {
        name: 'Kassa',
        state: trouble ? 'paper-out' : 'ready',
        problem: trouble ? 'printer.paper-out' : null,
      },
      { name: 'Etiketten', state: 'ready', problem: null },
    ],
    problems: trouble ? ['printer.paper-out'] : [],
  };
}

/** A full day behind every counter: one report a quarter hour for the last 24 hours, in fleet.db. */
function fillHistory(dataDir: string, counters: number, now: number): void {
  const store = FleetStore.open(dataDir);
  try {
    const slotMs = FLEET_STRIP_SLOT_MINUTES * 60_000;
    for (let slot = FLEET_STRIP_SLOTS - 1; slot >= 1; slot--) {
      const at = now - slot * slotMs;
      for (let index = 0; index < counters; index++) {
        const report = counterReport(index, at);
        store.put(report, at, reportReasons(report).length > 0);
      }
    }
  } finally {
    store.close();
  }
}

async function post(url: string, report: FleetReport): Promise<void> {
  const response = await fetch(new URL(FLEET_PATHS.report, url), {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });
  await response.body?.cancel();
  if (response.status !== 204) throw new Error(`The fleet host refused a report: HTTP ${response.status}`);
}

/**
 * Every counter reporting once per `everyMs`, spread evenly over it, until stopped. A report that
 * fails is counted and the counter goes on, as a real one reports again the next minute.
 */
function startReporting(
  url: string,
  size: FleetSize,
): { stop(): Promise<void>; sent: () => number; failed: () => string[] } {
  const stopping = new AbortController();
  let sent = 0;
  const failed: string[] = [];
  const loops = Array.from({ length: size.counters }, async (_, index) => {
    try {
      await wait((index * size.reportEveryMs) / size.counters, undefined, { signal: stopping.signal });
      for (;;) {
        try {
          await post(url, counterReport(index, Date.now()));
          sent += 1;
        } catch (error) {
          if (stopping.signal.aborted) return;
          const cause =
            error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
          failed.push(cause);
        }
        await wait(size.reportEveryMs, undefined, { signal: stopping.signal });
      }
    } catch {
      // Stopped while waiting.
    }
  });
  return {
    sent: () => sent,
    failed: () => failed,
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}

async function waitForUrl(host: RunningHost): Promise<string> {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(host.output())?.[0];
    if (found !== undefined) return found;
    if (host.child.exitCode !== null || performance.now() > deadline)
      throw new Error(`The fleet host did not start:\n${host.output()}`);
    await sleep(20);
  }
}

async function viewTimes(url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const response = await fetch(new URL(FLEET_PATHS.view, url), {
      headers: { authorization: `Bearer ${KEY}` },
    });
    await response.json();
    times.push(performance.now() - start);
  }
  return times;
}

/** From navigation to every counter on the page, in a fresh tab that holds the key (as after a reload). */
async function pageLoadTimes(url: string, counters: number, runs: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ locale: 'nl-BE', viewport: { width: 1280, height: 900 } });
      await context.addInitScript(([name, key]) => sessionStorage.setItem(name, key), [
        FLEET_KEY_STORAGE,
        KEY,
      ] as const);
      const page = await context.newPage();
      const start = performance.now();
      await page.goto(url);
      // A locator, not a script: the page's CSP lets no evaluated script run in it.
      await page
        .locator('tr.counter')
        .nth(counters - 1)
        .waitFor({ timeout: 60_000 });
      times.push(performance.now() - start);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

export async function measureFleet(
  size: FleetSize,
  log: (line: string) => void = () => undefined,
): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-bench-fleet-'));
  let host: RunningHost | null = null;
  let reporting: ReturnType<typeof startReporting> | null = null;
  try {
    fillHistory(dataDir, size.counters, Date.now());
    host = startHost(
      npmCliHost(),
      ['fleet', '--data-dir', dataDir, '--http-port', '0', '--listen', '127.0.0.1'],
      { ORDERSLIP_FLEET_KEY: KEY },
    );
    const url = await waitForUrl(host);
    const pid = await host.hostPid();
    reporting = startReporting(url, size);
    await sleep(size.settleMs);
    const cpuSlices: number[] = [];
    const rss: number[] = [];
    const start = performance.now();
    const cpuAtStart = cpuSeconds(pid) ?? Number.NaN;
    let sliceStart = start;
    let cpuAtSlice = cpuAtStart;
    while (performance.now() - start < size.windowMs) {
      await sleep(1_000);
      rss.push(memoryMiB(pid)?.rss ?? Number.NaN);
      const at = performance.now();
      if (at - sliceStart >= size.sliceMs - 50) {
        const cpu = cpuSeconds(pid) ?? Number.NaN;
        cpuSlices.push((100 * (cpu - cpuAtSlice)) / ((at - sliceStart) / 1000));
        cpuAtSlice = cpu;
        sliceStart = at;
      }
    }
    const cpuTotal =
      (100 * ((cpuSeconds(pid) ?? Number.NaN) - cpuAtStart)) / ((performance.now() - start) / 1000);
    const reports = reporting.sent();
    const failures = reporting.failed();
    if (failures.length > 0) log(`  ${failures.length} reports failed: ${[...new Set(failures)].join('; ')}`);
    log(
      `  fleet host, ${size.counters} counters: CPU ${cpuTotal.toFixed(3)} % of a core, RSS peak ${Math.max(...rss).toFixed(1)} MiB, ${reports} reports taken`,
    );
    const views = await viewTimes(url, size.pageLoads * 3);
    const figures = [
      figure({
        name: `fleet host idle CPU, ${size.counters} counters reporting`,
        unit: '% of a core',
        target: 1,
        direction: 'at-most',
        samples: cpuSlices,
        summary: 'whole-run',
        wholeRun: cpuTotal,
        how: `The fleet command (${npmCliHost().label}), ${size.counters} counters each reporting once a minute spread over the minute, a day of strips in fleet.db: utime + stime over ${size.windowMs / 1000} s, as a share of one core (samples: ${size.sliceMs / 1000} s slices).`,
        detail: { reports, failedReports: failures.length },
      }),
      figure({
        name: `fleet host memory, ${size.counters} counters`,
        unit: 'MiB RSS',
        target: 150,
        direction: 'at-most',
        samples: rss,
        summary: 'max',
        how: 'VmRSS of the fleet host every second of the CPU window, the peak reported (tsx: the TypeScript compiler is part of it).',
      }),
      figure({
        name: `fleet view JSON, ${size.counters} counters`,
        unit: 'ms',
        target: 1_000,
        direction: 'at-most',
        samples: views,
        how: `GET ${FLEET_PATHS.view} with the key, answered and parsed, while the counters report; each counter with its 96-slot strip.`,
      }),
    ];
    if (size.browser) {
      if (!existsSync(CHROMIUM)) log(`  (no Chromium at ${CHROMIUM}: the page's load time is left out)`);
      else {
        const loads = await pageLoadTimes(url, size.counters, size.pageLoads);
        figures.push(
          figure({
            name: `fleet page load, ${size.counters} counters`,
            unit: 'ms',
            target: 1_000,
            direction: 'at-most',
            samples: loads,
            how: 'Chromium (headless), a fresh tab holding the key: from navigating to / until all counters are on the page (the page, its script and style, then the list in Dutch).',
          }),
        );
      }
    }
    return figures;
  } finally {
    await reporting?.stop();
    await host?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const fleetScenario: Scenario = {
  id: 'fleet',
  title: 'Fleet host: 100 counters reporting',
  run: ({ quick, log }) => measureFleet(quick ? FLEET_SIZES.quick : FLEET_SIZES.full, log),
};
