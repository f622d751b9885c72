/**
 * Issue 9, point 10 (receipt half): what one order may put on paper is bounded, and the receipt says,
 * in its language, where text was cut or left out.
 */
import { describe, expect, it } from 'vitest';
import { cents } from '../../electron/common/model/money';
import type { Order } from '../../electron/common/model/order';
import { printerSettings } from '../../electron/common/model/printer-settings';
import type { Language } from '../../electron/common/words/languages';
import { buildReceipt } from '../../electron/core/receipt/build-receipt';
import { encodeCopies } from '../../electron/core/receipt/encode';
import { layoutReceipt } from '../../electron/common/receipt/layout';
import { boundText, ORDER_LIMITS, TEXT_LIMITS } from '../../electron/core/receipt/limits';
import type { PlateBlock, Receipt, RowBlock, TextBlock } from '../../electron/common/receipt/receipt';
import { parseEscPos } from '../../electron/demo/virtual-printer/escpos-parser';
import {
  COOLBOX_EXTRAS,
  DELIVERY_NO_NUMBER,
  PICK_UP_CAKE,
  PRINTED_AT,
  extra,
  line,
  option,
} from './fixtures';
import { wordsOf } from '../../electron/common/words/catalogues';

function build(order: Order, language: Language = 'nl', paperWidth: 58 | 80 = 80): Receipt {
  return buildReceipt(order, { language, paperWidth, printedAt: PRINTED_AT, kind: 'original' });
}

/** Words of a few letters, so cuts can fall at a space. */
const words = (length: number): string =>
  Array.from({ length: Math.ceil(length / 6) }, (_, i) => `w${String(i % 1000).padStart(4, '0')}`)
    .join(' ')
    .slice(0, length);

const texts = (receipt: Receipt): string[] =>
  receipt.blocks.filter((b): b is TextBlock => b.kind === 'text').map((b) => b.text);
const rows = (receipt: Receipt): string[] =>
  receipt.blocks.filter((b): b is RowBlock => b.kind === 'row').map((b) => b.left);
const plates = (receipt: Receipt): PlateBlock[] =>
  receipt.blocks.filter((b): b is PlateBlock => b.kind === 'plate');
const lastText = (receipt: Receipt): string => texts(receipt).at(-1) ?? '';

describe('boundText', () => {
  it('leaves a text within its limit alone', () => {
    expect(boundText('Chocoladetaart', 'PC858_EURO', 200)).toEqual({
      text: 'Chocoladetaart',
      cut: false,
      altered: false,
    });
  });

  it('cuts at a space near the limit, else at the limit', () => {
    const cut = boundText(words(1000), 'PC858_EURO', 200);
    expect(cut.cut).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(200);
    expect(cut.text.length).toBeGreaterThanOrEqual(160);
    expect(words(1000).startsWith(cut.text)).toBe(true);
    expect(cut.text.endsWith(' ')).toBe(false);
    expect(boundText('x'.repeat(1000), 'PC858_EURO', 200).text).toBe('x'.repeat(200));
  });

  it('counts what reaches paper, after sanitising', () => {
    // 300 emoji and controls print as nothing: the text is within its limit.
    expect(boundText(`${'😀\u0007'.repeat(300)}Zoë`, 'PC858_EURO', 200)).toMatchObject({
      text: 'Zoë',
      cut: false,
    });
  });

  it('keeps at most maxLines lines of a multi-line text', () => {
    const bounded = boundText('a\nb\nc\nd\ne', 'PC858_EURO', 500, 3);
    expect(bounded).toMatchObject({ text: 'a\nb\nc', cut: true });
  });

  it('sanitises only the head of a huge text, and says it was cut', () => {
    const huge = `${'a'.repeat(5_000_000)} end`;
    expect(boundText(huge, 'PC858_EURO', 100)).toEqual({ text: 'a'.repeat(100), cut: true, altered: false });
    // Only spaces beyond the head: nothing was lost.
    expect(boundText(`short${' '.repeat(5000)}`, 'PC858_EURO', 100)).toMatchObject({
      text: 'short',
      cut: false,
    });
  });
});

describe('a receipt with text beyond its limits', () => {
  it('cuts a product name and says so next to it and at the bottom, in each language', () => {
    const order: Order = { ...PICK_UP_CAKE, lines: [line(words(5000), 1, 'st', 1000)] };
    const marks: Readonly<Record<Language, string>> = {
      nl: '... (tekst ingekort)',
      fr: '... (texte raccourci)',
      de: '... (Text gekürzt)',
      en: '... (text shortened)',
    };
    for (const [language, mark] of Object.entries(marks) as [Language, string][]) {
      const receipt = build(order, language);
      const product = rows(receipt).find((left) => left.startsWith('1x '));
      expect(product?.endsWith(mark)).toBe(true);
      expect(product?.length).toBeLessThanOrEqual(3 + TEXT_LIMITS.name + mark.length);
      expect(lastText(receipt)).toBe(wordsOf(language).paper.receipt.cutNotice);
    }
    expect(wordsOf('nl').paper.receipt.cutNotice).toMatch(/^INGEKORT: .*OrderSlip, Geschiedenis\.$/);
  });

  it('says nothing about cutting on a receipt within its limits', () => {
    for (const order of [PICK_UP_CAKE, DELIVERY_NO_NUMBER, COOLBOX_EXTRAS]) {
      const all = JSON.stringify(build(order));
      expect(all).not.toContain('ingekort');
      expect(all).not.toContain(wordsOf('nl').paper.receipt.cutNotice);
    }
  });

  it('ends a cut plate text in "..." with the note under it, nothing on the plate itself to copy onto a cake', () => {
    const order: Order = {
      ...PICK_UP_CAKE,
      lines: [
        line('Taart', 1, 'st', 2000, {
          options: [option('Tekstplaatje', 0, { type: 'text', meta: `Proficiat Zoë 🎉 ${words(3000)}` })],
        }),
      ],
    };
    const [plate] = plates(build(order));
    expect(plate?.text.endsWith('...')).toBe(true);
    expect(plate?.text.length).toBeLessThanOrEqual(TEXT_LIMITS.plate + 3);
    expect(plate?.text).not.toContain('ingekort');
    expect(plate?.note).toBe(
      `${wordsOf('nl').paper.receipt.plateCut}\n${wordsOf('nl').paper.receipt.plateAltered}`,
    );
    expect(lastText(build(order))).toBe(wordsOf('nl').paper.receipt.cutNotice);

    const manyLines = {
      ...order,
      lines: [
        line('Taart', 1, 'st', 0, {
          options: [option('T', 0, { type: 'text', meta: 'regel\n'.repeat(100) })],
        }),
      ],
    };
    expect(plates(build(manyLines))[0]?.text.split('\n')).toHaveLength(TEXT_LIMITS.plateLines);
  });

  it('cuts the remarks at their limit, in characters and in lines, and marks the cut', () => {
    const long = build({ ...COOLBOX_EXTRAS, remarks: `Allergie: noten. ${words(10_000)}` });
    const remark = texts(long).find((text) => text.startsWith('Allergie'));
    expect(remark?.endsWith('... (tekst ingekort)')).toBe(true);
    expect(remark?.length).toBeLessThanOrEqual(TEXT_LIMITS.remarks + 20);

    const tall = build({ ...COOLBOX_EXTRAS, remarks: 'x\n'.repeat(1000) });
    const lines = texts(tall)
      .find((text) => text.startsWith('x\n'))
      ?.split('\n');
    expect(lines).toHaveLength(TEXT_LIMITS.remarksLines);
    expect(lines?.at(-1)).toBe('x... (tekst ingekort)');
  });

  it('cuts every other customer field too', () => {
    const huge = words(3000);
    const order: Order = {
      ...DELIVERY_NO_NUMBER,
      id: `id-${huge}`,
      orderNumber: huge,
      paymentMethod: huge,
      paymentReference: huge,
      shop: { ...DELIVERY_NO_NUMBER.shop, name: huge },
      client: {
        ...DELIVERY_NO_NUMBER.client,
        firstName: huge,
        lastName: huge,
        mobilePhone: huge,
        phone: `+${huge}`,
      },
      deliveryAddress: { street: huge, number: huge, bus: huge, postalCode: huge, city: huge, country: 'FR' },
      lines: [
        line('Brood', 1, huge, 100, {
          options: [option(huge, 0)],
          extras: [extra(huge, 2, huge, 0)],
        }),
      ],
    };
    const receipt = build(order);
    const strings = [
      ...texts(receipt),
      ...receipt.blocks.flatMap((b) => (b.kind === 'row' ? [b.left, b.right] : [])),
    ];
    const longest = Math.max(...strings.flatMap((s) => s.split('\n')).map((s) => s.length));
    // The longest: a street line and a box, each cut, on one line.
    expect(longest).toBeLessThan(TEXT_LIMITS.name + TEXT_LIMITS.field + 60);
    expect(strings.filter((s) => s.includes('(tekst ingekort)')).length).toBeGreaterThanOrEqual(13);
    expect(receipt.blocks.some((b) => b.kind === 'qr')).toBe(false);
    expect(lastText(receipt)).toBe(wordsOf('nl').paper.receipt.cutNotice);
  });

  it('prints at most so many products, and says how many were left out', () => {
    const order: Order = {
      ...PICK_UP_CAKE,
      lines: Array.from({ length: 500 }, (_, i) => line(`Pistolet ${i}`, 1, 'st', 50)),
      total: cents(25_000),
    };
    const receipt = build(order);
    expect(rows(receipt).filter((left) => left.startsWith('1x Pistolet'))).toHaveLength(
      ORDER_LIMITS.products,
    );
    expect(texts(receipt)).toContain('Nog 420 producten niet afgedrukt');
    expect(rows(receipt)).toContain('TOTAAL');
    expect(texts(build(order, 'fr'))).toContain('Encore 420 produits non imprimés');
    expect(texts(build(order, 'en'))).toContain('420 more products not printed');
  });

  it('prints at most so many options under a product, and says how many were left out under it', () => {
    const order: Order = {
      ...PICK_UP_CAKE,
      lines: [
        line('Broodjesschotel', 1, 'st', 5000, {
          options: Array.from({ length: 60 }, (_, i) => option(`Beleg ${i}`, 0)),
          extras: Array.from({ length: 40 }, (_, i) => extra(`Saus ${i}`, 1, 'st', 0)),
        }),
        line('Croissants', 4, 'st', 220),
      ],
    };
    const left = rows(build(order));
    expect(left.filter((l) => l.startsWith('+ Beleg'))).toHaveLength(ORDER_LIMITS.optionsPerProduct);
    const notPrinted = left.indexOf('+ nog 70 opties niet afgedrukt');
    expect(notPrinted).toBeGreaterThan(0);
    expect(left[notPrinted + 1]).toBe('4x Croissants');
    expect(rows(build(order, 'fr'))).toContain('+ encore 70 options non imprimées');
  });

  it('never prints metres: the worst order stays under two metres of 58 mm paper, and says it was cut', () => {
    const [name, plate] = [words(1000), words(2000)];
    const order: Order = {
      ...PICK_UP_CAKE,
      remarks: words(50_000),
      lines: Array.from({ length: 300 }, () =>
        line(name, 1, 'st', 100, {
          options: Array.from({ length: 50 }, () => option(name, 0, { type: 'text', meta: plate })),
          extras: Array.from({ length: 50 }, () => extra(name, 2, 'kg', 0)),
        }),
      ),
    };
    const receipt = build(order, 'nl', 58);
    // A normal line is about 4 mm of paper; tall and large lines take two.
    const height = layoutReceipt(receipt, 32).reduce(
      (sum, printed) => sum + (printed.kind === 'text' && printed.size !== 'normal' ? 2 : 1),
      0,
    );
    expect(height).toBeLessThan(480);
    expect(lastText(receipt)).toBe(wordsOf('nl').paper.receipt.cutNotice);

    // On paper: the bytes the printer gets, read back, end with the notice.
    const [bytes] = encodeCopies(
      order,
      printerSettings({ id: 'p', name: 'P', uri: 'tcp://127.0.0.1', paperWidth: 58 }),
      {
        printedAt: PRINTED_AT,
        kind: 'original',
      },
    );
    const paper = parseEscPos(bytes ?? new Uint8Array(), { initialCodePage: 0 }).text.replace(/\s+/g, ' ');
    expect(paper).toContain('INGEKORT: niet alles van deze bestelling staat op dit ticket.');
    expect(paper).toContain('(tekst ingekort)');
  });
});
