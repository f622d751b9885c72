import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDue, formatMoney, formatRelative, formatSince } from '../../src/lib/format';
import { perLocale } from '../../src/lib/intl-formats';
import type { Cents } from '../../electron/common/model/money';
import { formatMoney as paperMoney } from '../../electron/common/receipt/format';
import { exactOrder, historyQuery, mergeFirstPage, NO_FILTERS } from '../../src/lib/history-query';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { newPrinter, printerUriProblem, validate, draftFrom } from '../../src/lib/settings-form';
import { nearEnd, visibleRange } from '../../src/lib/virtual-list';
import { FakeApi, historyRow } from './fake-api';
import { wordsOf } from '../../electron/common/words/catalogues';
import { LANGUAGES } from '../../electron/common/words/languages';

const en = wordsOf('en').window;

describe('visibleRange', () => {
  it('draws the rows in view plus a few either side, whatever the length of the list', () => {
    const range = visibleRange({ count: 100_000, rowHeight: 60, scrollTop: 60_000, viewportHeight: 600 });
    expect(range).toEqual({ start: 996, end: 1015, offset: 996 * 60, total: 6_000_000 });
    expect(nearEnd(range, 100_000)).toBe(false);
  });

  it('clamps at both ends and handles an empty list', () => {
    expect(visibleRange({ count: 3, rowHeight: 60, scrollTop: 0, viewportHeight: 600 })).toMatchObject({
      start: 0,
      end: 3,
    });
    const bottom = visibleRange({ count: 50, rowHeight: 60, scrollTop: 99_999, viewportHeight: 600 });
    expect(bottom.end).toBe(50);
    expect(nearEnd(bottom, 50)).toBe(true);
    expect(visibleRange({ count: 0, rowHeight: 60, scrollTop: 0, viewportHeight: 600 })).toEqual({
      start: 0,
      end: 0,
      offset: 0,
      total: 0,
    });
  });
});

describe('history queries', () => {
  it('sends only the filters that are set', () => {
    expect(historyQuery(NO_FILTERS, null)).toEqual({ limit: 100 });
    expect(
      historyQuery({ ...NO_FILTERS, text: '  taart ', shopId: '2113', type: 'pick_up_coolbox' }, 'next'),
    ).toEqual({ limit: 100, text: 'taart', shopId: 2113, type: 'pick_up_coolbox', cursor: 'next' });
    // Arrival is the ledger's default; only the other order is asked for.
    expect(historyQuery({ ...NO_FILTERS, sort: 'due' }, null)).toEqual({ limit: 100, sort: 'due' });
  });

  it('knows a search that is one order’s full id, whatever its case', () => {
    const rows = [historyRow(1), historyRow(2, { id: 'F5FD7C72-aaaa' })];
    expect(exactOrder(rows, ' f5fd7c72-AAAA ')?.id).toBe('F5FD7C72-aaaa');
    expect(exactOrder(rows, 'f5fd7c72')).toBeNull();
    expect(exactOrder(rows, '')).toBeNull();
  });

  it('merges a fresh first page sorted by due time without repeating or losing a row', () => {
    const due = (index: number, time: string) => historyRow(index, { dueTime: time });
    const loaded = [due(1, '09:00:00'), due(2, '10:00:00'), due(3, '11:00:00'), due(4, '12:00:00')];
    // A new order due at 09:30 pushed 10:00 onto the first page's end.
    const fresh = [due(1, '09:00:00'), due(5, '09:30:00'), due(2, '10:00:00')];
    const merged = mergeFirstPage(
      { rows: loaded, cursor: 'after-4' },
      { rows: fresh, nextCursor: 'x' },
      'due',
    );
    expect(merged.rows.map((row) => row.dueTime)).toEqual([
      '09:00:00',
      '09:30:00',
      '10:00:00',
      '11:00:00',
      '12:00:00',
    ]);
    expect(merged.cursor).toBe('after-4');
  });

  it('merges a fresh first page above the rows already loaded, keeping the cursor', () => {
    const loaded = [5, 4, 3, 2, 1].map((index) => historyRow(index));
    const fresh = [6, 5, 4].map((index) => historyRow(index, index === 5 ? { state: 'held' } : {}));
    const merged = mergeFirstPage(
      { rows: loaded, cursor: 'after-1' },
      { rows: fresh, nextCursor: 'after-4' },
    );
    expect(merged.rows.map((row) => row.id)).toEqual([6, 5, 4, 3, 2, 1].map((index) => historyRow(index).id));
    expect(merged.rows[1]?.state).toBe('held');
    expect(merged.cursor).toBe('after-1');
    const whole = mergeFirstPage({ rows: loaded, cursor: null }, { rows: fresh, nextCursor: null });
    expect(whole.rows).toHaveLength(3);
    expect(whole.cursor).toBeNull();
  });
});

describe('settings checks', () => {
  it('accepts the printer addresses the app accepts, and refuses others', () => {
    const e = en.settings.errors;
    for (const ok of [
      'tcp://192.168.1.50:9100',
      // A bare address means tcp://…:9100 (the wizard completes it).
      '192.168.1.50',
      'tcp://printer.local',
      'printer:Bar',
      '/dev/usb/lp0',
      'COM3',
    ])
      expect(printerUriProblem(ok, e), ok).toBeNull();
    for (const bad of ['', 'tcp://host/path', 'printer:', 'lpt'])
      expect(printerUriProblem(bad, e), bad).toBe(e.printerUri);
  });

  it('allows plain http only for this computer', () => {
    const draft = draftFrom(new FakeApi().settings);
    expect(validate({ ...draft, baseUrl: 'http://127.0.0.1:4100' }, 'en')).toEqual({});
    // The app's own check, worded in the window's language.
    const plainHttp = msg('service.address-plain-http', { origin: 'http://orders.example.com' });
    expect(validate({ ...draft, baseUrl: 'http://orders.example.com' }, 'en')).toEqual({
      baseUrl: say(plainHttp, 'en'),
    });
    expect(validate({ ...draft, baseUrl: 'http://orders.example.com' }, 'fr')).toEqual({
      baseUrl: say(plainHttp, 'fr'),
    });
  });

  it('keeps the poll interval within 1–300 s and the history within 1–3650 days, and says so', () => {
    const draft = { ...draftFrom(new FakeApi().settings), baseUrl: 'http://127.0.0.1:4100' };
    for (const language of LANGUAGES) {
      for (const [pollIntervalSeconds, retentionDays] of [
        [1, 1],
        [300, 3650],
      ] as const)
        expect(validate({ ...draft, pollIntervalSeconds, retentionDays }, language)).toEqual({});
      for (const [pollIntervalSeconds, retentionDays] of [
        [0, 3651],
        [301, 0],
        [2.5, 10.5],
      ] as const) {
        const errors = validate({ ...draft, pollIntervalSeconds, retentionDays }, language);
        // The words name the bounds: a change of the bounds must reach them too.
        expect(errors['pollIntervalSeconds'], language).toMatch(/\b1\b.*\b300\b/);
        expect(errors['retentionDays'], language).toMatch(/\b1\b.*\b3650\b/);
      }
    }
  });

  it('gives a new printer an id no other printer has', () => {
    const first = newPrinter([], 'A');
    const second = newPrinter([first, { ...first, id: 'printer-2' }], 'B');
    expect([first.id, second.id]).toEqual(['printer-1', 'printer-3']);
  });
});

describe('formats', () => {
  it('writes money, due dates and times ago as Belgian shops read them', () => {
    // Money on screen is money on paper: the receipt's own rule, per language.
    for (const language of LANGUAGES)
      expect(formatMoney(123450, language)).toBe(paperMoney(123450 as Cents, language));
    expect(formatMoney(4400, 'nl')).toBe('€ 44,00');
    expect(formatMoney(4400, 'fr')).toBe('€ 44,00');
    expect(formatMoney(4400, 'en')).toBe('€44.00');
    expect(formatMoney(123450, 'de')).toBe('1.234,50 €');
    expect(formatMoney(-4400, 'de')).toBe('-44,00 €');
    expect(formatDue('2026-11-22', '16:15:00', 'nl-BE')).toBe('zo 22/11 16:15');
    const now = new Date('2026-11-22T10:00:00Z');
    expect(formatRelative('2026-11-22T09:58:00Z', now, 'en-GB')).toBe('2 minutes ago');
    expect(formatRelative('2026-11-22T10:00:02Z', now, 'en-GB')).toBe('now');
  });

  it('keeps one formatter per locale, and a language switch formats in the new language at once', () => {
    let made = 0;
    const cached = perLocale((locale) => ({ locale, serial: ++made }));
    expect(cached('nl-BE')).toBe(cached('nl-BE'));
    expect(cached('fr-BE')).not.toBe(cached('nl-BE'));
    expect(made).toBe(2);
    // The window's formats are kept per locale: switching back and forth never shows the other language.
    const at = '2026-11-22T15:15:00Z';
    const now = new Date('2026-11-23T10:00:00Z');
    expect(formatDue('2026-11-22', '16:15:00', 'nl-BE')).toBe('zo 22/11 16:15');
    expect(formatDue('2026-11-22', '16:15:00', 'fr-BE')).toBe('dim. 22/11 16:15');
    expect(formatDue('2026-11-22', '16:15:00', 'nl-BE')).toBe('zo 22/11 16:15');
    expect(formatRelative('2026-11-23T09:58:00Z', now, 'fr-BE')).toBe('il y a 2 minutes');
    expect(formatRelative('2026-11-23T09:58:00Z', now, 'en-GB')).toBe('2 minutes ago');
    expect(formatDateTime(at, 'en-GB')).toBe(
      new Date(at).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
    );
    expect(formatDateTime(at, 'de-BE')).toBe(
      new Date(at).toLocaleString('de-BE', { dateStyle: 'short', timeStyle: 'short' }),
    );
    expect(formatSince(at, now, 'nl-BE')).toMatch(/^22\/11 \d\d:\d\d$/);
  });
});
