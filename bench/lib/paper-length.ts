/**
 * How much paper an ESC/POS job moves, in dot rows, read from its bytes by the virtual printer's parser:
 * the same ruler for a receipt printed as text and drawn as an image, so the two can be compared.
 *
 * The ruler is an Epson TM-T20 at 203 dpi: a line of text moves the default line spacing (30 dots,
 * 3.75 mm) or its characters' height when that is more (48 dots for double height: Epson's ESC/POS
 * reference, "ESC J" and "ESC 2"); `ESC d n` n such lines; a picture its rows, the rows fed past between
 * its bands (`ESC J` after `GS P`) included; a QR code its modules times the module size asked for (no
 * quiet zone: the least a printer could move for it, so the text receipt is never measured long).
 */
import { qrCode } from '../../electron/core/receipt/print-libraries';
import { parseEscPos, type ParsedJob } from '../../electron/demo/virtual-printer/escpos-parser';

const LINE_SPACING_DOTS = 30;
const FONT_A_HEIGHT_DOTS = 24;

export function paperRows(bytes: Uint8Array): number {
  const job = parseEscPos(bytes, { initialCodePage: 0 });
  const qrSizes = qrRows(job);
  let rows = 0;
  let qr = 0;
  for (const line of job.lines) {
    if (line.kind === 'cut') continue;
    if (line.kind === 'image') rows += line.image?.heightDots ?? 0;
    else if (line.kind === 'qr') rows += qrSizes[qr++] ?? 0;
    else {
      const tallest = Math.max(1, ...line.segments.map((segment) => segment.heightScale));
      rows += Math.max(LINE_SPACING_DOTS, tallest * FONT_A_HEIGHT_DOTS);
    }
  }
  return rows;
}

export function paperMm(bytes: Uint8Array, dpi = 203): number {
  return (paperRows(bytes) / dpi) * 25.4;
}

/** Each printed QR code's height: its modules (error correction M, as sent) times `GS ( k` fn 67's size. */
function qrRows(job: ParsedJob): number[] {
  let moduleDots = 3;
  const sizes: number[] = [];
  let payload = 0;
  for (const command of job.commands) {
    if (command.name !== 'GS ( k' || command.bytes[5] !== 49) continue;
    const fn = command.bytes[6];
    if (fn === 67) moduleDots = command.bytes[7] ?? moduleDots;
    if (fn === 81) {
      const text = job.qrCodes[payload++] ?? '';
      sizes.push(qrCode().create(text, { errorCorrectionLevel: 'M' }).modules.size * moduleDots);
    }
  }
  return sizes;
}
