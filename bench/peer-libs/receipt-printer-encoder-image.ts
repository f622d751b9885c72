/**
 * ReceiptPrinterEncoder with @napi-rs/canvas, the way its README prints a picture: the receipt drawn on a
 * canvas (Noto Sans Mono, 48 columns on 576 dots, font A's 24-dot line), its ImageData handed to
 * `image()` (threshold, `GS v 0` raster), then a partial cut. The QR code is left out: the encoder
 * cannot draw one into the picture.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Order } from '../../electron/common/model/order';
import { COLUMNS_80MM, DOTS_80MM, type ReceiptContender } from './contender';
import { leftRight, peerReceipt } from './peer-receipt';

const FAMILY = 'Peer Mono';
const LINE_DOTS = 24;
const FONT_DOTS = 20;

let fontLoaded = false;
function loadFont(): void {
  if (fontLoaded) return;
  const require = createRequire(import.meta.url);
  for (const weight of ['400Regular/NotoSansMono_400Regular', '700Bold/NotoSansMono_700Bold'])
    GlobalFonts.register(
      readFileSync(require.resolve(`@expo-google-fonts/noto-sans-mono/${weight}.ttf`)),
      FAMILY,
    );
  fontLoaded = true;
}

interface DrawnLine {
  readonly text: string;
  readonly center?: boolean;
  readonly bold?: boolean;
  readonly big?: boolean;
}

function linesOf(order: Order): DrawnLine[] {
  const receipt = peerReceipt(order);
  const rule = (char: string): DrawnLine => ({ text: char.repeat(COLUMNS_80MM) });
  const lines: DrawnLine[] = [
    { text: receipt.headline, center: true, bold: true, big: true },
    { text: receipt.due, center: true },
    rule('='),
    ...receipt.customer.map((text) => ({ text })),
    rule('-'),
  ];
  for (const item of receipt.items) {
    lines.push({ text: leftRight(item.text, item.amount, COLUMNS_80MM) });
    for (const detail of item.details) lines.push({ text: detail });
  }
  if (receipt.remarks !== null) lines.push(rule('-'), { text: receipt.remarks });
  lines.push(rule('-'));
  for (const [label, amount] of receipt.totals)
    lines.push({ text: leftRight(label, amount, COLUMNS_80MM), bold: label === 'TOTAAL' });
  lines.push(...receipt.payment.map((text) => ({ text })), rule('-'), { text: receipt.shop, center: true });
  lines.push({ text: receipt.address, center: true });
  return lines;
}

function encode(order: Order): Uint8Array[] {
  loadFont();
  const lines = linesOf(order);
  const height = lines.reduce((sum, line) => sum + (line.big ? 2 : 1) * LINE_DOTS, 0);
  const canvas = createCanvas(DOTS_80MM, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, DOTS_80MM, height);
  context.fillStyle = '#000';
  context.textBaseline = 'top';
  let y = 0;
  for (const line of lines) {
    const scale = line.big ? 2 : 1;
    context.font = `${line.bold ? 'bold ' : ''}${FONT_DOTS * scale}px "${FAMILY}"`;
    context.textAlign = line.center ? 'center' : 'left';
    context.fillText(line.text, line.center ? DOTS_80MM / 2 : 0, y + 2 * scale);
    y += LINE_DOTS * scale;
  }
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', printerModel: 'epson-tm-t88vi' });
  encoder.initialize();
  encoder.image(context.getImageData(0, 0, DOTS_80MM, height), {
    width: DOTS_80MM,
    height,
    algorithm: 'threshold',
    mode: 'raster',
  });
  encoder.cut('partial');
  return [encoder.encode()];
}

export const receiptPrinterEncoderImageContender: ReceiptContender = {
  id: 'receipt-printer-encoder-canvas',
  name: 'ReceiptPrinterEncoder + canvas',
  orderSlip: false,
  qr: false,
  lessWork: [
    'no QR code drawn',
    'no word wrap (a long line is cut off at the paper edge)',
    'no fallback fonts (Arabic, Hebrew, emoji draw as boxes)',
    'all ink bands sent, blank ones included',
  ],
  encode,
};
