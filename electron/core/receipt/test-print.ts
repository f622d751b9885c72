/** The receipt a shop prints from the settings screen to see that the printer, its width and its € are right. */
import { COLUMNS, type PrinterSettings } from '../../common/model/printer-settings';
import { printerText } from './build-receipt';
import { effectiveCharacterSet } from './code-pages';
import { formatPrintedAt } from '../../common/receipt/format';
import { style, type Receipt, type ReceiptBlock } from '../../common/receipt/receipt';
import { asciiPayload, sanitizeLine } from './sanitize';
import { wordsOf } from '../../common/words/catalogues';

/**
 * Accents of Dutch, French, German and Danish names, and the euro: what breaks first on a wrong code
 * page. One line per row of the test print, each short enough for 58 mm paper not to wrap it.
 */
export const ACCENT_SAMPLE = [
  'Crème brûlée, Zoë, Ærø, één,',
  'garçon, € 12,50',
  'Käse, süße Äpfel, Öl, Übergröße',
] as const;

export function testPrintReceipt(settings: PrinterSettings, printedAt: Date): Receipt {
  const characterSet = effectiveCharacterSet(settings.type, settings.characterSet);
  const labels = wordsOf(settings.language).paper.receipt;
  const t = labels.testPrint;
  const columns = COLUMNS[settings.paperWidth];
  const clean = (text: string): string => sanitizeLine(text, characterSet);
  const row = (left: string, right: string): ReceiptBlock => ({
    kind: 'row',
    left,
    right,
    indent: 0,
    hangingIndent: 0,
    size: 'normal',
    bold: false,
  });
  // The printer's header and footer, as every receipt prints them: the test print is where a shop sees them.
  const shopText = (raw: string, at: 'top' | 'bottom'): ReceiptBlock[] => {
    const text = printerText(raw, characterSet);
    if (text === '') return [];
    const block: ReceiptBlock = { kind: 'text', text, style: style({ align: 'center' }) };
    const rule: ReceiptBlock = { kind: 'rule', char: '-' };
    return at === 'top' ? [block, rule] : [rule, block];
  };
  const characterSetText =
    characterSet === settings.characterSet ? characterSet : `${characterSet} (${settings.characterSet})`;
  return {
    language: settings.language,
    paperWidth: settings.paperWidth,
    characterSet,
    blocks: [
      ...shopText(settings.header, 'top'),
      {
        kind: 'text',
        text: labels.banner.test ?? 'TEST',
        style: style({ size: 'large', bold: true, inverted: true, align: 'center' }),
      },
      { kind: 'text', text: t.title, style: style({ bold: true, align: 'center' }) },
      { kind: 'rule', char: '=' },
      row(t.printer, clean(settings.name)),
      row(t.connection, asciiPayload(settings.uri)),
      row(t.type, settings.type === 'star' ? 'Star' : 'Epson'),
      row(t.paperWidth, `${settings.paperWidth} mm, ${columns} ${t.columns}`),
      row(t.language, settings.language),
      row(t.characterSet, characterSetText),
      row(t.copies, String(settings.copies)),
      { kind: 'rule', char: '-' },
      { kind: 'text', text: `${t.accents}:`, style: style({}) },
      ...ACCENT_SAMPLE.map((sample) => ({
        kind: 'text' as const,
        text: clean(sample),
        style: style({ bold: true }),
      })),
      { kind: 'text', text: `${t.ruler}:`, style: style({}) },
      { kind: 'text', text: ruler(columns), style: style({}) },
      { kind: 'rule', char: '-' },
      {
        kind: 'text',
        text: `${labels.printedAt} ${formatPrintedAt(printedAt)}`,
        style: style({ align: 'center' }),
      },
      ...shopText(settings.footer, 'bottom'),
    ],
  };
}

/** "....:....1....:....2....:....3.." — the last character is the last column the paper prints. */
export function ruler(columns: number): string {
  let out = '';
  for (let i = 1; i <= columns; i++) out += i % 10 === 0 ? String((i / 10) % 10) : i % 5 === 0 ? ':' : '.';
  return out;
}
