import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, PAPER_WIDTHS, COLUMNS } from '../../electron/common/model/printer-settings';
import { buildReceipt } from '../../electron/core/receipt/build-receipt';
import { renderText } from '../../electron/core/receipt/render-text';
import { testPrintReceipt } from '../../electron/core/receipt/test-print';
import { FIXTURES, PRINTED_AT } from './fixtures';

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

describe('golden receipts (UPDATE_GOLDEN=1 rewrites them)', () => {
  for (const [fixture, order] of Object.entries(FIXTURES)) {
    for (const language of LANGUAGES) {
      for (const paperWidth of PAPER_WIDTHS) {
        it(`${fixture}, ${language}, ${paperWidth} mm`, () => {
          const receipt = buildReceipt(order, {
            language,
            paperWidth,
            printedAt: PRINTED_AT,
            kind: 'original',
          });
          matchGolden(`${fixture}.${language}.${paperWidth}mm.txt`, renderText(receipt, COLUMNS[paperWidth]));
        });
      }
    }
  }

  it('a possible duplicate, copy 2 of 3, in French on 58 mm', () => {
    const order = FIXTURES['pick-up-cake'];
    if (!order) throw new Error('fixture missing');
    const receipt = buildReceipt(order, {
      language: 'fr',
      paperWidth: 58,
      printedAt: PRINTED_AT,
      kind: 'possible-duplicate',
      copy: { index: 2, of: 3 },
    });
    matchGolden('pick-up-cake.possible-duplicate.fr.58mm.txt', renderText(receipt, 32));
  });

  for (const paperWidth of PAPER_WIDTHS) {
    it(`the test print on ${paperWidth} mm`, () => {
      const receipt = testPrintReceipt(
        {
          id: 'p1',
          name: 'Toonbank',
          uri: 'tcp://192.168.1.50:9100',
          type: 'epson',
          paperWidth,
          characterSet: 'PC858_EURO',
          language: 'nl',
          copies: 2,
          logoPath: null,
          allowUnverified: false,
        },
        PRINTED_AT,
      );
      matchGolden(`test-print.nl.${paperWidth}mm.txt`, renderText(receipt, COLUMNS[paperWidth]));
    });
  }
});
