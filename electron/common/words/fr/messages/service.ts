import { shortOrderId } from '../../../order-label';
import type { Formatter, Translation } from '../../wording';
import {
  type service as En,
  type ServiceRequest,
  type RequestWords,
  type WaitWords,
  type OrderIdProblem,
  type NonJsonAnswer,
  type JsonShape,
  sayDoing,
  sayWaitIn,
} from '../../en/messages/service';

const REQUEST: RequestWords = {
  list: 'Récupération des commandes',
  listShop: (shop) => `Récupération des commandes du magasin ${shop}`,
  get: (order) => `Lecture de la commande ${order}`,
  confirm: (order) => `Confirmation de la commande ${order}`,
  shops: 'Lecture de la liste des magasins',
  colon: '\u202f:',
};

const doing = (request: ServiceRequest) => sayDoing(REQUEST, request);

const WAIT: WaitWords = {
  minutes: (n) => ({ one: `${n} minute`, other: `${n} minutes` }),
  seconds: (n) => ({ one: `${n} seconde`, other: `${n} secondes` }),
};

export const sayWait = (ms: number, f: Formatter): string => sayWaitIn(WAIT, ms, f);

function status(code: number, said: string | null): string {
  if (said === null) return `HTTP ${code}`;
  return `HTTP ${code}\u202f: «\u202f${said}\u202f»`;
}

export const ORDER_ID_PROBLEMS: (problem: OrderIdProblem, maxLength: number) => string = (problem, max) =>
  ({
    empty: 'il est vide',
    'too-long': `il dépasse ${max} caractères`,
    unprintable: 'il contient des caractères de contrôle ou invisibles',
    'dot-segment': 'c’est un segment de chemin en point',
    slash: 'il contient une barre oblique',
    spaces: 'il commence ou finit par une espace',
  })[problem];

const NON_JSON: Record<NonJsonAnswer, string> = {
  nothing: 'une réponse vide',
  'web-page': 'une page web',
  'cut-off': 'du JSON tronqué',
  text: 'du texte',
};

const SHAPES: Record<JsonShape, string> = {
  null: 'null',
  object: 'un objet',
  string: 'un texte',
  number: 'un nombre',
  boolean: 'true ou false',
  other: 'autre chose',
};

export const service: Translation<typeof En> = {
  'service.shop-number': (p) => `magasin ${p.number}`,
  'service.starting': () => 'OrderSlip se connecte au service de commandes.',
  'service.connected': () => 'Connecté au service de commandes.',
  'service.stopped': () => 'Arrêté.',
  'service.unreachable': (p) =>
    `${doing(p.request)}impossible de joindre le service de commandes à ${p.host} (${p.reason}). Vérifiez la connexion internet de cet ordinateur.`,
  'service.connection-broke': (p) =>
    `${doing(p.request)}la connexion au service de commandes a été coupée${p.reason ? ` (${p.reason})` : ''}. Vérifiez la connexion internet de cet ordinateur.`,
  'service.no-answer': (p, f) =>
    `${doing(p.request)}le service de commandes n’a pas répondu en ${sayWait(p.waitMs, f)}.`,
  'service.answer-incomplete': (p, f) =>
    `${doing(p.request)}la réponse n’était pas complète après ${sayWait(p.waitMs, f)}.`,
  'service.answer-too-large': (p, f) =>
    `${doing(p.request)}la réponse dépassait ${f.number(p.mebibytes)} Mio.`,
  'service.answer-broke': (p) =>
    `${doing(p.request)}la connexion a été coupée pendant la réception de la réponse.`,
  'service.unauthorized': (p) =>
    `${doing(p.request)}le service a refusé le jeton d’accès (HTTP ${p.status}). Vérifiez le jeton, et le tenant, dans les Réglages.`,
  'service.no-such-address': (p) =>
    `${doing(p.request)}le service ne connaît pas cette adresse (HTTP 404)\u202f: vérifiez l’adresse du service dans les Réglages.`,
  'service.unknown-order': (p) =>
    `${doing(p.request)}le service ne connaît pas la commande ${shortOrderId(p.order)} (HTTP 404).`,
  'service.rate-limited': (p, f) =>
    `${doing(p.request)}le service limite les requêtes (HTTP 429).${p.retryAfterMs === null ? '' : ` Il a demandé d’attendre ${sayWait(p.retryAfterMs, f)}.`}`,
  'service.server-error': (p) =>
    `${doing(p.request)}le service de commandes a eu une erreur de son côté (${status(p.status, p.said)}). Le problème vient du service, pas de cet ordinateur\u202f; en général, cela passe tout seul.`,
  'service.refused': (p) =>
    `${doing(p.request)}le service a refusé la requête (${status(p.status, p.said)}).`,
  'service.not-json': (p) =>
    `${doing(p.request)}le service a envoyé ${NON_JSON[p.got]} au lieu de JSON (HTTP ${p.status}).`,
  'service.wrong-shape': (p) =>
    `${doing(p.request)}le service a envoyé ${SHAPES[p.got]} là où il faut une liste de ${p.expected === 'orders' ? 'commandes' : 'magasins'}.`,
  'service.not-confirmed': (p) =>
    `${doing(p.request)}le service a répondu ${p.success === null ? 'sans «\u202fsuccess\u202f»' : `«\u202fsuccess\u202f»\u202f: ${p.success}`}, la commande n’est donc pas confirmée.`,
  'service.confirm-methods-refused': (p) =>
    `${doing(p.request)}le service a refusé POST, PUT et GET sur son adresse de confirmation (HTTP 405).`,
  'service.unsafe-order-id': (p) =>
    `${doing(p.request)}OrderSlip n’envoie pas cet identifiant au service\u202f: ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}.`,
  'service.retrying': (p, f) =>
    `${f.say(p.cause)} Nouvel essai dans ${sayWait(p.waitMs, f)} (essai ${p.attempt} sur ${p.attempts}).`,
  'service.confirm-method': (p) => `Le service confirme les commandes avec ${p.method}.`,
  'service.tenant-empty': () =>
    'Le tenant est vide\u202f: saisissez l’identifiant de tenant que le service vous a donné.',
  'service.token-empty': () =>
    'Le jeton d’accès est vide\u202f: saisissez le jeton que le service vous a donné.',
  'service.address-not-url': () =>
    'Ce n’est pas une adresse web. Saisissez l’adresse du service, p.\u202fex. https://api.example.com',
  'service.address-plain-http': (p) =>
    `${p.origin} utilise http simple, qui enverrait le jeton d’accès en clair. Utilisez son adresse https://.`,
  'service.address-unsupported': (p) =>
    `Les adresses ${p.protocol} ne sont pas prises en charge\u202f: utilisez https://.`,
  'service.address-has-credentials': () =>
    'Mettez le jeton d’accès dans le champ du jeton, pas dans l’adresse.',
};
