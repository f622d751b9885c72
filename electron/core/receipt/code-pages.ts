/**
 * What each character set we offer can print. The sanitiser keeps a character only when the chosen code
 * page holds it, so node-thermal-printer never meets a character it would answer with `?` or with a code
 * page switch of its own (PRINTERS.md). The tables are the byte values 0x80–0xFF of each page; a test checks
 * them against the bytes node-thermal-printer really produces. The same tables encode receipt text
 * (`codePageBytes`), so a receipt's text is turned into bytes in one pass rather than one buffer per
 * character.
 */
import { CHARACTER_SETS, type CharacterSetName, type PrinterType } from '../../common/model/printer-settings';
import type { TextRepertoire } from '../../common/receipt/receipt';

/** Bytes 0x80–0xFF in order. U+FFFD marks a byte the page leaves undefined. */
const UPPER_HALF: Readonly<Record<CharacterSetName, string>> = {
  PC858_EURO:
    'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
    'ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0',
  WPC1252:
    '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿' +
    'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ',
  ISO8859_15_LATIN9:
    Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)).join('') +
    '\u00a0¡¢£€¥Š§š©ª«¬\u00ad®¯°±²³Žµ¶·ž¹º»ŒœŸ¿' +
    'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ',
};

/** Characters that are never printed as themselves even where a page has a glyph: controls and invisibles. */
function isPrintableGlyph(char: string): boolean {
  return !/[\p{Cc}\p{Cf}\p{Zs}\ufffd]/u.test(char);
}

function printableSet(upperHalf: string): ReadonlySet<string> {
  const set = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) set.add(String.fromCharCode(code));
  for (const char of upperHalf) if (isPrintableGlyph(char)) set.add(char);
  // The plain space is the one space every page prints.
  set.add(' ');
  return set;
}

const PRINTABLE: Readonly<Record<CharacterSetName, ReadonlySet<string>>> = Object.fromEntries(
  CHARACTER_SETS.map((name) => [name, printableSet(UPPER_HALF[name])]),
) as Record<CharacterSetName, ReadonlySet<string>>;

/**
 * Per repertoire, the UTF-16 code units a text may hold and pass the sanitiser unchanged: the characters
 * it prints as themselves, the plain space and the line break (1; 0 for any other below the table's end).
 * Nearly every text on a receipt is like that, and one look-up per character is all it then costs. For
 * `unicode`, only the visible Latin letters and signs up to U+02FF and the euro: the common case; the
 * rest takes the sanitiser's full pass. Made the first time a repertoire is asked for.
 */
const asIsTables: Partial<Record<TextRepertoire, Uint8Array>> = {};

function asIsTable(repertoire: TextRepertoire): Uint8Array {
  const known = asIsTables[repertoire];
  if (known) return known;
  const codes = [0x0a];
  if (repertoire === 'unicode') {
    const ranges = [
      [0x20, 0x7e],
      [0xa1, 0xac],
      [0xae, 0x2ff],
      [0x20ac, 0x20ac],
    ] as const;
    for (const [from, to] of ranges) for (let code = from; code <= to; code++) codes.push(code);
  } else {
    for (const char of PRINTABLE[repertoire]) codes.push(char.charCodeAt(0));
  }
  const table = new Uint8Array(Math.max(...codes) + 1);
  for (const code of codes) table[code] = 1;
  return (asIsTables[repertoire] = table);
}

/**
 * Whether every character of `text` is one the repertoire prints as itself, a plain space or a line break
 * (with `noBreak`, also U+00A0: the guard keeps it for the layout).
 */
export function printsAsIs(text: string, repertoire: TextRepertoire, noBreak = false): boolean {
  const table = asIsTable(repertoire);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < table.length && table[code] === 1) || (noBreak && code === 0xa0)) continue;
    return false;
  }
  return true;
}

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible, and able to make a
 * plate read backwards or push an amount to the other side of a line. Never kept, not even in a drawing.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * Invisible characters a drawn receipt keeps because they change how the visible ones look: zero-width
 * (non-)joiners (emoji sequences, Persian), left-to-right, right-to-left and Arabic letter marks (where a
 * bracket or number sits in mixed text), and tag characters (the flags of England, Scotland, Wales).
 */
const SHAPING_FORMAT = /[\u200c-\u200f\u061c]|[\u{e0020}-\u{e007f}]/u;

/**
 * Whether the repertoire prints this one character (a single UTF-16 code unit or code point). A drawn
 * receipt (`unicode`) prints every visible character; spaces other than U+0020 are not "printed" as
 * themselves in either (the sanitiser makes them plain spaces).
 */
export function canPrint(char: string, repertoire: TextRepertoire): boolean {
  if (repertoire === 'unicode') return drawable(char);
  return PRINTABLE[repertoire].has(char);
}

/** A character a drawn receipt keeps as typed: anything but controls, lone surrogates, other spaces, bidi controls and other invisibles. */
function drawable(char: string): boolean {
  if (char === ' ') return true;
  if (/[\p{Cc}\p{Cs}\p{Zs}\p{Zl}\p{Zp}]/u.test(char) || BIDI_CONTROLS.test(char)) return false;
  return !/\p{Cf}/u.test(char) || SHAPING_FORMAT.test(char);
}

/** Every character the set prints beyond ASCII, with its byte: for tests and the settings screen. */
export function upperHalf(characterSet: CharacterSetName): ReadonlyArray<{ char: string; byte: number }> {
  return [...UPPER_HALF[characterSet]]
    .map((char, index) => ({ char, byte: 0x80 + index }))
    .filter(({ char }) => isPrintableGlyph(char));
}

/**
 * A code page's byte for each UTF-16 code unit it prints, 0 for any other (no printable character is byte
 * 0): printable ASCII as itself (as node-thermal-printer sends it), the page's glyphs at 0x80–0xFF, and the
 * no-break space (the guard keeps it); never a control. Built the first time a page prints.
 */
export type CodePageBytes = Uint8Array;

const pageBytes = new Map<CharacterSetName, CodePageBytes>();

export function codePageBytes(characterSet: CharacterSetName): CodePageBytes {
  const known = pageBytes.get(characterSet);
  if (known) return known;
  const held = [...UPPER_HALF[characterSet]].map((char, index) => ({ char, byte: 0x80 + index }));
  const kept = held.filter(({ char }) => isPrintableGlyph(char) || char === '\u00a0');
  const table = new Uint8Array(Math.max(...kept.map(({ char }) => char.charCodeAt(0))) + 1);
  for (let code = 0x20; code < 0x7f; code++) table[code] = code;
  for (const { char, byte } of kept) table[char.charCodeAt(0)] = byte;
  pageBytes.set(characterSet, table);
  return table;
}

/**
 * The character set really used for a printer type. Star's line mode has no ISO-8859-15 page, and
 * node-thermal-printer selects Star page 0 for it, which has no €; PC858 holds the same letters and the €
 * and Star has it (page 4), so Star printers set to ISO-8859-15 print in PC858.
 */
export function effectiveCharacterSet(type: PrinterType, characterSet: CharacterSetName): CharacterSetName {
  return type === 'star' && characterSet === 'ISO8859_15_LATIN9' ? 'PC858_EURO' : characterSet;
}
