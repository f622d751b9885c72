/**
 * Receipt → ESC/POS bytes through node-thermal-printer, one complete buffer per copy. Each buffer starts
 * with a reset and an explicit code page and ends with a feed and a partial cut, so a copy never depends on
 * what came before it (the cut's `ESC @` resets the code page: PRINTERS.md). Only `getBuffer()` is used:
 * delivering the bytes and knowing they printed is the printer module's job.
 */
import { BreakLine, CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import type { Order } from '../../common/model/order';
import { COLUMNS, MAX_COPIES, type PrinterSettings } from '../../common/model/printer-settings';
import { buildReceipt, type ReceiptContext } from './build-receipt';
import { effectiveCharacterSet } from './code-pages';
import { layoutReceipt, type PrintedTextLine } from '../../common/receipt/layout';
import { fitLogo } from './logo';
import type { Receipt, ReceiptBlock, TextSize } from '../../common/receipt/receipt';
import { asciiPayload, guardText } from './sanitize';

/** What the caller decides per print; the rest of a ReceiptContext comes from the printer's settings. */
export type PrintContext = Omit<ReceiptContext, 'language' | 'paperWidth' | 'characterSet' | 'copy'>;

/** The receipt context for a printer: its language, paper and (effective) character set. */
export function receiptContextFor(
  settings: PrinterSettings,
  print: PrintContext,
  copy?: { index: number; of: number },
): ReceiptContext {
  return {
    ...print,
    language: settings.language,
    paperWidth: settings.paperWidth,
    characterSet: effectiveCharacterSet(settings.type, settings.characterSet),
    ...(copy ? { copy } : {}),
  };
}

/** How many copies a printer prints of each receipt: its setting, kept within 1 to MAX_COPIES. */
export function copyCount(settings: Pick<PrinterSettings, 'copies'>): number {
  return Math.min(MAX_COPIES, Math.max(1, Math.floor(settings.copies) || 1));
}

/** One buffer per copy (`copyCount`), each a complete receipt with "copy i/n" when n > 1. */
export function encodeCopies(order: Order, settings: PrinterSettings, context: PrintContext): Uint8Array[] {
  const count = copyCount(settings);
  return Array.from({ length: count }, (_, i) =>
    encodeReceipt(
      buildReceipt(order, receiptContextFor(settings, context, { index: i + 1, of: count })),
      settings,
    ),
  );
}

/** The bytes of one copy of the receipt, for this printer's type, paper and character set. */
export function encodeReceipt(receipt: Receipt, settings: PrinterSettings): Uint8Array {
  const characterSet = effectiveCharacterSet(settings.type, settings.characterSet);
  const columns = COLUMNS[settings.paperWidth];
  const printer = new ThermalPrinter({
    type: settings.type === 'star' ? PrinterTypes.STAR : PrinterTypes.EPSON,
    // No interface: an empty one is never created, so building bytes opens nothing.
    interface: '',
    width: columns,
    removeSpecialCharacters: false,
    // Our layout has already wrapped every line to the paper; the library must not fold it again.
    breakLine: BreakLine.NONE,
  });
  // ESC @ (the same on Epson and Star): no mode a previous job left on carries into this one.
  printer.add(Buffer.from([0x1b, 0x40]));
  printer.setCharacterSet(CharacterSet[characterSet]);

  const guarded = guardReceipt(receipt, characterSet);
  const pen = new Pen(printer);
  for (const line of layoutReceipt(guarded, columns)) {
    switch (line.kind) {
      case 'text':
        pen.text(line);
        break;
      case 'feed':
        pen.reset();
        for (let i = 0; i < line.lines; i++) printer.newLine();
        break;
      case 'qr':
        pen.reset('center');
        appendQr(printer, settings, line.payload);
        break;
      case 'logo':
        pen.reset('center');
        appendLogo(printer, line.pngBase64, settings.paperWidth);
        break;
    }
  }
  pen.reset();
  printer.partialCut({ verticalTabAmount: 1 });
  return new Uint8Array(printer.getBuffer());
}

/**
 * The last guard: text is sanitised when the receipt is built, but a receipt may have been built for
 * another printer or come back from elsewhere; here every text is held to this printer's code page again.
 */
function guardReceipt(receipt: Receipt, characterSet: Receipt['characterSet']): Receipt {
  const guard = (text: string): string => guardText(text, characterSet);
  const blocks = receipt.blocks.flatMap((block): ReceiptBlock[] => {
    switch (block.kind) {
      case 'text':
        return [{ ...block, text: guard(block.text) }];
      case 'row':
        return [
          {
            ...block,
            left: guard(block.left).replace(/\n/g, ' '),
            right: guard(block.right).replace(/\n/g, ' '),
          },
        ];
      case 'plate':
        return [
          {
            ...block,
            label: guard(block.label),
            text: guard(block.text),
            note: block.note === null ? null : guard(block.note),
          },
        ];
      case 'qr': {
        const payload = asciiPayload(block.payload);
        return payload === '' ? [] : [{ ...block, payload }];
      }
      case 'logo':
      case 'rule':
      case 'feed':
        return [block];
    }
  });
  return { ...receipt, characterSet, blocks };
}

function appendQr(printer: ThermalPrinter, settings: PrinterSettings, payload: string): void {
  const cellSize = settings.paperWidth === 58 ? 4 : 5;
  if (settings.type === 'star') {
    // node-thermal-printer 4.6.1's Star QR leaves out the data command's header (ESC GS y D 1 0), so the
    // printer would print the payload as text after a NUL; these are Star's line-mode QR commands in full.
    const data = Buffer.from(payload, 'ascii');
    printer.add(
      Buffer.concat([
        Buffer.from([0x1b, 0x1d, 0x79, 0x53, 0x30, 0x02]), // model 2
        Buffer.from([0x1b, 0x1d, 0x79, 0x53, 0x31, 0x01]), // error correction M
        Buffer.from([0x1b, 0x1d, 0x79, 0x53, 0x32, cellSize]),
        Buffer.from([0x1b, 0x1d, 0x79, 0x44, 0x31, 0x00, data.length & 0xff, data.length >> 8]),
        data,
        Buffer.from([0x1b, 0x1d, 0x79, 0x50]), // print
      ]),
    );
  } else {
    printer.printQR(payload, { cellSize, correction: 'M', model: 2 });
  }
  printer.newLine();
}

function appendLogo(
  printer: ThermalPrinter,
  pngBase64: string,
  paperWidth: PrinterSettings['paperWidth'],
): void {
  // Fitting again covers a receipt laid out for wider paper, and proves the PNG decodes.
  const fitted = fitLogo(Buffer.from(pngBase64, 'base64'), paperWidth);
  if (!fitted) return;
  const before = printer.getBuffer().length;
  // printImageBuffer is declared async but appends synchronously; its promise cannot reject on a PNG that
  // just decoded, and the length check makes sure the image really went in.
  void printer.printImageBuffer(Buffer.from(fitted.pngBase64, 'base64')).catch(() => undefined);
  if (printer.getBuffer().length === before)
    throw new Error('The receipt logo could not be converted for the printer.');
  printer.newLine();
}

/** Emits style commands only when a line's style differs from the last one. */
class Pen {
  private align: PrintedTextLine['align'] | null = null;
  private look: { size: TextSize; bold: boolean; inverted: boolean } | null = null;

  constructor(private readonly printer: ThermalPrinter) {}

  text(line: PrintedTextLine): void {
    this.setAlign(line.align);
    this.setLook(line.size, line.bold, line.inverted);
    if (line.text !== '') this.printer.print(line.text);
    this.printer.newLine();
  }

  reset(align: PrintedTextLine['align'] = 'left'): void {
    this.setAlign(align);
    this.setLook('normal', false, false);
  }

  private setAlign(align: PrintedTextLine['align']): void {
    if (align === this.align) return;
    if (align === 'center') this.printer.alignCenter();
    else if (align === 'right') this.printer.alignRight();
    else this.printer.alignLeft();
    this.align = align;
  }

  private setLook(size: TextSize, bold: boolean, inverted: boolean): void {
    const look = this.look;
    if (look && look.size === size && look.bold === bold && look.inverted === inverted) return;
    // Epson's size command (ESC !) also clears bold, so the size goes first and the rest always follows.
    if (size === 'large') this.printer.setTextQuadArea();
    else if (size === 'tall') this.printer.setTextDoubleHeight();
    else this.printer.setTextNormal();
    this.printer.bold(bold);
    this.printer.invert(inverted);
    this.look = { size, bold, inverted };
  }
}
