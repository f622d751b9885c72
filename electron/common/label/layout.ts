/**
 * A label's content placed on its dots. Pure: the engine encodes exactly these elements (ZPL, TSPL, an
 * ESC/POS label printer's raster) and the window's preview draws them, so both show the same label.
 *
 * Every text is wrapped here into one-line elements, measured with `LABEL_CHAR_WIDTH`, a conservative
 * advance per character: no printer ever wraps or runs a line past the label's edge. The parts are
 * stacked top to bottom at sizes that follow the label (a fraction of its height, bounded by its width);
 * when they do not fit, every part shrinks together to a readable minimum, then the least needed parts
 * go (a cake's options and the plate's caption, the QR code, the shop, the product line), then the
 * sizes go below readable down to a floor. Never dropped: the headline, the due time, the name and the
 * plate text, which is wrapped whole (a font at which one of its words would break is refused). Only a
 * text no label of that size could hold is cut, with "…" (see LABELS.md).
 */
import {
  mmToDots,
  type LabelAlign,
  type LabelContent,
  type LabelElement,
  type LabelGeometry,
  type LaidOutLabel,
} from './label';
import { wordsOf } from '../words/catalogues';
import { graphemeSegmenter } from '../i18n/graphemes';

/**
 * The room one character takes, as a fraction of the font's height in dots. The drawn font (Noto Sans
 * Mono) advances 0.6 em; printer fonts (ZPL `^A0`, TSPL "0") are set by the encoder to no wider. A
 * wide character (emoji, CJK, fullwidth forms) counts double.
 */
export const LABEL_CHAR_WIDTH = 0.65;

/** The QR code's error correction: the encoders and the layout must agree, as it sets the code's size. */
export const LABEL_QR_ECC = 'M';

/** Byte-mode capacity of QR versions 1–14 at correction level M (ISO/IEC 18004, table 7). */
const QR_BYTES_M = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362];

/**
 * Modules on one side of the QR code for a payload (ASCII), at level M in byte mode: an upper bound, as
 * an encoder that chooses a denser mode needs no more. Payloads are at most 256 characters (receipt limit).
 */
export function qrModules(payload: string): number {
  const index = QR_BYTES_M.findIndex((capacity) => capacity >= payload.length);
  const version = index < 0 ? QR_BYTES_M.length : index + 1;
  return 17 + 4 * version;
}

const WIDE =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
const graphemes = graphemeSegmenter();

/** One unit per character as the reader sees it (a letter with its accents, one emoji), two for a wide one. */
export function labelTextUnits(text: string): number {
  if (!maybeWide(text)) return text.length;
  let units = 0;
  for (const { segment } of graphemes.segment(text)) units += WIDE.test(segment) ? 2 : 1;
  return units;
}

/**
 * Anything from U+0300 on (a surrogate included) may be a wide character, or part of a cluster the reader
 * sees as one. A look at each code unit costs less than a regular expression.
 */
function maybeWide(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x300) return true;
  return false;
}

/** The dots a one-line text takes at a font height, by the conservative measure above. */
export function labelTextWidth(text: string, fontDots: number): number {
  return Math.ceil(labelTextUnits(text) * LABEL_CHAR_WIDTH * fontDots);
}

/** How many units fit in `width` dots at a font height. */
function capacity(width: number, fontDots: number): number {
  return Math.floor(width / (LABEL_CHAR_WIDTH * fontDots));
}

interface Wrapped {
  readonly lines: readonly string[];
  /** A word was longer than a line and had to be broken. */
  readonly broke: boolean;
}

/**
 * Greedy word wrap in units: `\n` starts a new line (an empty paragraph is a blank line), a word longer
 * than a line is broken between characters as the reader sees them.
 */
export function wrapLabelText(text: string, units: number): Wrapped {
  const room = Math.max(1, units);
  // A text of one line that fits as it is (one unit a code unit, single spaces, none at the ends) is its
  // own wrap: the greedy loop would put every word back on the one line.
  if (
    text.length <= room &&
    !text.includes('\n') &&
    !text.includes('  ') &&
    !text.startsWith(' ') &&
    !text.endsWith(' ') &&
    !maybeWide(text)
  )
    return { lines: [text], broke: false };
  const lines: string[] = [];
  let broke = false;
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineUnits = 0;
    for (const raw of paragraph.split(' ')) {
      if (raw === '') continue;
      let word = raw;
      let wordUnits = labelTextUnits(word);
      if (line !== '' && lineUnits + 1 + wordUnits <= room) {
        line += ` ${word}`;
        lineUnits += 1 + wordUnits;
        continue;
      }
      if (line !== '') lines.push(line);
      while (wordUnits > room) {
        broke = true;
        const head = headThatFits(word, room);
        lines.push(head);
        word = word.slice(head.length);
        wordUnits = labelTextUnits(word);
      }
      line = word;
      lineUnits = wordUnits;
    }
    lines.push(line);
  }
  return { lines, broke };
}

/**
 * Characters that can make one code unit count as other than one unit: a CR (one character with a
 * following LF), © and ® (pictographs, counted wide), and anything from U+0300 on.
 */
const NOT_ONE_UNIT = /[\r\u00a9\u00ae]|[^\0-\u02ff]/u;

/**
 * Wraps made before, by text and room. Fitting tries each text at many sizes, at several scales of the
 * whole label, and most tries ask for a room that text was wrapped at already; wrapping again was most
 * of a label's time. Bounded: emptied when it holds 64 texts (a few labels' worth), so it never grows.
 */
const wraps = new Map<string, Map<number, Wrapped>>();

/** `wrapLabelText`, remembered (see `wraps`): the same text and room always wrap the same way. */
function wrapOnce(text: string, units: number): Wrapped {
  let byRoom = wraps.get(text);
  if (byRoom === undefined) {
    if (wraps.size >= 64) wraps.clear();
    byRoom = new Map();
    wraps.set(text, byRoom);
  }
  let wrapped = byRoom.get(units);
  if (wrapped === undefined) {
    wrapped = wrapLabelText(text, units);
    byRoom.set(units, wrapped);
  }
  return wrapped;
}

/** The longest start of `word` within `room` units, whole characters only, at least one character. */
function headThatFits(word: string, room: number): string {
  // Plain Latin text is one unit a code unit: no segmenting needed (it is most of the cost of wrapping).
  if (!NOT_ONE_UNIT.test(word)) return word.slice(0, Math.max(1, room));
  let head = '';
  let used = 0;
  for (const { segment } of graphemes.segment(word)) {
    const units = WIDE.test(segment) ? 2 : 1;
    if (head !== '' && used + units > room) break;
    head += segment;
    used += units;
  }
  return head;
}

/** A line cut to `room` units, ending in "…". */
function ellipsize(line: string, room: number): string {
  if (labelTextUnits(line) + 1 <= room) return `${line}…`;
  return `${headThatFits(line, Math.max(1, room - 1)).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------------
// Parts: what the stack is made of.

interface TextPart {
  readonly kind: 'text';
  readonly text: string;
  /** The font's height it starts from (dots), before shrinking. */
  readonly ideal: number;
  /** Lines it may take before its font shrinks further (at the minimum it wraps on). */
  readonly maxLines: number;
  /** At the minimum font, lines past this are cut with "…"; null: never cut (the plate, the headline). */
  readonly cutLines: number | null;
  readonly bold: boolean;
  readonly inverted: boolean;
  readonly align: LabelAlign;
  /** An inverted tab only as wide as its text, not a bar across the label. */
  readonly tab: boolean;
  /** Dropped when the label is too small: 1 first, then 2, 3; 0 never. */
  readonly drop: number;
  /** The plate: framed, and wrapped whole. */
  readonly frame: boolean;
  /** Beside the QR code (order label: the name and the shop), not under it. */
  readonly beside: boolean;
}

/** Two texts on one line at one size: left, and right against the edge (headline and due; marks). */
interface PairPart {
  readonly kind: 'pair';
  readonly left: TextPart;
  readonly right: TextPart;
  readonly ideal: number;
  readonly drop: number;
  readonly beside: false;
}

type Part = TextPart | PairPart;

interface Sizes {
  readonly margin: number;
  readonly gap: number;
  /** The smallest font read at arm's length; below it only when nothing else fits. */
  readonly readable: number;
  /** The smallest font ever used. */
  readonly floor: number;
  readonly frame: number;
  readonly minModule: number;
}

function sizesFor(geometry: LabelGeometry): Sizes {
  const dpi = geometry.dpi;
  return {
    margin: atLeastDot(1.5, dpi),
    gap: atLeastDot(0.75, dpi),
    readable: atLeastDot(2.25, dpi),
    floor: atLeastDot(1.5, dpi),
    frame: Math.max(2, Math.round(geometry.dpi / 100)),
    minModule: geometry.dpi >= 300 ? 3 : 2,
  };
}

/**
 * At the top level rather than a closure made for each label (as `pushMarks`): a label is laid out in tens
 * of microseconds, and making a named function (its name kept, under tsx) is a noticeable part of that.
 */
function atLeastDot(mm: number, dpi: LabelGeometry['dpi']): number {
  return Math.max(1, mmToDots(mm, dpi));
}

function text(value: string, ideal: number, more: Partial<TextPart> = {}): TextPart {
  return {
    kind: 'text',
    text: value,
    ideal,
    maxLines: 1,
    cutLines: null,
    bold: false,
    inverted: false,
    align: 'left',
    tab: false,
    drop: 0,
    frame: false,
    beside: false,
    ...more,
  };
}

/** The parts of a label, top to bottom, with their starting sizes (fractions of the label's height). */
function partsOf(content: LabelContent, innerHeight: number, innerWidth: number): Part[] {
  // The headline sets the scale: nothing else on an order label is as large (the top line on a cake's).
  const top = content.kind === 'order' ? content.headline : `${content.headline}  ${content.due}`;
  const headline = Math.min(
    Math.round(innerHeight * (content.kind === 'order' ? 0.34 : 0.14)),
    Math.floor(innerWidth / (LABEL_CHAR_WIDTH * Math.max(1, labelTextUnits(top)))),
  );
  const h = (fraction: number, ofHeadline = 0.8): number =>
    Math.max(1, Math.min(Math.round(innerHeight * fraction), Math.round(headline * ofHeadline)));
  const words = wordsOf(content.language).paper.label;
  const parts: Part[] = [];
  if (content.banner !== null) {
    parts.push(text(content.banner, h(0.12), { bold: true, inverted: true, align: 'center' }));
  }
  if (content.kind === 'order') {
    parts.push(text(content.headline, h(0.34, 1), { bold: true }));
    parts.push(text(content.due, h(0.22), { bold: true }));
    pushMarks(parts, content, words.coolBox, h(0.14));
    parts.push(text(content.name, h(0.16), { bold: true, maxLines: 2, cutLines: 3, beside: true }));
    if (content.shop !== null && content.shop !== '') {
      parts.push(text(content.shop, h(0.09), { cutLines: 1, drop: 2, beside: true }));
    }
    return parts;
  }
  parts.push({
    kind: 'pair',
    left: text(content.headline, h(0.14, 1), { bold: true }),
    right: text(content.due, h(0.14, 1), { bold: true, align: 'right' }),
    ideal: h(0.14, 1),
    drop: 0,
    beside: false,
  });
  pushMarks(parts, content, words.coolBox, h(0.1));
  parts.push(text(content.name, h(0.11), { bold: true, maxLines: 1, cutLines: 2 }));
  if (content.product !== null && content.product !== '') {
    parts.push(text(content.product, h(0.1), { bold: true, maxLines: 2, cutLines: 2, drop: 3 }));
  }
  if (content.options.length > 0) {
    parts.push(text(`+ ${content.options.join(' · ')}`, h(0.07), { maxLines: 2, cutLines: 2, drop: 1 }));
  }
  if (content.plate !== null) {
    parts.push(text(words.plateCaption, h(0.06), { inverted: true, tab: true, drop: 1 }));
    parts.push(
      text(content.plate, h(0.4, 4), { bold: true, maxLines: Number.POSITIVE_INFINITY, frame: true }),
    );
  }
  return parts;
}

/** The cool-box bar and the label's sequence ("2/3"), side by side when there are both. */
function pushMarks(parts: Part[], content: LabelContent, coolBox: string, ideal: number): void {
  const sequence = content.sequence;
  if (content.coolBox) {
    const bar = text(coolBox, ideal, { bold: true, inverted: true, align: 'center' });
    if (sequence === null) parts.push(bar);
    else
      parts.push({
        kind: 'pair',
        left: bar,
        right: text(sequence, ideal, { bold: true, inverted: true, align: 'center', tab: true }),
        ideal,
        drop: 0,
        beside: false,
      });
  } else if (sequence !== null) {
    parts.push(text(sequence, ideal, { bold: true, inverted: true, align: 'center', tab: true }));
  }
}

/** A pair that cannot share one line at the smallest font becomes its two texts, one under the other. */
function splitPairs(parts: readonly Part[], width: number, min: number): Part[] {
  return parts.flatMap((part): Part[] => {
    if (part.kind !== 'pair') return [part];
    const units = labelTextUnits(part.left.text) + labelTextUnits(part.right.text) + 2;
    return units <= capacity(width, min) ? [part] : [part.left, { ...part.right, align: 'left' }];
  });
}

// ---------------------------------------------------------------------------------------------------
// Fitting: one try at a scale.

interface FittedText {
  readonly kind: 'text';
  readonly part: TextPart;
  readonly font: number;
  readonly lines: readonly string[];
  readonly height: number;
}

interface FittedPair {
  readonly kind: 'pair';
  readonly part: PairPart;
  readonly font: number;
  readonly height: number;
}

type Fitted = FittedText | FittedPair;

function lineGap(font: number): number {
  return Math.max(1, Math.round(font * 0.12));
}

function framePad(font: number, sizes: Sizes): number {
  return sizes.frame + Math.max(2, Math.round(font * 0.25));
}

function textHeight(part: TextPart, font: number, lines: number, sizes: Sizes): number {
  const body = lines * font + Math.max(0, lines - 1) * lineGap(font);
  return part.frame ? body + 2 * framePad(font, sizes) : body;
}

/** Units a line of the text holds at a font (inside its frame, for the plate). */
function textRoom(part: TextPart, font: number, width: number, sizes: Sizes): number {
  return capacity(part.frame ? width - 2 * framePad(font, sizes) : width, font);
}

/**
 * The largest font from `upper` down to `min` at which the text takes at most `maxLines` lines (and,
 * for the plate, no word breaks); at `min`, it wraps as it must and is cut at `cutLines` if it has one.
 */
function fitText(
  part: TextPart,
  upper: number,
  min: number,
  width: number,
  sizes: Sizes,
  cut: number | null,
): FittedText {
  let font = Math.max(min, upper);
  if (part.maxLines === 1 && !part.frame) {
    // One line: the size follows from the width at once.
    const fits = Math.floor(width / (LABEL_CHAR_WIDTH * Math.max(1, labelTextUnits(part.text))));
    font = Math.max(min, Math.min(font, fits));
  }
  if (part.maxLines > 1 && part.maxLines < Number.POSITIVE_INFINITY) {
    // A name on one line reads better than the same name a little larger on two.
    const one = fitText({ ...part, maxLines: 1 }, upper, min, width, sizes, cut);
    const many = fitText(
      { ...part, maxLines: Number.POSITIVE_INFINITY, cutLines: null },
      upper,
      min,
      width,
      sizes,
      null,
    );
    if (one.lines.length === 1 && one.font >= many.font * 0.75) return { ...one, part };
  }
  for (;;) {
    const wrapped = wrapOnce(part.text, textRoom(part, font, width, sizes));
    const ok = wrapped.lines.length <= part.maxLines && !(part.frame && wrapped.broke);
    if (ok || font <= min) {
      let lines = wrapped.lines;
      const limit = cut ?? part.cutLines;
      if (!ok && limit !== null && lines.length > limit) {
        lines = [
          ...lines.slice(0, limit - 1),
          ellipsize(lines[limit - 1] ?? '', textRoom(part, font, width, sizes)),
        ];
      }
      return { kind: 'text', part, font, lines, height: textHeight(part, font, lines.length, sizes) };
    }
    font = Math.max(min, Math.min(font - 1, Math.floor(font * 0.94)));
  }
}

function fitPair(part: PairPart, upper: number, min: number, width: number): FittedPair {
  const units = labelTextUnits(part.left.text) + labelTextUnits(part.right.text) + 2;
  const fits = Math.floor(width / (LABEL_CHAR_WIDTH * units));
  const font = Math.max(min, Math.min(upper, fits));
  return { kind: 'pair', part, font, height: font };
}

interface Attempt {
  readonly full: readonly Fitted[];
  readonly beside: readonly Fitted[];
  readonly qrSide: number;
  readonly moduleDots: number;
  readonly height: number;
}

interface Frame {
  readonly sizes: Sizes;
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly modules: number;
}

function attempt(
  parts: readonly Part[],
  scale: number,
  min: number,
  frame: Frame,
  qr: boolean,
  idealModule: number,
  cutPlate: number | null,
): Attempt {
  const { sizes, innerWidth } = frame;
  const moduleDots = qr ? Math.max(sizes.minModule, Math.floor(idealModule * scale)) : 0;
  const qrSide = moduleDots * frame.modules;
  const besideWidth = qr ? innerWidth - qrSide - 2 * sizes.gap : innerWidth;
  // The plate takes what the other parts leave, up to its own size: it is what the cake label is for.
  const fixed: Fitted[] = [];
  for (const part of parts)
    if (!part.beside && !isPlate(part)) fixed.push(fitAtScale(part, scale, min, innerWidth, sizes));
  const plateRoom = frame.innerHeight - stack(fixed, sizes) - (fixed.length > 0 ? sizes.gap : 0);
  const full: Fitted[] = [];
  let next = 0;
  let plate: Fitted | undefined;
  for (const part of parts) {
    if (part.beside) continue;
    if (!isPlate(part)) {
      full.push(fixed[next++] as Fitted);
      continue;
    }
    const key = `plate ${min} ${innerWidth} ${plateRoom} ${cutPlate}`;
    const known = fitsOf(part);
    let fitted = known.get(key);
    if (fitted === undefined) {
      fitted = fitPlate(part, min, innerWidth, sizes, plateRoom, cutPlate);
      known.set(key, fitted);
    }
    plate ??= fitted;
    full.push(fitted);
  }
  const beside: Fitted[] = [];
  for (const part of parts) if (part.beside) beside.push(fitAtScale(part, scale, min, besideWidth, sizes));
  const fullHeight = stack(full, sizes);
  const bottom = Math.max(stack(beside, sizes), qrSide);
  let height = fullHeight + (bottom > 0 && full.length > 0 ? sizes.gap : 0) + bottom;
  // …but never smaller than the headline and the name beside it, while those can still shrink.
  let largest = 0;
  for (const item of fixed) largest = Math.max(largest, item.font);
  if (plate && plate.font < largest) height = Math.max(height, frame.innerHeight + 1);
  return { full, beside, qrSide, moduleDots, height };
}

/**
 * Fits made before, by part and by everything else the fit depends on (its sizes are the label's). The
 * scales tried one after another often give a part the same font bounds and room as a try before: the
 * fit is then the same, and fitting again was most of a label's time. Kept as long as the part is.
 */
const fits = new WeakMap<Part, Map<string, Fitted>>();

function fitsOf(part: Part): Map<string, Fitted> {
  let known = fits.get(part);
  if (known === undefined) {
    known = new Map();
    fits.set(part, known);
  }
  return known;
}

/** A part other than the plate at a scale of its starting size, in `width` (remembered, see `fits`). */
function fitAtScale(part: Part, scale: number, min: number, width: number, sizes: Sizes): Fitted {
  const upper = Math.floor(part.ideal * scale);
  const key = `${upper} ${min} ${width}`;
  const known = fitsOf(part);
  let fitted = known.get(key);
  if (fitted === undefined) {
    fitted =
      part.kind === 'pair' ? fitPair(part, upper, min, width) : fitText(part, upper, min, width, sizes, null);
    known.set(key, fitted);
  }
  return fitted;
}

/** The height of fitted parts one under the other, a gap between two. */
function stack(fitted: readonly Fitted[], sizes: Sizes): number {
  let height = Math.max(0, fitted.length - 1) * sizes.gap;
  for (const item of fitted) height += item.height;
  return height;
}

function isPlate(part: Part): part is TextPart {
  return part.kind === 'text' && part.frame;
}

/**
 * The plate at the largest font up to its own that fits `room` with every word whole; at `min` it is
 * as it must be (too tall: the caller shrinks or drops the rest), cut at `cut` lines when given.
 */
function fitPlate(
  part: TextPart,
  min: number,
  width: number,
  sizes: Sizes,
  room: number,
  cut: number | null,
): FittedText {
  const best = largestPlate(part, min, width, sizes, room, cut, false);
  // The lines as typed read as the customer wrote them: kept when that costs at most a quarter of the size.
  const typed = largestPlate(part, min, width, sizes, room, cut, true);
  const paragraphs = part.text.split('\n').length;
  return typed.lines.length === paragraphs && typed.font >= best.font * 0.75 ? typed : best;
}

function largestPlate(
  part: TextPart,
  min: number,
  width: number,
  sizes: Sizes,
  room: number,
  cut: number | null,
  asTyped: boolean,
): FittedText {
  const paragraphs = part.text.split('\n').length;
  // No larger than one line of the room, nor than the longest word across the label.
  const longest = Math.max(1, ...part.text.split(/[\n ]/).map(labelTextUnits));
  const bound = Math.min(room, Math.floor(width / (LABEL_CHAR_WIDTH * longest)));
  let font = Math.max(min, Math.min(part.ideal, bound));
  for (;;) {
    const inner = width - 2 * framePad(font, sizes);
    const wrapped = wrapOnce(part.text, capacity(inner, font));
    const height = textHeight(part, font, wrapped.lines.length, sizes);
    const shape = !asTyped || wrapped.lines.length === paragraphs;
    if ((!wrapped.broke && height <= room && shape) || font <= min) {
      let lines = wrapped.lines;
      if (cut !== null && lines.length > cut) {
        lines = [...lines.slice(0, cut - 1), ellipsize(lines[cut - 1] ?? '', capacity(inner, font))];
      }
      return { kind: 'text', part, font, lines, height: textHeight(part, font, lines.length, sizes) };
    }
    font = Math.max(min, Math.min(font - 1, Math.floor(font * 0.94)));
  }
}

/** Tries scales from 1 down until the stack fits, or every part is at `min`; the last try either way. */
function fitAtScales(
  parts: readonly Part[],
  min: number,
  frame: Frame,
  qr: boolean,
  idealModule: number,
  cutPlate: number | null = null,
): { attempt: Attempt; fits: boolean } {
  const biggest = Math.max(idealModule, ...parts.filter((part) => !isPlate(part)).map((part) => part.ideal));
  const first = attempt(parts, 1, min, frame, qr, idealModule, cutPlate);
  if (first.height <= frame.innerHeight) return { attempt: first, fits: true };
  // The smallest scale that changes anything: every part at `min`, the QR code at its smallest module.
  const lowest = Math.min(
    1,
    Math.max(min / biggest, qr ? frame.sizes.minModule / Math.max(1, idealModule) : 0),
  );
  const bottom = attempt(parts, lowest, min, frame, qr, idealModule, cutPlate);
  if (bottom.height > frame.innerHeight) return { attempt: bottom, fits: false };
  // Sizes shrink with the scale: the largest scale that fits, to within a few per cent.
  let fits = bottom;
  let [low, high] = [lowest, 1];
  for (let step = 0; step < 7; step++) {
    const middle = (low + high) / 2;
    const tried = attempt(parts, middle, min, frame, qr, idealModule, cutPlate);
    if (tried.height <= frame.innerHeight) [fits, low] = [tried, middle];
    else high = middle;
  }
  return { attempt: fits, fits: true };
}

function solve(content: LabelContent, geometry: LabelGeometry, sizes: Sizes): Attempt {
  const innerWidth = Math.max(1, geometry.widthDots - 2 * sizes.margin);
  const innerHeight = Math.max(1, geometry.heightDots - 2 * sizes.margin);
  const payload = content.kind === 'order' ? content.qr : null;
  const modules = payload === null || payload === '' ? 0 : qrModules(payload);
  const frame: Frame = { sizes, innerWidth, innerHeight, modules };
  // The QR code takes at most about two fifths of the width and half the height.
  const idealModule = modules === 0 ? 0 : Math.floor(Math.min(innerWidth * 0.4, innerHeight * 0.5) / modules);
  let qr = modules > 0 && idealModule >= sizes.minModule;
  let parts = splitPairs(partsOf(content, innerHeight, innerWidth), innerWidth, sizes.readable);

  // At readable sizes, dropping what is least needed, level by level (the QR code with level 1).
  let last = fitAtScales(parts, sizes.readable, frame, qr, idealModule);
  for (const level of [1, 2, 3]) {
    if (last.fits) return last.attempt;
    parts = parts.filter((part) => part.drop === 0 || part.drop > level);
    if (level === 1) qr = false;
    last = fitAtScales(parts, sizes.readable, frame, qr, idealModule);
  }
  if (last.fits) return last.attempt;
  // Below readable, down to the floor: smaller, but everything that is left still whole.
  parts = splitPairs(parts, innerWidth, sizes.floor);
  last = fitAtScales(parts, sizes.floor, frame, qr, idealModule);
  if (last.fits) return last.attempt;
  // No label of this size holds it: the plate keeps as many lines as fit, ending in "…".
  const plateLines = last.attempt.full.find(
    (item): item is FittedText => item.kind === 'text' && item.part.frame,
  );
  if (plateLines) {
    let best: Attempt | null = null;
    let [low, high] = [1, plateLines.lines.length - 1];
    while (low <= high) {
      const keep = Math.floor((low + high) / 2);
      const cut = fitAtScales(parts, sizes.floor, frame, qr, idealModule, keep);
      if (cut.fits) [best, low] = [cut.attempt, keep + 1];
      else high = keep - 1;
    }
    if (best) return best;
  }
  return last.attempt;
}

// ---------------------------------------------------------------------------------------------------
// Placing: the fitted parts as elements, in dots from the label's top-left corner.

export function layoutLabel(content: LabelContent, geometry: LabelGeometry): LaidOutLabel {
  const sizes = sizesFor(geometry);
  const fitted = solve(content, geometry, sizes);
  const innerWidth = Math.max(1, geometry.widthDots - 2 * sizes.margin);
  const innerHeight = Math.max(1, geometry.heightDots - 2 * sizes.margin);
  const elements: LabelElement[] = [];
  const left = sizes.margin;
  // Room left over goes between the parts, a little each, so a large label does not bunch at the top.
  const gaps =
    Math.max(0, fitted.full.length - 1) +
    (fitted.beside.length > 0 || fitted.qrSide > 0 ? 1 : 0) +
    Math.max(0, fitted.beside.length - 1);
  const spare = Math.max(0, innerHeight - fitted.height);
  const extra = gaps > 0 ? Math.min(Math.floor(spare / gaps), mmToDots(3, geometry.dpi)) : 0;
  let y = sizes.margin;
  for (const item of fitted.full) {
    place(item, left, y, innerWidth, sizes, elements);
    y += item.height + sizes.gap + extra;
  }
  if (fitted.qrSide > 0 && content.qr !== null) {
    elements.push({
      kind: 'qr',
      x: left + innerWidth - fitted.qrSide,
      y: Math.max(y, sizes.margin + innerHeight - fitted.qrSide),
      moduleDots: fitted.moduleDots,
      payload: content.qr,
    });
  }
  const besideWidth = fitted.qrSide > 0 ? innerWidth - fitted.qrSide - 2 * sizes.gap : innerWidth;
  for (const item of fitted.beside) {
    place(item, left, y, besideWidth, sizes, elements);
    y += item.height + sizes.gap + extra;
  }
  // Whatever the sizes, nothing reaches past the label's edge (a last guard; the fitting keeps to it).
  return { content, geometry, elements: elements.filter((element) => inside(element, geometry)) };
}

function place(item: Fitted, x: number, y: number, width: number, sizes: Sizes, out: LabelElement[]): void {
  if (item.kind === 'pair') {
    const { left, right } = item.part;
    const rightWidth = right.tab
      ? labelTextWidth(right.text, item.font) + Math.round(item.font * 0.6)
      : Math.min(width, labelTextWidth(right.text, item.font));
    const leftWidth = Math.max(1, width - rightWidth - Math.round(item.font * LABEL_CHAR_WIDTH));
    out.push(textElement(left, x, y, leftWidth, item.font, left.text));
    out.push(textElement(right, x + width - rightWidth, y, rightWidth, item.font, right.text));
    return;
  }
  const part = item.part;
  const pad = part.frame ? framePad(item.font, sizes) : 0;
  if (part.frame) {
    out.push({ kind: 'box', x, y, width, height: item.height, thickness: sizes.frame });
  }
  const lineWidth = width - 2 * pad;
  let lineY = y + pad;
  for (const line of item.lines) {
    if (line !== '') {
      // Only a tab is as wide as its text: every other line takes the whole width, unmeasured.
      const shown = part.tab
        ? Math.min(lineWidth, labelTextWidth(line, item.font) + Math.round(item.font * 0.6))
        : lineWidth;
      out.push(textElement(part, x + pad, lineY, shown, item.font, line));
    }
    lineY += item.font + lineGap(item.font);
  }
}

function textElement(
  part: TextPart,
  x: number,
  y: number,
  width: number,
  font: number,
  value: string,
): LabelElement {
  return {
    kind: 'text',
    x,
    y,
    width,
    fontDots: font,
    bold: part.bold,
    inverted: part.inverted,
    align: part.align,
    text: value,
  };
}

/** The box an element covers, in dots. */
export function elementBox(element: LabelElement): { x: number; y: number; width: number; height: number } {
  switch (element.kind) {
    case 'text':
      return { x: element.x, y: element.y, width: element.width, height: element.fontDots };
    case 'qr': {
      const side = qrModules(element.payload) * element.moduleDots;
      return { x: element.x, y: element.y, width: side, height: side };
    }
    case 'box':
      return { x: element.x, y: element.y, width: element.width, height: element.height };
  }
}

function inside(element: LabelElement, geometry: LabelGeometry): boolean {
  const box = elementBox(element);
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.width > 0 &&
    box.x + box.width <= geometry.widthDots &&
    box.y + box.height <= geometry.heightDots
  );
}

// ---------------------------------------------------------------------------------------------------

/**
 * A label as plain text, for golden files and a reader without a printer: its size, then every element
 * top to bottom with where it stands, its size and its text, and a sketch of where the text lines sit.
 */
export function renderLabelText(label: LaidOutLabel): string {
  const { geometry, content } = label;
  const out = [
    `${content.kind} label, ${content.language}, ${geometry.widthMm}x${geometry.heightMm} mm at ${geometry.dpi} dpi ` +
      `(${geometry.widthDots}x${geometry.heightDots} dots)`,
  ];
  const ordered = [...label.elements].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const element of ordered) {
    const at = `y=${String(element.y).padStart(4)} x=${String(element.x).padStart(4)}`;
    switch (element.kind) {
      case 'text': {
        const style = [
          `font ${element.fontDots}`,
          element.bold ? 'bold' : '',
          element.inverted ? 'inverted' : '',
          element.align,
        ]
          .filter((word) => word !== '')
          .join(' ');
        out.push(`${at} w=${String(element.width).padStart(4)}  text  [${style}] ${element.text}`);
        break;
      }
      case 'qr': {
        const side = qrModules(element.payload) * element.moduleDots;
        out.push(
          `${at} w=${String(side).padStart(4)}  qr    [module ${element.moduleDots}] ${element.payload}`,
        );
        break;
      }
      case 'box':
        out.push(
          `${at} w=${String(element.width).padStart(4)}  frame [${element.height} high, ${element.thickness} thick]`,
        );
        break;
    }
  }
  out.push(...sketch(label));
  return `${out.join('\n')}\n`;
}

/**
 * A picture at about 4 mm a character across and 2 mm a line down (enough to see what is big and what
 * stands where): `#` a text in black on white, `=` an inverted bar, `Q` the QR code, `+` a frame.
 */
function sketch(label: LaidOutLabel): string[] {
  const { geometry } = label;
  const columns = Math.max(8, Math.round(geometry.widthMm / 2));
  const rows = Math.max(4, Math.round(geometry.heightMm / 4));
  const grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ' '));
  const cell = (x: number, y: number): [number, number] => [
    Math.min(columns - 1, Math.floor((x / geometry.widthDots) * columns)),
    Math.min(rows - 1, Math.floor((y / geometry.heightDots) * rows)),
  ];
  const fill = (element: LabelElement, char: string, textWidth?: number): void => {
    const box = elementBox(element);
    const width = textWidth ?? box.width;
    const shift = element.kind === 'text' && !element.inverted ? alignShift(element, width) : 0;
    const [x0, y0] = cell(box.x + shift, box.y);
    const [x1, y1] = cell(box.x + shift + width - 1, box.y + box.height - 1);
    for (let r = y0; r <= y1; r++) {
      const row = grid[r];
      if (!row) continue;
      for (let c = x0; c <= x1; c++) {
        if (char === '+' && r !== y0 && r !== y1 && c !== x0 && c !== x1) continue;
        row[c] = char;
      }
    }
  };
  for (const element of label.elements) {
    if (element.kind === 'box') fill(element, '+');
  }
  for (const element of label.elements) {
    if (element.kind === 'qr') fill(element, 'Q');
    if (element.kind === 'text') {
      fill(
        element,
        element.inverted ? '=' : '#',
        element.inverted
          ? undefined
          : Math.min(element.width, labelTextWidth(element.text, element.fontDots)),
      );
    }
  }
  const edge = `+${'-'.repeat(columns)}+`;
  return ['', edge, ...grid.map((row) => `|${row.join('')}|`), edge];
}

function alignShift(element: Extract<LabelElement, { kind: 'text' }>, textWidth: number): number {
  const room = Math.max(0, element.width - textWidth);
  return element.align === 'center' ? Math.floor(room / 2) : element.align === 'right' ? room : 0;
}
