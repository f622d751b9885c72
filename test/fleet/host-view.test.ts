/**
 * The fleet view on the fleet host's own clock: the real timings pinned, when a counter is red and
 * why, worst first, shops with their counters, and each counter's 24-hour strip kept across a restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  FLEET_REPORT_EVERY_SECONDS,
  FLEET_SILENT_AFTER_SECONDS,
  FLEET_STRIP_SLOTS,
} from '../../electron/common/contract/fleet';
import { FleetStore } from '../../electron/core/fleet/fleet-store';
import { fleetView, reportReasons } from '../../electron/core/fleet/fleet-view';
import { fleetText } from '../../electron/core/fleet/fleet-text';
import { fleetTimings } from '../../electron/core/fleet/timings';
import { MINUTE, printer, removeTempFolders, report, shop, T0, tempFolder } from './host-fixtures';

const SILENT_MS = 2 * MINUTE;
const stores: FleetStore[] = [];

function openStore(folder = tempFolder()): FleetStore {
  const store = FleetStore.open(folder);
  stores.push(store);
  return store;
}

function put(store: FleetStore, at: number, counter: ReturnType<typeof report>): void {
  store.put(counter, at, reportReasons(counter).length > 0);
}

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  removeTempFolders();
});

describe('the fleet timings', () => {
  it('are a report a minute and silent after two minutes, unless a test shortens them', () => {
    expect(FLEET_REPORT_EVERY_SECONDS).toBe(60);
    expect(FLEET_SILENT_AFTER_SECONDS).toBe(120);
    expect(fleetTimings({})).toEqual({ reportEveryMs: 60_000, silentAfterMs: 120_000 });
    expect(
      fleetTimings({ ORDERSLIP_TEST_FLEET_REPORT_MS: '200', ORDERSLIP_TEST_FLEET_SILENT_MS: '900' }),
    ).toEqual({ reportEveryMs: 200, silentAfterMs: 900 });
    // Nonsense in the environment is no timing: the real ones stay.
    expect(
      fleetTimings({ ORDERSLIP_TEST_FLEET_SILENT_MS: '-5', ORDERSLIP_TEST_FLEET_REPORT_MS: 'x' }),
    ).toEqual({
      reportEveryMs: 60_000,
      silentAfterMs: 120_000,
    });
  });
});

describe('the fleet view', () => {
  it('calls a counter silent at two minutes without a report, not a moment before', () => {
    const store = openStore();
    put(store, T0, report('a'));
    const at = (ms: number) => fleetView(store.counterList(), ms, SILENT_MS).counters[0]!;
    expect(at(T0 + SILENT_MS - 1)).toMatchObject({ red: false, reasons: [], ageSeconds: 119 });
    expect(at(T0 + SILENT_MS)).toMatchObject({ red: true, reasons: [{ kind: 'silent', seconds: 120 }] });
    put(store, T0 + 3 * MINUTE, report('a'));
    expect(at(T0 + 3 * MINUTE)).toMatchObject({ red: false, reasons: [] });
  });

  it('is red for a printer down, a held order and a late one, and says which', () => {
    const store = openStore();
    put(
      store,
      T0,
      report('a', {
        printers: [
          printer({ name: 'Kassa', state: 'paper-out', problem: 'printer.paper-out' }),
          printer({ name: 'Etiket', state: 'printing' }),
          printer({ name: 'Keuken', state: 'offline' }),
        ],
        shops: [shop({ shopId: 3, held: 2, late: 1 })],
      }),
    );
    put(store, T0, report('b', { printers: [printer({ state: 'unknown' })] }));
    const view = fleetView(store.counterList(), T0, SILENT_MS);
    expect(view.counters.map((counter) => [counter.counterId, counter.reasons])).toEqual([
      [
        'a',
        [
          { kind: 'printer-down', printer: 'Kassa', state: 'paper-out' },
          { kind: 'printer-down', printer: 'Keuken', state: 'offline' },
          { kind: 'held', shopId: 3, count: 2 },
          { kind: 'late', shopId: 3, count: 1 },
        ],
      ],
      // A printer whose state is not known yet is not called down.
      ['b', []],
    ]);
  });

  it('lists counters worst first: silent, a printer down, held, late, then the fine ones by name', () => {
    const store = openStore();
    put(store, T0 + 5 * MINUTE, report('fine-b', { pcName: 'Beta' }));
    put(store, T0 + 5 * MINUTE, report('fine-a', { pcName: 'Alfa' }));
    put(store, T0 + 5 * MINUTE, report('late', { shops: [shop({ late: 2 })] }));
    put(store, T0 + 5 * MINUTE, report('held', { shops: [shop({ held: 1 })] }));
    put(store, T0 + 5 * MINUTE, report('down', { printers: [printer({ state: 'problem' })] }));
    put(
      store,
      T0 + 5 * MINUTE,
      report('down-and-held', { printers: [printer({ state: 'offline' })], shops: [shop({ held: 1 })] }),
    );
    put(store, T0, report('silent'));
    const view = fleetView(store.counterList(), T0 + 5 * MINUTE, SILENT_MS);
    expect(view.counters.map((counter) => counter.counterId)).toEqual([
      'silent',
      'down-and-held',
      'down',
      'held',
      'late',
      'fine-a',
      'fine-b',
    ]);
  });

  it('lists every shop with its counters, red shops first, and counters that report no shop apart', () => {
    const store = openStore();
    // Shop 1: one counter prints it, another stands by; shop 2's only counter is silent.
    put(store, T0 + 3 * MINUTE, report('front', { shops: [shop({ shopId: 1, name: 'Zuid' })] }));
    put(
      store,
      T0 + 3 * MINUTE,
      report('office', { shops: [shop({ shopId: 1, name: 'Zuid', role: 'standing-by' })] }),
    );
    put(store, T0, report('north', { shops: [shop({ shopId: 2, name: 'Noord' })] }));
    put(store, T0 + 3 * MINUTE, report('new-pc', { shops: [] }));
    const view = fleetView(store.counterList(), T0 + 3 * MINUTE, SILENT_MS);
    expect(view.shops).toEqual([
      { shopId: 2, name: 'Noord', red: true, counters: [{ counterId: 'north', role: 'printing' }] },
      {
        shopId: 1,
        name: 'Zuid',
        red: false,
        counters: [
          { counterId: 'front', role: 'printing' },
          { counterId: 'office', role: 'standing-by' },
        ],
      },
    ]);
    expect(view.withoutShop).toEqual(['new-pc']);
  });

  it('draws the last 24 hours as 96 quarter hours: green, red when any report was, silent without one', () => {
    const folder = tempFolder();
    const store = openStore(folder);
    put(store, T0, report('a'));
    put(store, T0 + 16 * MINUTE, report('a'));
    put(store, T0 + 20 * MINUTE, report('a', { shops: [shop({ held: 1 })] }));
    put(store, T0 + 25 * MINUTE, report('a'));
    // Two quarter hours without a word, then fine again.
    put(store, T0 + 61 * MINUTE, report('a'));
    const strip = fleetView(store.counterList(), T0 + 62 * MINUTE, SILENT_MS).counters[0]!.strip;
    expect(strip).toHaveLength(FLEET_STRIP_SLOTS);
    expect(strip.slice(-5)).toEqual(['green', 'red', 'silent', 'silent', 'green']);
    expect(strip.slice(0, -5).every((slot) => slot === 'silent')).toBe(true);
    // Silent now: the current quarter hour says so, whatever was sent earlier in it.
    expect(fleetView(store.counterList(), T0 + 64 * MINUTE, SILENT_MS).counters[0]!.strip.at(-1)).toBe(
      'silent',
    );

    // The strip is kept in fleet.db: a restarted fleet host draws the same.
    store.close();
    stores.splice(stores.indexOf(store), 1);
    const again = openStore(folder);
    expect(fleetView(again.counterList(), T0 + 62 * MINUTE, SILENT_MS).counters[0]!.strip).toEqual(strip);

    // A day later the first quarter hour has moved off the strip and out of the file; the rest moved
    // one place to the left.
    const dayLater = T0 + 24 * 60 * MINUTE + 10 * MINUTE;
    again.prune(dayLater);
    put(again, dayLater, report('a'));
    const later = fleetView(again.counterList(), dayLater, SILENT_MS).counters[0]!.strip;
    expect(later.slice(0, 4)).toEqual(['red', 'silent', 'silent', 'green']);
    expect(later.at(-1)).toBe('green');
    again.close();
    stores.splice(stores.indexOf(again), 1);
    const reopened = openStore(folder).counterList()[0]!;
    expect([...reopened.slots.values()].filter((red) => !red)).toHaveLength(2);
  });

  it('forgets a counter silent for a week, so a PC taken out of service does not stay red', () => {
    const store = openStore();
    put(store, T0, report('gone'));
    put(store, T0 + 7 * 24 * 60 * MINUTE, report('here'));
    store.prune(T0 + 7 * 24 * 60 * MINUTE + MINUTE);
    expect(store.counterList().map((counter) => counter.counterId)).toEqual(['here']);
  });
});

describe('the fleet as text', () => {
  it('says when no counter has reported yet, rather than that every one is fine', () => {
    const store = openStore();
    expect(fleetText(fleetView(store.counterList(), T0, SILENT_MS), 'nl')).toBe(
      'Nog geen enkele toonbank heeft zich gemeld.',
    );
    put(store, T0, report('a', { pcName: 'Toonbank', shops: [] }));
    const lines = fleetText(fleetView(store.counterList(), T0, SILENT_MS), 'en').split('\n');
    expect(lines[0]).toBe('Every counter is fine (1 counter).');
    // A counter that reports no shop is listed apart, so it is not lost.
    expect(lines.slice(1, 4)).toEqual([
      '',
      'Counters without a shop',
      '  OK Toonbank: fine, 1.4.0, 0 seconds ago',
    ]);
  });
});
