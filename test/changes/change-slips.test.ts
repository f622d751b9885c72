/**
 * The late-change slips on paper: CHANGED (which order, large; each change as it was and as it is now;
 * the order as it is now) and GONE FROM THE SERVICE — cancelled? Golden files per language and width
 * (UPDATE_GOLDEN=1 rewrites them: read every changed one, it is the paper); what the service sent reaches
 * the printer as text only.
 */
import { describe, expect, it } from 'vitest';
import { COLUMNS, printerSettings } from '../../electron/common/model/printer-settings';
import type { Order } from '../../electron/common/model/order';
import { LANGUAGES } from '../../electron/common/words/languages';
import type { Receipt } from '../../electron/common/receipt/receipt';
import { changedSlipReceipt, goneSlipReceipt } from '../../electron/core/changes/change-slips';
import { diffOrders } from '../../electron/core/changes/order-diff';
import { encodeReceipt } from '../../electron/core/receipt/encode';
import { renderText } from '../../electron/core/receipt/render-text';
import { parseEscPos } from '../../electron/demo/virtual-printer/escpos-parser';
import { CAKES_WITH_PLATES, PRINTED_AT } from '../receipt/fixtures';
import { goldenFiles } from '../golden';

const matchGolden = goldenFiles(import.meta.url);
const textOf = (receipt: Receipt): string => renderText(receipt, COLUMNS[receipt.paperWidth]);
const printer = (language: (typeof LANGUAGES)[number], paperWidth: 58 | 80) =>
  printerSettings({ id: 'p', name: 'Counter', uri: 'tcp://127.0.0.1:9100', language, paperWidth });

/** The cake order as the customer changed it by phone: a later time, another plate, more eggs, no candles. */
const [foret, eggs, strawberry, ...rest] = CAKES_WITH_PLATES.lines;
const CHANGED: Order = {
  ...CAKES_WITH_PLATES,
  due: { date: '2024-11-30', time: '16:30:00' },
  lines: [
    {
      ...foret!,
      options: foret!.options.map((option) =>
        option.type === 'text' ? { ...option, meta: 'Joyeux anniversaire\nLéa & Zoë !' } : option,
      ),
    },
    { ...eggs!, qty: 12 },
    { ...strawberry!, extras: [] },
    ...rest,
  ],
};

describe('the CHANGED slip', () => {
  it('says which order, what each change was and is now, and the whole order now', () => {
    const changes = diffOrders(CAKES_WITH_PLATES, CHANGED);
    expect(changes.map((change) => change.field)).toEqual(['due-time', 'plate', 'quantity', 'parts']);
    for (const language of LANGUAGES) {
      for (const width of [58, 80] as const) {
        const receipt = changedSlipReceipt(CHANGED, changes, printer(language, width), PRINTED_AT);
        matchGolden(`changed.${language}.${width}mm.txt`, textOf(receipt));
      }
    }
  });

  it('names a changed type, date, address and a line added or removed', () => {
    const delivery: Order = {
      ...CHANGED,
      type: 'delivery',
      due: { date: '2024-12-01', time: '16:30:00' },
      deliveryAddress: {
        street: 'Kerkstraat',
        number: '12',
        bus: '3',
        postalCode: '9000',
        city: 'Gent',
        country: 'BE',
      },
      lines: [...CHANGED.lines.slice(1), { ...rest[0]!, product: 'Rozijnenbrood', pluCode: '1010', qty: 2 }],
    };
    const changes = diffOrders(CHANGED, delivery);
    const text = textOf(changedSlipReceipt(delivery, changes, printer('nl', 80), PRINTED_AT));
    matchGolden('changed-more.nl.80mm.txt', text);
    expect(text).toContain('LEVERADRES');
    expect(text).toContain('Kerkstraat 12 bus 3, 9000 Gent');
    expect(text).toContain('GESCHRAPT');
    expect(text).toContain('TOEGEVOEGD');
  });
});

describe('the GONE FROM THE SERVICE slip', () => {
  it('asks whether it was cancelled and shows the order as it printed', () => {
    for (const language of LANGUAGES) {
      for (const width of [58, 80] as const) {
        const receipt = goneSlipReceipt(CAKES_WITH_PLATES, printer(language, width), PRINTED_AT);
        matchGolden(`gone.${language}.${width}mm.txt`, textOf(receipt));
      }
    }
  });
});

describe('text from the service on a slip', () => {
  it('reaches the printer as text: escape sequences in a plate, a product and a name are taken out', () => {
    const hostile: Order = {
      ...CAKES_WITH_PLATES,
      client: { ...CAKES_WITH_PLATES.client, firstName: 'Léa\u001b@\u001dV\u0000' },
      lines: [
        {
          ...foret!,
          product: 'Taart\u001bp\u0000\u0019\u00fa',
          options: [{ ...foret!.options[0]!, meta: 'Hallo\u001bi\u001dV\u0001 daar' }],
        },
      ],
    };
    const before: Order = {
      ...hostile,
      lines: [{ ...hostile.lines[0]!, options: [{ ...foret!.options[0]!, meta: 'x' }] }],
    };
    const settings = printer('nl', 80);
    for (const receipt of [
      changedSlipReceipt(hostile, diffOrders(before, hostile), settings, PRINTED_AT),
      goneSlipReceipt(hostile, settings, PRINTED_AT),
    ]) {
      const parsed = parseEscPos(encodeReceipt(receipt, settings));
      expect(parsed.text).toContain('Hallo');
      expect(parsed.text).toContain('daar');
      // One cut (the document's own), no drawer kick, no byte the printer would read as a command of its own.
      expect(parsed.cuts).toBe(1);
      expect(parsed.drawerKicks).toBe(0);
      expect(parsed.unknownBytes).toEqual([]);
    }
  });
});
