/**
 * `bake-list` and `pickup-sheet` on a real shop's data folder: a headless host takes orders spread over
 * several days from the simulator and prints them on a virtual printer; while it runs, the commands read
 * its ledger, and the CSV's sums equal the sums the test works out itself from the simulator's orders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Ledger } from '../../electron/core/ledger';
import { Simulator } from '../../electron/demo/simulator';
import type { WireOrder } from '../../electron/demo/simulator/wire';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { CliIo } from '../../electron/headless/command';
import { main } from '../../electron/headless/cli';
import type { HeadlessHost } from '../../electron/headless/host';
import { eventually } from '../engine/world';
import { readCsv, runsAsFormula } from '../shop-day/strict-csv';
import { QUICK_ENGINE, startEnvTokenHost } from './host-world';

const TENANT = 'day-shop';
const TOKEN = 'tok-day-lists';

/** Each one a formula, or a cell split in two, in a spreadsheet of some language. */
const HOSTILE = ['Brood;+1', 'Brood\t=1+1', "\n=cmd|' /C calc'!A0", ' @SUM(A1)', 'Kaas, "oud"', '-2+3'];

let sim: Simulator;
let paper: VirtualPrinter;
let host: HeadlessHost;
let dataDir: string;
let orders: WireOrder[];
const dirs: string[] = [];

/** Runs one CLI command as `npm run cli` would; its exit code and what it wrote. */
async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    stopRequested: new Promise<string>(() => undefined),
  };
  // No locale: a refusal is said in --language, else English, whatever this machine's LANG.
  const code = await main(args, io, {});
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** One command on the running host's data folder, for one day. */
function onDay(
  command: 'bake-list' | 'pickup-sheet',
  date: string,
  ...flags: string[]
): Promise<{ code: number; out: string; err: string }> {
  return cli(command, '--data-dir', dataDir, '--date', date, ...flags);
}

/** What the test expects, from the service's own orders: per product and unit, the total (kg as grams). */
function expectedSums(date: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const order of orders.filter((candidate) => candidate.order_date === date)) {
    for (const line of order.order_lines) {
      const unit = { st: 'pieces', gr: 'grams', kg: 'grams', pers: 'persons' }[line.unit];
      const key = `${line.product}|${unit}`;
      sums.set(key, (sums.get(key) ?? 0) + line.qty * (line.unit === 'kg' ? 1000 : 1));
    }
  }
  return sums;
}

beforeAll(async () => {
  sim = await Simulator.start({ seed: 47, tenants: [{ id: TENANT, token: TOKEN }] });
  // The test is about the day's lists, not paper: sixty receipts print at once, and the engine is told
  // it may believe a printer that fast.
  paper = await VirtualPrinter.start({ printMsPerLine: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-day-'));
  dirs.push(dataDir);
  const shops = sim.tenants[0]!.shopIds;
  orders = shops.flatMap((shopId) => [
    ...sim.addOrders(12, { shopId }),
    ...sim.addOrders(3, { shopId, textPlate: true }),
  ]);
  // Product names as a careless or hostile catalogue could send them, on the first day's first lines:
  // each one a formula, or a split, in some spreadsheet. Stored by reference: renamed before any listing.
  const firstDay = orders.filter((order) => order.order_date === orders[0]!.order_date);
  const lines = firstDay.flatMap((order) => order.order_lines);
  expect(lines.length).toBeGreaterThanOrEqual(HOSTILE.length);
  HOSTILE.forEach((product, index) => {
    (lines[index] as { product: string }).product = product;
  });
  const settings = fileSettingsStore(dataDir);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [printerSettings({ id: 'counter', name: 'Counter', uri: paper.uri, language: 'en' })],
    defaultPrinterIds: ['counter'],
    shops: shops.map((shopId) => ({ shopId, name: null, city: null, printerIds: ['counter'] })),
    pollIntervalSeconds: 1,
  });
  const timeouts = { ...QUICK_ENGINE.printOptions?.timeouts, fastestPaperMmPerS: Infinity };
  const engine = { ...QUICK_ENGINE, printOptions: { ...QUICK_ENGINE.printOptions, timeouts } };
  host = await startEnvTokenHost({ dataDir, settings, token: TOKEN, engine });
  await eventually(
    'every order confirmed',
    () => orders.every((order) => sim.isConfirmed(order.id, TENANT)),
    90_000,
  );
}, 120_000);

afterAll(async () => {
  await host?.stop();
  await Promise.all([sim?.close(), paper?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run cli -- bake-list', () => {
  it("gives, for each day, a CSV whose sums are the day's orders' sums, while the host runs", async () => {
    const days = [...new Set(orders.map((order) => order.order_date))].sort();
    expect(days.length).toBeGreaterThan(1);
    for (const date of days) {
      const { code, out, err } = await onDay('bake-list', date, '--format', 'csv');
      expect({ code, err }).toEqual({ code: 0, err: '' });
      const [header, ...rows] = readCsv(`${out}\r\n`, ',');
      expect(header).toEqual(['product', 'options', 'unit', 'quantity', 'orders', 'plu', 'sizes']);
      expect(rows.every((row) => row.length === 7)).toBe(true);
      expect(rows.flat().filter(runsAsFormula)).toEqual([]);
      const sums = new Map<string, number>();
      for (const [product, , unit, quantity, , , sizes] of rows) {
        expect(quantity).toMatch(/^\d+(\.\d+)?$/);
        // Cakes by the person: a row per size, whose cakes make its persons ("2×12" is 24; "8" one for 8).
        if (unit === 'persons') {
          expect(sizes).toMatch(/^(\d+×)?\d+$/);
          const [count, persons] = sizes!.includes('×') ? sizes!.split('×').map(Number) : [1, Number(sizes)];
          expect(count! * persons!).toBe(Number(quantity));
        } else expect(sizes).toBe('');
        const key = `${product!.replace(/^'/, '')}|${unit}`;
        sums.set(key, (sums.get(key) ?? 0) + Number(quantity));
      }
      expect(sums, date).toEqual(expectedSums(date));
    }
  });

  it("follows the language's spreadsheet convention, and --delimiter, with the same cells every time", async () => {
    const date = orders[0]!.order_date;
    const csvOf = async (...flags: string[]): Promise<string> => {
      const { code, out, err } = await onDay('bake-list', date, '--format', 'csv', ...flags);
      expect({ code, err }).toEqual({ code: 0, err: '' });
      return `${out}\r\n`;
    };
    const en = readCsv(await csvOf(), ',');
    const nl = readCsv(await csvOf('--language', 'nl'), ';');
    const fr = readCsv(await csvOf('--language', 'fr'), ';');
    const tab = readCsv(await csvOf('--language', 'nl', '--delimiter', 'tab'), '\t');
    const comma = readCsv(await csvOf('--language', 'fr', '--delimiter', ','), ',');
    expect(nl[0]).toEqual(['product', 'opties', 'eenheid', 'hoeveelheid', 'bestellingen', 'plu', 'taarten']);
    expect(fr[0]).toEqual(['produit', 'options', 'unité', 'quantité', 'commandes', 'plu', 'gâteaux']);
    expect(tab).toEqual(nl);
    expect(comma).toEqual(fr);
    for (const table of [en, nl, fr]) {
      expect(table.length).toBe(en.length);
      expect(table.every((row) => row.length === 7)).toBe(true);
      expect(table.flat().filter(runsAsFormula)).toEqual([]);
    }
    // The hostile names come back whole, each in its one cell, the same in every convention.
    const names = (table: string[][]): string[] => table.slice(1).map((row) => row[0]!.replace(/^'/, ''));
    expect(names(en)).toEqual(expect.arrayContaining(HOSTILE));
    expect(names(nl)).toEqual(names(en));
    // Units in the language, and the same quantities with the language's decimal mark.
    const units = (table: string[][]): Set<string> => new Set(table.slice(1).map((row) => row[2]!));
    expect([...units(nl)].filter((unit) => ['pieces', 'grams', 'persons'].includes(unit))).toEqual([]);
    expect([...units(en)].some((unit) => ['pieces', 'grams', 'persons'].includes(unit))).toBe(true);
    expect(nl.slice(1).map((row) => row[3]!.replace(',', '.'))).toEqual(en.slice(1).map((row) => row[3]));
    const usage = await onDay('pickup-sheet', date, '--delimiter', ';');
    expect(usage.code).toBe(2);
  });

  it('words the text in the language asked, and the JSON carries the plate texts exactly as ordered', async () => {
    const plated = orders.find((order) =>
      order.order_lines.some(
        (line) =>
          Array.isArray(line.options) && line.options.some((option) => option.type === 'text' && option.meta),
      ),
    )!;
    const date = plated.order_date;
    const json = await onDay('bake-list', date, '--format', 'json');
    const list = JSON.parse(json.out) as { orderCount: number; plates: { text: string; orderId: string }[] };
    expect(list.orderCount).toBe(orders.filter((order) => order.order_date === date).length);
    const wanted = plated.order_lines.flatMap((line) =>
      Array.isArray(line.options)
        ? line.options.filter((option) => option.type === 'text' && option.meta).map((option) => option.meta)
        : [],
    );
    expect(list.plates.filter((plate) => plate.orderId === plated.id).map((plate) => plate.text)).toEqual(
      wanted,
    );
    const nl = await onDay('bake-list', date, '--language', 'nl');
    expect(nl.out).toMatch(/^Baklijst voor \w+dag \d+ \w+ \d{4}: \d+ bestellingen\./);
  });

  it('gives the pick-up sheet of a day, every order by due time', async () => {
    const date = orders[0]!.order_date;
    const { code, out } = await onDay('pickup-sheet', date, '--format', 'json');
    expect(code).toBe(0);
    const sheet = JSON.parse(out) as { rows: { orderId: string; dueTime: string }[] };
    expect(sheet.rows.map((row) => row.orderId).sort()).toEqual(
      orders
        .filter((order) => order.order_date === date)
        .map((order) => order.id)
        .sort(),
    );
    const times = sheet.rows.map((row) => row.dueTime);
    expect(times).toEqual([...times].sort());
    // The same sheet as CSV for a Belgian Excel: one row per order, every cell inert.
    const csv = await onDay('pickup-sheet', date, '--format', 'csv', '--language', 'nl');
    expect(csv.code).toBe(0);
    const [header, ...rows] = readCsv(`${csv.out}\r\n`, ';');
    expect(header).toEqual([
      'uur',
      'bestelling',
      'klant',
      'telefoon',
      'adres',
      'artikelen',
      'plaatjes',
      'opmerkingen',
      'status',
      'id',
    ]);
    expect(rows.map((row) => row[9])).toEqual(sheet.rows.map((row) => row.orderId));
    expect(rows.map((row) => row[0])).toEqual(times);
    expect(rows.flat().filter(runsAsFormula)).toEqual([]);
    // The hostile names of this day are in its items, whole.
    const items = rows.map((row) => row[5]).join('\n');
    for (const product of HOSTILE) expect(items).toContain(product.replace(/^\n/, ''));
  });

  it('refuses a shop the folder does not know with exit code 2, naming the shops it knows', async () => {
    const date = orders[0]!.order_date;
    const shops = sim.tenants[0]!.shopIds;
    const nameOf = (shopId: number): string =>
      orders.find((order) => Number(order.shop.id) === shopId)!.shop.name;
    for (const command of ['bake-list', 'pickup-sheet'] as const) {
      const unknown = await onDay(command, date, '--shop', '9999');
      expect({ code: unknown.code, out: unknown.out }).toEqual({ code: 2, out: '' });
      expect(unknown.err).toContain(`orderslip ${command}: This data folder knows no shop 9999.`);
      // Each shop by the number --shop takes, with its name: the person picks the right one.
      for (const shopId of shops) expect(unknown.err).toContain(`${shopId} (${nameOf(shopId)})`);
    }
    const nl = await onDay('bake-list', date, '--shop', '9999', '--language', 'nl');
    expect(nl.code).toBe(2);
    expect(nl.err).toContain(`Deze gegevensmap kent geen winkel 9999. De winkels die ze kent: ${shops[0]} (`);
  });

  it("heads a shop's lists with its name, not its number, as text and as JSON", async () => {
    const date = orders[0]!.order_date;
    const shopId = sim.tenants[0]!.shopIds[0]!;
    const name = orders.find((order) => Number(order.shop.id) === shopId)!.shop.name;
    const bake = await onDay('bake-list', date, '--shop', String(shopId), '--language', 'fr');
    expect(bake.code).toBe(0);
    const [heading] = bake.out.split('\n');
    expect(heading).toMatch(/^Liste de production du \w+ \d+ \w+ \d{4} \(/);
    expect(heading).toContain(`(${name})`);
    expect(heading).not.toContain(String(shopId));
    const sheet = await onDay('pickup-sheet', date, '--shop', String(shopId));
    expect(sheet.out.split('\n')[0]).toContain(`Pick-up sheet for `);
    expect(sheet.out.split('\n')[0]).toContain(`(${name})`);
    for (const command of ['bake-list', 'pickup-sheet'] as const) {
      const json = await onDay(command, date, '--shop', String(shopId), '--format', 'json');
      expect(JSON.parse(json.out)).toMatchObject({ date, shopId, shopName: name });
      // Every shop: no shop to name.
      expect(JSON.parse((await onDay(command, date, '--format', 'json')).out)).toMatchObject({
        shopId: null,
        shopName: null,
      });
    }
  });

  it('knows a shop the settings route before it has any order, by the name the settings keep', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'orderslip-new-shop-'));
    dirs.push(folder);
    Ledger.open(join(folder, 'ledger.db')).close();
    const none = await cli('bake-list', '--data-dir', folder, '--date', '2026-11-28', '--shop', '4242');
    expect(none).toEqual({
      code: 2,
      out: '',
      err: 'orderslip bake-list: This data folder knows no shop 4242: it has no orders of any shop yet.',
    });
    fileSettingsStore(folder).save({
      ...DEFAULT_SETTINGS,
      shops: [{ shopId: 4242, name: 'Bakkerij Nieuw', city: null, printerIds: [] }],
    });
    const known = await cli('bake-list', '--data-dir', folder, '--date', '2026-11-28', '--shop', '4242');
    expect(known.code).toBe(0);
    // The long date as this machine's ICU writes it ("Saturday, 28 November" or without the comma).
    expect(known.out.split('\n')[0]).toMatch(
      /^Bake list for Saturday,? 28 November 2026 \(Bakkerij Nieuw\): 0 orders\.$/,
    );
    const other = await cli('pickup-sheet', '--data-dir', folder, '--date', '2026-11-28', '--shop', '1');
    expect(other.code).toBe(2);
    expect(other.err).toContain('The shops it knows: 4242 (Bakkerij Nieuw).');
  });

  it('refuses a bad date, a folder without a ledger and an unknown format, with exit code 2', async () => {
    const bad = await onDay('bake-list', '2026-02-30');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('is not a day: write it as YYYY-MM-DD');
    const empty = mkdtempSync(join(tmpdir(), 'orderslip-empty-'));
    dirs.push(empty);
    const none = await cli('pickup-sheet', '--data-dir', empty, '--date', '2026-11-28', '--language', 'fr');
    expect(none.code).toBe(2);
    expect(none.err).toContain('Il n’y a pas de registre OrderSlip');
    expect((await onDay('bake-list', '2026-11-28', '--format', 'xlsx')).code).toBe(2);
    expect((await cli('bake-list', '--data-dir', dataDir)).code).toBe(2);
  });
});
