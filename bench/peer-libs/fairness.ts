/**
 * The fairness check of the side-by-side bench: each contender's bytes are read back the way a printer
 * reads them — the demo's virtual printers' own readers: the ESC/POS parser (code pages included, so a
 * peer that sent € or an accent in the wrong page fails) and the ZPL interpreter — and must carry the
 * same receipt: the order number, every item's name with its accents, the accent sample, the € amounts,
 * and the QR payload where the contender sends a QR command. Images: the picture's height (paper) and
 * that it has ink. A contender that fails is reported, not timed in silence.
 */
import type { Order } from '../../electron/common/model/order';
import { iconv, transliterate } from '../../electron/core/receipt/print-libraries';
import { inkDots, parseEscPos } from '../../electron/demo/virtual-printer';
import { interpretZpl, ZplStream } from '../../electron/demo/virtual-printer/zpl-interpreter';
import type { LabelJob } from './contender';
import { euro } from './peer-receipt';

export interface FairnessResult {
  readonly passed: boolean;
  /** What was missing or wrong, for the log and results.json; empty when passed. */
  readonly problems: readonly string[];
  /** Bytes of the job. */
  readonly bytes: number;
  /** Image receipts: the paper the pictures take, in millimetres at 203 dpi. */
  readonly paperMm?: number;
  /** ESC/POS bytes no command explains (a peer's command an Epson does not know). */
  readonly unknownBytes?: number;
}

const DPI = 203;
const oneSpaced = (text: string): string => text.replace(/\s+/g, ' ');

/** What every text receipt of the order must say, as a printer prints it. */
function receiptNeedles(order: Order): string[] {
  const needles = [order.shop.name, order.client.firstName, euro(order.total)];
  if (order.orderNumber !== null) needles.push(order.orderNumber);
  if (order.remarks !== null) needles.push(order.remarks);
  if (order.deliveryAddress !== null) needles.push(order.deliveryAddress.street, order.deliveryAddress.city);
  for (const line of order.lines) needles.push(line.product, euro(line.total));
  return [...new Set(needles.map(oneSpaced))];
}

const inPc858 = (char: string): boolean => iconv().decode(iconv().encode(char, 'CP858'), 'CP858') === char;

/**
 * Whether the paper says the needle: as written, or with the characters PC858 lacks spelled in Latin
 * ("bœuf" as "boeuf", what OrderSlip prints). A "?" in their place is not the same receipt: the peer
 * left the code page conversion out, and the problem says so.
 */
function findNeedle(paper: string, needle: string): string | null {
  if (paper.includes(needle)) return null;
  const chars = [...needle];
  if (chars.every(inPc858)) return `missing "${needle}"`;
  const spelled = chars.map((char) => (inPc858(char) ? char : transliterate(char))).join('');
  if (paper.includes(spelled)) return null;
  const asked = chars.map((char) => (inPc858(char) ? char : '?')).join('');
  return paper.includes(asked) ? `"${asked}" for "${needle}" (no transliteration)` : `missing "${needle}"`;
}

export function checkTextReceipt(order: Order, jobs: readonly Uint8Array[], qr: boolean): FairnessResult {
  const bytes = jobs.reduce((sum, job) => sum + job.length, 0);
  const job = jobs[0];
  if (jobs.length !== 1 || job === undefined)
    return { passed: false, problems: [`${jobs.length} jobs for one receipt`], bytes };
  const parsed = parseEscPos(job, {});
  const paper = oneSpaced(parsed.lines.map((line) => line.text).join('\n'));
  const problems = receiptNeedles(order)
    .map((needle) => findNeedle(paper, needle))
    .filter((problem): problem is string => problem !== null);
  if (qr && !parsed.qrCodes.includes(order.id)) problems.push(`no QR code of ${order.id}`);
  if (parsed.cuts !== 1) problems.push(`${parsed.cuts} cuts`);
  return { passed: problems.length === 0, problems, bytes, unknownBytes: parsed.unknownBytes.length };
}

/** Less ink than this share of the picture's dots: a blank (or nearly blank) receipt. */
const LEAST_INK = 0.005;

export function checkImageReceipt(jobs: readonly Uint8Array[]): FairnessResult {
  const bytes = jobs.reduce((sum, job) => sum + job.length, 0);
  const job = jobs[0];
  if (jobs.length !== 1 || job === undefined)
    return { passed: false, problems: [`${jobs.length} jobs for one receipt`], bytes };
  const parsed = parseEscPos(job, {});
  const problems: string[] = [];
  const heightDots = parsed.images.reduce((sum, image) => sum + image.heightDots, 0);
  const dots = parsed.images.reduce((sum, image) => sum + image.widthDots * image.heightDots, 0);
  const ink = parsed.images.reduce((sum, image) => sum + inkDots(image), 0);
  if (parsed.images.length === 0) problems.push('no picture');
  else if (ink < dots * LEAST_INK) problems.push(`blank: ${ink} dots of ink in ${dots}`);
  if (parsed.images.some((image) => image.widthDots > 576)) problems.push('wider than 80 mm paper');
  if (parsed.cuts !== 1) problems.push(`${parsed.cuts} cuts`);
  return {
    passed: problems.length === 0,
    problems,
    bytes,
    paperMm: (heightDots * 25.4) / DPI,
    unknownBytes: parsed.unknownBytes.length,
  };
}

/** Every label's format read by the virtual ZPL printer: the laid-out words and QR codes must all be there. */
export function checkLabels(job: LabelJob, jobs: readonly Uint8Array[], qr: boolean): FairnessResult {
  const bytes = jobs.reduce((sum, label) => sum + label.length, 0);
  const problems: string[] = [];
  if (jobs.length !== job.laidOut.length)
    problems.push(`${jobs.length} labels, ${job.laidOut.length} expected`);
  const texts: string[] = [];
  const qrPayloads: string[] = [];
  for (const label of jobs) {
    const formats = new ZplStream().push(label).filter((event) => event.kind === 'format');
    if (formats.length !== 1) problems.push(`${formats.length} formats in one label`);
    for (const format of formats) {
      const read = interpretZpl(format.bytes, { dpi: DPI, defaultWidthDots: 464, defaultHeightDots: 320 });
      texts.push(...read.texts);
      qrPayloads.push(...read.qrPayloads);
    }
  }
  const printed = oneSpaced(texts.join(' '));
  // The words OrderSlip laid out (wrapped, fitted) are the label: every contender must print them all.
  for (const laidOut of job.laidOut) {
    for (const element of laidOut.elements)
      if (element.kind === 'text' && !printed.includes(oneSpaced(element.text)))
        problems.push(`missing "${element.text}"`);
    const payload = laidOut.content.qr;
    if (qr && payload !== null && !qrPayloads.some((read) => read.endsWith(payload)))
      problems.push(`no QR code of ${payload}`);
  }
  return { passed: problems.length === 0, problems: [...new Set(problems)], bytes };
}
