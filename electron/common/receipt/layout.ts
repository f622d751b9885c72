/**
 * The one place that knows about columns: a Receipt in, the exact printed lines out. No line is ever
 * wider than the paper: text wraps at word boundaries, a word longer than a line is broken (after a
 * hyphen when it has one), amounts end in the last column.
 */
import type {
  Alignment,
  FeedBlock,
  LogoBlock,
  PlateBlock,
  QrBlock,
  RasterBlock,
  Receipt,
  RowBlock,
  TextSize,
  TextStyle,
} from './receipt';
import { widthScale } from './receipt';
import { graphemeSegmenter } from '../i18n/graphemes';

export interface PrintedTextLine {
  readonly kind: 'text';
  /** Never longer than the line's columns (`columns / widthScale(size)`); rows are padded to full width. */
  readonly text: string;
  readonly size: TextSize;
  readonly bold: boolean;
  readonly inverted: boolean;
  readonly align: Alignment;
}

export type PrintedLine = PrintedTextLine | QrBlock | LogoBlock | FeedBlock | RasterBlock;

/** A row's left text keeps at least this many columns beside its amount; a longer amount gets its own line. */
const MIN_LEFT_COLUMNS = 8;

export function layoutReceipt(receipt: Receipt, columns: number): PrintedLine[] {
  const width = Math.max(1, Math.floor(columns));
  const lines: PrintedLine[] = [];
  for (const block of receipt.blocks) {
    switch (block.kind) {
      case 'text':
        lines.push(...layoutText(block.text, block.style, width));
        break;
      case 'row': {
        const line = rowOnOneLine(block, width);
        if (line !== null) lines.push(line);
        else lines.push(...layoutRow(block, width));
        break;
      }
      case 'rule':
        lines.push(
          textLine(block.char.repeat(width), { size: 'normal', bold: false, inverted: false, align: 'left' }),
        );
        break;
      case 'plate':
        lines.push(...layoutPlate(block, width));
        break;
      case 'qr':
      case 'logo':
      case 'feed':
      case 'raster':
        lines.push(block);
        break;
    }
  }
  return lines;
}

function textLine(text: string, style: TextStyle): PrintedTextLine {
  // Property by property rather than `...style`: a spread costs a few times as much, on every printed line.
  return {
    kind: 'text',
    text,
    size: style.size,
    bold: style.bold,
    inverted: style.inverted,
    align: style.align,
  };
}

function columnsFor(size: TextSize, width: number): number {
  return Math.max(1, Math.floor(width / widthScale(size)));
}

function layoutText(text: string, style: TextStyle, width: number): PrintedTextLine[] {
  const cols = columnsFor(style.size, width);
  return wrapText(text, cols).map((line) =>
    // A space either side lets inverted text read as a bar rather than letters glued to the paper edge.
    textLine(style.inverted && line !== '' && line.length + 2 <= cols ? ` ${line} ` : line, style),
  );
}

function layoutPlate(block: PlateBlock, width: number): PrintedTextLine[] {
  const rule = textLine('='.repeat(width), { size: 'normal', bold: false, inverted: false, align: 'left' });
  return [
    rule,
    ...layoutText(block.label, { size: 'normal', bold: true, inverted: true, align: 'left' }, width),
    ...(block.text === ''
      ? []
      : layoutText(block.text, { size: 'tall', bold: true, inverted: false, align: 'left' }, width)),
    ...(block.note === null
      ? []
      : layoutText(block.note, { size: 'normal', bold: false, inverted: false, align: 'left' }, width)),
    rule,
  ];
}

/**
 * A row whose text fits beside its amount (or its line, without one) as it is: nearly every row of a
 * receipt. The same line `layoutRow` makes, without splitting the text into words. Null for any other row.
 */
function rowOnOneLine(block: RowBlock, width: number): PrintedTextLine | null {
  const cols = columnsFor(block.size, width);
  const indent = Math.min(Math.max(0, Math.floor(block.indent)), Math.floor(cols / 4));
  const { left, right } = block;
  const available = right.length === 0 ? cols - indent : cols - indent - right.length - 1;
  // Spaces at the ends and line breaks are what the word wrap changes; such a row takes the long way.
  if (left.length === 0 || left.length > available || left.charCodeAt(0) === 0x20) return null;
  if (left.charCodeAt(left.length - 1) === 0x20 || left.includes('\n')) return null;
  const text = ' '.repeat(indent) + (left.includes('\u00a0') ? left.replace(/\u00a0/g, ' ') : left);
  const line = right.length > 0 ? text.padEnd(cols - right.length) + right : text;
  return {
    kind: 'text',
    text: line.trimEnd() === '' ? '' : line,
    size: block.size,
    bold: block.bold,
    inverted: false,
    align: 'left',
  };
}

function layoutRow(block: RowBlock, width: number): PrintedTextLine[] {
  const cols = columnsFor(block.size, width);
  const style: TextStyle = { size: block.size, bold: block.bold, inverted: false, align: 'left' };
  const indent = Math.min(Math.max(0, Math.floor(block.indent)), Math.floor(cols / 4));
  const right = block.right;
  const lines: string[] = [];
  const leftText = keepLeadWithNextWord(block.left, block.hangingIndent);
  // Beside the amount the text needs room for its longest word (unless that word must be broken anyway).
  // The hanging indent only moves the lines after the first: the first word never lands there (it may
  // be "2x" joined to a long name, which must not pull the name's next lines to the edge).
  const { longestWord, longestLaterWord } = wordLengths(leftText);
  const needed = Math.min(
    leftText.length,
    Math.max(MIN_LEFT_COLUMNS, Math.min(longestWord, Math.floor((cols - indent) / 2))),
  );
  const besideWidth = cols - indent - right.length - 1;
  const fitsBeside =
    right.length > 0 && besideWidth >= needed && leadFitsBeside(leftText, block, besideWidth, cols - indent);
  if (fitsBeside || right.length === 0) {
    const available = right.length === 0 ? cols - indent : cols - indent - right.length - 1;
    const hang = hangFor(block.hangingIndent, available, longestLaterWord);
    const left = wrapText(leftText, available, available - hang);
    left.forEach((text, index) => {
      const lead = ' '.repeat(index === 0 ? indent : indent + hang);
      lines.push(
        index === 0 && right.length > 0 ? (lead + text).padEnd(cols - right.length) + right : lead + text,
      );
    });
  } else {
    // An amount too long to sit beside the text: the text on its own lines, the amount under it, right-aligned.
    const hang = hangFor(block.hangingIndent, cols - indent, longestLaterWord);
    wrapText(leftText, cols - indent, cols - indent - hang).forEach((text, index) =>
      lines.push(' '.repeat(index === 0 ? indent : indent + hang) + text),
    );
    for (const part of wrapText(right, cols)) lines.push(part.padStart(cols));
  }
  return lines.map((text) => textLine(text.trimEnd() === '' ? '' : text, style));
}

/** The longest word's length, and the longest after the first; words end at spaces and line breaks. */
function wordLengths(text: string): { longestWord: number; longestLaterWord: number } {
  let longestWord = 0;
  let longestLaterWord = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== ' ' && text[i] !== '\n') continue;
    const length = i - start;
    longestWord = Math.max(longestWord, length);
    if (start > 0) longestLaterWord = Math.max(longestLaterWord, length);
    start = i + 1;
  }
  return { longestWord, longestLaterWord };
}

/**
 * What stands before a row's hanging column ("2x ", "12 pers. ", "+ ") is kept with the word after it:
 * at 58 mm a quantity never stands alone on a line. Its spaces become no-break spaces (printed as spaces).
 */
function keepLeadWithNextWord(left: string, hangingIndent: number): string {
  const lead = Math.floor(hangingIndent);
  if (lead < 2 || left.length <= lead || left[lead - 1] !== ' ' || left.slice(0, lead).includes('\n'))
    return left;
  return left.slice(0, lead).replace(/ /g, '\u00a0') + left.slice(lead);
}

/**
 * A quantity kept with the name's first word needs room beside the amount for both, or for both up to a
 * hyphen where the word may break ("8 pers. Aardbeien-" / "slagroomtaart"). Where they do not fit but fit
 * a whole line, the amount goes under them rather than break the name ("12 pers. Verjaardagstaar").
 */
function leadFitsBeside(left: string, block: RowBlock, besideWidth: number, lineWidth: number): boolean {
  if (left === block.left) return true;
  const first = left.split(/[ \n]/)[0] ?? '';
  if (first.length <= besideWidth || first.length > lineWidth) return true;
  const cut = breakPoint(first, besideWidth);
  return cut < first.length && first[cut - 1] === '-' && cut > Math.floor(block.hangingIndent);
}

/**
 * The hanging indent, shrunk where it would leave the longest word too little room: on 58 mm a
 * "12 pers. " indent would otherwise break "Verjaardagstaart" in two.
 */
function hangFor(requested: number, available: number, longestWord: number): number {
  return Math.max(0, Math.min(Math.floor(requested), Math.floor(available / 2), available - longestWord));
}

/**
 * Greedy word wrap. `\n` starts a new line; spaces between words are kept as typed except where a line
 * breaks; a no-break space (U+00A0) joins two words and prints as a space. The first line may have another
 * width than the rest (a hanging indent).
 */
export function wrapText(text: string, width: number, restWidth: number = width): string[] {
  const lines = wrapWords(text, width, restWidth);
  return text.includes('\u00a0') ? lines.map((line) => line.replace(/\u00a0/g, ' ')) : lines;
}

function wrapWords(text: string, width: number, restWidth: number): string[] {
  const first = Math.max(1, Math.floor(width));
  const rest = Math.max(1, Math.floor(restWidth));
  // Most texts on a receipt fit their line as they are: one line, no spaces at the ends to drop.
  if (text.length <= first && !text.includes('\n') && !text.startsWith(' ') && !text.endsWith(' '))
    return [text];
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const limit = (): number => (out.length === 0 ? first : rest);
    let line = '';
    let started = false;
    const tokens = paragraph.split(/( +)/);
    for (let i = 0; i < tokens.length; i += 2) {
      const spaces = i === 0 ? '' : (tokens[i - 1] ?? '');
      let word = tokens[i] ?? '';
      if (word === '') continue;
      const candidate = started ? line + spaces + word : word;
      if (candidate.length <= limit()) {
        line = candidate;
        started = true;
        continue;
      }
      if (started) out.push(line);
      while (word.length > limit()) {
        const cut = breakPoint(word, limit());
        out.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
      started = true;
    }
    out.push(line);
  }
  return out;
}

/** Where to break a word too long for a line: after its last hyphen that leaves a useful piece, else hard. */
function breakPoint(word: string, width: number): number {
  const hyphen = word.lastIndexOf('-', width - 1);
  return hyphen >= Math.ceil(width / 3) ? hyphen + 1 : graphemeCut(word, width);
}

/** Characters from U+0300 on may be half of an emoji, a combining accent or a joined sequence. */
const MAYBE_CLUSTERED = /[\u0300-\uffff]/;
const graphemes = graphemeSegmenter();

/**
 * A hard break at `width` code units, moved back to where a character as the reader sees it ends: a
 * drawn receipt's text (`unicode`) may hold emoji (two code units, or a joined family of eight) and
 * letters with combining marks, and half of one would print as a box. At least one whole character.
 */
function graphemeCut(word: string, width: number): number {
  if (!MAYBE_CLUSTERED.test(word)) return width;
  let cut = 0;
  for (const { index, segment } of graphemes.segment(word)) {
    const end = index + segment.length;
    if (end > width) return cut === 0 ? end : cut;
    cut = end;
  }
  return cut;
}
