/**
 * A shop taken over by the service watch is told to the owner at once (issue 23): it already waited the
 * takeover time, so not after the alerts' "for longer than"; once, and never "solved" (the Status line
 * fades after an hour by itself). The words name the shop, the PC and the order, never the customer.
 */
import { describe, expect, it } from 'vitest';
import type { ProblemView, StatusView } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { AlertConditions } from '../../electron/core/network/alerts/alert-conditions';
import { alertText } from '../../electron/core/network/alerts/alert-text';

const T0 = new Date(2026, 10, 28, 9, 0, 0);
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

const tookOver = (ordersWaited: { orderNumber: string | null; waitedMs: number } | null): ProblemView => ({
  kind: 'took-over',
  shopId: 1042,
  shopName: 'Bakkerij Noëlle',
  fromPc: 'Laptop',
  at: T0.toISOString(),
  possibleDuplicates: 3,
  ordersWaited,
});

function status(problems: ProblemView[]): StatusView {
  return {
    connection: { state: 'ok', detail: msg('service.connected') },
    shops: [],
    printers: [],
    attention: [],
    problems,
    headline: { tone: 'warn', waiting: 0, worst: null },
    alarm: null,
    network: null,
  };
}

describe('the takeover alert', () => {
  const settings = { ...DEFAULT_SETTINGS.alerts, afterMinutes: 10 };

  it('is told at once, once, and never as solved', () => {
    const conditions = new AlertConditions();
    const holding = status([tookOver({ orderNumber: '12', waitedMs: 130_000 })]);
    const told = conditions.observe(holding, T0, settings, '07:00');
    expect(told).toMatchObject([
      {
        event: 'problem',
        condition: {
          kind: 'shop-taken-over',
          shopId: 1042,
          order: { number: '12', type: null },
          takenFrom: { pc: 'Laptop', waitedMs: 130_000 },
        },
      },
    ]);
    expect(conditions.observe(holding, minutes(30), settings, '07:00')).toEqual([]);
    // An hour later Status no longer says it: nothing more is sent.
    expect(conditions.observe(status([]), minutes(61), settings, '07:00')).toEqual([]);
    expect(conditions.observe(status([]), minutes(63), settings, '07:00')).toEqual([]);

    const text = alertText(told[0]!, { pc: 'Toonbank', language: 'nl', at: T0 });
    expect(text.body).toMatch(/^Deze pc nam winkel 1042 over van Laptop: .*12 wachtte 2 minuten onbevestigd/);
    expect(text.json).toMatchObject({ kind: 'shop-taken-over', shop: 1042, order: { number: '12' } });
  });

  it('is not told for a PC that went silent, nor with the printer alerts switched off', () => {
    expect(new AlertConditions().observe(status([tookOver(null)]), minutes(30), settings, '07:00')).toEqual(
      [],
    );
    const off = { ...settings, printerDown: false };
    const waited = status([tookOver({ orderNumber: '12', waitedMs: 70_000 })]);
    expect(new AlertConditions().observe(waited, T0, off, '07:00')).toEqual([]);
  });
});
