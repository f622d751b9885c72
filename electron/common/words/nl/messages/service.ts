import { shortOrderId } from '../../../order-label';
import type { Formatter, Translation } from '../../wording';
import {
  type service as En,
  type ServiceRequest,
  type RequestWords,
  type WaitWords,
  sayDoing,
  sayWaitIn,
  type OrderIdProblem,
  type NonJsonAnswer,
  type JsonShape,
  status,
} from '../../en/messages/service';

const REQUEST: RequestWords = {
  list: 'Bestellingen ophalen',
  listShop: (shop) => `Bestellingen ophalen voor winkel ${shop}`,
  get: (order) => `Bestelling ${order} opvragen`,
  confirm: (order) => `Bestelling ${order} bevestigen`,
  shops: 'De winkellijst ophalen',
  colon: ':',
};

const doing = (request: ServiceRequest) => sayDoing(REQUEST, request);

const WAIT: WaitWords = {
  minutes: (n) => ({ one: `${n} minuut`, other: `${n} minuten` }),
  seconds: (n) => ({ one: `${n} seconde`, other: `${n} seconden` }),
};

export const sayWait = (ms: number, f: Formatter): string => sayWaitIn(WAIT, ms, f);

export const ORDER_ID_PROBLEMS: (problem: OrderIdProblem, maxLength: number) => string = (problem, max) =>
  ({
    empty: 'ze is leeg',
    'too-long': `ze is langer dan ${max} tekens`,
    unprintable: 'ze bevat stuurtekens of onzichtbare tekens',
    'dot-segment': 'ze is een punt-padsegment',
    slash: 'ze bevat een schuine streep',
    spaces: 'ze begint of eindigt met een spatie',
  })[problem];

const NON_JSON: Record<NonJsonAnswer, string> = {
  nothing: 'een leeg antwoord',
  'web-page': 'een webpagina',
  'cut-off': 'afgebroken JSON',
  text: 'tekst',
};

const SHAPES: Record<JsonShape, string> = {
  null: 'null',
  object: 'een object',
  string: 'een tekst',
  number: 'een getal',
  boolean: 'true of false',
  other: 'iets anders',
};

export const service: Translation<typeof En> = {
  'service.shop-number': (p) => `winkel ${p.number}`,
  'service.starting': () => 'OrderSlip maakt verbinding met de bestelservice.',
  'service.connected': () => 'Verbonden met de bestelservice.',
  'service.stopped': () => 'Gestopt.',
  'service.unreachable': (p) =>
    `${doing(p.request)}de bestelservice op ${p.host} is niet bereikbaar (${p.reason}). Controleer de internetverbinding van deze computer.`,
  'service.connection-broke': (p) =>
    `${doing(p.request)}de verbinding met de bestelservice werd verbroken${p.reason ? ` (${p.reason})` : ''}. Controleer de internetverbinding van deze computer.`,
  'service.no-answer': (p, f) =>
    `${doing(p.request)}de bestelservice antwoordde niet binnen ${sayWait(p.waitMs, f)}.`,
  'service.answer-incomplete': (p, f) =>
    `${doing(p.request)}het antwoord was na ${sayWait(p.waitMs, f)} nog niet volledig binnen.`,
  'service.answer-too-large': (p, f) =>
    `${doing(p.request)}het antwoord was groter dan ${f.number(p.mebibytes)} MiB.`,
  'service.answer-broke': (p) => `${doing(p.request)}de verbinding viel weg terwijl het antwoord binnenkwam.`,
  'service.unauthorized': (p) =>
    `${doing(p.request)}de bestelservice weigerde het toegangstoken (HTTP ${p.status}). Controleer het token, en de tenant, bij Instellingen.`,
  'service.no-such-address': (p) =>
    `${doing(p.request)}de bestelservice kent dit adres niet (HTTP 404): controleer het adres van de bestelservice bij Instellingen.`,
  'service.unknown-order': (p) =>
    `${doing(p.request)}de bestelservice kent bestelling ${shortOrderId(p.order)} niet (HTTP 404).`,
  'service.rate-limited': (p, f) =>
    `${doing(p.request)}de bestelservice beperkt het aantal aanvragen (HTTP 429).${p.retryAfterMs === null ? '' : ` Ze vroeg om ${sayWait(p.retryAfterMs, f)} te wachten.`}`,
  'service.server-error': (p) =>
    `${doing(p.request)}de bestelservice had een fout aan haar kant (${status(p.status, p.said)}). Het probleem ligt bij de bestelservice, niet bij deze computer; meestal gaat het vanzelf over.`,
  'service.refused': (p) =>
    `${doing(p.request)}de bestelservice weigerde de aanvraag (${status(p.status, p.said)}).`,
  'service.not-json': (p) =>
    `${doing(p.request)}de bestelservice stuurde ${NON_JSON[p.got]} in plaats van JSON (HTTP ${p.status}).`,
  'service.wrong-shape': (p) =>
    `${doing(p.request)}de bestelservice stuurde ${SHAPES[p.got]} waar een lijst van ${p.expected === 'orders' ? 'bestellingen' : 'winkels'} hoort.`,
  'service.not-confirmed': (p) =>
    `${doing(p.request)}de bestelservice antwoordde ${p.success === null ? 'zonder "success"' : `"success": ${p.success}`}, dus de bestelling is niet bevestigd.`,
  'service.confirm-methods-refused': (p) =>
    `${doing(p.request)}de bestelservice weigerde POST, PUT en GET op haar bevestigingsadres (HTTP 405).`,
  'service.unsafe-order-id': (p) =>
    `${doing(p.request)}OrderSlip stuurt deze id niet naar de bestelservice: ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}.`,
  'service.retrying': (p, f) =>
    `${f.say(p.cause)} Nieuwe poging over ${sayWait(p.waitMs, f)} (poging ${p.attempt} van ${p.attempts}).`,
  'service.confirm-method': (p) => `De bestelservice bevestigt bestellingen met ${p.method}.`,
  'service.tenant-empty': () => 'De tenant is leeg: vul de tenant-id in die de bestelservice u gaf.',
  'service.token-empty': () => 'Het toegangstoken is leeg: vul het token in dat de bestelservice u gaf.',
  'service.address-not-url': () =>
    'Dat is geen webadres. Vul het adres van de bestelservice in, bv. https://api.example.com',
  'service.address-plain-http': (p) =>
    `${p.origin} gebruikt gewone http, waardoor het toegangstoken onversleuteld zou worden verstuurd. Gebruik het https://-adres.`,
  'service.address-unsupported': (p) =>
    `Adressen met ${p.protocol} worden niet ondersteund: gebruik https://.`,
  'service.address-has-credentials': () => 'Zet het toegangstoken in het tokenveld, niet in het adres.',
};
