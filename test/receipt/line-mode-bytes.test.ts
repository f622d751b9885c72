import { BreakLine, CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { describe, expect, it } from 'vitest';
import {
  CHARACTER_SETS,
  PRINTER_TYPES,
  printerSettings,
  type CharacterSetName,
  type PrinterType,
} from '../../electron/common/model/printer-settings';
import { layoutReceipt, type PrintedTextLine } from '../../electron/common/receipt/layout';
import {
  NORMAL,
  type Receipt,
  type ReceiptBlock,
  type TextSize,
} from '../../electron/common/receipt/receipt';
import { ByteBuilder } from '../../electron/core/receipt/byte-builder';
import {
  canPrint,
  codePageBytes,
  effectiveCharacterSet,
  printsAsIs,
  upperHalf,
} from '../../electron/core/receipt/code-pages';
import { encodeReceipt } from '../../electron/core/receipt/encode';
import { lineModeCommands } from '../../electron/core/receipt/line-mode-commands';
import { prepareReceipt } from '../../electron/core/receipt/print-mode';
import { guardText } from '../../electron/core/receipt/sanitize';
import { parseEscPos } from '../../electron/demo/virtual-printer/escpos-parser';
import { randomText, seeded } from './random';

/** Every character the guard lets reach the encoder: printable ASCII, the page's glyphs, the no-break space. */
function guardOutput(set: CharacterSetName): string {
  let chars = '\u00a0';
  for (let code = 0x20; code < 0x7f; code++) chars += String.fromCharCode(code);
  for (const { char } of upperHalf(set)) chars += char;
  return chars;
}

function libraryPrinter(type: PrinterType, set?: CharacterSetName): ThermalPrinter {
  return new ThermalPrinter({
    type: type === 'star' ? PrinterTypes.STAR : PrinterTypes.EPSON,
    interface: '',
    breakLine: BreakLine.NONE,
    ...(set ? { characterSet: CharacterSet[set] } : {}),
  });
}

describe('text bytes in one run', () => {
  for (const type of PRINTER_TYPES) {
    for (const set of CHARACTER_SETS) {
      it(`${type}, ${set}: every character the guard lets through is the byte node-thermal-printer's print gives it`, () => {
        const page = effectiveCharacterSet(type, set);
        const text = guardOutput(page);
        const printer = libraryPrinter(type, page);
        const selection = printer.getBuffer().length;
        printer.print(text);
        const run = new ByteBuilder(8);
        expect(run.text(text, codePageBytes(page))).toBe(true);
        expect([...run.take()]).toEqual([...printer.getBuffer().subarray(selection)]);
      });
    }
  }

  it('takes no text holding a character the page does not print as it is: the guard must see it first', () => {
    const run = new ByteBuilder();
    run.text('ok ', codePageBytes('PC858_EURO'));
    for (const char of ['ő', 'Ł', '😀', '\u200b', '\u0085', '\x1b', '\n', '\t', '\x00', '\x7f']) {
      expect(run.text(`a${char}b`, codePageBytes('PC858_EURO')), JSON.stringify(char)).toBe(false);
      expect(run.size).toBe(3);
    }
    expect(run.take().toString('latin1')).toBe('ok ');
  });

  it('grows past its first size, and what was taken stays as it was when the builder is filled again', () => {
    const run = new ByteBuilder(4);
    run.text('Chocoladetaart', codePageBytes('WPC1252'));
    run.bytes(Uint8Array.of(0x0a));
    const first = run.take();
    expect(first.toString('latin1')).toBe('Chocoladetaart\n');
    expect(run.size).toBe(0);
    run.text('XXXXXXXXXXXXXXXXXXXXXXXX', codePageBytes('WPC1252'));
    expect(first.toString('latin1')).toBe('Chocoladetaart\n');
    run.clear();
    expect(run.take()).toHaveLength(0);
  });

  it('lets go of the memory of one long run instead of keeping it for every receipt after', () => {
    const run = new ByteBuilder(4, 16);
    run.bytes(new Uint8Array(100).fill(0x41));
    expect(run.take()).toHaveLength(100);
    run.bytes(Uint8Array.of(0x42));
    expect([...run.take()]).toEqual([0x42]);
    expect((run as unknown as { buffer: Uint8Array }).buffer.length).toBe(4);
  });

  it('the style commands are the ones node-thermal-printer writes for each printer type', () => {
    for (const type of PRINTER_TYPES) {
      const printer = libraryPrinter(type);
      printer.alignCenter();
      printer.setTextQuadArea();
      printer.bold(true);
      printer.invert(false);
      printer.newLine();
      const commands = lineModeCommands(type);
      const ours = Buffer.concat([
        commands.alignCenter,
        commands.sizeLarge,
        commands.boldOn,
        commands.invertOff,
        commands.newLine,
      ]);
      expect([...ours], type).toEqual([...printer.getBuffer()]);
    }
  });
});

describe('the sanitiser’s shortcut for text already in the repertoire', () => {
  it('takes exactly the characters the page prints as themselves, the plain space and the line break', () => {
    for (const set of CHARACTER_SETS) {
      for (let code = 0; code < 0x2600; code++) {
        const char = String.fromCharCode(code);
        const expected = char === '\n' || canPrint(char, set);
        expect(printsAsIs(char, set), `U+${code.toString(16)} in ${set}`).toBe(expected);
        expect(printsAsIs(char, set, true)).toBe(expected || char === '\u00a0');
      }
    }
  });

  it('in a drawing, takes only characters the drawing keeps as typed', () => {
    for (let code = 0; code < 0x2600; code++) {
      const char = String.fromCharCode(code);
      if (char !== '\n' && printsAsIs(char, 'unicode')) expect(canPrint(char, 'unicode'), char).toBe(true);
    }
  });

  it('takes only text that is already NFC, whatever two of its characters stand side by side', () => {
    for (const repertoire of [...CHARACTER_SETS, 'unicode'] as const) {
      const chars: string[] = [];
      for (let code = 0; code < 0x2600; code++)
        if (printsAsIs(String.fromCharCode(code), repertoire)) chars.push(String.fromCharCode(code));
      const all = chars.join('');
      expect(all.normalize('NFC'), repertoire).toBe(all);
      // A canonical composition needs a second character that composes with the first: none of these does.
      for (const second of chars) {
        const pairs = chars.join(second) + second;
        expect(pairs.normalize('NFC'), `${repertoire}: …${second}`).toBe(pairs);
      }
    }
  });
});

/** The encoder as it was before issue 27: every line through node-thermal-printer's own calls. */
function libraryLineMode(receipt: Receipt, type: PrinterType, set: CharacterSetName): Uint8Array {
  const page = effectiveCharacterSet(type, set);
  const printer = libraryPrinter(type);
  printer.add(Buffer.from([0x1b, 0x40]));
  printer.setCharacterSet(CharacterSet[page]);
  let align: string | null = null;
  let look: string | null = null;
  const setStyle = (line: Pick<PrintedTextLine, 'align' | 'size' | 'bold' | 'inverted'>): void => {
    if (line.align !== align) {
      if (line.align === 'center') printer.alignCenter();
      else if (line.align === 'right') printer.alignRight();
      else printer.alignLeft();
      align = line.align;
    }
    const next = `${line.size} ${line.bold} ${line.inverted}`;
    if (next === look) return;
    if (line.size === 'large') printer.setTextQuadArea();
    else if (line.size === 'tall') printer.setTextDoubleHeight();
    else printer.setTextNormal();
    printer.bold(line.bold);
    printer.invert(line.inverted);
    look = next;
  };
  const reset = (to: PrintedTextLine['align'] = 'left'): void =>
    setStyle({ align: to, size: 'normal', bold: false, inverted: false });
  for (const line of layoutReceipt(receipt, 32)) {
    if (line.kind === 'text') {
      setStyle(line);
      const text = guardText(line.text, page).replace(/\n/g, ' ');
      if (text !== '') printer.print(text);
      printer.newLine();
    } else if (line.kind === 'feed') {
      reset();
      for (let i = 0; i < line.lines; i++) printer.newLine();
    }
  }
  reset();
  printer.partialCut({ verticalTabAmount: 1 });
  return new Uint8Array(printer.getBuffer());
}

describe('receipt bytes in one run', () => {
  it('are byte for byte what node-thermal-printer’s own calls give, for random text, styles and pages', () => {
    const next = seeded(27);
    const sizes: TextSize[] = ['normal', 'tall', 'large'];
    const aligns = ['left', 'center', 'right'] as const;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    for (let i = 0; i < 150; i++) {
      const blocks: ReceiptBlock[] = [];
      for (let j = 0; j < 8; j++) {
        const roll = next();
        const size = pick(sizes);
        if (roll < 0.45) {
          const style = { size, bold: next() < 0.5, inverted: next() < 0.3, align: pick(aligns) };
          blocks.push({ kind: 'text', text: randomText(next, 90), style });
        } else if (roll < 0.75) {
          const left = randomText(next, 50);
          const right = randomText(next, 10);
          blocks.push({ kind: 'row', left, right, indent: 2, hangingIndent: 3, size, bold: next() < 0.5 });
        } else if (roll < 0.85) {
          blocks.push({ kind: 'plate', label: 'TEKST:', text: randomText(next, 60), note: null });
        } else if (roll < 0.93) {
          blocks.push({ kind: 'feed', lines: Math.floor(next() * 3) });
        } else {
          blocks.push({ kind: 'rule', char: '=' });
        }
      }
      const type = pick(PRINTER_TYPES);
      const set = pick(CHARACTER_SETS);
      const settings = printerSettings({
        id: 'p',
        name: 'P',
        uri: 'tcp://127.0.0.1:9100',
        type,
        characterSet: set,
        paperWidth: 58,
        printMode: 'text',
      });
      const receipt: Receipt = { language: 'nl', paperWidth: 58, characterSet: 'unicode', blocks };
      const prepared = prepareReceipt(receipt, settings);
      expect([...encodeReceipt(receipt, settings)], `receipt ${i}`).toEqual([
        ...libraryLineMode(prepared, type, set),
      ]);
    }
  });

  it('hold a line the page cannot print as it is to the page, in a receipt prepared before (it holds a drawing)', () => {
    const settings = printerSettings({ id: 'p', name: 'P', uri: 'tcp://127.0.0.1:9100', printMode: 'auto' });
    const receipt: Receipt = {
      language: 'nl',
      paperWidth: 58,
      characterSet: 'PC858_EURO',
      blocks: [
        { kind: 'raster', widthDots: 8, heightDots: 1, bitsBase64: 'gA==', text: '' },
        { kind: 'text', text: 'Œuf “bio”\t😀\x1bp\x00\nZoë', style: { ...NORMAL, bold: true } },
      ],
    };
    const job = parseEscPos(encodeReceipt(receipt, settings), { initialCodePage: 0 });
    expect(job.drawerKicks).toBe(0);
    const lines = job.lines.map((line) => line.text);
    expect(lines).toContain('Oeuf "bio" p');
    expect(lines).toContain('Zoë');
  });
});
