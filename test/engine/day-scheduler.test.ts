/**
 * The shop's day on a clock (issue 13): a bake list prints at its time exactly once, across a restart;
 * a run missed while the PC was off prints once at start if still useful, never when it is not; a printer
 * out of paper is tried again and prints when the paper is back; due-today slips come at opening time or
 * minutes before the pick-up, only for orders placed on an earlier day; a print a crash interrupted comes
 * again marked POSSIBLE DUPLICATE. Real SQLite files, a real virtual printer over TCP, an injected clock:
 * each tick is awaited, so nothing here waits on time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_DAY, type ShopDaySettings } from '../../electron/common/contract/settings';
import { type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { DayScheduler } from '../../electron/core/engine/day-scheduler';
import { Ledger } from '../../electron/core/ledger';
import { bakeListKey, dueSlipKey } from '../../electron/core/ledger/day-prints';
import { printJob } from '../../electron/core/printer';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { line, makeOrder, tempDir, TENANT } from '../ledger/fixtures';
import { option } from '../receipt/fixtures';
import { FAST_ENGINE } from './world';

const dir = tempDir();
let printer: VirtualPrinter;
let counter: PrinterSettings;

beforeAll(async () => {
  printer = await VirtualPrinter.start();
  counter = printerSettings({ id: 'counter', name: 'Counter', uri: printer.uri, language: 'en' });
});
afterAll(async () => {
  await printer.close();
  dir.cleanup();
});

/** Friday 27 and Saturday 28 November 2026, on this machine's clock whatever its zone. */
const FRIDAY = (hours: number, minutes = 0) => new Date(2026, 10, 27, hours, minutes);
const SATURDAY = (hours: number, minutes = 0) => new Date(2026, 10, 28, hours, minutes);

class Shop {
  time: Date;
  ledger: Ledger;
  scheduler: DayScheduler | null = null;
  /** A person paused the counter printer. */
  paused = false;
  readonly logged: Message[] = [];
  readonly errors: unknown[] = [];
  /** The late-change checks the scheduler asked for (the engine's `checkDay`), in order. */
  readonly checks: { date: string; shopId: number | null; only: string[] | null }[] = [];
  /** What a check does to the ledger (the engine's keeps new versions); nothing by default. */
  onCheck: (only: ReadonlySet<string> | undefined) => void = () => undefined;
  private readonly path: string;

  constructor(
    name: string,
    private readonly shopDay: ShopDaySettings,
    start: Date,
  ) {
    this.time = start;
    this.path = dir.path(`${name}.db`);
    this.ledger = Ledger.open(this.path, { now: () => this.time });
  }

  /** An order for shop 1, recorded now (held: no printer takes it, so only the schedules print here). */
  order(id: string, due: string, more: Parameters<typeof makeOrder>[1] = {}): string {
    this.ledger.recordOrder({
      tenant: TENANT,
      shopId: 1,
      order: makeOrder(id, { due: { date: '2026-11-28', time: due }, ...more }),
      printerIds: [],
    });
    return id;
  }

  /** Starts the scheduler (as the engine does) and waits for its first look at the clock. */
  async start(at: Date): Promise<void> {
    this.time = at;
    this.scheduler = new DayScheduler({
      ledger: this.ledger,
      shopDay: this.shopDay,
      now: () => this.time,
      printer: (id) => (id === counter.id ? counter : null),
      routeOf: () => [counter.id],
      print: (_id, buffers) => printJob(counter, buffers, FAST_ENGINE.printOptions),
      paused: () => this.paused,
      checkDay: async (query, only) => {
        this.checks.push({ ...query, only: only === undefined ? null : [...only].sort() });
        this.onCheck(only);
        return {
          date: query.date,
          shopId: query.shopId,
          checked: 0,
          changed: [],
          gone: [],
          unchecked: { count: 0, reason: null },
          slipsFailed: [],
        };
      },
      log: (_level, message) => this.logged.push(message),
      onError: (error) => this.errors.push(error),
      // The test moves the clock and ticks by hand.
      intervalMs: 3_600_000,
    });
    this.scheduler.start();
    await this.scheduler.tick();
  }

  async at(time: Date): Promise<void> {
    this.time = time;
    await this.scheduler!.tick();
  }

  /** The process ends; the next start opens the ledger file again. */
  async restart(at: Date): Promise<void> {
    await this.scheduler?.stop();
    this.ledger.close();
    this.ledger = Ledger.open(this.path, { now: () => this.time });
    await this.start(at);
  }

  said(code: string): string[] {
    return this.logged.filter((message) => message.code === code).map((message) => say(message, 'en'));
  }

  async close(): Promise<void> {
    await this.scheduler?.stop();
    this.ledger.close();
    expect(this.errors).toEqual([]);
  }
}

/** What the virtual printer printed from `since` on, as text, one entry per job. */
const printedSince = (since: number): string[] =>
  printer
    .jobs()
    .slice(since)
    .map((job) => job.parsed.text);

let shop: Shop | null = null;
afterEach(async () => {
  await shop?.close();
  shop = null;
});

const MORNING_LIST: ShopDaySettings = {
  ...DEFAULT_SHOP_DAY,
  openingTime: '07:00',
  closingTime: '18:00',
  bakeLists: [{ id: 'morning', day: 'today', time: '06:00', printerId: 'counter', shopId: null }],
};

describe('scheduled bake lists', () => {
  it('prints at its time, exactly once, also across a restart', async () => {
    const before = printer.jobs().length;
    shop = new Shop('once', MORNING_LIST, FRIDAY(12));
    shop.order('cake-1', '10:30:00', {
      lines: [
        line('Chocolate cake', {
          qty: 2,
          options: [option('Plate text', 250, { type: 'text', meta: 'Happy birthday\nMia' })],
        }),
        line('Croissant', { qty: 6 }),
      ],
    });
    shop.order('bread-2', '11:00:00', { orderNumber: '8', lines: [line('Croissant', { qty: 4 })] });
    await shop.start(SATURDAY(5, 0));
    expect(printedSince(before)).toEqual([]);

    await shop.at(SATURDAY(6, 0));
    const [list, ...more] = printedSince(before);
    expect(more).toEqual([]);
    expect(list).toContain('BAKE LIST');
    expect(list).toContain('Saturday 28/11/2026');
    expect(list).toContain('2 orders');
    // 6 + 4 croissants, summed; the plate text verbatim with its order.
    expect(list).toMatch(/10x Croissant/);
    expect(list).toMatch(/2x Chocolate cake/);
    expect(list).toContain('Happy birthday');
    expect(list).toContain('10:30 PICK-UP 7');
    expect(shop.said('schedule.list-printed')).toEqual([
      'Printed the bake list for Saturday 28/11 on Counter.',
    ]);

    await shop.at(SATURDAY(6, 30));
    await shop.restart(SATURDAY(9, 0));
    await shop.at(SATURDAY(9, 30));
    expect(printedSince(before)).toHaveLength(1);
    expect(shop.ledger.dayPrints.get(bakeListKey('morning', '2026-11-28'))).toMatchObject({
      state: 'printed',
      attempts: 1,
    });
  });

  it('a run missed while the PC was off prints once at the next start, while it is still useful', async () => {
    const before = printer.jobs().length;
    shop = new Shop('missed', MORNING_LIST, FRIDAY(20));
    shop.order('cake-1', '10:30:00');
    await shop.start(FRIDAY(20));
    // Off for the night; back at eight, well after six.
    await shop.restart(SATURDAY(8));
    expect(printedSince(before)).toHaveLength(1);
    await shop.restart(SATURDAY(8, 5));
    expect(printedSince(before)).toHaveLength(1);
  });

  it('a run no longer useful is not printed, and said once', async () => {
    const before = printer.jobs().length;
    shop = new Shop('useless', MORNING_LIST, FRIDAY(20));
    await shop.start(FRIDAY(20));
    // Back after closing time: today's list is of no use any more.
    await shop.restart(SATURDAY(18, 30));
    await shop.restart(SATURDAY(19));
    expect(printedSince(before)).toEqual([]);
    expect(shop.said('schedule.list-dropped')).toEqual([
      'The bake list for Saturday 28/11 (due at 06:00 on Counter) was not printed: OrderSlip was not running then, and now it is no longer useful. Print it from the Day view if you still need it.',
    ]);
  });

  it('a schedule added after its time today starts tomorrow', async () => {
    const before = printer.jobs().length;
    shop = new Shop('added-late', MORNING_LIST, SATURDAY(10));
    await shop.start(SATURDAY(10));
    expect(printedSince(before)).toEqual([]);
    await shop.at(new Date(2026, 10, 29, 6, 0));
    expect(printedSince(before)).toHaveLength(1);
  });

  it("tomorrow's list for one shop, on a printer out of paper: tried again, printed when the paper is back", async () => {
    const before = printer.jobs().length;
    shop = new Shop(
      'paper',
      {
        ...MORNING_LIST,
        bakeLists: [{ id: 'evening', day: 'tomorrow', time: '17:00', printerId: 'counter', shopId: 1 }],
      },
      FRIDAY(9),
    );
    shop.order('cake-1', '10:30:00', { lines: [line('Rye bread', { qty: 3 })] });
    await shop.start(FRIDAY(9));
    await printer.setMode('paper-out');
    try {
      await shop.at(FRIDAY(17));
      await shop.at(FRIDAY(17, 1));
      expect(printedSince(before)).toEqual([]);
      // Said once, not at every try.
      expect(shop.said('schedule.list-failed')).toHaveLength(1);
      expect(shop.ledger.dayPrints.get(bakeListKey('evening', '2026-11-27'))).toMatchObject({
        state: 'pending',
        attempts: 2,
      });
    } finally {
      await printer.setMode('ready');
    }
    await shop.at(FRIDAY(17, 2));
    const [list, ...more] = printedSince(before);
    expect(more).toEqual([]);
    expect(list).toContain('Saturday 28/11/2026');
    expect(list).toContain('Bakkerij');
    expect(list).toMatch(/3x Rye bread/);
    // The day was read again once for the run, not at each of its three tries.
    expect(shop.checks).toEqual([{ date: '2026-11-28', shopId: 1, only: null }]);
  });
});

describe('scheduled lists off the happy path', () => {
  const EVENING_LIST: ShopDaySettings = {
    ...MORNING_LIST,
    bakeLists: [{ id: 'evening', day: 'tomorrow', time: '21:00', printerId: 'counter', shopId: null }],
  };

  it("tomorrow's list missed overnight prints once the next morning, for the day that has begun", async () => {
    const before = printer.jobs().length;
    shop = new Shop('overnight', EVENING_LIST, FRIDAY(12));
    shop.order('cake-1', '10:30:00', { lines: [line('Rye bread', { qty: 3 })] });
    await shop.start(FRIDAY(12));
    // Shut at seven on Friday evening, before 21:00; started at six on Saturday.
    await shop.restart(SATURDAY(6));
    const [list, ...more] = printedSince(before);
    expect(more).toEqual([]);
    expect(list).toContain('Saturday 28/11/2026');
    expect(list).toMatch(/3x Rye bread/);
    await shop.restart(SATURDAY(7));
    expect(printedSince(before)).toHaveLength(1);
  });

  it('a paused printer gets nothing scheduled until it is resumed', async () => {
    const before = printer.jobs().length;
    shop = new Shop('paused', MORNING_LIST, FRIDAY(20));
    await shop.start(FRIDAY(20));
    shop.paused = true;
    await shop.at(SATURDAY(6));
    expect(printedSince(before)).toEqual([]);
    shop.paused = false;
    await shop.at(SATURDAY(6, 1));
    expect(printedSince(before)).toHaveLength(1);
  });

  it('a printer that never proves completion gets the list once, and a person is asked to look', async () => {
    const before = printer.jobs().length;
    shop = new Shop('silent', MORNING_LIST, FRIDAY(20));
    shop.order('cake-1', '10:30:00');
    await shop.start(FRIDAY(20));
    await printer.setMode('no-completion');
    try {
      await shop.at(SATURDAY(6));
      await shop.at(SATURDAY(6, 1));
      await shop.at(SATURDAY(7));
    } finally {
      await printer.setMode('ready');
    }
    expect(printedSince(before)).toHaveLength(1);
    expect(shop.ledger.dayPrints.get(bakeListKey('morning', '2026-11-28'))).toMatchObject({
      state: 'printed',
    });
    expect(shop.said('schedule.unproven')).toEqual([
      'Counter took the scheduled print but could not prove that it printed: check that it came out. OrderSlip does not send it again by itself; print it from the Day view if it is missing.',
    ]);
  });
});

describe('a PC whose clock was ahead (issue 23)', () => {
  const NINE: ShopDaySettings = {
    ...MORNING_LIST,
    bakeLists: [{ id: 'nine', day: 'today', time: '09:00', printerId: 'counter', shopId: null }],
  };
  const THURSDAY = (hours: number, minutes = 0) => new Date(2026, 10, 26, hours, minutes);

  it('a bake list saved while the clock read two days ahead prints on each day once the clock is corrected, and says so', async () => {
    const before = printer.jobs().length;
    // Saved at a wrong Saturday 28/11 06:00; the clock is corrected to Thursday 26/11 08:59.
    shop = new Shop('saved-ahead', NINE, SATURDAY(6));
    await shop.start(SATURDAY(6));
    await shop.at(THURSDAY(8, 59));
    expect(printedSince(before)).toEqual([]);
    expect(shop.said('schedule.seen-while-clock-ahead')).toHaveLength(1);
    expect(shop.said('schedule.seen-while-clock-ahead')[0]).toMatch(
      /^The bake list at 09:00 was set up while this PC's clock was ahead \(it read .*28.*\)\. OrderSlip goes by the corrected clock/,
    );
    await shop.at(THURSDAY(9));
    expect(printedSince(before)).toHaveLength(1);
    expect(printedSince(before)[0]).toContain('Thursday 26/11/2026');
    // A restart on Friday: the corrected sighting was kept.
    await shop.restart(FRIDAY(8));
    await shop.at(FRIDAY(9));
    expect(printedSince(before)).toHaveLength(2);
    expect(printedSince(before)[1]).toContain('Friday 27/11/2026');
    await shop.at(SATURDAY(9));
    expect(printedSince(before)).toHaveLength(3);
    expect(shop.said('schedule.seen-while-clock-ahead')).toHaveLength(1);
  });

  it('a clock set back while it runs: the schedule counts from when it was really seen, and prints at its time that day', async () => {
    const before = printer.jobs().length;
    // Seen at a wrong Saturday 06:00; ten minutes later the clock is set to Thursday 09:00:30. It was
    // really seen at 08:50:30 on Thursday.
    shop = new Shop('set-back', NINE, SATURDAY(6));
    await shop.start(SATURDAY(6));
    const corrected = new Date(THURSDAY(9).getTime() + 30_000);
    const step = corrected.getTime() - SATURDAY(6, 10).getTime();
    shop.time = corrected;
    shop.scheduler!.clockStepped(step);
    await shop.scheduler!.tick();
    const printed = printedSince(before);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('Thursday 26/11/2026');
    // Moved with the clock, so nothing needed saying about it.
    expect(shop.said('schedule.seen-while-clock-ahead')).toEqual([]);
  });

  it("a day's list printed while the clock was ahead prints again when that day really comes", async () => {
    const before = printer.jobs().length;
    shop = new Shop('printed-ahead', NINE, SATURDAY(8));
    await shop.start(SATURDAY(8));
    // The wrong clock reaches Saturday 09:00: Saturday's list comes out two days early.
    await shop.at(SATURDAY(9));
    expect(printedSince(before)).toHaveLength(1);
    await shop.at(THURSDAY(10));
    expect(shop.said('schedule.run-while-clock-ahead')).toHaveLength(1);
    expect(shop.said('schedule.run-while-clock-ahead')[0]).toMatch(
      /^The bake list for Saturday 28\/11 was handled while this PC's clock was ahead/,
    );
    expect(shop.ledger.dayPrints.get(bakeListKey('nine', '2026-11-28'))).toBeNull();
    await shop.at(FRIDAY(9));
    await shop.at(SATURDAY(9));
    const printed = printedSince(before);
    expect(printed).toHaveLength(3);
    expect(printed[2]).toContain('Saturday 28/11/2026');
    await shop.at(SATURDAY(9, 30));
    expect(printedSince(before)).toHaveLength(3);
  });
});

describe('due-today slips', () => {
  const slips = (when: 'opening' | 'before-due'): ShopDaySettings => ({
    ...DEFAULT_SHOP_DAY,
    openingTime: '08:00',
    dueSlips: { enabled: true, printerId: null, when, minutesBefore: 30 },
  });

  /** Orders for Saturday: two placed on Friday, one placed Saturday morning, one gone, one collected. */
  const saturdayOrders = (s: Shop): void => {
    s.order('early', '10:30:00', { orderNumber: '3' });
    s.order('late', '15:00:00', { orderNumber: '4' });
    s.order('gone', '11:00:00', { orderNumber: '5' });
    s.ledger.markGone('gone', { code: 'general.text', params: { text: 'cancelled' } });
    s.order('collected', '09:00:00', { orderNumber: '6' });
    s.time = SATURDAY(7, 30);
    s.order('today', '12:00:00', { orderNumber: '9' });
    s.ledger.day.markCollected('collected', true);
  };

  it('at opening time, one per order placed on an earlier day, never twice', async () => {
    const before = printer.jobs().length;
    shop = new Shop('opening', slips('opening'), FRIDAY(14));
    saturdayOrders(shop);
    await shop.start(SATURDAY(7, 59));
    expect(printedSince(before)).toEqual([]);
    await shop.at(SATURDAY(8));
    const printed = printedSince(before);
    expect(printed).toHaveLength(2);
    expect(printed[0]).toContain('DUE TODAY');
    expect(printed[0]).toContain('NOT A NEW ORDER');
    expect(printed.join('\n')).toContain('PICK-UP 3');
    expect(printed.join('\n')).toContain('PICK-UP 4');
    expect(printed.join('\n')).not.toMatch(/€/);
    await shop.restart(SATURDAY(9));
    expect(printedSince(before)).toHaveLength(2);
    expect(shop.ledger.dayPrints.get(dueSlipKey('early', '2026-11-28'))?.state).toBe('printed');
    // Their orders were read again once, before their slips; nothing more at later ticks.
    expect(shop.checks).toEqual([{ date: '2026-11-28', shopId: null, only: ['early', 'late'] }]);
  });

  it('an order the check finds gone from the service gets no due slip; one whose slip is not due yet is not read', async () => {
    const before = printer.jobs().length;
    shop = new Shop('checked', slips('before-due'), FRIDAY(14));
    saturdayOrders(shop);
    const s = shop;
    s.onCheck = (only) => {
      if (only?.has('early'))
        s.ledger.versions.record('early', {
          seenAt: s.time,
          order: null,
          event: { kind: 'gone-from-service', detail: { code: 'changes.gone-from-service', params: {} } },
        });
    };
    await s.start(SATURDAY(10));
    await s.at(SATURDAY(10, 15));
    expect(printedSince(before)).toEqual([]);
    expect(s.checks).toEqual([{ date: '2026-11-28', shopId: null, only: ['early'] }]);
    await s.at(SATURDAY(14, 30));
    expect(printedSince(before)).toHaveLength(1);
    expect(printedSince(before)[0]).toContain('PICK-UP 4');
    expect(s.checks.at(-1)).toEqual({ date: '2026-11-28', shopId: null, only: ['late'] });
    expect(s.checks).toHaveLength(2);
  });

  it('minutes before the pick-up time, each in its turn', async () => {
    const before = printer.jobs().length;
    shop = new Shop('before-due', slips('before-due'), FRIDAY(14));
    saturdayOrders(shop);
    await shop.start(SATURDAY(9, 59));
    expect(printedSince(before)).toEqual([]);
    await shop.at(SATURDAY(10));
    expect(printedSince(before)).toHaveLength(1);
    expect(printedSince(before)[0]).toContain('PICK-UP 3');
    await shop.at(SATURDAY(14, 30));
    expect(printedSince(before)).toHaveLength(2);
    expect(printedSince(before)[1]).toContain('PICK-UP 4');
    await shop.at(SATURDAY(14, 45));
    expect(printedSince(before)).toHaveLength(2);
  });

  it('a slip a crash interrupted prints again, marked POSSIBLE DUPLICATE', async () => {
    const before = printer.jobs().length;
    shop = new Shop('crash', slips('opening'), FRIDAY(14));
    shop.order('early', '10:30:00', { orderNumber: '3' });
    // The process claimed the slip and marked it sending, then died before it knew.
    const run = {
      key: dueSlipKey('early', '2026-11-28'),
      kind: 'due-slip',
      printerId: 'counter',
      orderId: 'early',
      day: '2026-11-28',
    } as const;
    shop.time = SATURDAY(8);
    shop.ledger.dayPrints.claim(run);
    shop.ledger.dayPrints.sending(run.key, 'counter');
    await shop.restart(SATURDAY(8, 1));
    const printed = printedSince(before);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('POSSIBLE DUPLICATE');
    expect(shop.said('schedule.interrupted')).toHaveLength(1);
    expect(shop.ledger.dayPrints.get(run.key)).toMatchObject({ state: 'printed', attempts: 2 });
  });
});
