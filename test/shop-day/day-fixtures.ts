/** Orders of a few shop days: several days and shops, every unit, options, extras, plates and states. */
import { cents } from '../../electron/common/model/money';
import type { LineExtra, LineOption, Order, OrderLine } from '../../electron/common/model/order';
import type { OrderState } from '../../electron/core/ledger/types';
import type { DayOrder } from '../../electron/core/shop-day/day-order';
import { line, makeOrder } from '../ledger/fixtures';

export function option(name: string, more: Partial<LineOption> = {}): LineOption {
  return { name, pluCode: '', qty: 1, total: cents(0), type: 'default', meta: null, ...more };
}

export function plate(text: string | null, name = 'Plate text'): LineOption {
  return option(name, { type: 'text', meta: text });
}

export function extra(name: string, more: Partial<LineExtra> = {}): LineExtra {
  return { name, pluCode: '', qty: 1, total: cents(50), unit: 'st', ...more };
}

export function lineOf(product: string, qty: number, unit: string, more: Partial<OrderLine> = {}): OrderLine {
  return line(product, { qty, unit, pluCode: `PLU-${product}`, ...more });
}

export function dayOrder(
  id: string,
  due: { date: string; time: string },
  lines: readonly OrderLine[],
  more: Partial<Order> & {
    state?: OrderState;
    shopId?: number;
    collectedAt?: Date | null;
    changedSincePrinted?: boolean;
    goneFromService?: boolean;
  } = {},
): DayOrder {
  const {
    state = 'confirmed',
    shopId = 1,
    collectedAt = null,
    changedSincePrinted = false,
    goneFromService = false,
    ...orderMore
  } = more;
  return {
    id,
    shopId,
    state,
    order: makeOrder(id, { due, lines, ...orderMore }),
    changedSincePrinted,
    goneFromService,
    firstSeenAt: new Date('2026-11-24T08:00:00Z'),
    collectedAt,
  };
}

export const SATURDAY = '2026-11-28';
export const SUNDAY = '2026-11-29';

/** A Saturday of cakes, bread by weight, sandwiches with extras; and a Sunday, another shop, a gone order. */
export function weekend(): DayOrder[] {
  const at = (time: string) => ({ date: SATURDAY, time });
  return [
    dayOrder(
      'a1',
      at('10:30:00'),
      [
        lineOf('Chocoladetaart', 1, 'st', {
          options: [option('8 pers.'), option('Chocolade'), plate('Gelukkige verjaardag Zoë!')],
        }),
        lineOf('Pistolets', 6, 'st'),
        lineOf('Roggebrood', 1, 'kg'),
      ],
      { orderNumber: '12', client: { ...makeOrder('x').client, firstName: 'Zoë', lastName: 'Verstraeten' } },
    ),
    dayOrder(
      'b2',
      at('09:00:00'),
      [
        // The same cake, its options sent the other way round: the same row.
        lineOf('Chocoladetaart', 1, 'st', {
          options: [option('Chocolade'), option('8 pers.'), plate('  Proficiat\nPapa  ')],
        }),
        lineOf('Roggebrood', 500, 'gr'),
        lineOf('Sandwich', 2, 'st', { options: [option('Wit')], extras: [extra('Spek')] }),
      ],
      { orderNumber: '3', state: 'held' },
    ),
    dayOrder(
      'c3',
      at('09:00:00'),
      [
        lineOf('Chocoladetaart', 1, 'st', {
          options: [option('12 pers.'), option('Chocolade'), plate(''), plate(null)],
        }),
        lineOf('Sandwich', 1, 'st', { options: [option('Wit')] }),
        lineOf('Éclair', 4, 'st'),
        lineOf('Taart', 8, 'pers'),
        lineOf('Koffiekoeken', 0.5, 'doos'),
      ],
      { orderNumber: '4', type: 'delivery', state: 'handled' },
    ),
    dayOrder('d4', at('11:00:00'), [lineOf('Pistolets', 100, 'st')], { state: 'gone' }),
    dayOrder('e5', at('12:00:00'), [lineOf('Pistolets', 4, 'st'), lineOf('Roggebrood', 0.3, 'kg')], {
      shopId: 2,
      orderNumber: '1',
    }),
    dayOrder('f6', { date: SUNDAY, time: '08:00:00' }, [lineOf('Pistolets', 10, 'st')]),
    {
      id: 'g7-unreadable',
      shopId: 1,
      state: 'held',
      order: null,
      firstSeenAt: new Date(),
      collectedAt: null,
      changedSincePrinted: false,
      goneFromService: false,
    },
  ];
}
