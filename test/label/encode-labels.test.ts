/**
 * An order's labels for a label printer: built and laid out for its label (`labelsFor`), then one buffer
 * per label in its protocol (`encodeLabels`). A cake order with a hostile plate gives, in ZPL and TSPL,
 * one format/job per label whose text fields carry the number, name and plate exactly; on an ESC/POS
 * label printer each label is `ESC @`, the drawing as wide as the label, a feed to the cutter and a cut.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../electron/common/model/order';
import { cents } from '../../electron/common/model/money';
import {
  printerSettings,
  type LabelProtocol,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import { encodeLabels, labelsFor } from '../../electron/core/label/encode-labels';
import { parseTspl, parseZpl } from './encode-fixture';

const PLATE = 'Proficiat "Oma" ^XZ~JR';

const ORDER: Order = {
  id: 'ord_7f3a9c',
  paymentReference: '',
  paymentMethod: '',
  paidAt: { date: '', time: '' },
  total: cents(3450),
  type: 'pick_up',
  due: { date: '2025-11-29', time: '10:30:00' },
  orderNumber: '12',
  deliveryAddress: null,
  distanceMeters: null,
  deliveryCost: null,
  serviceCost: null,
  remarks: null,
  shop: { id: 1, name: 'Bakkerij Test', address: '', postalCode: '', city: '', country: '' },
  client: { id: 'c1', firstName: 'Jan', lastName: 'Peeters', email: '', mobilePhone: '', phone: null },
  lines: [
    {
      product: 'Aardbeientaart',
      pluCode: '101',
      qty: 8,
      unit: 'pers',
      total: cents(3450),
      options: [{ name: 'plate', pluCode: '', qty: 1, total: cents(0), type: 'text', meta: PLATE }],
      extras: [],
    },
  ],
};

function settingsFor(protocol: LabelProtocol): PrinterSettings {
  const base = printerSettings({ id: 'label', name: 'Label', uri: 'tcp://127.0.0.1:9100' });
  return { ...base, role: 'label', label: { ...base.label, protocol, widthMm: 58, heightMm: 40 } };
}

const context = { kind: 'original' as const, printedAt: new Date('2025-11-28T09:00:00') };

describe('labelsFor + encodeLabels', () => {
  it("lays the labels out on the printer's label: its size at its dots", () => {
    const labels = labelsFor(ORDER, settingsFor('zpl'), context);
    expect(labels.map((label) => label.content.kind)).toEqual(['order', 'cake']);
    expect(labels[0]?.geometry).toMatchObject({
      widthMm: 58,
      heightMm: 40,
      dpi: 203,
      widthDots: 464,
      heightDots: 320,
    });
  });

  it('ZPL: one ^XA…^XZ buffer per label, fields decoding back to the number, the name and the plate', () => {
    const settings = settingsFor('zpl');
    const labels = labelsFor(ORDER, settings, context);
    const buffers = encodeLabels(labels, settings);
    expect(buffers).toHaveLength(labels.length);
    const parsed = buffers.map((buffer) => parseZpl(new TextDecoder().decode(buffer)));
    for (const one of parsed) {
      expect(one.commands.filter((c) => c === '^XA')).toHaveLength(1);
      expect(one.commands.filter((c) => c === '^XZ')).toHaveLength(1);
      expect(one.commands.some((c) => c.startsWith('~'))).toBe(false);
    }
    // The layout wraps the plate at its spaces: its lines, joined again, are the plate as typed.
    const cake = parsed[1]?.fields.join(' ') ?? '';
    expect(cake).toContain('12');
    expect(cake).toContain('Jan Peeters');
    expect(cake).toContain(PLATE);
    expect(parsed[0]?.fields).toContain('MA,ord_7f3a9c');
  });

  it('TSPL: one job per label, text in quoted strings carrying the plate exactly', () => {
    const settings = settingsFor('tspl');
    const buffers = encodeLabels(labelsFor(ORDER, settings, context), settings);
    expect(buffers).toHaveLength(2);
    for (const buffer of buffers) {
      const lines = parseTspl(buffer).map((c) => c.line);
      expect(lines[0]).toBe('SIZE 58 mm,40 mm');
      expect(lines.filter((line) => line === 'CLS')).toHaveLength(1);
      expect(lines[lines.length - 1]).toBe('PRINT 1,1');
    }
    const texts = parseTspl(buffers[1]!)
      .map((c) => /^TEXT [^"]*"0",[^"]*"(.*)"$/.exec(c.line)?.[1])
      .filter((value): value is string => value !== undefined)
      .map((value) => value.replaceAll('\\["]', '"'));
    expect(texts.join(' ')).toContain(PLATE);
  });

  it('ESC/POS: ESC @, the label drawn as wide as its dots in GS v 0 bands, feed to the cutter, cut', () => {
    const settings = settingsFor('escpos');
    const labels = labelsFor(ORDER, settings, context);
    const buffers = encodeLabels(labels, settings);
    expect(buffers).toHaveLength(labels.length);
    for (const buffer of buffers) {
      expect([...buffer.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      let at = 2;
      let rows = 0;
      while (buffer[at] === 0x1d && buffer[at + 1] === 0x76) {
        expect([...buffer.subarray(at + 2, at + 4)]).toEqual([0x30, 0x00]);
        const perRow = (buffer[at + 4] ?? 0) + 256 * (buffer[at + 5] ?? 0);
        const height = (buffer[at + 6] ?? 0) + 256 * (buffer[at + 7] ?? 0);
        expect(perRow * 8).toBe(464);
        rows += height;
        at += 8 + perRow * height;
      }
      expect(rows).toBe(320);
      expect([...buffer.subarray(at)]).toEqual([0x1c, 0x28, 0x4c, 0x02, 0x00, 0x42, 0x30, 0x1d, 0x56, 0x01]);
    }
  });

  it('gives no buffers when the printer prints no label for the order', () => {
    const settings = settingsFor('zpl');
    const none = { ...settings, label: { ...settings.label, orderTypes: ['delivery' as const] } };
    expect(encodeLabels(labelsFor(ORDER, none, context), none)).toEqual([]);
  });
});
