/**
 * receiptline as a picture, the way receiptio prints "as image": the order's ReceiptLine document to SVG
 * (receiptline's own layout, QR code drawn), the SVG drawn by @napi-rs/canvas, the PNG given back to
 * receiptline (`{i:…}`) for its ESC/POS raster.
 */
import { createCanvas, Image } from '@napi-rs/canvas';
import { transform } from 'receiptline';
import type { Order } from '../../electron/common/model/order';
import { COLUMNS_80MM, type ReceiptContender } from './contender';
import { receiptLineDocument } from './receiptline-document';

const SVG = { cpl: COLUMNS_80MM, encoding: 'cp858' } as const;
// gradient off: thresholding, as for text; not dithering, as for photos.
const PRINTER = { cpl: COLUMNS_80MM, encoding: 'cp858', command: 'escpos', gradient: false } as const;

function encode(order: Order): Uint8Array[] {
  const svg = transform(receiptLineDocument(order, true), SVG);
  const image = new Image();
  image.src = Buffer.from(svg);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const png = canvas.toBuffer('image/png').toString('base64');
  return [Buffer.from(transform(`{i:${png}}`, PRINTER), 'binary')];
}

export const receiptLineImageContender: ReceiptContender = {
  id: 'receiptline-svg',
  name: 'receiptline (SVG → canvas → raster)',
  orderSlip: false,
  // Drawn into the picture: there is no QR command to read back.
  qr: false,
  lessWork: [
    'no fallback fonts (the SVG asks for a web font it cannot fetch offline; Skia draws its default mono)',
    'all bands sent, blank ones included',
  ],
  encode,
};
