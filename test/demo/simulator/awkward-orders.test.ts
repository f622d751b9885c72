import { afterEach, describe, expect, it } from 'vitest';
import { AWKWARD_ORDERS } from '../../../electron/demo/simulator';
import { asList, call, centsOf, closeSimulators, list, startSimulator } from './helpers';

afterEach(closeSimulators);

function awkward(name: string) {
  const found = AWKWARD_ORDERS.find((entry) => entry.name === name);
  if (!found) throw new Error(`no awkward order "${name}"`);
  return found.order;
}

describe('AWKWARD_ORDERS', () => {
  it('have unique names and ids, and each says why it exists', () => {
    expect(new Set(AWKWARD_ORDERS.map((entry) => entry.name)).size).toBe(AWKWARD_ORDERS.length);
    expect(new Set(AWKWARD_ORDERS.map((entry) => entry.order.id)).size).toBe(AWKWARD_ORDERS.length);
    for (const entry of AWKWARD_ORDERS) expect(entry.why.length, entry.name).toBeGreaterThan(20);
  });

  it('add up like real orders', () => {
    for (const { name, order } of AWKWARD_ORDERS) {
      let lines = 0;
      for (const line of order.order_lines) {
        const parts = [...asList(line.options), ...asList(line.extras)].reduce(
          (sum, part) => sum + centsOf(part['total']),
          0,
        );
        expect(centsOf(line.total), name).toBeGreaterThanOrEqual(parts);
        lines += centsOf(line.total);
      }
      const delivery = order.delivery_cost === undefined ? 0 : centsOf(order.delivery_cost);
      expect(centsOf(order.total), name).toBe(lines + delivery);
    }
  });

  it('cover the edges the printer and the window must survive', () => {
    const remarks = (name: string) => awkward(name).remarks ?? '';
    const escpos = remarks('escpos-commands-in-remarks');
    for (const command of ['\x1b@', '\x1bt', '\x1bp', '\x1dV', '\x10\x04']) expect(escpos).toContain(command);
    const controls = remarks('c0-c1-controls-in-remarks');
    expect(controls).toContain('\x00');
    expect(controls).toContain('\x7f');
    for (let code = 0x80; code <= 0x9f; code++) expect(controls).toContain(String.fromCharCode(code));
    expect(remarks('emoji')).toMatch(/\p{Extended_Pictographic}/u);
    expect(remarks('greek')).toMatch(/\p{Script=Greek}/u);
    expect(remarks('cyrillic')).toMatch(/\p{Script=Cyrillic}/u);
    expect(`${awkward('right-to-left').client.first_name}${remarks('right-to-left')}`).toMatch(
      /\p{Script=Hebrew}.*\p{Script=Arabic}/u,
    );
    const central = awkward('central-european-letters');
    expect(`${central.client.first_name} ${central.client.last_name} ${central.remarks}`).toMatch(
      /(?=.*ő)(?=.*ű)(?=.*Ł)(?=.*Ø)/,
    );
    expect(remarks('html-in-remarks')).toContain('<script>');
    expect(awkward('empty-remarks').remarks).toBe('');
    expect(awkward('delivery-without-bus').delivery_address).toMatchObject({ bus: '' });
    expect(awkward('order-number-zero').order_number).toBe('0');
    expect(awkward('sixty-lines').order_lines).toHaveLength(60);
    expect(awkward('long-product-name').order_lines[0]?.product.length).toBeGreaterThan(150);
    const metaOf = (name: string) => asList(awkward(name).order_lines[0]?.options)[0]?.['meta'];
    expect(String(metaOf('long-text-plate'))).toHaveLength(200);
    expect(metaOf('multiline-meta')).toContain('\n');
    expect(metaOf('commands-in-text-plate')).toContain('\x1dV');
    expect(new Set(awkward('weighed-quantities').order_lines.map((line) => line.unit))).toEqual(
      new Set(['gr', 'kg', 'pers']),
    );
  });

  it('go over the wire byte for byte as given, listed and fetched', async () => {
    const sim = await startSimulator();
    for (const { order } of AWKWARD_ORDERS) sim.addRawOrder(order);
    const listed = await list(sim, '?limit=100');
    expect(listed).toHaveLength(AWKWARD_ORDERS.length);
    for (const { name, order } of AWKWARD_ORDERS) {
      expect(
        listed.find((candidate) => candidate['id'] === order.id),
        name,
      ).toEqual(order);
    }
    const escpos = awkward('escpos-commands-in-remarks');
    expect((await call(sim, `/v1/orders/${escpos.id}`)).body).toEqual(escpos);
  });
});

describe('addRawOrder', () => {
  it('stores malformed orders as they are, as long as they carry an id', async () => {
    const sim = await startSimulator();
    const malformed = { id: 'broken-1', total: 12.5, order_lines: 'none', shop: null };
    sim.addRawOrder(malformed);
    expect(await list(sim)).toEqual([malformed]);
  });

  it('refuses an order without an id string, and a second order with the same id', async () => {
    const sim = await startSimulator();
    expect(() => sim.addRawOrder({ total: '1.00' })).toThrow(/id/);
    expect(() => sim.addRawOrder('not an order')).toThrow(/id/);
    expect(() => sim.addRawOrder({ id: 42 })).toThrow(/id/);
    sim.addRawOrder({ id: 'twice' });
    expect(() => sim.addRawOrder({ id: 'twice' })).toThrow(/already/);
  });
});
