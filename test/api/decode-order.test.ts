import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import {
  decodeOrder,
  describeFailure,
  failureMessage,
  type OrderDecoding,
} from '../../electron/core/api/decode-order';
import { decodeShops } from '../../electron/core/api/decode-shop';
import type { Order } from '../../electron/common/model/order';
import { wireOrder } from './wire-order';

function decoded(result: OrderDecoding): Order {
  if (!result.ok) throw new Error(describeFailure(result.failure));
  return result.order;
}

function failure(result: OrderDecoding) {
  if (result.ok) throw new Error('expected the order to be undecodable');
  return result.failure;
}

describe('decoding an order as the spec shows it', () => {
  it('reads every field into the internal order, with money in exact cents', () => {
    const order = decoded(decodeOrder(wireOrder()));
    expect(order).toMatchObject({
      id: '9b2f4c1e-8a7d-4e3b-9c0a-1f2e3d4c5b6a',
      paymentMethod: 'bancontact',
      paidAt: { date: '2026-11-21', time: '18:42:07' },
      total: 3840,
      type: 'pick_up',
      due: { date: '2026-11-22', time: '10:30:00' },
      orderNumber: '12',
      remarks: null,
      deliveryAddress: null,
      distanceMeters: null,
      shop: { id: 3, name: 'Bakkerij Van den Broeck', country: 'BE' },
      client: { firstName: 'Zoë', lastName: 'Verstraeten', phone: null, mobilePhone: '+32470123456' },
    });
    expect(order.lines[0]?.options[1]).toEqual({
      name: 'Tekstplaatje',
      pluCode: '1299',
      qty: 1,
      total: 250,
      type: 'text',
      meta: 'Gelukkige verjaardag Lotte!',
    });
    expect(order.lines[0]?.extras[0]).toMatchObject({ name: 'Kaarsjes', total: 150, unit: 'st' });
    expect(order.lines[1]).toMatchObject({
      product: 'Pistolets',
      qty: 6,
      total: 390,
      options: [],
      extras: [],
    });
  });

  it('keeps amounts that floating point would round wrongly exact', () => {
    const order = decoded(
      decodeOrder(wireOrder({ total: '0.29', delivery_cost: '1234567.89', service_cost: '0.1' })),
    );
    expect([order.total, order.deliveryCost, order.serviceCost]).toEqual([29, 123456789, 10]);
  });
});

describe('tolerating what the spec leaves ambiguous', () => {
  it.each([
    ['a string', '3', 3],
    ['a number', 3, 3],
  ])('shop.id as %s', (_label, id, expected) => {
    const wire = wireOrder();
    expect(decoded(decodeOrder({ ...wire, shop: { ...(wire['shop'] as object), id } })).shop.id).toBe(
      expected,
    );
  });

  it.each([
    ['a UUID string', '0d6c1a7e-2b1f-4f36-a2d4-1c9b8e7f6a5d', '0d6c1a7e-2b1f-4f36-a2d4-1c9b8e7f6a5d'],
    ['an integer', 4711, '4711'],
  ])('client.id as %s', (_label, id, expected) => {
    const wire = wireOrder();
    expect(decoded(decodeOrder({ ...wire, client: { ...(wire['client'] as object), id } })).client.id).toBe(
      expected,
    );
  });

  it('shop and client sent inside a one-element array (declared type array)', () => {
    const wire = wireOrder();
    const order = decoded(decodeOrder({ ...wire, shop: [wire['shop']], client: [wire['client']] }));
    expect(order.shop.id).toBe(3);
    expect(order.client.firstName).toBe('Zoë');
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['absent', undefined],
    ['an empty array', []],
    ['a string holding an empty JSON array', '[]'],
  ])('options and extras as %s read as no options', (_label, value) => {
    const line = {
      product: 'Brood',
      plu_code: '1',
      qty: 1,
      unit: 'st',
      total: '2.10',
      options: value,
      extras: value,
    };
    const order = decoded(decodeOrder(wireOrder({ order_lines: [line] })));
    expect(order.lines[0]?.options).toEqual([]);
    expect(order.lines[0]?.extras).toEqual([]);
  });

  it('options sent as a string holding a JSON array (the declared type)', () => {
    const options = JSON.stringify([
      { name: 'Plaatje', plu_code: '9', qty: 1, total: '2.00', type: 'text', meta: 'Proficiat!' },
    ]);
    const line = { product: 'Taart', plu_code: '1', qty: 1, unit: 'st', total: '20.00', options, extras: '' };
    expect(decoded(decodeOrder(wireOrder({ order_lines: [line] }))).lines[0]?.options[0]?.meta).toBe(
      'Proficiat!',
    );
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['an empty array', []],
  ])('delivery_address %s on a pick-up order', (_label, value) => {
    expect(decoded(decodeOrder(wireOrder({ delivery_address: value }))).deliveryAddress).toBeNull();
  });

  const address = {
    street: 'Kerkstraat',
    number: '14',
    bus: '3B',
    postal_code: '2000',
    city: 'Antwerpen',
    country: 'be',
  };

  it('a delivery address with the distance inside it', () => {
    const order = decoded(
      decodeOrder(
        wireOrder({
          order_type: 'delivery',
          delivery_address: { ...address, distance: '4250' },
          delivery_cost: '3.50',
        }),
      ),
    );
    expect(order.deliveryAddress).toEqual({
      street: 'Kerkstraat',
      number: '14',
      bus: '3B',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
    });
    expect(order.distanceMeters).toBe(4250);
    expect(order.deliveryCost).toBe(350);
  });

  it('the distance at the top level of the order, as a number', () => {
    const order = decoded(
      decodeOrder(wireOrder({ order_type: 'delivery', delivery_address: address, distance: 1830 })),
    );
    expect(order.distanceMeters).toBe(1830);
  });

  it.each([
    ['absent', undefined, null],
    ['null', null, null],
    ['empty', '', null],
    ['zero', '0', '0'],
    ['a number', 7, '7'],
  ])('order_number %s', (_label, value, expected) => {
    expect(decoded(decodeOrder(wireOrder({ order_number: value }))).orderNumber).toBe(expected);
  });

  it.each([
    ['null', null, null],
    ['empty', '', null],
    ['blank', '  \n ', null],
    ['text', 'Graag goed doorbakken', 'Graag goed doorbakken'],
  ])('remarks %s', (_label, value, expected) => {
    expect(decoded(decodeOrder(wireOrder({ remarks: value }))).remarks).toBe(expected);
  });

  it('a payment method outside the known list is kept as sent', () => {
    expect(decoded(decodeOrder(wireOrder({ payment_method: 'payconiq' }))).paymentMethod).toBe('payconiq');
  });

  it('fields the spec does not list are ignored', () => {
    const order = decoded(decodeOrder(wireOrder({ loyalty_points: 12, internal: { x: 1 } })));
    expect(order).not.toHaveProperty('loyalty_points');
  });

  it('an option with customer text but no type is a text option, so the plate text shows', () => {
    const option = { name: 'Tekst', plu_code: '9', qty: 1, total: '2.00', meta: 'Joyeux anniversaire Zoë' };
    const line = {
      product: 'Taart',
      plu_code: '1',
      qty: 1,
      unit: 'st',
      total: '20.00',
      options: [option],
      extras: [],
    };
    const decodedOption = decoded(decodeOrder(wireOrder({ order_lines: [line] }))).lines[0]?.options[0];
    expect(decodedOption).toMatchObject({ type: 'text', meta: 'Joyeux anniversaire Zoë' });
  });

  it('an order time without seconds, and quantities sent as text', () => {
    const line = {
      product: 'Gehakt',
      plu_code: '5',
      qty: '500',
      unit: 'gr',
      total: '6.45',
      options: [],
      extras: [],
    };
    const order = decoded(decodeOrder(wireOrder({ order_time: '09:15', order_lines: [line] })));
    expect(order.due.time).toBe('09:15:00');
    expect(order.lines[0]).toMatchObject({ qty: 500, unit: 'gr' });
  });
});

describe('an order that cannot be read', () => {
  it.each([
    ['an unknown order type', { order_type: 'drive_in' }, 'order_type'],
    ['a date that does not exist', { order_date: '2026-02-30' }, 'order_date'],
    ['a time of day out of range', { order_time: '25:00:00' }, 'order_time'],
    ['a total that is not an amount', { total: '12,50 EUR' }, 'total'],
    ['a missing shop', { shop: null }, 'shop'],
    ['a shop id that is not a number', { shop: { id: 'bakkerij', name: 'X' } }, 'shop.id'],
    ['no order lines', { order_lines: undefined }, 'order_lines'],
  ])('%s names the field and keeps the raw JSON', (_label, overrides, field) => {
    const wire = wireOrder(overrides);
    const result = failure(decodeOrder(wire));
    expect(result.field).toBe(field);
    expect(result.id).toBe('9b2f4c1e-8a7d-4e3b-9c0a-1f2e3d4c5b6a');
    expect(JSON.parse(result.raw)).toEqual(JSON.parse(JSON.stringify(wire)));
    expect(describeFailure(result)).toContain('Order 9b2f4c1e-8a7d-4e3b-9c0a-1f2e3d4c5b6a');
    expect(result.problem).toMatchObject({ params: { field } });
    expect(failureMessage(result)).toEqual({
      code: 'engine.order-unreadable',
      params: { order: result.id, problem: result.problem, tooLarge: false },
    });
  });

  it('names the path of a bad field deep in a line', () => {
    const lines = [
      { product: 'Brood', plu_code: '1', qty: 1, unit: 'st', total: '2.10', options: [], extras: [] },
      { product: 'Taart', plu_code: '2', qty: 'twee', unit: 'st', total: '2.10', options: [], extras: [] },
    ];
    const result = failure(decodeOrder(wireOrder({ order_lines: lines })));
    expect(result.field).toBe('order_lines[1].qty');
    expect(result.problem).toEqual(
      msg('decode.wrong-value', {
        field: 'order_lines[1].qty',
        expected: 'whole-number',
        choices: [],
        found: { kind: 'text', shown: 'twee' },
      }),
    );
  });

  it('says why it is held entirely in the reader’s language', () => {
    const result = failure(decodeOrder(wireOrder({ order_type: 'drive_in' })));
    const id = '9b2f4c1e-8a7d-4e3b-9c0a-1f2e3d4c5b6a';
    expect(say(failureMessage(result), 'nl')).toBe(
      `Bestelling ${id} kon niet gelezen worden: het veld order_type moet een van pick_up, delivery, pick_up_coolbox zijn, maar de bestelservice stuurde de tekst "drive_in"`,
    );
    expect(say(failureMessage(result), 'fr')).toBe(
      `La commande ${id} n’a pas pu être lue\u202f: le champ order_type devrait être l’une des valeurs pick_up, delivery, pick_up_coolbox, mais le service a envoyé le texte «\u202fdrive_in\u202f»`,
    );
    expect(describeFailure(result)).toBe(
      `Order ${id} could not be read: the field order_type should be one of pick_up, delivery, pick_up_coolbox, but the service sent the text "drive_in"`,
    );
    const missing = failure(decodeOrder(wireOrder({ shop: null })));
    expect(say(failureMessage(missing), 'nl')).toBe(
      `Bestelling ${id} kon niet gelezen worden: het veld shop ontbreekt (de bestelservice stuurde null)`,
    );
  });

  it('an entry that is not an object at all, without an id', () => {
    const result = failure(decodeOrder('<html>'));
    expect(result.id).toBeNull();
    expect(result.raw).toBe('"<html>"');
    expect(describeFailure(result)).toContain('without a usable id');
    expect(say(failureMessage(result), 'nl')).toBe(
      'Een bestelling zonder bruikbare id kon niet gelezen worden: de gegevens moeten een object zijn, maar de bestelservice stuurde de tekst "<html>"',
    );
  });
});

describe('decoding the shop list', () => {
  it('reads string ids (as /v1/shops sends them) and reports unreadable entries without dropping the rest', () => {
    const result = decodeShops([
      {
        id: '1',
        name: 'Boulangerie Dupont',
        address: 'Rue Léopold 3',
        postal_code: '4000',
        city: 'Liège',
        country: 'BE',
      },
      { id: 'x', name: 'Broken' },
      {
        id: 2,
        name: 'Slagerij De Smet',
        address: 'Meir 1',
        postal_code: '2000',
        city: 'Antwerpen',
        country: 'BE',
      },
    ]);
    expect(result.shops.map((shop) => [shop.id, shop.name])).toEqual([
      [1, 'Boulangerie Dupont'],
      [2, 'Slagerij De Smet'],
    ]);
    expect(result.problems).toEqual([
      {
        position: 2,
        field: 'id',
        problem: msg('decode.wrong-value', {
          field: 'id',
          expected: 'shop-number',
          choices: [],
          found: { kind: 'text', shown: 'x' },
        }),
      },
    ]);
  });
});
