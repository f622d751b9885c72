import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { cents } from '../../electron/common/model/money';
import type { Order } from '../../electron/common/model/order';
import { CHARACTER_SETS } from '../../electron/common/model/printer-settings';
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import { buildReceipt, type ReceiptContext } from '../../electron/core/receipt/build-receipt';
import { canPrint } from '../../electron/core/receipt/code-pages';
import type {
  PlateBlock,
  Receipt,
  ReceiptBlock,
  RowBlock,
  TextBlock,
} from '../../electron/common/receipt/receipt';
import { renderText } from '../../electron/core/receipt/render-text';
import {
  CAKES_WITH_PLATES,
  COOLBOX_EXTRAS,
  DELIVERY_NO_NUMBER,
  PICK_UP_CAKE,
  PRINTED_AT,
  SHOP,
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

/** No-break spaces (which keep words together on paper) as plain spaces. */
const plain = (text: string): string => text.replace(/\u00a0/g, ' ');

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
    const words: Readonly<Record<Language, [string, string, string]>> = {
      nl: ['AFHALEN 12', 'LEVERING #3f2a9c1e', 'KOELBOX 7'],
      fr: ['RETRAIT 12', 'LIVRAISON #3f2a9c1e', 'BOX FRIGO 7'],
      de: ['ABHOLUNG 12', 'LIEFERUNG #3f2a9c1e', 'KÜHLBOX 7'],
      en: ['PICK-UP 12', 'DELIVERY #3f2a9c1e', 'COOL BOX 7'],
    };
    for (const [language, expected] of Object.entries(words) as [Language, [string, string, string]][]) {
      const headlines = [PICK_UP_CAKE, DELIVERY_NO_NUMBER, COOLBOX_EXTRAS].map(
        (o) => texts(build(o, { language }))[0]?.text,
      );
      expect(headlines).toEqual(expected);
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

  it('lists client name, mobile and phone, in the shop’s national format', () => {
    const receipt = build(DELIVERY_NO_NUMBER);
    expect(texts(receipt).map((t) => t.text)).toContain('Marc Van den Bossche-Vermeulen');
    expect(rowsText(receipt)).toEqual(
      expect.arrayContaining(['GSM 0478 98 76 54 | ', 'Tel. 09 223 45 67 | ']),
    );
    // A shop abroad writes the Belgian numbers internationally.
    expect(rowsText(build(DELIVERY_NO_NUMBER, { shopCountry: 'NL' }))).toEqual(
      expect.arrayContaining(['GSM +32 478 98 76 54 | ', 'Tel. +32 9 223 45 67 | ']),
    );
  });

  it('prints one number sent in two notations once', () => {
    const client = { ...DELIVERY_NO_NUMBER.client, mobilePhone: '+32478987654', phone: '0478 98 76 54' };
    const phones = rowsText(build({ ...DELIVERY_NO_NUMBER, client })).filter((row) =>
      /\d{2} \d{2} \d{2}/.test(row),
    );
    expect(phones).toEqual(['GSM 0478 98 76 54 | ']);
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

  it('shows option and extra prices as included in the product, never in the amount column', () => {
    const rows = rowsText(build(COOLBOX_EXTRAS)).map(plain);
    expect(rows).toEqual(
      expect.arrayContaining([
        '1x Aardbeienbavarois | € 26,50',
        '+ 2x Kaarsjes (incl. € 1,00) | ',
        '+ 200 g Slagroom (incl. € 1,50) | ',
        '+ Taartschep | ',
      ]),
    );
    expect(rowsText(build(COOLBOX_EXTRAS, { language: 'fr' })).map(plain)).toContain(
      '+ 2x Kaarsjes (dont € 1,00) | ',
    );
    expect(rowsText(build(COOLBOX_EXTRAS, { language: 'en' })).map(plain)).toContain(
      '+ 2x Kaarsjes (incl. €1.00) | ',
    );
    const free = {
      ...ZERO_NUMBER,
      lines: [line('Proefje', 1, 'st', 0, { extras: [extra('Zakje', 1, 'st', 0)] })],
    };
    expect(rowsText(build(free)).map(plain)).toEqual(
      expect.arrayContaining(['1x Proefje | € 0,00', '+ Zakje | ']),
    );
  });

  it('has an amount column that adds up to the total, in every fixture', () => {
    for (const order of [PICK_UP_CAKE, DELIVERY_NO_NUMBER, COOLBOX_EXTRAS, ZERO_NUMBER, CAKES_WITH_PLATES]) {
      const receipt = build(order);
      const rows = receipt.blocks.filter((b): b is RowBlock => b.kind === 'row');
      const totalAt = rows.findIndex((row) => row.left === 'TOTAAL');
      const amounts = rows
        .slice(0, totalAt)
        .filter((row) => row.right.startsWith('€'))
        .map((row) => Number(row.right.replace(/[€ .]/g, '').replace(',', '')));
      expect(
        amounts.reduce((a, b) => a + b, 0),
        order.id,
      ).toBe(order.total);
    }
  });

  it('keeps a cake’s options and extras with the cake, its plate after them, and each cake apart', () => {
    const receipt = build(CAKES_WITH_PLATES);
    const kinds = receipt.blocks.map((b) =>
      b.kind === 'row' ? `${b.indent > 0 ? 'sub' : 'product'}:${plain(b.left)}` : b.kind,
    );
    const from = kinds.indexOf('product:1x Forêt-noire');
    expect(kinds.slice(from, from + 8)).toEqual([
      'product:1x Forêt-noire',
      'sub:+ Chocoladeplaatje met tekst (incl. € 2,50)',
      'sub:+ 2x Cijferkaarsjes (incl. € 3,00)',
      'sub:+ Zonder alcohol',
      'sub:+ 2x Sterretjes (incl. € 2,00)',
      'sub:+ 250 g Extra slagroom (incl. € 1,75)',
      'plate',
      'product:6x Oeufs en chocolat',
    ]);
    // A product with options but no plate is set apart from the next product by a blank line.
    const apple = kinds.indexOf('product:1x Appeltaart');
    expect(kinds.slice(apple, apple + 4)).toEqual([
      'product:1x Appeltaart',
      'sub:+ Slagroom apart (incl. € 1,50)',
      'feed',
      'product:6x Pistolets',
    ]);
    // …but the last product is followed by the money, not by a blank line.
    expect(kinds.filter((kind) => kind === 'feed')).toHaveLength(1);
  });

  it('never leaves a quantity alone on a line at 58 mm', () => {
    const names = [
      'Chocolade-frambozentaart',
      'Aardbeienbavaroistaartjesmetroom',
      'Broodjesschotel groot',
      'Verjaardagstaart met marsepein',
      'Ovenverse aardappelsalade',
    ];
    const units: [number, string][] = [
      [2, 'st'],
      [12, 'pers'],
      [1500, 'gr'],
      [2, 'kg'],
      [3, 'dozijn'],
    ];
    for (const name of names) {
      for (const [qty, unit] of units) {
        const order = {
          ...ZERO_NUMBER,
          total: cents(123456),
          lines: [line(name, qty, unit, 123456, { extras: [extra(name, qty, unit, 99999)] })],
        };
        const paper = renderText(build(order, { paperWidth: 58 }), 32).split('\n');
        for (const printed of paper) {
          const text = printed.slice(1, 33).trim();
          expect(text, printed).not.toMatch(/^(\+ )?\d+(x| pers\.| g| kg| dozijn)$/);
        }
      }
    }
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
    expect(rowsText(build(COOLBOX_EXTRAS))).toContain('Betaald met | Payconiq');
    expect(rowsText(build({ ...ZERO_NUMBER, paymentMethod: 'ideal' }))).toContain('Betaald met | iDEAL');
    expect(rowsText(build({ ...ZERO_NUMBER, paymentMethod: 'cash' }, { language: 'fr' }))).toContain(
      'Payé par | Espèces',
    );
    expect(rowsText(build({ ...ZERO_NUMBER, paymentMethod: 'bank_card' }))).toContain(
      'Betaald met | Bank card',
    );
    expect(rowsText(build({ ...ZERO_NUMBER, paymentMethod: 'MB Way' }))).toContain('Betaald met | MB Way');
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

  it('prints the printer’s header under the logo and its footer at the bottom, sanitised, lines kept', () => {
    const receipt = build(PICK_UP_CAKE, {
      logo: { png: png(40, 20) },
      header: 'Bakkerij Zoë\x1b@\nTel. 09 123 45 67\u202e',
      footer: 'Bedankt!\r\nTot morgen 😀',
    });
    expect(receipt.blocks[0]?.kind).toBe('logo');
    expect(receipt.blocks[1]).toMatchObject({
      kind: 'text',
      text: 'Bakkerij Zoë@\nTel. 09 123 45 67',
      style: { align: 'center' },
    });
    expect(texts(receipt).at(-1)).toMatchObject({ text: 'Bedankt!\nTot morgen', style: { align: 'center' } });
    // The shop's own long text is cut quietly: it is not the order that was shortened.
    const long = build(PICK_UP_CAKE, { header: 'x '.repeat(500), footer: Array(20).fill('r').join('\n') });
    expect(texts(long)[0]!.text.length).toBeLessThanOrEqual(200);
    expect(texts(long).at(-1)!.text.split('\n')).toHaveLength(6);
    expect(allStrings(long.blocks).join()).not.toContain('INGEKORT');
    expect(texts(build(PICK_UP_CAKE, { header: ' \n ', footer: '' }))[0]?.text).toBe('AFHALEN 12');
  });

  it('shows each product’s PLU code under its name only when asked', () => {
    const rows = (showPlu: boolean): string[] => rowsText(build(CAKES_WITH_PLATES, { showPlu })).map(plain);
    expect(rows(true)).toEqual(expect.arrayContaining(['PLU 2101 | ', 'PLU 3304 | ']));
    const at = rows(true).indexOf('PLU 2101 | ');
    expect(rows(true)[at - 1]).toBe('1x Forêt-noire | € 41,25');
    expect(rows(false).join()).not.toContain('PLU');
    const without = { ...ZERO_NUMBER, lines: [line('Grijs brood', 1, 'st', 395, { pluCode: ' ' })] };
    expect(rowsText(build(without, { showPlu: true })).join()).not.toContain('PLU');
  });

  it('names the shop at the top when the printer serves several shops, and not twice', () => {
    const receipt = build(PICK_UP_CAKE, { kind: 'reprint', shopName: 'Het Zoete Brood Gent\x1b@' });
    expect(
      texts(receipt)
        .map((t) => t.text)
        .slice(0, 3),
    ).toEqual(['HERDRUK', 'Het Zoete Brood Gent@', 'AFHALEN 12']);
    expect(texts(receipt)[1]?.style).toMatchObject({ size: 'tall', bold: true, align: 'center' });
    expect(texts(receipt).filter((t) => t.text === SHOP.name)).toHaveLength(0);
    expect(texts(build(PICK_UP_CAKE, { shopName: null })).filter((t) => t.text === SHOP.name)).toHaveLength(
      1,
    );
  });

  it('keeps a plate text as typed on a receipt drawn as an image, without a note', () => {
    const typed = '🎂 Sto lat, Małgorzata!\nعيد ميلاد سعيد';
    const order = {
      ...PICK_UP_CAKE,
      lines: [
        line('Taart', 1, 'st', 2000, { options: [option('Tekstplaatje', 0, { type: 'text', meta: typed })] }),
      ],
    };
    expect(plates(build(order, { characterSet: 'unicode' }))[0]).toMatchObject({ text: typed, note: null });
    expect(plates(build(order))[0]?.note).toContain('aangepast');
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
