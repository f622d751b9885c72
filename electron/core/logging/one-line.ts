/**
 * Makes any text safe to be one log line. An order id, a printer's name or a service's error message is
 * text from outside: a newline in it would forge a log line of its own, an ESC would drive the terminal
 * reading the log. Each such character is written visibly instead (`\n`, `\x1b`, `\u2028`), so the line
 * keeps every character of what was said and says it on one line.
 */

/**
 * C0 controls and DEL, C1 controls, the Unicode line and paragraph separators, and the bidirectional
 * overrides and isolates (they reorder how the rest of a line reads on screen).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escape(character: string): string {
  const named = NAMED[character];
  if (named) return named;
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` on one line, every control character shown as an escape. */
export function oneLine(text: string): string {
  return text.replace(UNSAFE, escape);
}

/**
 * `JSON.stringify(value)` with nothing in it that ends a line or reaches a terminal raw. JSON escapes
 * C0 controls itself but leaves DEL, C1, U+2028/U+2029 and the bidi controls as they are; those can only
 * be inside strings, where `\uXXXX` means the same character, so the value read back is unchanged.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
