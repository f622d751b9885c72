import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { cents } from '../../electron/common/model/money';
import type { Order } from '../../electron/common/model/order';
import { CHARACTER_SETS, LANGUAGES, type Language } from '../../electron/common/model/printer-settings';
import { buildReceipt, type ReceiptContext } from '../../electron/core/receipt/build-receipt';
import { canPrint } from '../../electron/core/receipt/code-pages';
import type { PlateBlock, Receipt, ReceiptBlock, TextBlock } from '../../electron/common/receipt/receipt';
import { renderText } from '../../electron/core/receipt/render-text';
import {
  COOLBOX_EXTRAS,
  DELIVERY_NO_NUMBER,
  PICK_UP_CAKE,
  PRINTED_AT,
  ZERO_NUMBER,
  line,
  option,
  extra,
} from './fixtures';

function build(order: Order, more: Partial<ReceiptContext> = {}): Receipt {
  return buildReceipt(order, {
    language: 'nl',
    paperWidth: 80,
    printedAt: PRINTED_AT,
    kind: 'original',
    ...more,
  });
}

const texts = (receipt: Receipt): TextBlock[] =>
  receipt.blocks.filter((b): b is TextBlock => b.kind === 'text');
const plates = (receipt: Receipt): PlateBlock[] =>
  receipt.blocks.filter((b): b is PlateBlock => b.kind === 'plate');
const rowsText = (receipt: Receipt): string[] =>
  receipt.blocks.flatMap((b) => (b.kind === 'row' ? [`${b.left} | ${b.right}`] : []));

/** Every string a receipt holds, wherever it sits. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

function png(width: number, height: number): Uint8Array {
  const image = new PNG({ width, height });
  image.data.fill(0);
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  return new Uint8Array(PNG.sync.write(image));
}

describe('building a receipt from an order', () => {
  it('puts the order type and number together in large print first, then the due moment', () => {
    const [headline, due] = texts(build(PICK_UP_CAKE));
    expect(headline).toMatchObject({ text: 'AFHALEN 12', style: { size: 'large', bold: true } });
    expect(due).toMatchObject({ text: 'za 23/11 10:30', style: { size: 'large' } });
    const words: Record<Language, [string, string, string]> = {
      nl: ['AFHALEN 12', 'LEVERING #3f2a9c1e', 'KOELBOX 7'],
      fr: ['RETRAIT 12', 'LIVRAISON #3f2a9c1e', 'BOX FRIGO 7'],
      en: ['PICK-UP 12', 'DELIVERY #3f2a9c1e', 'COOL BOX 7'],
    };
    for (const language of LANGUAGES) {
      const headlines = [PICK_UP_CAKE, DELIVERY_NO_NUMBER, COOLBOX_EXTRAS].map(
        (o) => texts(build(o, { language }))[0]?.text,
      );
      expect(headlines).toEqual(words[language]);
    }
  });

  it('prints number 0 as a number, and the short id only when there is no number', () => {
    expect(texts(build(ZERO_NUMBER))[0]?.text).toBe('AFHALEN 0');
    expect(texts(build({ ...ZERO_NUMBER, orderNumber: '  ' }))[0]?.text).toBe('AFHALEN #00000000');
  });

  it('shows banners first, per kind, the duplicate one inverted and large; none on an original', () => {
    expect(texts(build(PICK_UP_CAKE))[0]?.text).toBe('AFHALEN 12');
    expect(texts(build(PICK_UP_CAKE, { kind: 'reprint', language: 'fr' }))[0]?.text).toBe('RÉIMPRESSION');
    expect(texts(build(PICK_UP_CAKE, { kind: 'test', language: 'en' }))[0]?.text).toBe('TEST');
    expect(texts(build(PICK_UP_CAKE, { kind: 'possible-duplicate' }))[0]).toMatchObject({
      text: 'MOGELIJK DUBBEL',
      style: { size: 'large', inverted: true },
    });
  });

  it('says which copy it is only when there is more than one', () => {
    expect(texts(build(PICK_UP_CAKE, { copy: { index: 2, of: 3 } })).map((t) => t.text)).toContain(
      'Kopie 2/3',
    );
    expect(
      texts(build(PICK_UP_CAKE, { copy: { index: 1, of: 1 } }))
        .map((t) => t.text)
        .join(),
    ).not.toContain('Kopie');
  });

  it('gives the full delivery address with bus, the country only when not the shop’s, and the distance', () => {
    const all = texts(build(DELIVERY_NO_NUMBER)).map((t) => t.text);
    expect(all).toEqual(
      expect.arrayContaining(['Sint-Pietersnieuwstraat 128 bus\u00a03B', '4501 AB Oostburg', 'Nederland']),
    );
    expect(rowsText(build(DELIVERY_NO_NUMBER))).toContain('Afstand: 18,3 km | ');
    expect(texts(build(DELIVERY_NO_NUMBER, { language: 'fr' })).map((t) => t.text)).toContain('Pays-Bas');
    const home = {
      ...DELIVERY_NO_NUMBER,
      deliveryAddress: { ...DELIVERY_NO_NUMBER.deliveryAddress!, country: 'BE' },
    };
    expect(texts(build(home)).map((t) => t.text)).not.toContain('België');
    expect(texts(build(home, { shopCountry: 'NL' })).map((t) => t.text)).toContain('België');
  });

  it('lists client name, mobile and phone', () => {
    const receipt = build(DELIVERY_NO_NUMBER);
    expect(texts(receipt).map((t) => t.text)).toContain('Marc Van den Bossche-Vermeulen');
    expect(rowsText(receipt)).toEqual(
      expect.arrayContaining(['GSM +32 478 98 76 54 | ', 'Tel. +32 9 223 45 67 | ']),
    );
  });

  it('shows a plate text exactly as typed, with its line breaks, in its own labelled block', () => {
    for (const language of LANGUAGES) {
      const [plate] = plates(build(PICK_UP_CAKE, { language }));
      expect(plate?.text).toBe('Gelukkige verjaardag\nOma Jeanne!');
      expect(plate?.note).toBeNull();
    }
    expect(plates(build(PICK_UP_CAKE, { language: 'fr' }))[0]?.label).toBe('TEXTE GÂTEAU :');
  });

  it('says under a plate text when the printer could not print it exactly, or when none was typed', () => {
    const order = (meta: string | null): Order => ({
      ...PICK_UP_CAKE,
      lines: [line('Taart', 1, 'st', 2000, { options: [option('Tekstplaatje', 0, { type: 'text', meta })] })],
    });
    expect(plates(build(order('Proficiat 🎉 Zoë')))[0]).toMatchObject({
      text: 'Proficiat Zoë',
      note: expect.stringContaining('aangepast'),
    });
    expect(plates(build(order(null)))[0]).toMatchObject({ text: '', note: '(geen tekst opgegeven)' });
    expect(plates(build(order('🎂🎂')))[0]).toMatchObject({ text: '', note: '(geen tekst opgegeven)' });
  });

  it('shows option and extra totals only when they are not zero; product lines always', () => {
    const rows = rowsText(build(COOLBOX_EXTRAS));
    expect(rows).toEqual(
      expect.arrayContaining([
        '1x Aardbeienbavarois | € 24,00',
        '+ 2x Kaarsjes | € 1,00',
        '+ 200 g Slagroom | € 1,50',
        '+ Taartschep | ',
      ]),
    );
    const free = {
      ...ZERO_NUMBER,
      lines: [line('Proefje', 1, 'st', 0, { extras: [extra('Zakje', 1, 'st', 0)] })],
    };
    expect(rowsText(build(free))).toEqual(expect.arrayContaining(['1x Proefje | € 0,00', '+ Zakje | ']));
  });

  it('puts the remarks, labelled and bold, before the products', () => {
    const receipt = build(COOLBOX_EXTRAS);
    const labelAt = receipt.blocks.findIndex((b) => b.kind === 'text' && b.text === 'OPMERKING:');
    const productAt = receipt.blocks.findIndex(
      (b) => b.kind === 'row' && b.left.includes('Aardbeienbavarois'),
    );
    expect(labelAt).toBeGreaterThan(0);
    expect(labelAt).toBeLessThan(productAt);
    expect(receipt.blocks[labelAt + 1]).toMatchObject({
      text: 'Zonder noten aub, allergie!\nHet koelbox-codeslot is 4711.',
      style: { bold: true },
    });
  });

  it('lists costs, the total and the payment by its human name', () => {
    expect(rowsText(build(DELIVERY_NO_NUMBER))).toEqual(
      expect.arrayContaining([
        'Levering | € 7,50',
        'Servicekosten | € 0,50',
        'TOTAAL | € 121,80',
        'Betaald met | Kredietkaart',
        'Betaald op | 22/11/2024 18:42',
        'Ref. | pi_3QfZ9sLkdIwHu7ix0b4A1c2D',
      ]),
    );
    expect(rowsText(build(DELIVERY_NO_NUMBER, { language: 'fr' }))).toContain('Payé par | Carte de crédit');
    expect(rowsText(build(ZERO_NUMBER, { language: 'en' }))).toContain('Paid by | KBC');
    expect(rowsText(build({ ...ZERO_NUMBER, paymentMethod: 'inghomepay' }))).toContain(
      "Betaald met | ING Home'Pay",
    );
    expect(rowsText(build(COOLBOX_EXTRAS))).toContain('Betaald met | payconiq');
    // A service cost of zero and a missing delivery cost are not printed.
    expect(rowsText(build(COOLBOX_EXTRAS)).join()).not.toMatch(/Servicekosten|Levering/);
  });

  it('ends with the shop, the full id as text and as a QR code, and when it was printed', () => {
    const receipt = build(DELIVERY_NO_NUMBER);
    expect(receipt.blocks).toContainEqual({ kind: 'qr', payload: DELIVERY_NO_NUMBER.id });
    const end = texts(receipt)
      .slice(-3)
      .map((t) => t.text);
    expect(end).toEqual([
      'Bakkerij Het Zoete Brood',
      `Bestelling ${DELIVERY_NO_NUMBER.id}`,
      'Afgedrukt 23/11/2024 09:15',
    ]);
  });

  it('is plain JSON: what the renderer receives is what the printer gets', () => {
    const receipt = build(PICK_UP_CAKE, { logo: { png: png(40, 20) }, copy: { index: 1, of: 2 } });
    expect(JSON.parse(JSON.stringify(receipt))).toEqual(receipt);
  });

  it('scales a logo to the paper and leaves out one that is not a PNG', () => {
    const wide = build(PICK_UP_CAKE, { paperWidth: 58, logo: { png: png(1000, 100) } }).blocks[0];
    expect(wide).toMatchObject({ kind: 'logo', width: 384, height: 38 });
    const decoded = PNG.sync.read(
      Buffer.from((wide as Extract<ReceiptBlock, { kind: 'logo' }>).pngBase64, 'base64'),
    );
    expect([decoded.width, decoded.height]).toEqual([384, 38]);
    const broken = build(PICK_UP_CAKE, { logo: { png: new Uint8Array([1, 2, 3]) } });
    expect(broken.blocks.some((b) => b.kind === 'logo')).toBe(false);
  });

  it('holds only sanitised text, whatever the customer typed into any field', () => {
    const nasty = '\x1bp\x00\x19\x1dV\x01\x1b@\x1bt\x01\x10\x04\x01\x00 Zoë 😀 “Ωμέγα” ő\u202e\u200b';
    const order: Order = {
      ...DELIVERY_NO_NUMBER,
      id: `x${nasty}`,
      orderNumber: nasty,
      paymentReference: nasty,
      paymentMethod: nasty,
      remarks: `${nasty}\n${nasty}`,
      shop: { ...DELIVERY_NO_NUMBER.shop, name: nasty },
      client: {
        ...DELIVERY_NO_NUMBER.client,
        firstName: nasty,
        lastName: nasty,
        mobilePhone: nasty,
        phone: nasty,
      },
      deliveryAddress: {
        street: nasty,
        number: nasty,
        bus: nasty,
        postalCode: nasty,
        city: nasty,
        country: 'XX',
      },
      lines: [
        line(nasty, 1, nasty, 100, {
          options: [option(nasty, 100, { type: 'text', meta: `${nasty}\n${nasty}` })],
          extras: [extra(nasty, 2, nasty, 100)],
        }),
      ],
      total: cents(300),
    };
    for (const characterSet of CHARACTER_SETS) {
      const receipt = build(order, { characterSet });
      const strings = allStrings(receipt.blocks).filter(
        (s) => !['text', 'row', 'rule', 'plate', 'qr'].includes(s),
      );
      for (const value of strings) {
        for (const char of value) {
          expect(
            char === ' ' || char === '\n' || char === '\u00a0' || canPrint(char, characterSet),
            JSON.stringify(value),
          ).toBe(true);
        }
      }
      expect(renderText(receipt, 48)).toContain('Zoë');
    }
  });
});
