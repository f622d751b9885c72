import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAPER_WIDTHS, COLUMNS, printerSettings } from '../../electron/common/model/printer-settings';
import { LANGUAGES } from '../../electron/common/words/languages';
import { cents } from '../../electron/common/model/money';
import { NAMED_PAYMENT_METHODS, paymentMethodName } from '../../electron/common/receipt/labels';
import { buildReceipt } from '../../electron/core/receipt/build-receipt';
import { renderText } from '../../electron/core/receipt/render-text';
import { testPrintReceipt } from '../../electron/core/receipt/test-print';
import { CAKES_WITH_PLATES, FIXTURES, PICK_UP_CAKE, PRINTED_AT, line, option } from './fixtures';
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

  // One printer for two shops, with the shop's own header and footer and the till's PLU codes.
  for (const [language, paperWidth] of [
    ['nl', 58],
    ['nl', 80],
    ['fr', 58],
  ] as const) {
    it(`header, footer, PLU codes and the shop on top, ${language}, ${paperWidth} mm`, () => {
      const receipt = buildReceipt(CAKES_WITH_PLATES, {
        language,
        paperWidth,
        printedAt: PRINTED_AT,
        kind: 'original',
        header: 'Bakkerij Het Zoete Brood\nVeldstraat 10, 9000 Gent\nTel. 09 123 45 67',
        footer: 'Bedankt en smakelijk!\nMerci et bon appétit !',
        showPlu: true,
        shopName: 'Het Zoete Brood Sint-Amandsberg',
      });
      matchGolden(
        `cakes-with-plates.shop-settings.${language}.${paperWidth}mm.txt`,
        renderText(receipt, COLUMNS[paperWidth]),
      );
    });
  }

  it('a plate with an emoji, a Polish and an Arabic name, drawn as an image (unicode): kept as typed', () => {
    const order = {
      ...PICK_UP_CAKE,
      total: cents(3000),
      lines: [
        line('Verjaardagstaart', 1, 'st', 3000, {
          options: [
            option('Tekstplaatje', 0, {
              type: 'text',
              meta: '🎂 Sto lat, Małgorzata Wójcik!\nعيد ميلاد سعيد يا ليلى',
            }),
          ],
        }),
      ],
    };
    for (const paperWidth of PAPER_WIDTHS) {
      const receipt = buildReceipt(order, {
        language: 'nl',
        paperWidth,
        printedAt: PRINTED_AT,
        kind: 'original',
        characterSet: 'unicode',
      });
      matchGolden(`plate-unicode.nl.${paperWidth}mm.txt`, renderText(receipt, COLUMNS[paperWidth]));
    }
  });

  it('every payment method by its proper name, in each language', () => {
    const unknown = ['bank_card', 'cheque-cadeau', 'MB Way', 'ING_HOME_PAY', 'Credit Card', ''];
    const rows = [...NAMED_PAYMENT_METHODS, ...unknown].map((method) =>
      [
        JSON.stringify(method),
        ...LANGUAGES.map((l) => paymentMethodName(method, wordsOf(l).paper.receipt)),
      ].join(' | '),
    );
    matchGolden('payment-methods.txt', `${['sent', ...LANGUAGES].join(' | ')}\n${rows.join('\n')}\n`);
  });

  for (const paperWidth of PAPER_WIDTHS) {
    it(`the test print on ${paperWidth} mm`, () => {
      const receipt = testPrintReceipt(
        printerSettings({
          id: 'p1',
          name: 'Toonbank',
          uri: 'tcp://192.168.1.50:9100',
          paperWidth,
          copies: 2,
        }),
        PRINTED_AT,
      );
      matchGolden(`test-print.nl.${paperWidth}mm.txt`, renderText(receipt, COLUMNS[paperWidth]));
    });
  }

  it('the test print shows the printer’s header and footer', () => {
    const receipt = testPrintReceipt(
      printerSettings({
        id: 'p1',
        name: 'Toonbank',
        uri: 'tcp://192.168.1.50:9100',
        paperWidth: 58,
        header: 'Bakkerij Het Zoete Brood\nTel. 09 123 45 67',
        footer: 'Bedankt en tot morgen!',
      }),
      PRINTED_AT,
    );
    matchGolden('test-print.header-footer.nl.58mm.txt', renderText(receipt, COLUMNS[58]));
  });
});
