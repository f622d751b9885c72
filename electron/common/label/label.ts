/**
 * A label, like the receipt: a small document of plain JSON. `LabelContent` is what a label says;
 * `layoutLabel` (layout.ts) places it on the label's dots as `LabelElement`s, and every printer
 * language (ZPL, TSPL, an ESC/POS label printer's raster) and the window's preview draw exactly those
 * elements, so the screen shows what the label shows. All customer text is already cleaned
 * (`unicode` repertoire: as typed, without control characters).
 */
import type { Dpi } from '../model/printer-settings';
import type { Language } from '../words/languages';

/** `order`: one per bag or box, whose it is and when; `cake`: one per order line with a text option. */
export type LabelKind = 'order' | 'cake';

export interface LabelContent {
  readonly kind: LabelKind;
  readonly language: Language;
  /** The order type and number, printed huge: "AFHALEN 12", "LEVERING 7", "KOELBOX 3". */
  readonly headline: string;
  /** The client's name. */
  readonly name: string;
  /** The pick-up or delivery day and time: "za 28/11 10:30". */
  readonly due: string;
  /** The shop's name; null when not known. */
  readonly shop: string | null;
  /** "1/3" when the order has several labels of this kind; null for a single one. */
  readonly sequence: string | null;
  /** A cool-box order: the label says so, unmissably. */
  readonly coolBox: boolean;
  /** The order id as the QR code's payload (ASCII only); null for none. */
  readonly qr: string | null;
  /** Cake label: the order line ("8 pers. Aardbeientaart"); null on an order label. */
  readonly product: string | null;
  /** Cake label: the line's other options and extras ("+ Kaarsjes"); empty on an order label. */
  readonly options: readonly string[];
  /** Cake label: the plate's text exactly as typed (may hold `\n`); null on an order label. */
  readonly plate: string | null;
  /** "HERDRUK", "MOGELIJK DUBBEL", "TEST": a banner across the label, or null for an original. */
  readonly banner: string | null;
}

/** The label's size on the printer. `widthDots`/`heightDots` follow from millimetres and dots per inch. */
export interface LabelGeometry {
  readonly widthMm: number;
  readonly heightMm: number;
  readonly dpi: Dpi;
  readonly widthDots: number;
  readonly heightDots: number;
}

export type LabelAlign = 'left' | 'center' | 'right';

/**
 * What is printed where, in dots from the label's top-left corner. A text element is ONE line: the
 * layout has already wrapped every text (printers never wrap), and `width` is the room it may take.
 */
export type LabelElement =
  | {
      readonly kind: 'text';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      /** The font's height in dots (the printer's scalable font: ZPL `^A0`, TSPL font "0"). */
      readonly fontDots: number;
      readonly bold: boolean;
      /** White on a black bar as wide as `width` and as high as `fontDots`. */
      readonly inverted: boolean;
      readonly align: LabelAlign;
      readonly text: string;
    }
  | {
      readonly kind: 'qr';
      readonly x: number;
      readonly y: number;
      /** The size of one module in dots. */
      readonly moduleDots: number;
      /** ASCII only. */
      readonly payload: string;
    }
  | {
      /** A frame (`thickness` < half the smaller side) or a filled bar. */
      readonly kind: 'box';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly thickness: number;
    };

export interface LaidOutLabel {
  readonly content: LabelContent;
  readonly geometry: LabelGeometry;
  readonly elements: readonly LabelElement[];
}

/** Dots for millimetres at a resolution (203 dpi: 8 dots a millimetre). */
export function mmToDots(mm: number, dpi: Dpi): number {
  return Math.round((mm * dpi) / 25.4);
}

export function labelGeometry(widthMm: number, heightMm: number, dpi: Dpi): LabelGeometry {
  return { widthMm, heightMm, dpi, widthDots: mmToDots(widthMm, dpi), heightDots: mmToDots(heightMm, dpi) };
}
