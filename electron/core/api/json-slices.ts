/**
 * The text of each element of a JSON array, exactly as the service sent it. The ledger keeps each
 * order's own JSON; cutting it out of the answer (rather than serialising the parsed value again) costs
 * one pass over the text and cannot fail on an order nested thousands of levels deep, where
 * JSON.stringify runs out of stack.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * `text` must be valid JSON whose top level is an array (JSON.parse said so): this does not validate,
 * it only finds where each element starts and ends.
 */
export function arrayElementTexts(text: string): string[] {
  const elements: string[] = [];
  let depth = 0;
  let start = -1;
  let end = -1;
  let inString = false;
  const close = (): void => {
    if (start >= 0) elements.push(text.slice(start, end + 1));
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) {
        inString = false;
        end = i;
      }
      continue;
    }
    if (isJsonSpace(code)) continue;
    if (depth === 1 && code === COMMA) {
      close();
      continue;
    }
    if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
      if (depth === 0) {
        close();
        break;
      }
      end = i;
      continue;
    }
    if (depth === 1 && start < 0) start = i;
    if (code === OPEN_ARRAY || code === OPEN_OBJECT) depth += 1;
    else if (code === QUOTE) inString = true;
    end = i;
  }
  return elements;
}
