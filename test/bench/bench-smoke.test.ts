/**
 * Keeps the benchmark code from rotting between benchmark runs: the receipt, label, history, drain,
 * burst and fleet scenarios at a tiny size must still produce well-formed figures, and the idle and soak
 * arithmetic (requests by listing stream, growth by least squares) says what it should. No timing is asserted: that is what
 * `npm run bench` is for.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../bench/lib/figure';
import { figure } from '../../bench/lib/figure';
import { formatTable } from '../../bench/lib/table';
import { measureHistory } from '../../bench/scenarios/history';
import { measureReceipts } from '../../bench/scenarios/receipt';
import { measureImageReceipts } from '../../bench/scenarios/receipt-image';
import { measureLabels } from '../../bench/scenarios/labels';
import { measureDrain } from '../../bench/scenarios/drain';
import { measureBurst } from '../../bench/scenarios/burst';
import { measureFleet } from '../../bench/scenarios/fleet';
import { requestRate } from '../../bench/lib/request-rate';
import { benchShops } from '../../bench/lib/shops';
import { slope } from '../../bench/lib/stats';
import type { RequestLogEntry } from '../../electron/demo/simulator';

function expectWellFormed(found: readonly Figure[], names: readonly string[]): void {
  expect(found.map((f) => f.name)).toEqual(names);
  for (const f of found) {
    expect(typeof f.unit).toBe('string');
    expect(f.unit).not.toBe('');
    expect(Number.isFinite(f.value)).toBe(true);
    expect(Number.isFinite(f.target)).toBe(true);
    expect(typeof f.met).toBe('boolean');
    expect(f.met).toBe(f.direction === 'at-most' ? f.value <= f.target : f.value >= f.target);
    expect(f.spread.runs).toBe(f.spread.samples.length);
    expect(f.spread.min).toBeLessThanOrEqual(f.spread.max);
    expect(f.how).not.toBe('');
  }
}

describe('benchmark scenarios at a tiny size', () => {
  it('receipt build + encode gives both receipt figures', () => {
    const found = measureReceipts({ typicalOrders: 20, bigRepeats: 2, bigLines: 60, runs: 2 });
    expectWellFormed(found, [
      'receipt build + encode, typical order',
      'receipt build + encode, 60-line order',
    ]);
    expect(found.every((f) => f.unit === 'ms' && f.spread.runs === 2)).toBe(true);
  });

  it('receipts as images give the drawing times, the bytes per receipt in each print mode and the paper drawn against text', () => {
    const found = measureImageReceipts({ typicalOrders: 3, bigRepeats: 1, bigLines: 60, runs: 2 });
    expectWellFormed(found, [
      'receipt as image, typical order',
      'receipt as image, 60-line order',
      'bytes per receipt, text mode',
      'bytes per receipt, auto mode',
      'bytes per receipt, auto mode, plate in every script',
      'bytes per receipt, image mode',
      'image paper ÷ text paper',
    ]);
    const kb = (name: string): number => found.find((f) => f.name === name)!.value;
    // What the figures say, whatever the machine: a drawn receipt is far bigger than its text, and auto
    // sends the text plus only the drawn plate.
    expect(kb('bytes per receipt, image mode')).toBeGreaterThan(10 * kb('bytes per receipt, text mode'));
    expect(kb('bytes per receipt, auto mode, plate in every script')).toBeGreaterThan(
      kb('bytes per receipt, auto mode'),
    );
    expect(kb('bytes per receipt, auto mode, plate in every script')).toBeLessThan(
      kb('bytes per receipt, image mode'),
    );
    // Paper does not depend on the machine: a drawn receipt never takes more than the same one as text.
    const paper = found.find((f) => f.name === 'image paper ÷ text paper')!;
    expect(paper.value).toBeGreaterThan(0.9);
    expect(paper.met).toBe(true);
    expect(paper.detail?.['sixtyLineImageMm']).toBeLessThanOrEqual(
      paper.detail?.['sixtyLineTextMm'] as number,
    );
  });

  it('labels give a per-label and a per-order figure per label language, every order labelled', () => {
    const found = measureLabels({ orders: 6, runs: 2 });
    expectWellFormed(found, [
      'labels build + layout + encode a label, ZPL',
      'labels build + layout + encode a label, TSPL',
      'labels build + layout + encode, ZPL',
      'labels build + layout + encode, TSPL',
    ]);
    // Every order has an order label and at least one cake label (its plate; some have more text options).
    for (const f of found) expect(f.detail?.['labelsPerOrder']).toBeGreaterThanOrEqual(2);
  });

  it('the backlog drain gives its figure with receipt printers only and with a label printer on the route', async () => {
    // Real sockets: the simulator and the printers in the peers process, the engine in this one. The
    // scenario itself throws unless every order is confirmed, each receipt printed once, and the label
    // printer printed one order label per order and one cake label per plate, each once, nothing else.
    const found = await measureDrain({ orders: 24, shops: 3, printers: 3, runs: 1 });
    expectWellFormed(found, ['backlog drain', 'backlog drain, with a label printer']);
    const labelled = found[1]?.detail as { orderLabels: number[]; cakeLabels: number[] };
    expect(labelled.orderLabels).toEqual([24]);
    // The simulator puts a plate on about half the cakes it sells: some of 24 orders carry one.
    expect(labelled.cakeLabels[0]).toBeGreaterThan(0);
    expect(found[0]?.detail).not.toHaveProperty('orderLabels');
  });

  it('a burst over many shops gives its figures, every order printed once and confirmed', async () => {
    // Real sockets again; the scenario counts an order short for a reprint, a ledger that disagrees or
    // any warning from the engine.
    const found = await measureBurst({
      shops: 10,
      printers: 5,
      orders: 20,
      pollIntervalMs: 1_000,
      quietMs: 0,
      runs: 1,
    });
    expectWellFormed(found, [
      'burst, 10 shops: orders printed and confirmed',
      'burst, 10 shops: order → confirmed p50',
      'burst, 10 shops: order → confirmed p99',
      'burst, 10 shops: first order on paper, slowest shop',
    ]);
    expect(found[0]?.value).toBe(20);
    const runs = found[0]?.detail?.['runs'] as { receiptsPrinted: number; warnings: number }[];
    expect(runs).toMatchObject([{ receiptsPrinted: 20, warnings: 0 }]);
  });

  it('counts idle requests by listing stream, and fits growth per order by least squares', () => {
    const at = (ms: number, query: string, path = '/v1/orders') => ({
      entry: {
        method: 'GET',
        path,
        query,
        status: 200,
        at: new Date(ms),
        tenant: 'x',
        from: null,
      } as RequestLogEntry,
      answeredAt: ms,
    });
    // A shop listed every 2 s (the window cuts its gaps), the tenant every 4 s, one shop list.
    const requests = [
      ...[500, 2_500, 4_500, 6_500, 8_500].map((ms) => at(ms, 'shop=7')),
      ...[1_000, 5_000, 9_000].map((ms) => at(ms, '')),
      at(3_000, '', '/v1/shops'),
    ];
    const rate = requestRate(requests, 0, 10_000);
    expect(rate).toMatchObject({ listingsOfOneShop: 5, listingsOfTheTenant: 3, shopLists: 1, streams: 2 });
    expect(rate.perHour).toBeCloseTo(1_800 + 900 + 360, 6);
    expect(slope([0, 1_000, 2_000, 3_000], [10, 11, 12, 13])).toBeCloseTo(0.001, 9);
    expect(Number.isNaN(slope([5], [1]))).toBe(true);
    const shops = benchShops(100);
    expect(new Set(shops.map((shop) => Number(shop.id))).size).toBe(100);
    expect(shops[0]?.name).toBe('Bakkerij Noëlle');
  });

  it('history at scale gives open, first page, search and purge figures on a 200-order ledger', async () => {
    const found = await measureHistory({ orders: 200, runs: 2 });
    expectWellFormed(found, [
      'ledger bytes per order',
      'history purge: longest event-loop pause',
      'history purge beside a disk writer: longest event-loop pause',
      'history: open ledger',
      'history: first page',
      'history: text search',
      'history: id, phone, reference search',
      'history: sorted by due',
      'history: today counts',
    ]);
    // Each lookup found its own order (the scenario throws otherwise), on the first page alone.
    const lookups = found[6]?.detail?.['searches'] as Record<string, { rowsOnFirstPage: number }>;
    expect(lookups['full id']?.rowsOnFirstPage).toBe(1);
    expect(lookups['phone']?.rowsOnFirstPage).toBeGreaterThan(0);
    expect(found[3]?.detail).toMatchObject({ orders: 200 });
    // The purge removed the oldest tenth of the orders, and said how long it held the event loop; once
    // with the disk writer running beside it, which wrote and synced at least its first chunk.
    expect(found[1]?.detail?.['removed']).toBeGreaterThan(0);
    expect(found[2]?.detail?.['removed']).toBeGreaterThan(0);
    expect(found[2]?.detail?.['diskWriterMiB']).toBeGreaterThanOrEqual(4);
    // Every search case ran and found what a person would expect: a customer's own name finds rows.
    const searches = found[5]?.detail?.['searches'] as Record<string, { rowsOnFirstPage: number }>;
    expect(searches['customer']?.rowsOnFirstPage).toBeGreaterThan(0);
    expect(searches['no match']?.rowsOnFirstPage).toBe(0);
  });

  it('the fleet host gives its CPU, memory and view figures with a few counters reporting', async () => {
    const found = await measureFleet({
      counters: 5,
      reportEveryMs: 500,
      windowMs: 2_000,
      sliceMs: 1_000,
      settleMs: 500,
      pageLoads: 2,
      browser: false,
    });
    expectWellFormed(found, [
      'fleet host idle CPU, 5 counters reporting',
      'fleet host memory, 5 counters',
      'fleet view JSON, 5 counters',
    ]);
    // Every counter reported during the window, and none was refused.
    expect(found[0]!.detail).toMatchObject({ failedReports: 0 });
    expect((found[0]!.detail as { reports: number }).reports).toBeGreaterThanOrEqual(5);
  });

  it('reports the median, or the peak, against the target in the right direction', () => {
    const throughput = figure({
      name: 'x',
      unit: 'orders/s',
      target: 100,
      direction: 'at-least',
      samples: [90, 120, 150],
      how: 'test',
    });
    expect(throughput).toMatchObject({ value: 120, met: true, targetText: '≥ 100 orders/s' });
    const memory = figure({
      name: 'y',
      unit: 'MiB',
      target: 80,
      direction: 'at-most',
      summary: 'max',
      samples: [70, 85, 75],
      how: 'test',
    });
    expect(memory).toMatchObject({ value: 85, met: false });
    expect(formatTable([throughput, memory])).toMatch(/x\s+120 orders\/s.*yes[\s\S]*y\s+85 MiB.*NO/);
  });
});
