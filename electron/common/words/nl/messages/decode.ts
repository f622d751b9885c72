import { ORDER_ID_PROBLEMS } from './service';
import type { Formatter, Translation } from '../../wording';
import {
  type decode as En,
  type DecodeWords,
  type Found,
  type Expected,
  sayExpected,
  sayField,
  sayFound,
  sayShouldBe,
} from '../../en/messages/decode';

const EXPECTED: Record<Exclude<Expected, 'one-of'>, string> = {
  object: 'een object',
  'one-object': 'één object',
  shop: 'een winkel (een object)',
  text: 'tekst',
  'order-id': 'de id van de bestelling, als tekst',
  'whole-number': 'een geheel getal',
  'shop-number': 'een winkelnummer',
  amount: 'een bedrag in euro',
  list: 'een lijst',
  date: 'een datum in de vorm YYYY-MM-DD',
  time: 'een uur in de vorm HH:MM:SS',
  'time-stamp': 'een tijdstip in de vorm YYYY-MM-DD HH:MM:SS',
  distance: 'een afstand in meter',
};

const WORDS: DecodeWords = {
  expected: EXPECTED,
  oneOf: (list) => `een van ${list}`,
  found: {
    nothing: 'niets',
    null: 'null',
    'empty-list': 'een lege lijst',
    object: 'een object',
    list: (n) => ({ one: 'een lijst van 1 item', other: `een lijst van ${n} items` }),
    text: (shown) => `de tekst "${shown}"`,
    number: (shown) => `het getal ${shown}`,
  },
  data: 'de gegevens',
  field: (path) => `het veld ${path}`,
  shouldBe: (subject, what, many) => `${subject} ${many ? 'moeten' : 'moet'} ${what} zijn`,
};

const expected = (what: Expected, choices: readonly string[]): string => sayExpected(WORDS, what, choices);
const found = (value: Found, f: Formatter): string => sayFound(WORDS, value, f);
const field = (path: string): string => sayField(WORDS, path);
const shouldBe = (path: string, what: string): string => sayShouldBe(WORDS, path, what);

export const decode: Translation<typeof En> = {
  'decode.wrong-value': (p, f) =>
    `${shouldBe(p.field, expected(p.expected, p.choices))}, maar de bestelservice stuurde ${found(p.found, f)}`,
  'decode.missing': (p, f) =>
    `${field(p.field)} ontbreekt${p.found.kind === 'nothing' ? '' : ` (de bestelservice stuurde ${found(p.found, f)})`}`,
  'decode.unusable-order-id': (p, f) =>
    `de id van de bestelling, ${found(p.found, f)}, is onbruikbaar: ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}`,
  'decode.unprintable': (p, f) =>
    `${field(p.field)} bevat stuurtekens of onzichtbare tekens: de bestelservice stuurde ${found(p.found, f)}`,
  'decode.too-long': (p, f) =>
    `${field(p.field)} is ${f.number(p.length)} tekens lang, meer dan ${f.number(p.max)}`,
  'decode.too-many': (p, f) =>
    `${field(p.field)} bevat ${f.number(p.count)} ${{ lines: 'lijnen', options: 'opties', extras: 'extra’s' }[p.what]}, meer dan ${f.number(p.max)}`,
  'decode.too-deep': (p, f) => `de gegevens zijn meer dan ${f.number(p.max)} niveaus diep genest`,
  'decode.too-big': (p, f) =>
    `de JSON is ${f.number(p.kb)} KB groot, meer dan ${f.number(p.maxKb)} KB (de eerste ${f.number(p.maxKb)} KB worden bewaard)`,
};
