/** The ordering service: connection states, what a request met, confirming. */
import type { Language } from '../model/printer-settings';
import { shortOrderId } from '../order-label';
import type { Formatter, NestedMessage } from './wording';
import { words } from './wording';

export type ServiceOperation = 'list' | 'confirm' | 'get' | 'shops';

/** Which request met the trouble: what every message about a request starts with. */
export interface ServiceRequest {
  readonly operation: ServiceOperation;
  /** The shop a listing was for (the service's number: the client knows no names). */
  readonly shop?: number;
  /** The order's id as the service gave it; said as its short id, as the receipt prints it. */
  readonly order?: string;
}

/** Why an order id is not sent to the service (see core/api/order-id.ts). */
export type OrderIdProblem = 'empty' | 'too-long' | 'unprintable' | 'dot-segment' | 'slash' | 'spaces';

/** What came back where JSON belonged. */
export type NonJsonAnswer = 'nothing' | 'web-page' | 'cut-off' | 'text';

/** The JSON type of an answer that had the wrong shape. */
export type JsonShape = 'null' | 'object' | 'string' | 'number' | 'boolean' | 'other';

const REQUEST: Record<Language, (request: ServiceRequest) => string> = {
  en: ({ operation, shop, order = '' }) =>
    ({
      list: shop === undefined ? 'Listing the orders' : `Listing the orders of shop ${shop}`,
      get: `Reading order ${shortOrderId(order)}`,
      confirm: `Confirming order ${shortOrderId(order)}`,
      shops: 'Reading the shop list',
    })[operation],
  nl: ({ operation, shop, order = '' }) =>
    ({
      list: shop === undefined ? 'Bestellingen ophalen' : `Bestellingen ophalen voor winkel ${shop}`,
      get: `Bestelling ${shortOrderId(order)} opvragen`,
      confirm: `Bestelling ${shortOrderId(order)} bevestigen`,
      shops: 'De winkellijst ophalen',
    })[operation],
  fr: ({ operation, shop, order = '' }) =>
    ({
      list:
        shop === undefined ? 'Récupération des commandes' : `Récupération des commandes du magasin ${shop}`,
      get: `Lecture de la commande ${shortOrderId(order)}`,
      confirm: `Confirmation de la commande ${shortOrderId(order)}`,
      shops: 'Lecture de la liste des magasins',
    })[operation],
};

/** "Listing the orders of shop 3: " in the formatter's language. */
function doing(request: ServiceRequest, f: Formatter): string {
  return `${REQUEST[f.language](request)}${f.language === 'fr' ? '\u202f:' : ':'} `;
}

/**
 * A wait as a sentence says it, with the language's plurals: minutes from two minutes up, seconds
 * below (with one decimal under ten seconds, where a retry's 1.5 s matters).
 */
export function sayWait(ms: number, f: Formatter): string {
  if (ms >= 120_000) {
    const minutes = Math.round(ms / 60_000);
    const n = f.number(minutes);
    return f.plural(
      minutes,
      {
        en: { one: `${n} minute`, other: `${n} minutes` },
        nl: { one: `${n} minuut`, other: `${n} minuten` },
        fr: { one: `${n} minute`, other: `${n} minutes` },
      }[f.language],
    );
  }
  const seconds = ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1000);
  const n = f.number(seconds);
  return f.plural(
    seconds,
    {
      en: { one: `${n} second`, other: `${n} seconds` },
      nl: { one: `${n} seconde`, other: `${n} seconden` },
      fr: { one: `${n} seconde`, other: `${n} secondes` },
    }[f.language],
  );
}

/** What the service said, quoted in the language's manner, after a status: `HTTP 400: "…"`. */
function status(code: number, said: string | null, language: Language): string {
  if (said === null) return `HTTP ${code}`;
  return language === 'fr' ? `HTTP ${code}\u202f: «\u202f${said}\u202f»` : `HTTP ${code}: "${said}"`;
}

export const ORDER_ID_PROBLEMS: Record<Language, (problem: OrderIdProblem, maxLength: number) => string> = {
  en: (problem, max) =>
    ({
      empty: 'it is empty',
      'too-long': `it is longer than ${max} characters`,
      unprintable: 'it holds control or invisible characters',
      'dot-segment': 'it is a dot path segment',
      slash: 'it holds a slash',
      spaces: 'it starts or ends with a space',
    })[problem],
  nl: (problem, max) =>
    ({
      empty: 'ze is leeg',
      'too-long': `ze is langer dan ${max} tekens`,
      unprintable: 'ze bevat stuurtekens of onzichtbare tekens',
      'dot-segment': 'ze is een punt-padsegment',
      slash: 'ze bevat een schuine streep',
      spaces: 'ze begint of eindigt met een spatie',
    })[problem],
  fr: (problem, max) =>
    ({
      empty: 'il est vide',
      'too-long': `il dépasse ${max} caractères`,
      unprintable: 'il contient des caractères de contrôle ou invisibles',
      'dot-segment': 'c’est un segment de chemin en point',
      slash: 'il contient une barre oblique',
      spaces: 'il commence ou finit par une espace',
    })[problem],
};

const NON_JSON: Record<Language, Record<NonJsonAnswer, string>> = {
  en: {
    nothing: 'an empty answer',
    'web-page': 'a web page',
    'cut-off': 'JSON that was cut off',
    text: 'text',
  },
  nl: {
    nothing: 'een leeg antwoord',
    'web-page': 'een webpagina',
    'cut-off': 'afgebroken JSON',
    text: 'tekst',
  },
  fr: {
    nothing: 'une réponse vide',
    'web-page': 'une page web',
    'cut-off': 'du JSON tronqué',
    text: 'du texte',
  },
};

const SHAPES: Record<Language, Record<JsonShape, string>> = {
  en: {
    null: 'null',
    object: 'an object',
    string: 'a text',
    number: 'a number',
    boolean: 'true or false',
    other: 'something else',
  },
  nl: {
    null: 'null',
    object: 'een object',
    string: 'een tekst',
    number: 'een getal',
    boolean: 'true of false',
    other: 'iets anders',
  },
  fr: {
    null: 'null',
    object: 'un objet',
    string: 'un texte',
    number: 'un nombre',
    boolean: 'true ou false',
    other: 'autre chose',
  },
};

type WithRequest = { request: ServiceRequest };

interface RetryingParams {
  readonly cause: NestedMessage;
  readonly waitMs: number;
  readonly attempt: number;
  readonly attempts: number;
}

export const serviceWords = {
  /** A shop whose name is not known (yet): by the service's number. */
  'service.shop-number': words<{ number: number }>({
    en: (p) => `shop ${p.number}`,
    nl: (p) => `winkel ${p.number}`,
    fr: (p) => `magasin ${p.number}`,
  }),

  'service.starting': words({
    en: () => 'Connecting to the ordering service.',
    nl: () => 'OrderSlip maakt verbinding met de bestelservice.',
    fr: () => 'OrderSlip se connecte au service de commandes.',
  }),
  'service.connected': words({
    en: () => 'Connected to the ordering service.',
    nl: () => 'Verbonden met de bestelservice.',
    fr: () => 'Connecté au service de commandes.',
  }),
  'service.stopped': words({
    en: () => 'Stopped.',
    nl: () => 'Gestopt.',
    fr: () => 'Arrêté.',
  }),

  /** The connection could not be made: the request never reached the service. `reason`: ECONNREFUSED… */
  'service.unreachable': words<WithRequest & { host: string; reason: string }>({
    en: (p, f) =>
      `${doing(p.request, f)}could not reach the ordering service at ${p.host} (${p.reason}). Check this computer's internet connection.`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice op ${p.host} is niet bereikbaar (${p.reason}). Controleer de internetverbinding van deze computer.`,
    fr: (p, f) =>
      `${doing(p.request, f)}impossible de joindre le service de commandes à ${p.host} (${p.reason}). Vérifiez la connexion internet de cet ordinateur.`,
  }),
  /** The connection broke before an answer; the request may have arrived. */
  'service.connection-broke': words<WithRequest & { reason: string | null }>({
    en: (p, f) =>
      `${doing(p.request, f)}the connection to the ordering service broke${p.reason ? ` (${p.reason})` : ''}. Check this computer's internet connection.`,
    nl: (p, f) =>
      `${doing(p.request, f)}de verbinding met de bestelservice werd verbroken${p.reason ? ` (${p.reason})` : ''}. Controleer de internetverbinding van deze computer.`,
    fr: (p, f) =>
      `${doing(p.request, f)}la connexion au service de commandes a été coupée${p.reason ? ` (${p.reason})` : ''}. Vérifiez la connexion internet de cet ordinateur.`,
  }),
  'service.no-answer': words<WithRequest & { waitMs: number }>({
    en: (p, f) => `${doing(p.request, f)}the ordering service did not answer within ${sayWait(p.waitMs, f)}.`,
    nl: (p, f) => `${doing(p.request, f)}de bestelservice antwoordde niet binnen ${sayWait(p.waitMs, f)}.`,
    fr: (p, f) => `${doing(p.request, f)}le service de commandes n’a pas répondu en ${sayWait(p.waitMs, f)}.`,
  }),
  'service.answer-incomplete': words<WithRequest & { waitMs: number }>({
    en: (p, f) =>
      `${doing(p.request, f)}the answer did not arrive completely within ${sayWait(p.waitMs, f)}.`,
    nl: (p, f) =>
      `${doing(p.request, f)}het antwoord was na ${sayWait(p.waitMs, f)} nog niet volledig binnen.`,
    fr: (p, f) => `${doing(p.request, f)}la réponse n’était pas complète après ${sayWait(p.waitMs, f)}.`,
  }),
  'service.answer-too-large': words<WithRequest & { mebibytes: number }>({
    en: (p, f) => `${doing(p.request, f)}the answer was larger than ${f.number(p.mebibytes)} MiB.`,
    nl: (p, f) => `${doing(p.request, f)}het antwoord was groter dan ${f.number(p.mebibytes)} MiB.`,
    fr: (p, f) => `${doing(p.request, f)}la réponse dépassait ${f.number(p.mebibytes)} Mio.`,
  }),
  'service.answer-broke': words<WithRequest>({
    en: (p, f) => `${doing(p.request, f)}the connection broke while the answer arrived.`,
    nl: (p, f) => `${doing(p.request, f)}de verbinding viel weg terwijl het antwoord binnenkwam.`,
    fr: (p, f) => `${doing(p.request, f)}la connexion a été coupée pendant la réception de la réponse.`,
  }),
  /**
   * 401/403: the token (or the tenant) was refused. Said as a refusal of the access token, never as a
   * connection problem: the connection works, the service answered "no".
   */
  'service.unauthorized': words<WithRequest & { status: number }>({
    en: (p, f) =>
      `${doing(p.request, f)}the service refused the access token (HTTP ${p.status}). Check the token, and the tenant, in Settings.`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice weigerde het toegangstoken (HTTP ${p.status}). Controleer het token, en de tenant, bij Instellingen.`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service a refusé le jeton d’accès (HTTP ${p.status}). Vérifiez le jeton, et le tenant, dans les Réglages.`,
  }),
  'service.no-such-address': words<WithRequest>({
    en: (p, f) =>
      `${doing(p.request, f)}the service has no such address (HTTP 404): check the service address in Settings.`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice kent dit adres niet (HTTP 404): controleer het adres van de bestelservice bij Instellingen.`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service ne connaît pas cette adresse (HTTP 404)\u202f: vérifiez l’adresse du service dans les Réglages.`,
  }),
  'service.unknown-order': words<WithRequest & { order: string }>({
    en: (p, f) =>
      `${doing(p.request, f)}the service does not know order ${shortOrderId(p.order)} (HTTP 404).`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice kent bestelling ${shortOrderId(p.order)} niet (HTTP 404).`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service ne connaît pas la commande ${shortOrderId(p.order)} (HTTP 404).`,
  }),
  'service.rate-limited': words<WithRequest & { retryAfterMs: number | null }>({
    en: (p, f) =>
      `${doing(p.request, f)}the service is limiting requests (HTTP 429).${p.retryAfterMs === null ? '' : ` It asked to wait ${sayWait(p.retryAfterMs, f)}.`}`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice beperkt het aantal aanvragen (HTTP 429).${p.retryAfterMs === null ? '' : ` Ze vroeg om ${sayWait(p.retryAfterMs, f)} te wachten.`}`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service limite les requêtes (HTTP 429).${p.retryAfterMs === null ? '' : ` Il a demandé d’attendre ${sayWait(p.retryAfterMs, f)}.`}`,
  }),
  /** 5xx: the service's own trouble. Never about this computer's connection. */
  'service.server-error': words<
    WithRequest & { status: number; said: string | null; retryAfterMs: number | null }
  >({
    en: (p, f) =>
      `${doing(p.request, f)}the ordering service had an error on its side (${status(p.status, p.said, 'en')}). The problem is at the service, not on this computer; it usually passes by itself.`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice had een fout aan haar kant (${status(p.status, p.said, 'nl')}). Het probleem ligt bij de bestelservice, niet bij deze computer; meestal gaat het vanzelf over.`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service de commandes a eu une erreur de son côté (${status(p.status, p.said, 'fr')}). Le problème vient du service, pas de cet ordinateur\u202f; en général, cela passe tout seul.`,
  }),
  /** Another 4xx: the service refused the request itself. */
  'service.refused': words<WithRequest & { status: number; said: string | null }>({
    en: (p, f) =>
      `${doing(p.request, f)}the service refused the request (${status(p.status, p.said, 'en')}).`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice weigerde de aanvraag (${status(p.status, p.said, 'nl')}).`,
    fr: (p, f) => `${doing(p.request, f)}le service a refusé la requête (${status(p.status, p.said, 'fr')}).`,
  }),
  'service.not-json': words<WithRequest & { status: number; got: NonJsonAnswer }>({
    en: (p, f) =>
      `${doing(p.request, f)}the service sent ${NON_JSON.en[p.got]} instead of JSON (HTTP ${p.status}).`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice stuurde ${NON_JSON.nl[p.got]} in plaats van JSON (HTTP ${p.status}).`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service a envoyé ${NON_JSON.fr[p.got]} au lieu de JSON (HTTP ${p.status}).`,
  }),
  'service.wrong-shape': words<WithRequest & { got: JsonShape; expected: 'orders' | 'shops' }>({
    en: (p, f) =>
      `${doing(p.request, f)}the service sent ${SHAPES.en[p.got]} where a list of ${p.expected === 'orders' ? 'orders' : 'shops'} belongs.`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice stuurde ${SHAPES.nl[p.got]} waar een lijst van ${p.expected === 'orders' ? 'bestellingen' : 'winkels'} hoort.`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service a envoyé ${SHAPES.fr[p.got]} là où il faut une liste de ${p.expected === 'orders' ? 'commandes' : 'magasins'}.`,
  }),
  /** Confirm answered, but not with `success: true`; `success` is what it said instead, as JSON. */
  'service.not-confirmed': words<WithRequest & { success: string | null }>({
    en: (p, f) =>
      `${doing(p.request, f)}the service answered ${p.success === null ? 'without "success"' : `"success": ${p.success}`}, so the order is not confirmed.`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice antwoordde ${p.success === null ? 'zonder "success"' : `"success": ${p.success}`}, dus de bestelling is niet bevestigd.`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service a répondu ${p.success === null ? 'sans «\u202fsuccess\u202f»' : `«\u202fsuccess\u202f»\u202f: ${p.success}`}, la commande n’est donc pas confirmée.`,
  }),
  'service.confirm-methods-refused': words<WithRequest>({
    en: (p, f) =>
      `${doing(p.request, f)}the service refused POST, PUT and GET on its confirm address (HTTP 405).`,
    nl: (p, f) =>
      `${doing(p.request, f)}de bestelservice weigerde POST, PUT en GET op haar bevestigingsadres (HTTP 405).`,
    fr: (p, f) =>
      `${doing(p.request, f)}le service a refusé POST, PUT et GET sur son adresse de confirmation (HTTP 405).`,
  }),
  'service.unsafe-order-id': words<WithRequest & { problem: OrderIdProblem; maxLength: number }>({
    en: (p, f) =>
      `${doing(p.request, f)}OrderSlip does not send this id to the service: ${ORDER_ID_PROBLEMS.en(p.problem, p.maxLength)}.`,
    nl: (p, f) =>
      `${doing(p.request, f)}OrderSlip stuurt deze id niet naar de bestelservice: ${ORDER_ID_PROBLEMS.nl(p.problem, p.maxLength)}.`,
    fr: (p, f) =>
      `${doing(p.request, f)}OrderSlip n’envoie pas cet identifiant au service\u202f: ${ORDER_ID_PROBLEMS.fr(p.problem, p.maxLength)}.`,
  }),
  /** A request failed and is tried again at once, within the same call. */
  'service.retrying': words<RetryingParams>({
    en: (p, f) =>
      `${f.say(p.cause)} Trying again in ${sayWait(p.waitMs, f)} (try ${p.attempt} of ${p.attempts}).`,
    nl: (p, f) =>
      `${f.say(p.cause)} Nieuwe poging over ${sayWait(p.waitMs, f)} (poging ${p.attempt} van ${p.attempts}).`,
    fr: (p, f) =>
      `${f.say(p.cause)} Nouvel essai dans ${sayWait(p.waitMs, f)} (essai ${p.attempt} sur ${p.attempts}).`,
  }),
  'service.confirm-method': words<{ method: string }>({
    en: (p) => `The service confirms orders with ${p.method}.`,
    nl: (p) => `De bestelservice bevestigt bestellingen met ${p.method}.`,
    fr: (p) => `Le service confirme les commandes avec ${p.method}.`,
  }),
  'service.tenant-empty': words({
    en: () => 'The tenant is empty: enter the tenant id the service gave you.',
    nl: () => 'De tenant is leeg: vul de tenant-id in die de bestelservice u gaf.',
    fr: () => 'Le tenant est vide\u202f: saisissez l’identifiant de tenant que le service vous a donné.',
  }),
  'service.token-empty': words({
    en: () => 'The access token is empty: enter the token the service gave you.',
    nl: () => 'Het toegangstoken is leeg: vul het token in dat de bestelservice u gaf.',
    fr: () => 'Le jeton d’accès est vide\u202f: saisissez le jeton que le service vous a donné.',
  }),

  // The service's address as a person enters it (electron/common/syntax/base-url.ts).
  'service.address-not-url': words({
    en: () => "That is not a web address. Enter the service's address, e.g. https://api.example.com",
    nl: () => 'Dat is geen webadres. Vul het adres van de bestelservice in, bv. https://api.example.com',
    fr: () =>
      'Ce n’est pas une adresse web. Saisissez l’adresse du service, p.\u202fex. https://api.example.com',
  }),
  'service.address-plain-http': words<{ origin: string }>({
    en: (p) =>
      `${p.origin} uses plain http, which would send the access token unencrypted. Use its https:// address.`,
    nl: (p) =>
      `${p.origin} gebruikt gewone http, waardoor het toegangstoken onversleuteld zou worden verstuurd. Gebruik het https://-adres.`,
    fr: (p) =>
      `${p.origin} utilise http simple, qui enverrait le jeton d’accès en clair. Utilisez son adresse https://.`,
  }),
  'service.address-unsupported': words<{ protocol: string }>({
    en: (p) => `${p.protocol} addresses are not supported: use https://.`,
    nl: (p) => `Adressen met ${p.protocol} worden niet ondersteund: gebruik https://.`,
    fr: (p) => `Les adresses ${p.protocol} ne sont pas prises en charge\u202f: utilisez https://.`,
  }),
  'service.address-has-credentials': words({
    en: () => 'Put the access token in the token field, not in the address.',
    nl: () => 'Zet het toegangstoken in het tokenveld, niet in het adres.',
    fr: () => 'Mettez le jeton d’accès dans le champ du jeton, pas dans l’adresse.',
  }),
} as const;
