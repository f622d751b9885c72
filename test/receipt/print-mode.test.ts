import { describe, expect, it } from 'vitest';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { rasterDots } from '../../electron/common/receipt/bitmap';
import type { RasterBlock, Receipt, ReceiptBlock } from '../../electron/common/receipt/receipt';
import { style } from '../../electron/common/receipt/receipt';
import { buildReceipt } from '../../electron/core/receipt/build-receipt';
import {
  effectivePrintMode,
  guardReceipt,
  needsDrawing,
  prepareReceipt,
  repertoireFor,
} from '../../electron/core/receipt/print-mode';
import { PICK_UP_CAKE, PRINTED_AT, option } from './fixtures';

function settings(overrides: Partial<PrinterSettings> = {}): PrinterSettings {
  return printerSettings({ id: 'p', uri: 'tcp://127.0.0.1:9100', ...overrides });
}

const PLATE = 'Sto lat Łucja! 🎂\nعيد ميلاد سعيد يا محمد';

function receipt(blocks: ReceiptBlock[]): Receipt {
  return { language: 'nl', paperWidth: 80, characterSet: 'unicode', blocks };
}

const HEADER: ReceiptBlock = {
  kind: 'text',
  text: 'AFHALEN 12',
  style: style({ size: 'large', bold: true, align: 'center' }),
};
const ROW: ReceiptBlock = {
  kind: 'row',
  left: '1x Œufs en chocolat',
  right: '€ 9,00',
  indent: 0,
  hangingIndent: 3,
  size: 'normal',
  bold: true,
};
const EMOJI_PLATE: ReceiptBlock = { kind: 'plate', label: 'TEKST TAART:', text: PLATE, note: null };
const QR: ReceiptBlock = { kind: 'qr', payload: 'abc-123' };

function rasters(prepared: Receipt): RasterBlock[] {
  return prepared.blocks.filter((block): block is RasterBlock => block.kind === 'raster');
}

describe('the repertoire a receipt is built with', () => {
  it("is the printer's code page in text mode (Star's ISO-8859-15 becomes PC858), unicode where it may be drawn", () => {
    expect(repertoireFor(settings({ printMode: 'text', characterSet: 'WPC1252' }))).toBe('WPC1252');
    expect(
      repertoireFor(settings({ printMode: 'text', type: 'star', characterSet: 'ISO8859_15_LATIN9' })),
    ).toBe('PC858_EURO');
    expect(repertoireFor(settings({ printMode: 'image' }))).toBe('unicode');
    expect(repertoireFor(settings({ printMode: 'auto' }))).toBe('unicode');
  });

  it('is unicode for a printer that cannot print text (Star TSP100), whatever its mode says', () => {
    const tsp100 = settings({ model: 'star-tsp100', type: 'star', printMode: 'text' });
    expect(repertoireFor(tsp100)).toBe('unicode');
    expect(effectivePrintMode(tsp100)).toBe('image');
    expect(effectivePrintMode(settings({ model: 'star-tsp650', printMode: 'text' }))).toBe('text');
  });
});

describe('preparing a receipt for its print mode', () => {
  const mixed = receipt([HEADER, ROW, EMOJI_PLATE, QR]);

  it('text: every text held to the code page, nothing drawn', () => {
    const prepared = prepareReceipt(mixed, settings({ printMode: 'text' }));
    expect(rasters(prepared)).toEqual([]);
    expect(prepared.characterSet).toBe('PC858_EURO');
    expect(prepared.blocks[1]).toMatchObject({ left: '1x Oeufs en chocolat' });
    const plate = prepared.blocks[2];
    expect(plate?.kind === 'plate' && plate.text).toMatch(/^Sto lat Lucja! ?\n[a-z ]+$/);
  });

  it("image: the whole receipt is one bitmap at the printer's dots, its text kept as typed", () => {
    for (const [paperWidth, dpi, dots] of [
      [80, 203, 576],
      [58, 203, 384],
      [80, 180, 512],
      [58, 300, 576],
    ] as const) {
      const prepared = prepareReceipt(mixed, settings({ printMode: 'image', paperWidth, dpi }));
      expect(prepared.blocks).toHaveLength(1);
      const [bitmap] = rasters(prepared);
      expect(bitmap?.widthDots).toBe(dots);
      expect(bitmap?.text).toContain('Sto lat Łucja! 🎂');
      expect(bitmap?.text).toContain('عيد ميلاد سعيد يا محمد');
      expect(bitmap?.text).toContain('[QR abc-123]');
      expect(rasterDots(bitmap as RasterBlock).some((dot) => dot === 1)).toBe(true);
    }
  });

  it('auto: only the blocks the code page cannot show are drawn, the rest stays text', () => {
    const prepared = prepareReceipt(mixed, settings({ printMode: 'auto' }));
    expect(prepared.blocks.map((block) => block.kind)).toEqual(['text', 'row', 'raster', 'qr']);
    expect(prepared.characterSet).toBe('PC858_EURO');
    // "Œufs" reads the same as "Oeufs": that row stays text, held to the page.
    expect(prepared.blocks[1]).toMatchObject({ left: '1x Oeufs en chocolat' });
    expect(rasters(prepared)[0]?.text).toContain('🎂');
  });

  it('auto: a plain Dutch receipt is all text, exactly as in text mode', () => {
    const order = PICK_UP_CAKE;
    const built = buildReceipt(order, {
      language: 'nl',
      paperWidth: 80,
      characterSet: 'unicode',
      printedAt: PRINTED_AT,
      kind: 'original',
    });
    const auto = prepareReceipt(built, settings({ printMode: 'auto' }));
    expect(rasters(auto)).toEqual([]);
    expect(auto).toEqual(prepareReceipt(built, settings({ printMode: 'text' })));
  });

  it('auto: an order whose plate has an emoji, a Polish and an Arabic name gets just that plate drawn', () => {
    const [cake, ...rest] = PICK_UP_CAKE.lines;
    if (!cake) throw new Error('fixture without lines');
    const order = {
      ...PICK_UP_CAKE,
      lines: [{ ...cake, options: [option('Tekstplaatje', 250, { type: 'text', meta: PLATE })] }, ...rest],
    };
    const built = buildReceipt(order, {
      language: 'nl',
      paperWidth: 80,
      characterSet: 'unicode',
      printedAt: PRINTED_AT,
      kind: 'original',
    });
    const prepared = prepareReceipt(built, settings({ printMode: 'auto' }));
    const drawn = rasters(prepared);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.text).toContain('Sto lat Łucja! 🎂');
    expect(drawn[0]?.widthDots).toBe(576);
    expect(prepared.blocks.filter((block) => block.kind !== 'raster').length).toBeGreaterThan(5);
  });

  it('auto: curly quotes and dashes alone do not make a block a drawing; a lost accent does', () => {
    const quoted: ReceiptBlock = { kind: 'text', text: '“Proficiat” – Jan…', style: style({}) };
    const accent: ReceiptBlock = { kind: 'text', text: 'Zsófi Erdős', style: style({}) };
    expect(needsDrawing(quoted, 'PC858_EURO')).toBe(false);
    expect(needsDrawing(accent, 'PC858_EURO')).toBe(true);
    expect(needsDrawing(ROW, 'PC858_EURO')).toBe(false);
    expect(needsDrawing({ ...ROW, left: '1x Tort Łucji' }, 'PC858_EURO')).toBe(true);
    expect(needsDrawing({ ...ROW, left: '1x Tort Łucji' }, 'WPC1252')).toBe(true);
    const prepared = prepareReceipt(receipt([quoted]), settings({ printMode: 'auto' }));
    expect(prepared.blocks).toEqual([{ ...quoted, text: '"Proficiat" - Jan...' }]);
  });

  it('a raster-only printer gets every block drawn, even in text mode', () => {
    const prepared = prepareReceipt(
      receipt([HEADER, ROW]),
      settings({ model: 'star-tsp100', type: 'star', printMode: 'text' }),
    );
    expect(prepared.blocks.map((block) => block.kind)).toEqual(['raster']);
  });

  it('a receipt prepared before passes through unchanged', () => {
    const prepared = prepareReceipt(mixed, settings({ printMode: 'auto' }));
    expect(prepareReceipt(prepared, settings({ printMode: 'auto' }))).toBe(prepared);
    expect(prepareReceipt(prepared, settings({ printMode: 'text' }))).toBe(prepared);
  });

  it('strips direction overrides before drawing, so a plate never reads backwards', () => {
    const sneaky = receipt([{ kind: 'plate', label: 'TEKST', text: '\u202eLéa 🎂\u202c', note: null }]);
    const guarded = guardReceipt(sneaky, 'unicode');
    expect(guarded.blocks[0]).toMatchObject({ text: 'Léa 🎂' });
    const prepared = prepareReceipt(sneaky, settings({ printMode: 'image' }));
    expect(rasters(prepared)[0]?.text).toContain('Léa 🎂');
    expect(rasters(prepared)[0]?.text).not.toContain('\u202e');
  });
});
