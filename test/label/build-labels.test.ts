import { describe, expect, it } from 'vitest';
import { buildLabels, type LabelContext } from '../../electron/core/label/build-labels';
import { testLabels } from '../../electron/core/label/test-labels';
import {
  DEFAULT_LABEL_SETTINGS,
  printerSettings,
  type LabelSettings,
} from '../../electron/common/model/printer-settings';
import { type Language } from '../../electron/common/words/languages';
import {
  CAKES_WITH_PLATES,
  COOLBOX_EXTRAS,
  DELIVERY_NO_NUMBER,
  PICK_UP_CAKE,
  PRINTED_AT,
  line,
  option,
} from '../receipt/fixtures';

const ORIGINAL: LabelContext = { kind: 'original', printedAt: PRINTED_AT };

function printer(label: Partial<LabelSettings> = {}, language: Language = 'nl') {
  return printerSettings({
    id: 'labels',
    uri: 'tcp://127.0.0.1:9100',
    role: 'label',
    language,
    label: { ...DEFAULT_LABEL_SETTINGS, ...label },
  });
}

describe('buildLabels', () => {
  it('gives an order one order label and one cake label per line with a plate, the plate exactly as typed', () => {
    const labels = buildLabels(PICK_UP_CAKE, printer(), ORIGINAL);
    expect(labels.map((label) => label.kind)).toEqual(['order', 'cake']);
    const [order, cake] = labels;
    expect(order).toMatchObject({
      headline: 'AFHALEN 12',
      name: 'Jeanne Peeters',
      due: 'za 23/11 10:30',
      shop: 'Bakkerij Het Zoete Brood',
      sequence: null,
      coolBox: false,
      qr: PICK_UP_CAKE.id,
      banner: null,
      plate: null,
    });
    expect(cake).toMatchObject({
      headline: 'AFHALEN 12',
      product: 'Chocoladetaart met verse frambozen en slagroom',
      options: ['Kaarsjes'],
      plate: 'Gelukkige verjaardag\nOma Jeanne!',
      qr: null,
    });
  });

  it('counts order labels per order, per N lines and per line, as "1/3"', () => {
    expect(buildLabels(PICK_UP_CAKE, printer({ cakeLabels: false }), ORIGINAL)).toHaveLength(1);
    const perTwo = buildLabels(
      PICK_UP_CAKE,
      printer({ cakeLabels: false, count: 'per-lines', linesPerLabel: 2 }),
      ORIGINAL,
    );
    expect(perTwo.map((label) => label.sequence)).toEqual(['1/2', '2/2']);
    const perLine = buildLabels(PICK_UP_CAKE, printer({ cakeLabels: false, count: 'per-line' }), ORIGINAL);
    expect(perLine.map((label) => label.sequence)).toEqual(['1/3', '2/3', '3/3']);
  });

  it('numbers several cake labels of one order, and gives a line of 8 persons its quantity', () => {
    const cakes = buildLabels(CAKES_WITH_PLATES, printer({ orderLabels: false }), ORIGINAL);
    expect(cakes.map((label) => [label.sequence, label.product, label.plate])).toEqual([
      ['1/2', 'Forêt-noire', 'Joyeux anniversaire\nLéa !'],
      ['2/2', '8 pers. Aardbeien-slagroomtaart', 'Proficiat Sam & Noor'],
    ]);
    expect(cakes[0]?.options).toEqual([
      '2x Cijferkaarsjes',
      'Zonder alcohol',
      '2x Sterretjes',
      '250 g Extra slagroom',
    ]);
  });

  it('prints nothing for an order type the printer is not for, or with both kinds off', () => {
    expect(buildLabels(PICK_UP_CAKE, printer({ orderTypes: ['delivery'] }), ORIGINAL)).toEqual([]);
    expect(buildLabels(PICK_UP_CAKE, printer({ orderLabels: false, cakeLabels: false }), ORIGINAL)).toEqual(
      [],
    );
    expect(buildLabels(DELIVERY_NO_NUMBER, printer({ orderTypes: ['delivery'] }), ORIGINAL)).toHaveLength(1);
  });

  it('filters lines by product name or PLU code without regard to case or accents', () => {
    const settings = printer({ products: ['FORET-noire', ' 2210 '], count: 'per-line' });
    const labels = buildLabels(CAKES_WITH_PLATES, settings, ORIGINAL);
    expect(labels.filter((label) => label.kind === 'order').map((label) => label.sequence)).toEqual([
      '1/2',
      '2/2',
    ]);
    expect(labels.filter((label) => label.kind === 'cake')).toHaveLength(2);
    // No matching line: this printer has nothing of the order.
    expect(buildLabels(PICK_UP_CAKE, printer({ products: ['Appeltaart'] }), ORIGINAL)).toEqual([]);
  });

  it('marks a cool-box order, names an order without a number by its short id, and banners a reprint', () => {
    const [coolBox] = buildLabels(COOLBOX_EXTRAS, printer(), ORIGINAL);
    expect(coolBox).toMatchObject({ headline: 'KOELBOX 7', coolBox: true });
    const [delivery] = buildLabels(DELIVERY_NO_NUMBER, printer({}, 'fr'), {
      kind: 'reprint',
      printedAt: PRINTED_AT,
    });
    expect(delivery).toMatchObject({
      headline: 'LIVRAISON #3f2a9c1e',
      banner: 'RÉIMPRESSION',
      due: 'lun 25/11 17:45',
    });
    const [duplicate] = buildLabels(PICK_UP_CAKE, printer({}, 'en'), {
      kind: 'possible-duplicate',
      printedAt: PRINTED_AT,
    });
    expect(duplicate).toMatchObject({ headline: 'PICK-UP 12', banner: 'POSSIBLE DUPLICATE' });
  });

  it('keeps a plate as typed (emoji, any script, ^ ~ and quotes) without control characters', () => {
    const order = {
      ...PICK_UP_CAKE,
      lines: [
        line('Taart', 1, 'st', 3000, {
          options: [
            option('Plaatje', 0, {
              type: 'text',
              meta: '🎂 Sto lat\u0007, Małgorzata!\u202e\r\nعيد ميلاد ^XA ~JR "x"',
            }),
          ],
        }),
        line('Leeg plaatje', 1, 'st', 3000, {
          options: [option('Plaatje', 0, { type: 'text', meta: '\u0000 \u200b' })],
        }),
      ],
    };
    const cakes = buildLabels(order, printer({ orderLabels: false }), ORIGINAL);
    // The line whose plate holds nothing printable gets no cake label: there is nothing to write.
    expect(cakes).toHaveLength(1);
    expect(cakes[0]?.plate).toBe('🎂 Sto lat, Małgorzata!\nعيد ميلاد ^XA ~JR "x"');
  });

  it('prints a sample order label and cake label for a test print, whatever the filters', () => {
    const labels = testLabels(
      printer({ orderLabels: false, products: ['nothing'], orderTypes: ['delivery'] }, 'fr'),
      PRINTED_AT,
    );
    expect(labels.map((label) => [label.kind, label.banner])).toEqual([
      ['order', 'TEST'],
      ['cake', 'TEST'],
    ]);
    expect(labels[0]?.shop).toBe('labels · ZPL 58x40 mm 203 dpi');
    expect(labels[1]?.plate).toBe('Joyeux anniversaire Zoë !');
  });
});
