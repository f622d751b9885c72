/** One plain order line, as the spec's examples write it: for orders that need many lines. */
export const wireLine = {
  product: 'Pistolet',
  plu_code: '0101',
  qty: 1,
  unit: 'st',
  total: '0.65',
  options: [],
  extras: [],
};

/**
 * Characters that act instead of showing in a log line or a terminal (controls, bidi overrides,
 * separators): whatever an order holds, none may reach a log line or a reason built from it.
 */
export const ACTING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A complete order as the spec's example responses show it, for tests to vary one field at a time. */
export function wireOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '9b2f4c1e-8a7d-4e3b-9c0a-1f2e3d4c5b6a',
    payment_reference: 'tr_WDqYK6vllg',
    payment_method: 'bancontact',
    payed_at: '2026-11-21 18:42:07',
    total: '38.40',
    order_type: 'pick_up',
    order_date: '2026-11-22',
    order_time: '10:30:00',
    order_number: '12',
    remarks: null,
    shop: {
      id: '3',
      name: 'Bakkerij Van den Broeck',
      address: 'Veldstraat 12',
      postal_code: '9000',
      city: 'Gent',
      country: 'BE',
    },
    client: {
      id: '0d6c1a7e-2b1f-4f36-a2d4-1c9b8e7f6a5d',
      first_name: 'Zoë',
      last_name: 'Verstraeten',
      email: 'zoe@example.be',
      mobile_phone: '+32470123456',
      phone: null,
    },
    order_lines: [
      {
        product: 'Verjaardagstaart chocolade',
        plu_code: '1201',
        qty: 1,
        unit: 'st',
        total: '32.50',
        options: [
          { name: '8 personen', plu_code: '1201-8', qty: 1, total: '0.00', type: 'default', meta: null },
          {
            name: 'Tekstplaatje',
            plu_code: '1299',
            qty: 1,
            total: '2.50',
            type: 'text',
            meta: 'Gelukkige verjaardag Lotte!',
          },
        ],
        extras: [{ name: 'Kaarsjes', plu_code: '9001', qty: 1, total: '1.50', unit: 'st' }],
      },
      { product: 'Pistolets', plu_code: '0101', qty: 6, unit: 'st', total: '3.90', options: [], extras: [] },
    ],
    ...overrides,
  };
}
