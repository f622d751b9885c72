/**
 * jszpl given OrderSlip's layout of the labels (it has no layout of its own for an order): each laid-out
 * element becomes a jszpl component at the same dots — Text in font E (jszpl has no scalable font 0) at
 * the element's height, a QR Barcode, a Box — on a 58 × 40 mm Label at 8 dots/mm with `^CI28` (UTF-8),
 * and `generateZPL()` gives the format. The layout is worked out once, outside the timing.
 */
import { Alignment, Barcode, BarcodeType, Box, FontFamily, Label, PrintDensity, Text } from 'jszpl';
import type { LaidOutLabel, LabelElement } from '../../electron/common/label/label';
import type { LabelContender } from './contender';

const encoder = new TextEncoder();
const UTF8 = 28;

const ALIGN = { left: Alignment.Start, center: Alignment.Center, right: Alignment.End } as const;

function componentOf(element: LabelElement): Text | Barcode | Box {
  switch (element.kind) {
    case 'text': {
      const text = new Text();
      text.left = element.x;
      text.top = element.y;
      text.width = element.width;
      text.fontFamily = FontFamily.E;
      text.characterHeight = element.fontDots;
      text.horizontalAlignment = ALIGN[element.align];
      text.invert = element.inverted;
      text.text = element.text;
      return text;
    }
    case 'qr': {
      const qr = new Barcode();
      qr.left = element.x;
      qr.top = element.y;
      qr.type = BarcodeType.QRCode;
      qr.data = element.payload;
      return qr;
    }
    case 'box': {
      const box = new Box();
      box.left = element.x;
      box.top = element.y;
      box.width = element.width;
      box.height = element.height;
      box.border = element.thickness;
      return box;
    }
  }
}

function encodeLabel(laidOut: LaidOutLabel): Uint8Array {
  const label = new Label();
  label.printDensity = PrintDensity.dpmm8;
  label.width = laidOut.geometry.widthMm;
  label.height = laidOut.geometry.heightMm;
  label.characterSet = UTF8;
  for (const element of laidOut.elements) label.content.push(componentOf(element));
  return encoder.encode(label.generateZPL());
}

export const jszplContender: LabelContender = {
  id: 'jszpl',
  name: 'jszpl (given our layout)',
  orderSlip: false,
  qr: true,
  lessWork: [
    'no layout: it is given OrderSlip’s (wrapping, fitting, placing)',
    'no building of the labels from the order (words, sequence, filters)',
    'no escaping: a customer’s ^ or ~ in a name becomes a ZPL command',
    'no drawing of text its fonts cannot show (emoji, Arabic): it is sent as text',
  ],
  encode: ({ laidOut }) => laidOut.map(encodeLabel),
};
