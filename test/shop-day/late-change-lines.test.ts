/**
 * What a bake list says of the late-change check: the orders it counts as changed, the ones it leaves out
 * because the service no longer knows them — also one the engine had stopped working on (cancelled before
 * its confirm: it printed, so the kitchen must be told) — and never one that did not go through a check.
 */
import { describe, expect, it } from 'vitest';
import { lateChangeLines } from '../../electron/core/shop-day/late-change-lines';
import { dayOrder, lineOf, SATURDAY } from './day-fixtures';

const bread = [lineOf('Pistolet', 6, 'st')];
const at = (time: string) => ({ date: SATURDAY, time });

describe('the late-change lines of a bake list', () => {
  it('names the changed and the gone orders of the day and shop, whatever the engine made of a gone one', () => {
    const orders = [
      dayOrder('changed', at('09:00:00'), bread, { changedSincePrinted: true, orderNumber: '1' }),
      dayOrder('gone-confirmed', at('10:00:00'), bread, { goneFromService: true, orderNumber: '2' }),
      // Printed, then cancelled before its confirm went through: the engine marked it gone, the check 404.
      dayOrder('gone-unconfirmed', at('11:00:00'), bread, {
        state: 'gone',
        goneFromService: true,
        orderNumber: '3',
      }),
      // Gone from the listings but never found gone by a check (confirmed elsewhere?): not named.
      dayOrder('gone-unchecked', at('12:00:00'), bread, { state: 'gone', orderNumber: '4' }),
      dayOrder('other-shop', at('13:00:00'), bread, { goneFromService: true, shopId: 2, orderNumber: '5' }),
      dayOrder('other-day', { date: '2026-11-29', time: '09:00:00' }, bread, {
        goneFromService: true,
        orderNumber: '6',
      }),
    ];
    const lines = lateChangeLines(orders, { date: SATURDAY, shopId: 1 }, 2);
    expect(lines.changed.map((order) => order.id)).toEqual(['changed']);
    expect(lines.gone.map((order) => order.id)).toEqual(['gone-confirmed', 'gone-unconfirmed']);
    expect(lines.unchecked).toBe(2);
    expect(lateChangeLines(orders, { date: SATURDAY, shopId: null }, 0).gone.map((o) => o.id)).toEqual([
      'gone-confirmed',
      'gone-unconfirmed',
      'other-shop',
    ]);
  });
});
