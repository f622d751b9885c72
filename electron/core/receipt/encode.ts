/**
 * Receipt → printer bytes, one complete buffer per copy. Each buffer starts with a reset and ends with a
 * feed and a partial cut, so a copy never depends on what came before it (the cut's `ESC @` resets the
 * code page: PRINTERS.md). Text goes through node-thermal-printer (only `getBuffer()` is used: delivering
 * the bytes and knowing they printed is the printer module's job): the reset, code page, QR code, logo
 * and cut as the library's own calls, the lines in between as whole runs of bytes made with the library's
 * style commands (`line-mode-commands.ts`) and the code page's table (`byte-builder.ts`). Drawn parts go as
 * raster (`raster-commands.ts`).
 */
import type { ThermalPrinter } from 'node-thermal-printer';
import { thermalPrinter } from './print-libraries';
import type { Order } from '../../common/model/order';
import { printerModel } from '../../common/model/printer-models';
import {
  COLUMNS,
  dotsPerLine,
  MAX_COPIES,
  type CharacterSetName,
  type PrinterSettings,
} from '../../common/model/printer-settings';
import { buildReceipt, type ReceiptContext } from './build-receipt';
import { buildTicket } from './build-ticket';
import { filterTakes } from './line-filter';
import { codePageBytes, effectiveCharacterSet, type CodePageBytes } from './code-pages';
import { ByteBuilder } from './byte-builder';
import { lineModeCommands, type LineModeCommands } from './line-mode-commands';
import { layoutReceipt, type PrintedLine, type PrintedTextLine } from '../../common/receipt/layout';
import { fitLogo } from './logo';
import { prepareReceipt, repertoireFor } from './print-mode';
import { concat, escPosMotionUnit, escPosRaster, rowBytes, starRaster, type Bitmap } from './raster-commands';
import type { RasterBlock, Receipt, TextSize } from '../../common/receipt/receipt';
import { asciiPayload, guardText, oneLine } from './sanitize';
import { dotsToMm, withPaperLength, type PrintCopy } from '../printer/paper-time';

/** What the caller decides per print; the rest of a ReceiptContext comes from the printer's settings. */
export type PrintContext = Omit<
  ReceiptContext,
  'language' | 'paperWidth' | 'characterSet' | 'copy' | 'header' | 'footer' | 'showPlu'
>;

/**
 * The receipt context for a printer: its language, paper, what characters its receipts may hold (the
 * code page for text mode, any for a drawn receipt: `repertoireFor`), its header, footer and PLU choice.
 */
export function receiptContextFor(
  settings: PrinterSettings,
  print: PrintContext,
  copy?: { index: number; of: number },
): ReceiptContext {
  return {
    ...print,
    language: settings.language,
    paperWidth: settings.paperWidth,
    characterSet: repertoireFor(settings),
    header: settings.header,
    footer: settings.footer,
    showPlu: settings.showPlu,
    ...(copy ? { copy } : {}),
  };
}

/** How many copies a printer prints of each receipt: its setting, kept within 1 to MAX_COPIES. */
export function copyCount(settings: Pick<PrinterSettings, 'copies'>): number {
  return Math.min(MAX_COPIES, Math.max(1, Math.floor(settings.copies) || 1));
}

/**
 * What this printer prints for the order, by its template: the customer receipt, or the production
 * ticket with the lines its filter lets through. Null when its filter takes nothing of the order (the
 * route then gave it no job). A customer receipt is always whole: one with lines missing under the
 * order's full total would mislead the customer, so the filter only decides whether it prints.
 */
export function documentFor(
  order: Order,
  settings: PrinterSettings,
  context: PrintContext,
  copy?: { index: number; of: number },
): Receipt | null {
  if (!filterTakes(order, settings.filter)) return null;
  const receiptContext = receiptContextFor(settings, context, copy);
  return settings.ticket === 'production'
    ? buildTicket(order, { ...receiptContext, filter: settings.filter })
    : buildReceipt(order, receiptContext);
}

/**
 * One buffer per copy (`copyCount`), each a complete receipt (or production ticket) with "copy i/n" when
 * n > 1; none when the printer's filter takes nothing of the order.
 */
export function encodeCopies(order: Order, settings: PrinterSettings, context: PrintContext): PrintCopy[] {
  const count = copyCount(settings);
  const copies: PrintCopy[] = [];
  for (let i = 1; i <= count; i++) {
    const document = documentFor(order, settings, context, { index: i, of: count });
    if (document === null) return [];
    copies.push(encodeReceipt(document, settings));
  }
  return copies;
}

/**
 * The bytes of one copy of the receipt for this printer: `prepareReceipt` decides what is text and what is
 * drawn (print mode, model), then
 * - a receipt with text is printed in the printer's line mode (node-thermal-printer, Epson or Star), its
 *   drawn parts (print mode `auto`) as raster among the text: `GS v 0` bands, or a Star raster segment;
 * - a receipt that is all drawn (print mode `image`, or a raster-only model such as the TSP100, which
 *   cannot print text at all) gets no text commands: reset, raster, feed, cut.
 * Either way one complete buffer: it starts with a reset and ends with a feed and a cut.
 */
export function encodeReceipt(receipt: Receipt, settings: PrinterSettings): PrintCopy {
  const prepared = prepareReceipt(receipt, settings);
  const lines = layoutReceipt(prepared, COLUMNS[settings.paperWidth]);
  const model = printerModel(settings.model);
  const star = settings.type === 'star' || model.raster === 'star';
  const drawnOnly = !model.text || lines.every((line) => line.kind === 'raster' || line.kind === 'feed');
  const bytes = !drawnOnly
    ? encodeLineMode(lines, settings, star)
    : star
      ? encodeStarRasterJob(lines, settings)
      : encodeEscPosRasterJob(lines, settings);
  return withPaperLength(bytes, leastPaperMm(lines, settings.dpi));
}

/** Font A's height: no line of text moves the paper less (even with a smaller line spacing). */
const TEXT_LINE_DOTS = 24;

/**
 * The least paper the receipt moves: each text line at least font A's height, each drawn row. Feeds, QR
 * codes and logos are left out: how far they move depends on the printer, and this must never say more
 * than the paper really takes (`core/printer/paper-time.ts`).
 */
function leastPaperMm(lines: readonly PrintedLine[], dpi: number): number {
  let dots = 0;
  for (const line of lines) {
    if (line.kind === 'text') dots += TEXT_LINE_DOTS;
    else if (line.kind === 'raster') dots += line.heightDots;
  }
  return dotsToMm(dots, dpi);
}

function encodeLineMode(lines: readonly PrintedLine[], settings: PrinterSettings, star: boolean): Uint8Array {
  const characterSet = effectiveCharacterSet(settings.type, settings.characterSet);
  const { BreakLine, CharacterSet, PrinterTypes, ThermalPrinter } = thermalPrinter();
  const printer = new ThermalPrinter({
    type: settings.type === 'star' ? PrinterTypes.STAR : PrinterTypes.EPSON,
    // No interface: an empty one is never created, so building bytes opens nothing.
    interface: '',
    width: COLUMNS[settings.paperWidth],
    removeSpecialCharacters: false,
    // Our layout has already wrapped every line to the paper; the library must not fold it again.
    breakLine: BreakLine.NONE,
  });
  // ESC @ (the same on Epson and Star): no mode a previous job left on carries into this one.
  printer.add(Buffer.from(RESET));
  printer.setCharacterSet(CharacterSet[characterSet]);
  // The lines gather in one run of bytes, handed to the printer as one piece before each thing the library
  // writes itself (a QR code, the logo, the cut).
  const run = lineRun;
  run.clear();
  const handOver = (): void => {
    if (run.size > 0) printer.add(run.take());
  };

  const dots = dotsPerLine(settings.paperWidth, settings.dpi);
  const commands = lineModeCommands(settings.type);
  const pen = new Pen(run, commands, codePageBytes(characterSet));
  let drawn: Bitmap[] = [];
  const flushDrawn = (): void => {
    if (drawn.length === 0) return;
    // Raster is placed from the left margin; text alignment must not shift a narrower picture.
    pen.reset('left');
    if (star) {
      // A Star raster segment within line mode: the printer may leave line mode's styles behind.
      run.bytes(starRaster(drawn, 'continue'));
      pen.forget();
    } else {
      for (const bitmap of drawn) run.bytes(escPosRaster(bitmap));
    }
    drawn = [];
  };
  for (const line of lines) {
    if (line.kind === 'raster') {
      drawn.push(bitmapOf(line, dots));
      continue;
    }
    flushDrawn();
    switch (line.kind) {
      case 'text':
        pen.text(line, characterSet);
        break;
      case 'feed':
        pen.reset();
        for (let i = 0; i < line.lines; i++) run.bytes(commands.newLine);
        break;
      case 'qr': {
        const payload = asciiPayload(line.payload);
        if (payload === '') break;
        pen.reset('center');
        handOver();
        appendQr(printer, settings, payload);
        break;
      }
      case 'logo':
        pen.reset('center');
        handOver();
        appendLogo(printer, line.pngBase64, settings.paperWidth);
        break;
    }
  }
  flushDrawn();
  pen.reset();
  handOver();
  printer.partialCut({ verticalTabAmount: 1 });
  return new Uint8Array(printer.getBuffer());
}

const RESET = Uint8Array.of(0x1b, 0x40);

/**
 * One builder for every receipt's lines: encoding is synchronous, so no two receipts fill it at once, and
 * its memory is reused instead of made anew for each one.
 */
const lineRun = new ByteBuilder();

/** A feed line's height in dots: 1/6 inch, the default line spacing of ESC/POS and Star line mode. */
function feedDots(settings: PrinterSettings, lines: number): number {
  return Math.round((lines * settings.dpi) / 6);
}

/**
 * A receipt that is all drawn, on an ESC/POS printer: `ESC @`, the motion unit (`GS P`, so `ESC J` feeds
 * dot rows), the bands with `ESC J n` past their blank runs, `ESC d n` for blank lines, and the same end
 * as a text receipt (`ESC d 4` past the cutter, `GS V 1` partial cut, `ESC @`).
 */
function encodeEscPosRasterJob(lines: readonly PrintedLine[], settings: PrinterSettings): Uint8Array {
  const dots = dotsPerLine(settings.paperWidth, settings.dpi);
  const unit = escPosMotionUnit(settings.dpi);
  const parts: Uint8Array[] = [RESET, unit.bytes];
  for (const line of lines) {
    if (line.kind === 'raster') parts.push(escPosRaster(bitmapOf(line, dots), unit));
    else if (line.kind === 'feed' && line.lines > 0)
      parts.push(Uint8Array.of(0x1b, 0x64, Math.min(255, line.lines)));
    else if (line.kind !== 'feed') throw notDrawn(line.kind);
  }
  parts.push(Uint8Array.of(0x1b, 0x64, 0x04, 0x1d, 0x56, 0x01), RESET);
  return concat(parts);
}

/**
 * A receipt that is all drawn, on a Star printer (and always on a raster-only one): `ESC @`, one raster
 * segment whose end feeds to the cutter and cuts (Star raster's own cut: EOT mode 13).
 */
function encodeStarRasterJob(lines: readonly PrintedLine[], settings: PrinterSettings): Uint8Array {
  const dots = dotsPerLine(settings.paperWidth, settings.dpi);
  const parts = lines.flatMap((line): (Bitmap | { feedDots: number })[] => {
    if (line.kind === 'raster') return [bitmapOf(line, dots)];
    if (line.kind === 'feed') return [{ feedDots: feedDots(settings, line.lines) }];
    throw notDrawn(line.kind);
  });
  return concat([RESET, starRaster(parts, 'cut')]);
}

function notDrawn(kind: string): Error {
  // prepareReceipt draws every block for a printer that cannot print text; anything else is a bug here.
  return new Error(`A receipt for a raster-only printer still holds a ${kind} block that was not drawn.`);
}

/**
 * The bits of a raster block as the printer takes them. A block drawn for wider paper is cut to this
 * printer's dots (a printer's handling of rows wider than its head differs by make).
 */
function bitmapOf(block: RasterBlock, maxDots: number): Bitmap {
  const bits = new Uint8Array(Buffer.from(block.bitsBase64, 'base64'));
  const bitmap = { widthDots: block.widthDots, heightDots: block.heightDots, bits };
  if (block.widthDots <= maxDots) return bitmap;
  const from = rowBytes(block.widthDots);
  const to = Math.floor(maxDots / 8);
  const cropped = new Uint8Array(to * block.heightDots);
  for (let row = 0; row < block.heightDots; row++)
    cropped.set(bits.subarray(row * from, row * from + to), row * to);
  return { widthDots: to * 8, heightDots: block.heightDots, bits: cropped };
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

/** Writes the lines into the run, with style commands only when a line's style differs from the last one. */
class Pen {
  private align: PrintedTextLine['align'] | null = null;
  private look: { size: TextSize; bold: boolean; inverted: boolean } | null = null;

  constructor(
    private readonly run: ByteBuilder,
    private readonly commands: LineModeCommands,
    private readonly page: CodePageBytes,
  ) {}

  text(line: PrintedTextLine, characterSet: CharacterSetName): void {
    this.setAlign(line.align);
    this.setLook(line.size, line.bold, line.inverted);
    // The last guard: text was sanitised when the receipt was built and prepared, but only what this
    // printer's code page holds may reach it, whatever receipt came in. Text the page prints as it is
    // (nearly all) goes straight in; anything else is held to the page first.
    if (
      !this.run.text(line.text, this.page) &&
      !this.run.text(oneLine(guardText(line.text, characterSet)), this.page)
    )
      throw new Error('A guarded receipt line still holds a character outside the printer code page.');
    this.run.bytes(this.commands.newLine);
  }

  reset(align: PrintedTextLine['align'] = 'left'): void {
    this.setAlign(align);
    this.setLook('normal', false, false);
  }

  /** After a Star raster segment: what the printer's line mode holds is unknown, so say it all again. */
  forget(): void {
    this.align = null;
    this.look = null;
  }

  private setAlign(align: PrintedTextLine['align']): void {
    if (align === this.align) return;
    const { alignCenter, alignRight, alignLeft } = this.commands;
    this.run.bytes(align === 'center' ? alignCenter : align === 'right' ? alignRight : alignLeft);
    this.align = align;
  }

  private setLook(size: TextSize, bold: boolean, inverted: boolean): void {
    const look = this.look;
    if (look && look.size === size && look.bold === bold && look.inverted === inverted) return;
    // Epson's size command (ESC !) also clears bold, so the size goes first and the rest always follows.
    const { sizeLarge, sizeTall, sizeNormal, boldOn, boldOff, invertOn, invertOff } = this.commands;
    this.run.bytes(size === 'large' ? sizeLarge : size === 'tall' ? sizeTall : sizeNormal);
    this.run.bytes(bold ? boldOn : boldOff);
    this.run.bytes(inverted ? invertOn : invertOff);
    this.look = { size, bold, inverted };
  }
}
