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
};

const WORDS: DecodeWords = {
  expected: EXPECTED,
  oneOf: (list) => `l’une des valeurs ${list}`,
  found: {
    nothing: 'rien',
    null: 'null',
    'empty-list': 'une liste vide',
    object: 'un objet',
    list: (n) => ({ one: 'une liste de 1 élément', other: `une liste de ${n} éléments` }),
    text: (shown) => `le texte «\u202f${shown}\u202f»`,
    number: (shown) => `le nombre ${shown}`,
  },
  data: 'les données',
  field: (path) => `le champ ${path}`,
  shouldBe: (subject, what, many) => `${subject} ${many ? 'devraient' : 'devrait'} être ${what}`,
};

const expected = (what: Expected, choices: readonly string[]): string => sayExpected(WORDS, what, choices);
const found = (value: Found, f: Formatter): string => sayFound(WORDS, value, f);
const field = (path: string): string => sayField(WORDS, path);
const shouldBe = (path: string, what: string): string => sayShouldBe(WORDS, path, what);

export const decode: Translation<typeof En> = {
  'decode.wrong-value': (p, f) =>
    `${shouldBe(p.field, expected(p.expected, p.choices))}, mais le service a envoyé ${found(p.found, f)}`,
  'decode.missing': (p, f) =>
    `${field(p.field)} manque${p.found.kind === 'nothing' ? '' : ` (le service a envoyé ${found(p.found, f)})`}`,
  'decode.unusable-order-id': (p, f) =>
    `l’identifiant de la commande, ${found(p.found, f)}, est inutilisable\u202f: ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}`,
  'decode.unprintable': (p, f) =>
    `${field(p.field)} contient des caractères de contrôle ou invisibles\u202f: le service a envoyé ${found(p.found, f)}`,
  'decode.too-long': (p, f) =>
    `${field(p.field)} fait ${f.number(p.length)} caractères, plus de ${f.number(p.max)}`,
  'decode.too-many': (p, f) =>
    `${field(p.field)} contient ${f.number(p.count)} ${{ lines: 'lignes', options: 'options', extras: 'suppléments' }[p.what]}, plus de ${f.number(p.max)}`,
  'decode.too-deep': (p, f) => `ses données sont imbriquées sur plus de ${f.number(p.max)} niveaux`,
  'decode.too-big': (p, f) =>
    `son JSON fait ${f.number(p.kb)} Ko, plus de ${f.number(p.maxKb)} Ko (les ${f.number(p.maxKb)} premiers Ko sont conservés)`,
};
