/** Orders as a shop gets them, built as the strict internal type (the decoder's output), for the receipt tests. */
import { cents } from '../../electron/common/model/money';
import type { LineExtra, LineOption, Order, OrderLine, Shop } from '../../electron/common/model/order';

export const SHOP: Shop = {
  id: 1,
  name: 'Bakkerij Het Zoete Brood',
  address: 'Veldstraat 10',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
};

/** Saturday 23 November 2024, 09:15 on this machine's clock, whatever its zone. */
export const PRINTED_AT = new Date(2024, 10, 23, 9, 15, 0);

export function option(name: string, total: number, extra: Partial<LineOption> = {}): LineOption {
  return { name, pluCode: 'OPT', qty: 1, total: cents(total), type: 'default', meta: null, ...extra };
}

export function extra(name: string, qty: number, unit: string, total: number): LineExtra {
  return { name, pluCode: 'EXT', qty, unit, total: cents(total) };
}

export function line(
  product: string,
  qty: number,
  unit: string,
  total: number,
  more: Partial<OrderLine> = {},
): OrderLine {
  return { product, pluCode: 'PLU', qty, unit, total: cents(total), options: [], extras: [], ...more };
}

const BASE: Order = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  paymentReference: 'tr_8Kx2pQ',
  paymentMethod: 'bancontact',
  paidAt: { date: '2024-11-22', time: '18:42:07' },
  total: cents(0),
  type: 'pick_up',
  due: { date: '2024-11-23', time: '10:30:00' },
  orderNumber: '1',
  deliveryAddress: null,
  distanceMeters: null,
  deliveryCost: null,
  serviceCost: null,
  remarks: null,
  shop: SHOP,
  client: {
    id: 'c-1',
    firstName: 'Jeanne',
    lastName: 'Peeters',
    email: 'jeanne@example.org',
    mobilePhone: '+32 470 12 34 56',
    phone: null,
  },
  lines: [],
};

/**
 * A pick-up: a cake with a text plate (two lines as typed), a free option, bread and minced meat by weight.
 * As in every fixture, a line's total already holds its options and extras (the service sends it so).
 */
export const PICK_UP_CAKE: Order = {
  ...BASE,
  id: '5e0c7a12-9d3b-4f61-a8e2-6b1f0c2d9e44',
  orderNumber: '12',
  total: cents(4435),
  lines: [
    line('Chocoladetaart met verse frambozen en slagroom', 1, 'st', 3750, {
      options: [
        option('Tekstplaatje', 250, { type: 'text', meta: 'Gelukkige verjaardag\nOma Jeanne!' }),
        option('Kaarsjes', 0),
      ],
    }),
    line('Pistolets', 6, 'st', 360),
    line('Gehakt half-om-half', 500, 'gr', 325),
  ],
};

/** A delivery without an order number, to a box number across the border, with distance and costs. */
export const DELIVERY_NO_NUMBER: Order = {
  ...BASE,
  id: '3f2a9c1e-77b4-4c0d-9a51-0e6d2f8b1c3a',
  type: 'delivery',
  orderNumber: null,
  due: { date: '2024-11-25', time: '17:45:00' },
  paymentMethod: 'creditcard',
  paymentReference: 'pi_3QfZ9sLkdIwHu7ix0b4A1c2D',
  client: {
    ...BASE.client,
    firstName: 'Marc',
    lastName: 'Van den Bossche-Vermeulen',
    mobilePhone: '+32 478 98 76 54',
    phone: '+32 9 223 45 67',
  },
  deliveryAddress: {
    street: 'Sint-Pietersnieuwstraat',
    number: '128',
    bus: '3B',
    postalCode: '4501 AB',
    city: 'Oostburg',
    country: 'NL',
  },
  distanceMeters: 18250,
  deliveryCost: cents(750),
  serviceCost: cents(50),
  total: cents(12180),
  lines: [line('Broodjesschotel groot', 12, 'pers', 9600), line('Ovenverse aardappelsalade', 2, 'kg', 1780)],
};

/** A cool-box pick-up with extras (one free), and remarks over two lines that must not be missed. */
export const COOLBOX_EXTRAS: Order = {
  ...BASE,
  id: '9b8c7d6e-1111-4222-8333-944455556666',
  type: 'pick_up_coolbox',
  orderNumber: '7',
  due: { date: '2024-11-24', time: '08:00:00' },
  paymentMethod: 'payconiq',
  paymentReference: 'PQ-20241123-0077',
  remarks: 'Zonder noten aub, allergie!\nHet koelbox-codeslot is 4711.',
  serviceCost: cents(0),
  total: cents(2870),
  client: { ...BASE.client, firstName: 'Ahmed', lastName: 'El Amrani', phone: '+32 9 333 22 11' },
  lines: [
    line('Aardbeienbavarois', 1, 'st', 2650, {
      extras: [
        extra('Kaarsjes', 2, 'st', 100),
        extra('Slagroom', 200, 'gr', 150),
        extra('Taartschep', 1, 'st', 0),
      ],
    }),
    line('Croissants', 4, 'st', 220),
  ],
};

/** Number 0 is the day's first order: a valid number, never "no number". */
export const ZERO_NUMBER: Order = {
  ...BASE,
  id: '00000000-aaaa-4bbb-8ccc-dddddddddddd',
  orderNumber: '0',
  due: { date: '2024-11-26', time: '07:00:00' },
  paymentMethod: 'kbc',
  total: cents(395),
  lines: [line('Grijs brood', 1, 'st', 395)],
};

/**
 * Two cakes, each with options, extras and a plate, around eggs and a cake by the person: the paper must
 * keep each cake's options, extras and text together and apart from the other cake's; the amounts must
 * add up to the total (options and extras are in their cake's amount); "Œufs" prints "Oeufs"; at 58 mm
 * "8 pers." stays with the cake's name.
 */
export const CAKES_WITH_PLATES: Order = {
  ...BASE,
  id: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  orderNumber: '23',
  due: { date: '2024-11-30', time: '14:00:00' },
  paymentMethod: 'payconiq',
  paymentReference: 'PQ-20241129-0023',
  total: cents(12315),
  client: { ...BASE.client, firstName: 'Léa', lastName: 'Dubois' },
  lines: [
    line('Forêt-noire', 1, 'st', 4125, {
      pluCode: '2101',
      options: [
        option('Chocoladeplaatje met tekst', 250, { type: 'text', meta: 'Joyeux anniversaire\nLéa !' }),
        option('Cijferkaarsjes', 300, { qty: 2 }),
        option('Zonder alcohol', 0),
      ],
      extras: [extra('Sterretjes', 2, 'st', 200), extra('Extra slagroom', 250, 'gr', 175)],
    }),
    line('Œufs en chocolat', 6, 'st', 900, { pluCode: '3304' }),
    line('Aardbeien-slagroomtaart', 8, 'pers', 4800, {
      pluCode: '2210',
      options: [option('Marsepeinen plaatje', 350, { type: 'text', meta: 'Proficiat Sam & Noor' })],
      extras: [extra('Kaarsjes', 1, 'st', 0)],
    }),
    line('Appeltaart', 1, 'st', 1890, {
      pluCode: '2002',
      extras: [extra('Slagroom apart', 1, 'st', 150)],
    }),
    line('Pistolets', 6, 'st', 360, { pluCode: '1001' }),
    line('Boterkoeken', 4, 'st', 240, { pluCode: '1005' }),
  ],
};

export const FIXTURES: Readonly<Record<string, Order>> = {
  'pick-up-cake': PICK_UP_CAKE,
  'delivery-no-number': DELIVERY_NO_NUMBER,
  'coolbox-extras': COOLBOX_EXTRAS,
  'zero-number': ZERO_NUMBER,
  'cakes-with-plates': CAKES_WITH_PLATES,
};
