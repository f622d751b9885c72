/**
 * The shop's day on paper: the bake list (read at the oven), the pick-up sheet (read at the counter) and
 * the due-today slip (never mistaken for a new order). Golden files per language and width, as the
 * receipts have (UPDATE_GOLDEN=1 rewrites them: read every changed one, it is the paper); and what a
 * customer typed reaches the printer as text only.
 */
import { describe, expect, it } from 'vitest';
import { COLUMNS, PAPER_WIDTHS, printerSettings } from '../../electron/common/model/printer-settings';
import { LANGUAGES } from '../../electron/common/words/languages';
import type { Receipt } from '../../electron/common/receipt/receipt';
import type { BakeList, PickupSheet } from '../../electron/common/shop-day/day';
import { encodeReceipt } from '../../electron/core/receipt/encode';
import { pickupSheetText } from '../../electron/core/shop-day/day-text';
import { renderText } from '../../electron/core/receipt/render-text';
import {
  bakeListReceipt,
  dueSlipReceipt,
  pickupSheetReceipt,
} from '../../electron/core/shop-day/day-receipts';
import { parseEscPos } from '../../electron/demo/virtual-printer/escpos-parser';
import { CAKES_WITH_PLATES, PRINTED_AT } from '../receipt/fixtures';
import { goldenFiles } from '../golden';
import type { LateChangeLines } from '../../electron/core/shop-day/late-change-lines';

const matchGolden = goldenFiles(import.meta.url);

const textOf = (receipt: Receipt): string => renderText(receipt, COLUMNS[receipt.paperWidth]);
/** The document's words as built, before layout spreads large letters apart. */
const wordsOf = (receipt: Receipt): string =>
  receipt.blocks
    .map((block) =>
      block.kind === 'text' ? block.text : block.kind === 'row' ? `${block.left} ${block.right}` : '',
    )
    .join('\n');

const printer = (language: (typeof LANGUAGES)[number], paperWidth: (typeof PAPER_WIDTHS)[number]) =>
  printerSettings({ id: 'p', name: 'Bakery', uri: 'tcp://127.0.0.1:9100', language, paperWidth });

/** Saturday's bake list: pieces, weight summed in grams (shown in kg), cakes by size, a unit added since. */
const BAKE_LIST: BakeList = {
  date: '2024-11-30',
  shopId: 1,
  orderCount: 14,
  unreadable: 1,
  rows: [
    {
      product: 'Aardbeienslagroomtaart',
      pluCode: '2210',
      options: '',
      unit: 'persons',
      quantity: 8,
      unitAsSent: null,
      orders: 1,
      sizes: [{ persons: 8, count: 1 }],
    },
    {
      // Cakes by the person: a row per size, the paper says which cakes ("2x 12 pers.").
      product: 'Aardbeienslagroomtaart',
      pluCode: '2210',
      options: '',
      unit: 'persons',
      quantity: 24,
      unitAsSent: null,
      orders: 2,
      sizes: [{ persons: 12, count: 2 }],
    },
    {
      product: 'Boterkoeken',
      pluCode: '1001',
      options: '',
      unit: 'pieces',
      quantity: 36,
      unitAsSent: null,
      orders: 6,
      sizes: [],
    },
    {
      product: 'Forêt-noire',
      pluCode: '2201',
      options: 'Zonder alcohol',
      unit: 'pieces',
      quantity: 2,
      unitAsSent: null,
      orders: 2,
      sizes: [],
    },
    {
      product: 'Forêt-noire',
      pluCode: '2201',
      options: '',
      unit: 'pieces',
      quantity: 1,
      unitAsSent: null,
      orders: 1,
      sizes: [],
    },
    {
      product: 'Gehakt half-half',
      pluCode: '3001',
      options: '',
      unit: 'grams',
      quantity: 2750,
      unitAsSent: null,
      orders: 4,
      sizes: [],
    },
    {
      product: 'Pralines',
      pluCode: '4001',
      options: '',
      unit: 'grams',
      quantity: 750,
      unitAsSent: null,
      orders: 2,
      sizes: [],
    },
    {
      product: 'Taartbodem',
      pluCode: '5001',
      options: '',
      unit: 'other',
      quantity: 3,
      unitAsSent: 'doos',
      orders: 1,
      sizes: [],
    },
  ],
  plates: [
    {
      text: 'Joyeux anniversaire\nLéa !',
      product: 'Forêt-noire',
      option: 'Chocoladeplaatje met tekst',
      orderId: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      orderType: 'pick_up',
      orderNumber: '23',
      dueTime: '10:30',
      clientName: 'Léa Dubois',
    },
    {
      text: 'Proficiat Sam & Noor',
      product: 'Aardbeienslagroomtaart',
      option: 'Marsepeinen plaatje',
      orderId: 'f5fd7c72-1111-4000-8000-000000000000',
      orderType: 'delivery',
      orderNumber: null,
      dueTime: '14:00',
      clientName: 'Noor Janssens',
    },
  ],
};

const PICKUP_SHEET: PickupSheet = {
  date: '2024-11-30',
  shopId: null,
  unreadable: 0,
  rows: [
    {
      orderId: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      shopId: 1,
      type: 'pick_up',
      orderNumber: '23',
      dueTime: '10:30',
      clientName: 'Léa Dubois',
      phone: '0470 12 34 56',
      phoneUri: 'tel:+32470123456',
      lines: [
        {
          qty: 1,
          unit: 'st',
          product: 'Forêt-noire',
          details: 'Zonder alcohol, 2x Cijferkaarsjes',
          plate: 'Joyeux anniversaire\nLéa !',
        },
        { qty: 6, unit: 'st', product: 'Pistolets', details: '', plate: null },
      ],
      remarks: 'Noten-allergie!',
      state: 'confirmed',
      collectedAt: new Date(2024, 10, 30, 10, 42).toISOString(),
      deliveryAddress: null,
    },
    {
      orderId: 'f5fd7c72-1111-4000-8000-000000000000',
      shopId: 1,
      type: 'delivery',
      orderNumber: null,
      dueTime: '14:00',
      clientName: 'Noor Janssens',
      phone: '',
      phoneUri: null,
      lines: [
        {
          qty: 8,
          unit: 'pers',
          product: 'Aardbeienslagroomtaart',
          details: '',
          plate: 'Proficiat Sam & Noor',
        },
      ],
      remarks: null,
      state: 'held',
      collectedAt: null,
      deliveryAddress: null,
    },
  ],
};

/** What a check found: a cake changed after it printed, a delivery gone from the service, two not checked. */
const LATE_CHANGES: LateChangeLines = {
  changed: [{ id: 'a1', type: 'pick_up', orderNumber: '23', dueTime: '16:30:00', clientName: 'Léa Dubois' }],
  gone: [
    {
      id: 'f5fd7c72-2222-4000-8000-000000000000',
      type: 'delivery',
      orderNumber: null,
      dueTime: '11:00:00',
      clientName: 'Jan Peeters',
    },
  ],
  unchecked: 2,
};

describe('golden day lists (UPDATE_GOLDEN=1 rewrites them)', () => {
  for (const language of LANGUAGES) {
    for (const paperWidth of PAPER_WIDTHS) {
      it(`the bake list, ${language}, ${paperWidth} mm`, () => {
        const receipt = bakeListReceipt(BAKE_LIST, printer(language, paperWidth), PRINTED_AT, {
          shopName: 'Bakkerij Het Zoete Brood',
        });
        matchGolden(`bake-list.${language}.${paperWidth}mm.txt`, textOf(receipt));
      });
      it(`the bake list after a late-change check, ${language}, ${paperWidth} mm`, () => {
        const receipt = bakeListReceipt(BAKE_LIST, printer(language, paperWidth), PRINTED_AT, {
          shopName: 'Bakkerij Het Zoete Brood',
          lateChanges: LATE_CHANGES,
        });
        matchGolden(`bake-list.late-changes.${language}.${paperWidth}mm.txt`, textOf(receipt));
      });
      it(`the pick-up sheet, ${language}, ${paperWidth} mm`, () => {
        const receipt = pickupSheetReceipt(PICKUP_SHEET, printer(language, paperWidth), PRINTED_AT);
        matchGolden(`pickup-sheet.${language}.${paperWidth}mm.txt`, textOf(receipt));
      });
      it(`the due-today slip, ${language}, ${paperWidth} mm`, () => {
        const receipt = dueSlipReceipt(CAKES_WITH_PLATES, printer(language, paperWidth), PRINTED_AT, false);
        matchGolden(`due-slip.${language}.${paperWidth}mm.txt`, textOf(receipt));
      });
    }
  }
  it('a due-today slip printed again after an interruption, marked, in Dutch on 58 mm', () => {
    const receipt = dueSlipReceipt(CAKES_WITH_PLATES, printer('nl', 58), PRINTED_AT, true, {
      printedBefore: false,
    });
    matchGolden('due-slip.possible-duplicate.nl.58mm.txt', textOf(receipt));
  });
});

describe('the day lists on paper', () => {
  it('a delivery handed to its driver reads so on the printed and the text pick-up sheet, never "collected"', () => {
    const delivered: PickupSheet = {
      ...PICKUP_SHEET,
      rows: PICKUP_SHEET.rows.map((row) =>
        row.type === 'delivery'
          ? { ...row, state: 'confirmed', collectedAt: new Date(2024, 10, 30, 13, 5).toISOString() }
          : row,
      ),
    };
    const paper = textOf(pickupSheetReceipt(delivered, printer('nl', 80), PRINTED_AT));
    expect(paper).toContain('meegegeven 13:05');
    expect(paper.match(/afgehaald/g)).toHaveLength(1);
    const text = pickupSheetText(delivered, 'nl');
    expect(text).toMatch(/Noor Janssens.* — meegegeven 13:05/);
    expect(text).not.toMatch(/Noor Janssens.*afgehaald/);
  });

  it('a bake list whose check found nothing prints exactly as one without a check', () => {
    const plain = textOf(bakeListReceipt(BAKE_LIST, printer('nl', 58), PRINTED_AT));
    const checked = textOf(
      bakeListReceipt(BAKE_LIST, printer('nl', 58), PRINTED_AT, {
        lateChanges: { changed: [], gone: [], unchecked: 0 },
      }),
    );
    expect(checked).toBe(plain);
    const notChecked = wordsOf(
      bakeListReceipt(BAKE_LIST, printer('en', 80), PRINTED_AT, {
        lateChanges: { changed: [], gone: [], unchecked: 1 },
      }),
    );
    expect(notChecked).toContain('Could not check 1 order with the ordering service: counted as it printed.');
    expect(notChecked).not.toContain('CHANGED AFTER PRINTING');
  });

  it('a bake list without orders says so, and an interrupted one is marked POSSIBLE DUPLICATE', () => {
    const empty: BakeList = { ...BAKE_LIST, orderCount: 0, unreadable: 0, rows: [], plates: [] };
    const text = wordsOf(bakeListReceipt(empty, printer('en', 80), PRINTED_AT, { possibleDuplicate: true }));
    expect(text).toContain('POSSIBLE DUPLICATE');
    expect(text).toContain('No orders for this day.');
    expect(text).toContain('All shops');
    expect(text).not.toContain('PLATES');
  });

  it('the due-today slip has no price and no QR code: it is no receipt and no new order', () => {
    const receipt = dueSlipReceipt(CAKES_WITH_PLATES, printer('fr', 80), PRINTED_AT, false);
    const text = wordsOf(receipt);
    expect(text).not.toMatch(/€/);
    expect(receipt.blocks.some((block) => block.kind === 'qr')).toBe(false);
    expect(text).toContain('PAS UNE NOUVELLE COMMANDE');
    expect(text).toContain('commandé le ven 22/11');
  });

  it('a plate text never becomes printer commands: typed ESC/POS arrives as nothing the printer obeys', () => {
    const hostile = 'Happy\u001bp\u0000\u0019\u00fa birthday\u001dV\u0000 Mia\u001b@';
    const list: BakeList = {
      ...BAKE_LIST,
      plates: [{ ...BAKE_LIST.plates[0]!, text: hostile, clientName: 'A\u001bpB' }],
    };
    const settings = printer('en', 80);
    const bytes = encodeReceipt(bakeListReceipt(list, settings, PRINTED_AT), settings);
    const parsed = parseEscPos(bytes);
    expect(parsed.text).toContain('Happy');
    expect(parsed.text).toContain('Mia');
    // One cut (the document's own), no drawer kick, no byte the printer would read as a command of its own.
    expect(parsed.cuts).toBe(1);
    expect(parsed.drawerKicks).toBe(0);
    expect(parsed.unknownBytes).toEqual([]);
  });

  it('prints on 58 and 80 mm as ESC/POS text the virtual printer reads back', () => {
    for (const paperWidth of PAPER_WIDTHS) {
      const settings = printer('nl', paperWidth);
      const parsed = parseEscPos(encodeReceipt(bakeListReceipt(BAKE_LIST, settings, PRINTED_AT), settings));
      expect(parsed.text).toContain('BAKLIJST');
      expect(parsed.text).toContain('Boterkoeken');
      expect(parsed.text).toContain('Proficiat Sam & Noor');
    }
  });
});
