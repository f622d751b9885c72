/**
 * What was wrong with the service's data where OrderSlip reads it, in German. Causes said inside another
 * message, so they start in lower case and carry no full stop, as in the other languages.
 */
import type { Counted, Expected, Found, decode as En } from '../../en/messages/decode';
import { ORDER_ID_PROBLEMS } from './service';
import type { Formatter, Translation } from '../../wording';

const EXPECTED: Record<Exclude<Expected, 'one-of'>, string> = {
  object: 'ein Objekt',
  'one-object': 'ein einziges Objekt',
  shop: 'ein Geschäft (ein Objekt)',
  text: 'Text',
  'order-id': 'die ID der Bestellung als Text',
  'whole-number': 'eine ganze Zahl',
  'shop-number': 'eine Geschäftsnummer',
  amount: 'ein Betrag in Euro',
  list: 'eine Liste',
  date: 'ein Datum im Format YYYY-MM-DD',
  time: 'eine Uhrzeit im Format HH:MM:SS',
  'time-stamp': 'ein Zeitpunkt im Format YYYY-MM-DD HH:MM:SS',
  distance: 'eine Entfernung in Metern',
};

function expected(what: Expected, choices: readonly string[]): string {
  return what === 'one-of' ? `einer der Werte ${choices.join(', ')}` : EXPECTED[what];
}

/** The value as the object of "sent" names it (accusative): `den Text „zwei“`, `eine leere Liste`. */
function found(value: Found, f: Formatter): string {
  switch (value.kind) {
    case 'nothing':
      return 'nichts';
    case 'null':
      return 'null';
    case 'empty-list':
      return 'eine leere Liste';
    case 'object':
      return 'ein Objekt';
    case 'list':
      return f.plural(value.count, {
        one: 'eine Liste mit 1 Eintrag',
        other: `eine Liste mit ${f.number(value.count)} Einträgen`,
      });
    case 'text':
      return `den Text „${value.shown}“`;
    case 'number':
      return `die Zahl ${value.shown}`;
    case 'boolean':
      return value.shown;
  }
}

/** The field as the subject of a sentence; '' is the data as a whole. */
function field(path: string): string {
  return path === '' ? 'die Daten' : `das Feld ${path}`;
}

/** "das Feld qty sollte … sein", the verb agreeing with the subject (die Daten sollten). */
function shouldBe(path: string, what: string): string {
  return `${field(path)} ${path === '' ? 'sollten' : 'sollte'} ${what} sein`;
}

const COUNTED: Record<Counted, string> = { lines: 'Zeilen', options: 'Optionen', extras: 'Extras' };

export const decode: Translation<typeof En> = {
  'decode.wrong-value': (p, f) =>
    `${shouldBe(p.field, expected(p.expected, p.choices))}, aber der Bestelldienst sandte ${found(p.found, f)}`,
  'decode.missing': (p, f) =>
    `${field(p.field)} ${p.field === '' ? 'fehlen' : 'fehlt'}${p.found.kind === 'nothing' ? '' : ` (der Bestelldienst sandte ${found(p.found, f)})`}`,
  'decode.unusable-order-id': (p, f) =>
    `die ID der Bestellung ist unbrauchbar (der Bestelldienst sandte ${found(p.found, f)}): ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}`,
  'decode.unprintable': (p, f) =>
    `${field(p.field)} ${p.field === '' ? 'enthalten' : 'enthält'} Steuer- oder unsichtbare Zeichen: Der Bestelldienst sandte ${found(p.found, f)}`,
  'decode.too-long': (p, f) =>
    `${field(p.field)} ist ${f.number(p.length)} Zeichen lang, mehr als ${f.number(p.max)}`,
  'decode.too-many': (p, f) =>
    `${field(p.field)} ${p.field === '' ? 'enthalten' : 'enthält'} ${f.number(p.count)} ${COUNTED[p.what]}, mehr als ${f.number(p.max)}`,
  'decode.too-deep': (p, f) => `die Daten sind mehr als ${f.number(p.max)} Ebenen tief verschachtelt`,
  'decode.too-big': (p, f) =>
    `das JSON ist ${f.number(p.kb)} KB groß, mehr als ${f.number(p.maxKb)} KB (die ersten ${f.number(p.maxKb)} KB werden behalten)`,
};
