import { describe, expect, it } from 'vitest';
import { cents } from '../../electron/common/model/money';
import type { LineOption, Order } from '../../electron/common/model/order';
import { diffOrders } from '../../electron/core/changes/order-diff';
import { line, makeOrder } from '../ledger/fixtures';

const plate = (text: string): LineOption => ({
  name: 'Tekstplaatje',
  pluCode: 'TXT',
  qty: 1,
  total: cents(0),
  type: 'text',
  meta: text,
});
const candles: LineOption = {
  name: 'Kaarsjes',
  pluCode: 'K',
  qty: 1,
  total: cents(100),
  type: 'default',
  meta: null,
};

const cakeOrder = (overrides: Partial<Order> = {}): Order =>
  makeOrder('o-1', {
    lines: [
      line('Pistolets', { qty: 6 }),
      line('Chocoladetaart', { pluCode: 'CT', unit: 'pers', qty: 8, options: [plate('Proficiat Emma')] }),
    ],
    ...overrides,
  });

describe('diffOrders: what changed that is made or handed over', () => {
  it('finds nothing in the same order, nor in payment, totals, client details or remarks', () => {
    const before = cakeOrder();
    expect(diffOrders(before, cakeOrder())).toEqual([]);
    const noise = cakeOrder({
      paymentMethod: 'kbc',
      paymentReference: 'tr_other',
      paidAt: { date: '2026-03-01', time: '09:00:00' },
      total: cents(9999),
      remarks: 'bel aan',
      client: { ...before.client, email: 'new@example.org' },
    });
    expect(diffOrders(before, noise)).toEqual([]);
  });

  it('names the order type, due date and time with what they were and are', () => {
    const changes = diffOrders(
      cakeOrder(),
      cakeOrder({ type: 'pick_up_coolbox', due: { date: '2026-03-03', time: '15:30:00' } }),
    );
    expect(changes).toEqual([
      { field: 'type', before: 'pick_up', after: 'pick_up_coolbox' },
      { field: 'due-date', before: '2026-03-02', after: '2026-03-03' },
      { field: 'due-time', before: '10:30:00', after: '15:30:00' },
    ]);
  });

  it('names a changed delivery address, and one that appears', () => {
    const address = {
      street: 'Kerkstraat',
      number: '12',
      bus: '',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    };
    const delivery = cakeOrder({ type: 'delivery', deliveryAddress: address });
    const moved = cakeOrder({ type: 'delivery', deliveryAddress: { ...address, number: '14', bus: '2' } });
    expect(diffOrders(delivery, moved)).toEqual([
      { field: 'delivery-address', before: address, after: { ...address, number: '14', bus: '2' } },
    ]);
    expect(diffOrders(cakeOrder(), delivery)).toEqual([
      { field: 'type', before: 'pick_up', after: 'delivery' },
      { field: 'delivery-address', before: null, after: address },
    ]);
  });

  it('names a plate text and a quantity in their product', () => {
    const after = cakeOrder({
      lines: [
        line('Pistolets', { qty: 12 }),
        line('Chocoladetaart', {
          pluCode: 'CT',
          unit: 'pers',
          qty: 8,
          options: [plate('Proficiat Emma & Lotte')],
        }),
      ],
    });
    expect(diffOrders(cakeOrder(), after)).toEqual([
      {
        field: 'quantity',
        product: 'Pistolets',
        before: { qty: 6, unit: 'st' },
        after: { qty: 12, unit: 'st' },
      },
      {
        field: 'plate',
        product: 'Chocoladetaart',
        before: 'Proficiat Emma',
        after: 'Proficiat Emma & Lotte',
      },
    ]);
  });

  it('names options and extras that changed, but not the same ones listed in another order', () => {
    const cream = { name: 'Slagroom', pluCode: 'S', qty: 250, total: cents(150), unit: 'gr' };
    const withParts = (options: LineOption[], extras = [cream]): Order =>
      cakeOrder({ lines: [line('Chocoladetaart', { pluCode: 'CT', options, extras })] });
    const twoCandles = { ...candles, qty: 2 };
    const before = withParts(
      [candles, plate('A')],
      [cream, { ...cream, name: 'Nootjes', unit: 'st', qty: 1 }],
    );
    const reordered = withParts(
      [plate('A'), candles],
      [{ ...cream, name: 'Nootjes', unit: 'st', qty: 1 }, cream],
    );
    expect(diffOrders(before, reordered)).toEqual([]);
    expect(diffOrders(withParts([candles]), withParts([twoCandles], []))).toEqual([
      {
        field: 'parts',
        product: 'Chocoladetaart',
        before: [
          { name: 'Kaarsjes', qty: 1, unit: null },
          { name: 'Slagroom', qty: 250, unit: 'gr' },
        ],
        after: [{ name: 'Kaarsjes', qty: 2, unit: null }],
      },
    ]);
  });

  it('names lines removed and added with their content, and a line moved in the list is no change', () => {
    const before = cakeOrder();
    const moved = cakeOrder({ lines: [...before.lines].reverse() });
    expect(diffOrders(before, moved)).toEqual([]);
    const after = cakeOrder({
      lines: [
        line('Chocoladetaart', before.lines[1]),
        line('Croissants', { pluCode: 'CR', qty: 4, options: [candles] }),
      ],
    });
    expect(diffOrders(before, after)).toEqual([
      { field: 'line-removed', line: { product: 'Pistolets', qty: 6, unit: 'st', parts: [], plates: [] } },
      {
        field: 'line-added',
        line: {
          product: 'Croissants',
          qty: 4,
          unit: 'st',
          parts: [{ name: 'Kaarsjes', qty: 1, unit: null }],
          plates: [],
        },
      },
    ]);
  });

  it("keeps two cakes of one kind apart: the second cake's plate, and a plate added or taken off", () => {
    const cake = (text: string | null) =>
      line('Chocoladetaart', { pluCode: 'CT', options: text === null ? [] : [plate(text)] });
    const before = cakeOrder({ lines: [cake('Emma'), cake('Lotte')] });
    expect(diffOrders(before, cakeOrder({ lines: [cake('Emma'), cake('Lotte 4 jaar')] }))).toEqual([
      { field: 'plate', product: 'Chocoladetaart', before: 'Lotte', after: 'Lotte 4 jaar' },
    ]);
    expect(diffOrders(before, cakeOrder({ lines: [cake('Emma'), cake(null)] }))).toEqual([
      { field: 'plate', product: 'Chocoladetaart', before: 'Lotte', after: null },
    ]);
    expect(diffOrders(cakeOrder({ lines: [cake(null)] }), cakeOrder({ lines: [cake('Nieuw')] }))).toEqual([
      { field: 'plate', product: 'Chocoladetaart', before: null, after: 'Nieuw' },
    ]);
  });

  it('reads a plate whose text is only different in spaces or case as changed: the plate is printed verbatim', () => {
    const with_ = (text: string) => cakeOrder({ lines: [line('Taart', { options: [plate(text)] })] });
    expect(diffOrders(with_('Proficiat'), with_('proficiat '))).toEqual([
      { field: 'plate', product: 'Taart', before: 'Proficiat', after: 'proficiat ' },
    ]);
  });
});
