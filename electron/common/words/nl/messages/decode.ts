import { ORDER_ID_PROBLEMS } from './service';
import type { Formatter, Translation } from '../../wording';
import type { decode as En, Found, Expected } from '../../en/messages/decode';

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

function expected(what: Expected, choices: readonly string[]): string {
  if (what !== 'one-of') return EXPECTED[what];
  const list = choices.join(', ');
  return `een van ${list}`;
}

function found(value: Found, f: Formatter): string {
  switch (value.kind) {
    case 'nothing':
      return 'niets';
    case 'null':
      return 'null';
    case 'empty-list':
      return 'een lege lijst';
    case 'object':
      return 'een object';
    case 'list': {
      const n = f.number(value.count);
      return f.plural(value.count, { one: 'een lijst van 1 item', other: `een lijst van ${n} items` });
    }
    case 'text':
      return `de tekst "${value.shown}"`;
    case 'number':
      return `het getal ${value.shown}`;
    case 'boolean':
      return value.shown;
  }
}

function field(path: string): string {
  if (path === '') return 'de gegevens';
  return `het veld ${path}`;
}

function shouldBe(path: string, what: string): string {
  const subject = field(path);
  return `${subject} ${path === '' ? 'moeten' : 'moet'} ${what} zijn`;

  return `${subject} should be ${what}`;
}

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
