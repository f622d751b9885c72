/**
 * What was wrong with the service's data where OrderSlip reads it (core/api/decode-*.ts): a field, what
 * belongs there, and what the service sent instead. These are causes, said inside the order's or the
 * shop list's own message ("Order 3f2a… could not be read: …"), so they start in lower case and carry no
 * full stop. Field paths are the service's own names (`order_lines[2].qty`), the same in every language.
 */
import type { Language } from '../model/printer-settings';
import { ORDER_ID_PROBLEMS, type OrderIdProblem } from './service';
import type { Formatter } from './wording';
import { words } from './wording';

/**
 * What the service sent where something else belonged. `shown` is the value itself, cut short and with
 * every character that would act rather than show (controls, bidi overrides) written as an escape.
 */
export type Found =
  | { readonly kind: 'nothing' | 'null' | 'empty-list' | 'object' }
  | { readonly kind: 'list'; readonly count: number }
  | { readonly kind: 'text' | 'number' | 'boolean'; readonly shown: string };

/** What belongs in a field. */
export type Expected =
  | 'object'
  | 'one-object'
  | 'shop'
  | 'text'
  | 'order-id'
  | 'whole-number'
  | 'shop-number'
  | 'amount'
  | 'list'
  | 'one-of'
  | 'date'
  | 'time'
  | 'time-stamp'
  | 'distance';

/** What there are too many of in one order. */
export type Counted = 'lines' | 'options' | 'extras';

const EXPECTED: Record<Language, Record<Exclude<Expected, 'one-of'>, string>> = {
  en: {
    object: 'an object',
    'one-object': 'one object',
    shop: 'a shop (an object)',
    text: 'text',
    'order-id': 'the order’s id as text',
    'whole-number': 'a whole number',
    'shop-number': 'a shop number',
    amount: 'an amount in euro',
    list: 'a list',
    date: 'a date YYYY-MM-DD',
    time: 'a time HH:MM:SS',
    'time-stamp': 'a time stamp YYYY-MM-DD HH:MM:SS',
    distance: 'a distance in metres',
  },
  nl: {
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
  },
  fr: {
    object: 'un objet',
    'one-object': 'un seul objet',
    shop: 'un magasin (un objet)',
    text: 'du texte',
    'order-id': 'l’identifiant de la commande, sous forme de texte',
    'whole-number': 'un nombre entier',
    'shop-number': 'un numéro de magasin',
    amount: 'un montant en euros',
    list: 'une liste',
    date: 'une date au format YYYY-MM-DD',
    time: 'une heure au format HH:MM:SS',
    'time-stamp': 'un horodatage au format YYYY-MM-DD HH:MM:SS',
    distance: 'une distance en mètres',
  },
};

function expected(what: Expected, choices: readonly string[], language: Language): string {
  if (what !== 'one-of') return EXPECTED[language][what];
  const list = choices.join(', ');
  return { en: `one of ${list}`, nl: `een van ${list}`, fr: `l’une des valeurs ${list}` }[language];
}

/** The value as a sentence names it: `the text "twee"`, `an empty list`, `null`. */
function found(value: Found, f: Formatter): string {
  const { language } = f;
  switch (value.kind) {
    case 'nothing':
      return { en: 'nothing', nl: 'niets', fr: 'rien' }[language];
    case 'null':
      return 'null';
    case 'empty-list':
      return { en: 'an empty list', nl: 'een lege lijst', fr: 'une liste vide' }[language];
    case 'object':
      return { en: 'an object', nl: 'een object', fr: 'un objet' }[language];
    case 'list': {
      const n = f.number(value.count);
      return {
        en: f.plural(value.count, { one: 'a list of 1 item', other: `a list of ${n} items` }),
        nl: f.plural(value.count, { one: 'een lijst van 1 item', other: `een lijst van ${n} items` }),
        fr: f.plural(value.count, { one: 'une liste de 1 élément', other: `une liste de ${n} éléments` }),
      }[language];
    }
    case 'text':
      return {
        en: `the text "${value.shown}"`,
        nl: `de tekst "${value.shown}"`,
        fr: `le texte «\u202f${value.shown}\u202f»`,
      }[language];
    case 'number':
      return {
        en: `the number ${value.shown}`,
        nl: `het getal ${value.shown}`,
        fr: `le nombre ${value.shown}`,
      }[language];
    case 'boolean':
      return value.shown;
  }
}

/** The field as the subject of a sentence; '' is the data as a whole (the order, a shop list entry). */
function field(path: string, language: Language): string {
  if (path === '') return { en: 'the data', nl: 'de gegevens', fr: 'les données' }[language];
  return { en: `the field ${path}`, nl: `het veld ${path}`, fr: `le champ ${path}` }[language];
}

/** "the field qty should be" with the verb agreeing with the subject (French: les données devraient). */
function shouldBe(path: string, what: string, language: Language): string {
  const subject = field(path, language);
  if (language === 'nl') return `${subject} ${path === '' ? 'moeten' : 'moet'} ${what} zijn`;
  if (language === 'fr') return `${subject} ${path === '' ? 'devraient' : 'devrait'} être ${what}`;
  return `${subject} should be ${what}`;
}

interface WrongValue {
  readonly field: string;
  readonly expected: Expected;
  /** The values allowed, for `expected: 'one-of'`. */
  readonly choices: readonly string[];
  readonly found: Found;
}

export const decodeWords = {
  /** A field holds something other than what belongs there. */
  'decode.wrong-value': words<WrongValue>({
    en: (p, f) =>
      `${shouldBe(p.field, expected(p.expected, p.choices, 'en'), 'en')}, but the service sent ${found(p.found, f)}`,
    nl: (p, f) =>
      `${shouldBe(p.field, expected(p.expected, p.choices, 'nl'), 'nl')}, maar de bestelservice stuurde ${found(p.found, f)}`,
    fr: (p, f) =>
      `${shouldBe(p.field, expected(p.expected, p.choices, 'fr'), 'fr')}, mais le service a envoyé ${found(p.found, f)}`,
  }),
  /** A field that must be there is absent, null or blank. */
  'decode.missing': words<{ field: string; found: Found }>({
    en: (p, f) =>
      `${field(p.field, 'en')} is missing${p.found.kind === 'nothing' ? '' : ` (the service sent ${found(p.found, f)})`}`,
    nl: (p, f) =>
      `${field(p.field, 'nl')} ontbreekt${p.found.kind === 'nothing' ? '' : ` (de bestelservice stuurde ${found(p.found, f)})`}`,
    fr: (p, f) =>
      `${field(p.field, 'fr')} manque${p.found.kind === 'nothing' ? '' : ` (le service a envoyé ${found(p.found, f)})`}`,
  }),
  /** The order's id is text, but not one OrderSlip can use as an id (see core/api/order-id.ts). */
  'decode.unusable-order-id': words<{ found: Found; problem: OrderIdProblem; maxLength: number }>({
    en: (p, f) =>
      `the order’s id, ${found(p.found, f)}, cannot be used: ${ORDER_ID_PROBLEMS.en(p.problem, p.maxLength)}`,
    nl: (p, f) =>
      `de id van de bestelling, ${found(p.found, f)}, is onbruikbaar: ${ORDER_ID_PROBLEMS.nl(p.problem, p.maxLength)}`,
    fr: (p, f) =>
      `l’identifiant de la commande, ${found(p.found, f)}, est inutilisable\u202f: ${ORDER_ID_PROBLEMS.fr(p.problem, p.maxLength)}`,
  }),
  /** Text that is printed large and logged (the order number) holds characters that would act. */
  'decode.unprintable': words<{ field: string; found: Found }>({
    en: (p, f) =>
      `${field(p.field, 'en')} holds control or invisible characters: the service sent ${found(p.found, f)}`,
    nl: (p, f) =>
      `${field(p.field, 'nl')} bevat stuurtekens of onzichtbare tekens: de bestelservice stuurde ${found(p.found, f)}`,
    fr: (p, f) =>
      `${field(p.field, 'fr')} contient des caractères de contrôle ou invisibles\u202f: le service a envoyé ${found(p.found, f)}`,
  }),

  // Beyond what one order may cost (core/api/decode-order.ts, ORDER_LIMITS).
  'decode.too-long': words<{ field: string; length: number; max: number }>({
    en: (p, f) =>
      `${field(p.field, 'en')} is ${f.number(p.length)} characters long, more than ${f.number(p.max)}`,
    nl: (p, f) => `${field(p.field, 'nl')} is ${f.number(p.length)} tekens lang, meer dan ${f.number(p.max)}`,
    fr: (p, f) => `${field(p.field, 'fr')} fait ${f.number(p.length)} caractères, plus de ${f.number(p.max)}`,
  }),
  'decode.too-many': words<{ field: string; count: number; max: number; what: Counted }>({
    en: (p, f) =>
      `${field(p.field, 'en')} holds ${f.number(p.count)} ${{ lines: 'lines', options: 'options', extras: 'extras' }[p.what]}, more than ${f.number(p.max)}`,
    nl: (p, f) =>
      `${field(p.field, 'nl')} bevat ${f.number(p.count)} ${{ lines: 'lijnen', options: 'opties', extras: 'extra’s' }[p.what]}, meer dan ${f.number(p.max)}`,
    fr: (p, f) =>
      `${field(p.field, 'fr')} contient ${f.number(p.count)} ${{ lines: 'lignes', options: 'options', extras: 'suppléments' }[p.what]}, plus de ${f.number(p.max)}`,
  }),
  'decode.too-deep': words<{ max: number }>({
    en: (p, f) => `its data is nested more than ${f.number(p.max)} levels deep`,
    nl: (p, f) => `de gegevens zijn meer dan ${f.number(p.max)} niveaus diep genest`,
    fr: (p, f) => `ses données sont imbriquées sur plus de ${f.number(p.max)} niveaux`,
  }),
  /** The order's JSON text is larger than one order may be; only its first `maxKb` are kept. */
  'decode.too-big': words<{ kb: number; maxKb: number }>({
    en: (p, f) =>
      `its JSON is ${f.number(p.kb)} KB, more than ${f.number(p.maxKb)} KB (the first ${f.number(p.maxKb)} KB are kept)`,
    nl: (p, f) =>
      `de JSON is ${f.number(p.kb)} KB groot, meer dan ${f.number(p.maxKb)} KB (de eerste ${f.number(p.maxKb)} KB worden bewaard)`,
    fr: (p, f) =>
      `son JSON fait ${f.number(p.kb)} Ko, plus de ${f.number(p.maxKb)} Ko (les ${f.number(p.maxKb)} premiers Ko sont conservés)`,
  }),
} as const;
