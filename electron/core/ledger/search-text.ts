/**
 * What history search looks through, folded so that "zoe" finds "Zoë" and "ZOË": decomposed (NFD),
 * combining marks removed, lower-cased, whitespace runs made one space. Queries are folded the same way.
 */
import type { Order } from '../model/order';

/** Letters NFD does not take apart, spelled the way a person types them without the key. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};
const UNDECOMPOSED_PATTERN = /[øæœßłđı]/g;

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

export function clientName(order: Order): string {
  return `${order.client.firstName} ${order.client.lastName}`.trim();
}

/**
 * Client name (both ways round), order number, products, options, extras and plate texts, one per
 * line. Queries never contain a line break, so a match never spans two of them.
 */
export function searchText(order: Order): string {
  const { firstName, lastName } = order.client;
  const parts = [`${firstName} ${lastName}`, `${lastName} ${firstName}`, order.orderNumber ?? ''];
  for (const line of order.lines) {
    parts.push(line.product);
    for (const option of line.options) parts.push(option.name, option.meta ?? '');
    for (const extra of line.extras) parts.push(extra.name);
  }
  return [...new Set(parts.map(fold).filter((part) => part !== ''))].join('\n');
}

/** An FTS5 query matching `folded` as one phrase, whatever quotes or operators it contains. */
export function phraseQuery(folded: string): string {
  return `"${folded.replaceAll('"', '""')}"`;
}

/** A LIKE pattern for "starts with `folded`", with LIKE's own wildcards taken literally (ESCAPE '\'). */
export function prefixPattern(folded: string): string {
  return `${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
