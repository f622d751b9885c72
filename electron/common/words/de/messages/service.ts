/** The ordering service in German: connection states, what a request met, confirming. */
import type { Formatter, Translation } from '../../wording';
import type {
  JsonShape,
  NonJsonAnswer,
  OrderIdProblem,
  ServiceRequest,
  service as En,
} from '../../en/messages/service';
import { shortOrderId } from '../../../order-label';

/** "Listing the orders of shop 3: ", in German. */
function doing({ operation, shop, order = '' }: ServiceRequest): string {
  const request = {
    list: shop === undefined ? 'Bestellungen abrufen' : `Bestellungen für Geschäft ${shop} abrufen`,
    get: `Bestellung ${shortOrderId(order)} abrufen`,
    confirm: `Bestellung ${shortOrderId(order)} bestätigen`,
    shops: 'Geschäftsliste abrufen',
  }[operation];
  return `${request}: `;
}

/** A wait as a sentence says it: minutes from two minutes up, seconds below (one decimal under ten). */
export function sayWait(ms: number, f: Formatter): string {
  if (ms >= 120_000) {
    const minutes = Math.round(ms / 60_000);
    const n = f.number(minutes);
    return f.plural(minutes, { one: `${n} Minute`, other: `${n} Minuten` });
  }
  const seconds = ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1000);
  const n = f.number(seconds);
  return f.plural(seconds, { one: `${n} Sekunde`, other: `${n} Sekunden` });
}

function status(code: number, said: string | null): string {
  return said === null ? `HTTP ${code}` : `HTTP ${code}: „${said}“`;
}

export function ORDER_ID_PROBLEMS(problem: OrderIdProblem, max: number): string {
  return {
    empty: 'sie ist leer',
    'too-long': `sie ist länger als ${max} Zeichen`,
    unprintable: 'sie enthält Steuer- oder unsichtbare Zeichen',
    'dot-segment': 'sie ist ein Punkt-Pfadsegment',
    slash: 'sie enthält einen Schrägstrich',
    spaces: 'sie beginnt oder endet mit einem Leerzeichen',
  }[problem];
}

const NON_JSON: Record<NonJsonAnswer, string> = {
  nothing: 'eine leere Antwort',
  'web-page': 'eine Webseite',
  'cut-off': 'abgeschnittenes JSON',
  text: 'Text',
};

const SHAPES: Record<JsonShape, string> = {
  null: 'null',
  object: 'ein Objekt',
  string: 'einen Text',
  number: 'eine Zahl',
  boolean: 'true oder false',
  other: 'etwas anderes',
};

export const service: Translation<typeof En> = {
  'service.shop-number': (p) => `Geschäft ${p.number}`,
  'service.starting': () => 'OrderSlip verbindet sich mit dem Bestelldienst.',
  'service.connected': () => 'Mit dem Bestelldienst verbunden.',
  'service.stopped': () => 'Angehalten.',
  'service.unreachable': (p) =>
    `${doing(p.request)}Der Bestelldienst unter ${p.host} ist nicht erreichbar (${p.reason}). Prüfen Sie die Internetverbindung dieses Computers.`,
  'service.connection-broke': (p) =>
    `${doing(p.request)}Die Verbindung zum Bestelldienst ist abgebrochen${p.reason ? ` (${p.reason})` : ''}. Prüfen Sie die Internetverbindung dieses Computers.`,
  'service.no-answer': (p, f) =>
    `${doing(p.request)}Der Bestelldienst hat nicht innerhalb von ${sayWait(p.waitMs, f)} geantwortet.`,
  'service.answer-incomplete': (p, f) =>
    `${doing(p.request)}Die Antwort war nach ${sayWait(p.waitMs, f)} noch nicht vollständig da.`,
  'service.answer-too-large': (p, f) =>
    `${doing(p.request)}Die Antwort war größer als ${f.number(p.mebibytes)} MiB.`,
  'service.answer-broke': (p) => `${doing(p.request)}Die Verbindung brach ab, während die Antwort ankam.`,
  'service.unauthorized': (p) =>
    `${doing(p.request)}Der Bestelldienst hat das Zugangstoken abgelehnt (HTTP ${p.status}). Prüfen Sie das Token und den Mandanten in den Einstellungen.`,
  'service.no-such-address': (p) =>
    `${doing(p.request)}Der Bestelldienst kennt diese Adresse nicht (HTTP 404): Prüfen Sie die Adresse des Bestelldienstes in den Einstellungen.`,
  'service.unknown-order': (p) =>
    `${doing(p.request)}Der Bestelldienst kennt Bestellung ${shortOrderId(p.order)} nicht (HTTP 404).`,
  'service.rate-limited': (p, f) =>
    `${doing(p.request)}Der Bestelldienst begrenzt die Anfragen (HTTP 429).${p.retryAfterMs === null ? '' : ` Er bat, ${sayWait(p.retryAfterMs, f)} zu warten.`}`,
  'service.server-error': (p) =>
    `${doing(p.request)}Der Bestelldienst hatte einen Fehler auf seiner Seite (${status(p.status, p.said)}). Das Problem liegt beim Bestelldienst, nicht bei diesem Computer; meist geht es von selbst vorbei.`,
  'service.refused': (p) =>
    `${doing(p.request)}Der Bestelldienst hat die Anfrage abgelehnt (${status(p.status, p.said)}).`,
  'service.not-json': (p) =>
    `${doing(p.request)}Der Bestelldienst sandte ${NON_JSON[p.got]} statt JSON (HTTP ${p.status}).`,
  'service.wrong-shape': (p) =>
    `${doing(p.request)}Der Bestelldienst sandte ${SHAPES[p.got]}, wo eine Liste von ${p.expected === 'orders' ? 'Bestellungen' : 'Geschäften'} hingehört.`,
  'service.not-confirmed': (p) =>
    `${doing(p.request)}Der Bestelldienst antwortete ${p.success === null ? 'ohne "success"' : `"success": ${p.success}`}, die Bestellung ist also nicht bestätigt.`,
  'service.confirm-methods-refused': (p) =>
    `${doing(p.request)}Der Bestelldienst lehnte POST, PUT und GET auf seiner Bestätigungsadresse ab (HTTP 405).`,
  'service.unsafe-order-id': (p) =>
    `${doing(p.request)}OrderSlip sendet diese ID nicht an den Bestelldienst: ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}.`,
  'service.retrying': (p, f) =>
    `${f.say(p.cause)} Neuer Versuch in ${sayWait(p.waitMs, f)} (Versuch ${p.attempt} von ${p.attempts}).`,
  'service.confirm-method': (p) => `Der Bestelldienst bestätigt Bestellungen mit ${p.method}.`,
  'service.tenant-empty': () =>
    'Der Mandant ist leer: Geben Sie den Mandanten ein, den Ihnen der Bestelldienst gegeben hat.',
  'service.token-empty': () =>
    'Das Zugangstoken ist leer: Geben Sie das Token ein, das Ihnen der Bestelldienst gegeben hat.',
  'service.address-not-url': () =>
    'Das ist keine Webadresse. Geben Sie die Adresse des Bestelldienstes ein, z. B. https://api.example.com',
  'service.address-plain-http': (p) =>
    `${p.origin} verwendet einfaches http, wodurch das Zugangstoken unverschlüsselt gesendet würde. Verwenden Sie seine https://-Adresse.`,
  'service.address-unsupported': (p) =>
    `Adressen mit ${p.protocol} werden nicht unterstützt: Verwenden Sie https://.`,
  'service.address-has-credentials': () =>
    'Geben Sie das Zugangstoken in das Token-Feld ein, nicht in die Adresse.',
};
