/**
 * `npm run demo` as a newcomer meets it: the terminal tells one line per thing that happened (an order
 * arrived, printed, a printer's state) in the chosen language, receipts only when asked; the window is
 * ready at once (built before the demo, as `predemo` does) and the browser logs no error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { launchChromium } from '../e2e/chromium';
import { eventually } from '../engine/world';
import { killAllCli, ROOT, startCli, type CliChild } from '../headless/cli-process';

const dirs: string[] = [];
afterEach(async () => {
  await killAllCli();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function startDemo(...flags: string[]): CliChild {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-demo-cli-'));
  dirs.push(dir);
  return startCli(['demo', '--http-port', '0', '--per-minute', '0', '--data-dir', dir, ...flags]);
}

/** The demo's first orders: see `showcase` in demo-runtime.ts. */
const SHOWCASE = 7;

/** Waits until the demo's first orders (its showcase, seven) have printed, then stops the demo; returns its lines. */
async function firstPrinted(cli: CliChild, printed: RegExp): Promise<string[]> {
  for (let deadline = Date.now() + 20_000; ;) {
    if (cli.stdoutLines().filter((line) => printed.test(line)).length >= SHOWCASE) break;
    if (Date.now() > deadline)
      throw new Error(`Not all ${SHOWCASE} printed:\n${cli.stdout()}\n${cli.stderr()}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
  cli.signal('SIGTERM');
  expect(await cli.waitForExit()).toEqual({ code: 0, signal: null });
  expect(cli.stderr()).toBe('');
  return cli.stdoutLines();
}

/**
 * The demo said it is stopping and took no order after: the receipt being printed may still come out
 * (and be told) after the line, on a machine too busy to finish it before the signal.
 */
function expectStoppedGracefully(lines: readonly string[], stopping: RegExp, newOrder: string): void {
  const at = lines.findIndex((line) => stopping.test(line));
  expect(at, lines.join('\n')).not.toBe(-1);
  expect(lines.slice(at + 1).filter((line) => line.startsWith(newOrder))).toEqual([]);
}

describe('npm run demo in the terminal', () => {
  it('tells one line per order that arrives and prints, with its cake plate or delivery town, no receipts', async () => {
    const lines = await firstPrinted(startDemo(), /^Printed: /);
    expect(lines[0]).toMatch(/^OrderSlip demo: a pretend ordering service at http:\/\/127\.0\.0\.1:\d+ /);
    expect(lines[1]).toMatch(/^Open http:\/\/127\.0\.0\.1:\d+\/ to watch orders arrive/);
    const arrived = lines.filter((line) => line.startsWith('New order: '));
    // The shop's day comes 1.5 s after the showcase: on a busy machine some of it arrived meanwhile.
    expect(arrived.length).toBeGreaterThanOrEqual(SHOWCASE);
    expect(new Set(arrived).size, 'an order told twice').toBe(arrived.length);
    // The plate in other scripts, with its emoji, is told as typed.
    expect(arrived.some((line) => line.includes('Łukasz! 🎂'))).toBe(true);
    expect(arrived.some((line) => /, cake plate ".+"/.test(line))).toBe(true);
    expect(arrived.some((line) => /^New order: Delivery .*, delivered in \S/.test(line))).toBe(true);
    expect(arrived.some((line) => line.startsWith('New order: Cool box '))).toBe(true);
    for (const line of arrived) expect(line).toMatch(/, €\d+\.\d\d/);
    expect(lines).toContain('Printer Counter (virtual): Ready.');
    // No receipt: no rule of = signs, no totals, no ISO time stamps of the engine's own log lines.
    expect(lines.some((line) => /^=+$|TOTAAL|TOTAL|^\d{4}-\d\d-\d\dT/.test(line))).toBe(false);
    expectStoppedGracefully(
      lines,
      /^Stopping \(SIGTERM\): the receipt being printed is finished first\.$/,
      'New order: ',
    );
  }, 40_000);

  it('says it in Dutch with --language nl, receipts in Dutch shown with --show-receipts', async () => {
    const lines = await firstPrinted(startDemo('--language', 'nl', '--show-receipts'), /^Afgedrukt: /);
    expect(lines[0]).toMatch(/^OrderSlip-demo: een nagebootste bestelservice/);
    const arrived = lines.filter((line) => line.startsWith('Nieuwe bestelling: '));
    expect(arrived.length).toBeGreaterThanOrEqual(SHOWCASE);
    expect(new Set(arrived).size, 'an order told twice').toBe(arrived.length);
    expect(lines).toContain('Printer Toonbank (virtueel): Klaar.');
    expect(lines.some((line) => /^TOTAAL +€ \d+,\d\d$/.test(line))).toBe(true);
    expectStoppedGracefully(lines, /^OrderSlip stopt \(SIGTERM\)/, 'Nieuwe bestelling: ');
  }, 40_000);

  it('refuses a language it does not speak', async () => {
    const cli = startDemo('--language', 'it');
    expect(await cli.waitForExit()).toEqual({ code: 2, signal: null });
    expect(cli.stderrLines()).toEqual(['orderslip demo: --language must be one of nl, fr, de, en, got "it"']);
  });
});

describe('the demo’s window in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    // What `npm run demo` runs first (predemo): build the window when a source is newer than the build.
    expect(packageJson.scripts.predemo).toBe('node scripts/build-renderer.mjs --if-stale');
    execFileSync(process.execPath, ['scripts/build-renderer.mjs', '--if-stale'], { cwd: ROOT });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('is ready at the first request and logs no error in the console', async () => {
    const cli = startDemo();
    const url = (await cli.waitForLine(/^Open http:/)).split(' ')[1]!;
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const response = await page.goto(url);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.content()).not.toContain('still being prepared');
    await page.locator('#app *').first().waitFor({ timeout: 15_000 });
    // The window lives through the showcase arriving and printing: an error in showing those is seen.
    await eventually(
      'the showcase printed while the window was open',
      () => cli.stdoutLines().filter((line) => line.startsWith('Printed: ')).length >= SHOWCASE,
      20_000,
    );
    expect(problems).toEqual([]);
    await page.close();
  }, 40_000);
});
