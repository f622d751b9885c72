/**
 * Which characters a label printer's own scalable font prints, so a text element goes as text (sharp,
 * small) only when every character in it will come out, and is drawn as a graphic otherwise (never lost,
 * never '?').
 *
 * The choice is conservative on purpose. Zebra's font 0 (CG Triumvirate Bold Condensed) and TSC's font
 * "0" (the same Monotype design) are Latin fonts: Zebra documents them for its single-byte code pages
 * (850, 1252), and with `^CI28` / `CODEPAGE UTF-8` a character outside the font prints as nothing or as a
 * substitute, depending on the firmware. So we send as text only the repertoire of Windows-1252 (Zebra's
 * `^CI27`): ASCII, Latin-1 (é è ë ç ô û ß ñ …) and its extras (€ Œ œ Š š Ž ž Ÿ ‘ ’ “ ” – — … • ™).
 * Everything else — emoji, Arabic, Hebrew, Greek, Cyrillic, CJK, Polish or Turkish letters, combining
 * accents typed separately — is drawn with the bundled fonts. A Dutch, French or English bakery's labels
 * are text; a plate with a heart or a name in Arabic is a picture in its place. docs/PRINTING.md, "Labels".
 */

/**
 * The width we ask of the printer's font 0 as a fraction of its height (ZPL `^A0N,h,w`, TSPL font "0"'s
 * x-size). The layout gives every character `LABEL_CHAR_WIDTH` (0.65) of the height; at its natural width
 * CG Triumvirate Bold Condensed averages about half the height a character, but its widest capitals (M, W)
 * take about 0.8. Narrowed to 0.8 even a line of them stays inside the layout's room, so the printer never
 * runs a line past its field or wraps it; ordinary text stays the condensed face people expect.
 */
export const FONT_WIDTH = 0.8;

/** Windows-1252's characters at 0x80–0x9F (the rest of 0xA0–0xFF is Latin-1, identical in Unicode). */
const CP1252_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0) ?? 0));

/** Whether the printer's scalable font has this character (a code point). */
export function fontHasCodePoint(code: number): boolean {
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return CP1252_EXTRAS.has(code);
}

/**
 * C0 control characters and DEL: not printable, and dangerous in a command language. The label content
 * is cleaned before it gets here (label.ts); the encoders still escape (ZPL) or drop (TSPL) them, so a
 * stray one can never end a field or a command.
 */
export function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

const LATIN_1 = /^[\0-\x7f\xa0-\xff]*$/;

/** Whether every character of `text` prints in the printer's font (control characters print nothing). */
export function fontShows(text: string): boolean {
  // ASCII and Latin-1 (with the controls, which print nothing): all of it in the font, no walk needed.
  if (LATIN_1.test(text)) return true;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!isControl(code) && !fontHasCodePoint(code)) return false;
  }
  return true;
}

/** QR payloads go to the printer as field data: printable ASCII only (the label's contract). */
export function isPrintableAscii(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text);
}
