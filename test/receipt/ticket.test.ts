/**
 * The production ticket (issue 13, kitchen tickets): what the pastry room or the butcher's block reads.
 * No price anywhere, only the lines the printer's filter lets through (and how many of the order's lines
 * that is), the plate text verbatim, the banners of a receipt; golden files in nl/fr/en × 58/80 mm.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COLUMNS,
  NO_LINE_FILTER,
  PAPER_WIDTHS,
  printerSettings,
  type LineFilter,
} from '../../electron/common/model/printer-settings';
import { LANGUAGES } from '../../electron/common/words/languages';
import type { Receipt } from '../../electron/common/receipt/receipt';
import { buildTicket } from '../../electron/core/receipt/build-ticket';
import { documentFor, encodeCopies } from '../../electron/core/receipt/encode';
import { filterTakes } from '../../electron/core/receipt/line-filter';
import { renderText } from '../../electron/core/receipt/render-text';
import { parseEscPos } from '../../electron/demo/virtual-printer/escpos-parser';
import { CAKES_WITH_PLATES, PICK_UP_CAKE, PRINTED_AT, COOLBOX_EXTRAS } from './fixtures';
import { wordsOf } from '../../electron/common/words/catalogues';

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

function matchGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
    if (!UPDATE) throw new Error(`${name} did not exist and was written: read it, then run the tests again`);
  }
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

/** The pastry room: the black forest cake by name (typed without accents) and the strawberry cake by PLU. */
const PASTRY: LineFilter = { orderTypes: [], products: ['foret-NOIRE', '2210'] };

const ticket = (
  filter: LineFilter,
  more: Partial<Parameters<typeof buildTicket>[1]> = {},
  order = CAKES_WITH_PLATES,
): Receipt =>
  buildTicket(order, {
    language: 'nl',
    paperWidth: 80,
    printedAt: PRINTED_AT,
    kind: 'original',
    filter,
    ...more,
  });

const textOf = (receipt: Receipt): string => renderText(receipt, COLUMNS[receipt.paperWidth]);

describe('golden production tickets (UPDATE_GOLDEN=1 rewrites them)', () => {
  for (const language of LANGUAGES) {
    for (const paperWidth of PAPER_WIDTHS) {
      it(`the pastry room's two cakes of six lines, ${language}, ${paperWidth} mm`, () => {
        const receipt = buildTicket(CAKES_WITH_PLATES, {
          language,
          paperWidth,
          printedAt: PRINTED_AT,
          kind: 'original',
          filter: PASTRY,
        });
        matchGolden(`ticket.cakes-with-plates.pastry.${language}.${paperWidth}mm.txt`, textOf(receipt));
      });
    }
  }

  it('a whole order with remarks and extras, reprinted, in French on 58 mm', () => {
    const receipt = buildTicket(COOLBOX_EXTRAS, {
      language: 'fr',
      paperWidth: 58,
      printedAt: PRINTED_AT,
      kind: 'reprint',
      filter: NO_LINE_FILTER,
    });
    matchGolden('ticket.coolbox-extras.reprint.fr.58mm.txt', textOf(receipt));
  });
});

describe('the production ticket', () => {
  it('holds no price, total or payment, and no QR code', () => {
    for (const language of LANGUAGES) {
      const receipt = ticket(NO_LINE_FILTER, { language });
      const text = textOf(receipt);
      const labels = wordsOf(language).paper.receipt;
      expect(text).not.toContain('€');
      expect(text).not.toContain(labels.total);
      expect(text).not.toContain(labels.payment);
      expect(text).not.toContain(labels.paymentReference);
      expect(receipt.blocks.some((block) => block.kind === 'qr')).toBe(false);
    }
  });

  it('shows only the filtered lines, says how many of the order’s lines that is, and keeps each plate verbatim', () => {
    const text = textOf(ticket(PASTRY));
    expect(text).toContain('Forêt-noire');
    expect(text).toContain('Aardbeien-');
    expect(text).not.toContain('Pistolets');
    expect(text).not.toContain('Appeltaart');
    expect(text).toContain('2 van 6 lijnen van deze bestelling');
    expect(text).toContain('|Joyeux anniversaire');
    expect(text).toContain('|Proficiat Sam & Noor');
  });

  it('prints products tall and bold, the options bold under them', () => {
    const receipt = ticket(PASTRY);
    const rows = receipt.blocks.filter((block) => block.kind === 'row');
    expect(rows.find((row) => row.left.includes('Forêt-noire'))).toMatchObject({
      size: 'tall',
      bold: true,
      right: '',
    });
    expect(rows.find((row) => row.left.includes('Zonder alcohol'))).toMatchObject({ bold: true, indent: 2 });
  });

  it('says nothing of lines left out when the printer has no product filter', () => {
    expect(textOf(ticket(NO_LINE_FILTER))).not.toContain('lijnen van deze bestelling');
  });

  it('carries the possible duplicate banner and the copy as a receipt does', () => {
    const text = textOf(ticket(PASTRY, { kind: 'possible-duplicate', copy: { index: 2, of: 2 } }));
    expect(text).toContain('M O G E L I J K');
    expect(text).toContain('Kopie 2/2');
  });

  it('keeps customer text from becoming printer commands', () => {
    const hostile = {
      ...PICK_UP_CAKE,
      client: { ...PICK_UP_CAKE.client, firstName: 'Zoë\u001b@\u001dV\u0000' },
      lines: PICK_UP_CAKE.lines.map((line, index) =>
        index === 0 ? { ...line, product: 'Taart\u001bp\u0000\u0019\u00fa' } : line,
      ),
    };
    const settings = printerSettings({
      id: 'pastry',
      uri: 'tcp://127.0.0.1',
      ticket: 'production',
      printMode: 'text',
    });
    const [bytes] = encodeCopies(hostile, settings, { printedAt: PRINTED_AT, kind: 'original' });
    const job = parseEscPos(bytes!);
    expect(job.drawerKicks).toBe(0);
    expect(job.cuts).toBe(1);
    expect(job.unknownBytes).toEqual([]);
    expect(job.text).toContain('Taart');
  });
});

describe('which printers take an order, and what they print', () => {
  const counter = printerSettings({ id: 'counter', uri: 'tcp://127.0.0.1', filter: PASTRY });
  const pastry = printerSettings({
    id: 'pastry',
    uri: 'tcp://127.0.0.1',
    ticket: 'production',
    filter: PASTRY,
  });
  const print = { printedAt: PRINTED_AT, kind: 'original' as const };

  it('a product filter takes an order with one matching line, by name (case and accents aside) or PLU', () => {
    expect(filterTakes(CAKES_WITH_PLATES, PASTRY)).toBe(true);
    expect(filterTakes(CAKES_WITH_PLATES, { orderTypes: [], products: ['2210'] })).toBe(true);
    expect(filterTakes(PICK_UP_CAKE, PASTRY)).toBe(false);
    expect(filterTakes(PICK_UP_CAKE, NO_LINE_FILTER)).toBe(true);
  });

  it('an order type filter leaves other types out', () => {
    expect(filterTakes(CAKES_WITH_PLATES, { orderTypes: ['delivery'], products: [] })).toBe(false);
    expect(filterTakes(CAKES_WITH_PLATES, { orderTypes: ['pick_up', 'delivery'], products: [] })).toBe(true);
  });

  it('a filtered customer receipt is the whole receipt: no line missing under the full total', () => {
    const receipt = documentFor(CAKES_WITH_PLATES, counter, print);
    const text = textOf(receipt!);
    expect(text).toContain('Pistolets');
    expect(text).toContain('€ 123,15');
  });

  it('a printer whose filter takes nothing of the order gets no bytes at all', () => {
    expect(documentFor(PICK_UP_CAKE, pastry, print)).toBeNull();
    expect(encodeCopies(PICK_UP_CAKE, pastry, print)).toEqual([]);
    expect(encodeCopies(PICK_UP_CAKE, counter, print)).toEqual([]);
  });
});
