/** The engine's decisions: why an order is held, setup problems of the configuration, shops. */
import type { OrderRef } from '../order-label';
import { ORDER_ID_PROBLEMS, sayWait, type OrderIdProblem } from './service';
import type { Formatter, NestedMessage } from './wording';
import { words } from './wording';

/** A shop as messages carry it: by name once the service's shop list named it, else by its number. */
export interface ShopRef {
  readonly id: number;
  readonly name: string | null;
}

/** The shop's name, or "shop 12" in the formatter's language. */
export function sayShop(shop: ShopRef, f: Formatter): string {
  const name = shop.name?.trim();
  return name ? name : f.say({ code: 'service.shop-number', params: { number: shop.id } });
}

/** An order known only by its id (it could not be read, so it has no label): "Order 3f2a…". */
function sayOrderId(id: string | null, f: Formatter, none: string): string {
  if (id === null) return none;
  return { en: `Order ${id}`, nl: `Bestelling ${id}`, fr: `La commande ${id}` }[f.language];
}

interface WithCause {
  readonly cause: NestedMessage;
}
interface CauseAndWait extends WithCause {
  readonly waitMs: number;
}
interface ListingFailed extends CauseAndWait {
  readonly tokenDoubted: boolean;
}
interface WithReason {
  readonly reason: NestedMessage;
}
interface ReasonAndDetail extends WithReason {
  readonly detail: string;
}
interface OrderAndReason extends WithReason {
  readonly order: OrderRef;
}
interface WithProblems {
  readonly problems: readonly NestedMessage[];
}
interface PrinterProblem {
  readonly printer: string;
  readonly problem: NestedMessage;
}

const colon = (f: Formatter): string => (f.language === 'fr' ? '\u202f:' : ':');

export const engineWords = {
  // The service's answers as the engine judges them.
  'engine.token-rejected': words<CauseAndWait>({
    en: (p, f) =>
      `The service keeps refusing the access token. ${f.say(p.cause)} OrderSlip tries again every ${sayWait(p.waitMs, f)} and goes on by itself once the service accepts it; orders already received still print.`,
    nl: (p, f) =>
      `De bestelservice blijft het toegangstoken weigeren. ${f.say(p.cause)} OrderSlip probeert het elke ${sayWait(p.waitMs, f)} opnieuw en gaat vanzelf verder zodra de bestelservice het aanvaardt; bestellingen die al binnen zijn, worden nog afgedrukt.`,
    fr: (p, f) =>
      `Le service continue de refuser le jeton d’accès. ${f.say(p.cause)} OrderSlip réessaie toutes les ${sayWait(p.waitMs, f)} et reprend de lui-même dès que le service l’accepte\u202f; les commandes déjà reçues s’impriment encore.`,
  }),
  'engine.token-still-refused': words<CauseAndWait>({
    en: (p, f) => `${f.say(p.cause)} Still refused; next try in ${sayWait(p.waitMs, f)}.`,
    nl: (p, f) => `${f.say(p.cause)} Nog altijd geweigerd; volgende poging over ${sayWait(p.waitMs, f)}.`,
    fr: (p, f) => `${f.say(p.cause)} Toujours refusé\u202f; prochain essai dans ${sayWait(p.waitMs, f)}.`,
  }),
  /** A listing failed; `tokenDoubted`: it was a refusal of the token, not yet believed. */
  'engine.listing-failed': words<ListingFailed>({
    en: (p, f) =>
      `${f.say(p.cause)}${p.tokenDoubted ? ' OrderSlip believes a refused token only when the refusals go on.' : ''} Next try in ${sayWait(p.waitMs, f)}.`,
    nl: (p, f) =>
      `${f.say(p.cause)}${p.tokenDoubted ? ' OrderSlip gelooft een geweigerd token pas als de weigeringen aanhouden.' : ''} Volgende poging over ${sayWait(p.waitMs, f)}.`,
    fr: (p, f) =>
      `${f.say(p.cause)}${p.tokenDoubted ? ' OrderSlip ne croit un jeton refusé que si les refus continuent.' : ''} Prochain essai dans ${sayWait(p.waitMs, f)}.`,
  }),
  /** A standby PC's watch of a shop through the service failed (said once until it works again). */
  'engine.watch-failed': words<{ shop: ShopRef; cause: NestedMessage }>({
    en: (p, f) =>
      `Watching ${sayShop(p.shop, f)}, which another PC prints, through the service failed: ${f.say(p.cause)} This PC tries again; until then it cannot tell whether that PC really prints its orders.`,
    nl: (p, f) =>
      `${sayShop(p.shop, f)}, die een andere pc afdrukt, via de bestelservice opvolgen lukte niet: ${f.say(p.cause)} Deze pc probeert opnieuw; tot dan kan ze niet zien of die pc de bestellingen echt afdrukt.`,
    fr: (p, f) =>
      `La surveillance de ${sayShop(p.shop, f)}, imprimé par un autre PC, via le service a échoué\u202f: ${f.say(p.cause)} Ce PC réessaie\u202f; d’ici là, il ne peut pas savoir si cet autre PC imprime vraiment les commandes.`,
  }),
  'engine.listing-unwritable': words<{ shop: ShopRef; detail: string }>({
    en: (p, f) =>
      `The orders listed for ${sayShop(p.shop, f)} could not be written to the order ledger (${p.detail}). Free disk space; OrderSlip tries again.`,
    nl: (p, f) =>
      `De bestellingen van ${sayShop(p.shop, f)} konden niet in het bestellingenregister worden geschreven (${p.detail}). Maak schijfruimte vrij; OrderSlip probeert het opnieuw.`,
    fr: (p, f) =>
      `Les commandes reçues pour ${sayShop(p.shop, f)} n’ont pas pu être écrites dans le registre des commandes (${p.detail}). Libérez de l’espace disque\u202f; OrderSlip réessaie.`,
  }),
  'engine.polling-internal-error': words<{ shop: ShopRef; detail: string }>({
    en: (p, f) =>
      `Fetching the orders of ${sayShop(p.shop, f)} hit an internal error (${p.detail}). OrderSlip goes on after a pause; if it keeps happening, export diagnostics and send them to support.`,
    nl: (p, f) =>
      `Bij het ophalen van de bestellingen van ${sayShop(p.shop, f)} liep iets intern mis (${p.detail}). OrderSlip gaat na een pauze verder; gebeurt het opnieuw, exporteer dan de diagnose en stuur die naar support.`,
    fr: (p, f) =>
      `La récupération des commandes de ${sayShop(p.shop, f)} a rencontré une erreur interne (${p.detail}). OrderSlip reprend après une pause\u202f; si cela se répète, exportez le diagnostic et envoyez-le au support.`,
  }),
  'engine.other-shops-listed': words<{ shop: ShopRef; count: number; otherShops: readonly number[] }>({
    en: (p, f) =>
      `Asked for the orders of ${sayShop(p.shop, f)}, the service also sent ${f.plural(p.count, { one: '1 order', other: `${p.count} orders` })} of ${f.plural(p.otherShops.length, { one: 'shop', other: 'shops' })} ${f.list(p.otherShops.map(String))}: OrderSlip leaves those alone (it neither prints nor confirms them here). Check the shop number in Settings › Shops; if it is right, the service ignores the shop it is asked for.`,
    nl: (p, f) =>
      `Bij het ophalen voor ${sayShop(p.shop, f)} stuurde de bestelservice ook ${f.plural(p.count, { one: '1 bestelling', other: `${p.count} bestellingen` })} van ${f.plural(p.otherShops.length, { one: 'winkel', other: 'winkels' })} ${f.list(p.otherShops.map(String))}: OrderSlip laat die liggen (ze worden hier niet afgedrukt of bevestigd). Controleer het winkelnummer bij Instellingen › Winkels; klopt het, dan negeert de bestelservice de gevraagde winkel.`,
    fr: (p, f) =>
      `En récupérant les commandes de ${sayShop(p.shop, f)}, le service a aussi envoyé ${f.plural(p.count, { one: '1 commande', other: `${p.count} commandes` })} ${f.plural(p.otherShops.length, { one: 'du magasin', other: 'des magasins' })} ${f.list(p.otherShops.map(String))}\u202f: OrderSlip n’y touche pas (il ne les imprime ni ne les confirme ici). Vérifiez le numéro du magasin dans Réglages › Magasins\u202f; s’il est correct, le service ignore le magasin demandé.`,
  }),
  'engine.only-own-shop-again': words<{ shop: ShopRef }>({
    en: (p, f) => `The service again sends only the orders of ${sayShop(p.shop, f)} when asked for them.`,
    nl: (p, f) =>
      `De bestelservice stuurt weer alleen de bestellingen van ${sayShop(p.shop, f)} als die gevraagd worden.`,
    fr: (p, f) =>
      `Le service n’envoie à nouveau que les commandes de ${sayShop(p.shop, f)} quand on les lui demande.`,
  }),

  // Orders as the engine receives them.
  /**
   * Why an order is held unread: `order` is its id (null: none usable), `problem` what is wrong with its
   * data (a `decode.*` message naming the field).
   */
  'engine.order-unreadable': words<{ order: string | null; problem: NestedMessage; tooLarge: boolean }>({
    en: (p, f) =>
      `${sayOrderId(p.order, f, 'An order without a usable id')} ${p.tooLarge ? 'is larger than OrderSlip takes' : 'could not be read'}: ${f.say(p.problem)}`,
    nl: (p, f) =>
      `${sayOrderId(p.order, f, 'Een bestelling zonder bruikbare id')} ${p.tooLarge ? 'is groter dan OrderSlip aanneemt' : 'kon niet gelezen worden'}: ${f.say(p.problem)}`,
    fr: (p, f) =>
      `${sayOrderId(p.order, f, 'Une commande sans identifiant utilisable')} ${p.tooLarge ? 'est plus grande que ce qu’OrderSlip accepte' : 'n’a pas pu être lue'}\u202f: ${f.say(p.problem)}`,
  }),
  'engine.held-with-raw-data': words<WithReason>({
    en: (p, f) => `${f.say(p.reason)}. It is held on screen with its raw data.`,
    nl: (p, f) => `${f.say(p.reason)}. Ze staat apart op het scherm, met haar ruwe gegevens.`,
    fr: (p, f) => `${f.say(p.reason)}. Elle est mise de côté à l’écran, avec ses données brutes.`,
  }),
  'engine.order-unrecordable': words<{ order: OrderRef; detail: string }>({
    en: (p, f) => `${f.order(p.order)} could not be recorded (${p.detail}).`,
    nl: (p, f) => `${f.order(p.order)} kon niet worden vastgelegd (${p.detail}).`,
    fr: (p, f) => `${f.order(p.order)} n’a pas pu être enregistrée (${p.detail}).`,
  }),
  'engine.order-not-held': words<ReasonAndDetail>({
    en: (p, f) =>
      `${f.say(p.reason)}. It could not even be held (${p.detail}); OrderSlip tries again at every listing. The other orders go on.`,
    nl: (p, f) =>
      `${f.say(p.reason)}. Ze kon zelfs niet apart gezet worden (${p.detail}); OrderSlip probeert het bij elke ophaalbeurt opnieuw. De andere bestellingen gaan gewoon door.`,
    fr: (p, f) =>
      `${f.say(p.reason)}. Elle n’a même pas pu être mise de côté (${p.detail})\u202f; OrderSlip réessaie à chaque récupération. Les autres commandes continuent.`,
  }),
  'engine.still-listed-note-failed': words<{ order: OrderRef; detail: string }>({
    en: (p, f) => `${f.order(p.order)} is still listed by the service, but noting that failed (${p.detail}).`,
    nl: (p, f) =>
      `${f.order(p.order)} staat nog bij de bestelservice, maar dat noteren mislukte (${p.detail}).`,
    fr: (p, f) =>
      `${f.order(p.order)} est encore listée par le service, mais le noter a échoué (${p.detail}).`,
  }),
  'engine.gone-after-print': words({
    en: () =>
      'Printed, then confirmed elsewhere: the service no longer lists it, so OrderSlip stops confirming it.',
    nl: () =>
      'Afgedrukt en daarna elders bevestigd: de bestelservice toont ze niet meer, dus OrderSlip bevestigt ze niet meer.',
    fr: () =>
      'Imprimée, puis confirmée ailleurs\u202f: le service ne la liste plus, OrderSlip arrête donc de la confirmer.',
  }),
  'engine.gone-before-print': words({
    en: () =>
      'The service no longer lists it (confirmed elsewhere or cancelled) before it printed; it will not print.',
    nl: () =>
      'De bestelservice toont ze niet meer (elders bevestigd of geannuleerd) voor ze afgedrukt was; ze wordt niet afgedrukt.',
    fr: () =>
      'Le service ne la liste plus (confirmée ailleurs ou annulée) avant son impression\u202f; elle ne sera pas imprimée.',
  }),
  'engine.order-gone': words<OrderAndReason>({
    en: (p, f) => `${f.order(p.order)}: ${f.say(p.reason)}`,
    nl: (p, f) => `${f.order(p.order)}: ${f.say(p.reason)}`,
    fr: (p, f) => `${f.order(p.order)}\u202f: ${f.say(p.reason)}`,
  }),
  'engine.order-listed-again': words<{ order: OrderRef }>({
    en: (p, f) => `${f.order(p.order)} is listed again after it had gone; it prints now.`,
    nl: (p, f) =>
      `${f.order(p.order)} staat opnieuw bij de bestelservice nadat ze verdwenen was; ze wordt nu afgedrukt.`,
    fr: (p, f) =>
      `${f.order(p.order)} est de nouveau listée après avoir disparu\u202f; elle s’imprime maintenant.`,
  }),
  /**
   * One order id listed for two shops: the second is kept under an id of its own and held, the first
   * too unless it was already confirmed, handled or held for another reason (`firstHeld`).
   */
  'engine.same-id-two-shops': words<{
    id: string;
    first: { shop: ShopRef; order: OrderRef };
    second: { shop: ShopRef; order: OrderRef };
    firstHeld: boolean;
  }>({
    en: (p, f) =>
      `The ordering service listed two orders with the same id ${p.id}: ${f.order(p.first.order)} for ${sayShop(p.first.shop, f)} and ${f.order(p.second.order)} for ${sayShop(p.second.shop, f)}. ${p.firstHeld ? 'Both are held' : `The one for ${sayShop(p.second.shop, f)} is held`}, so that neither is lost: the service confirms an order by its id, so confirming one may take the other off its list. Check both with the shops, then print each one (Retry) or mark it handled.`,
    nl: (p, f) =>
      `De bestelservice gaf twee bestellingen met dezelfde id ${p.id}: ${f.order(p.first.order)} voor ${sayShop(p.first.shop, f)} en ${f.order(p.second.order)} voor ${sayShop(p.second.shop, f)}. ${p.firstHeld ? 'Beide worden tegengehouden' : `Die voor ${sayShop(p.second.shop, f)} wordt tegengehouden`}, zodat er geen verloren gaat: de service bevestigt een bestelling met haar id, dus de ene bevestigen kan de andere uit haar lijst halen. Controleer beide met de winkels, druk daarna elk af (Opnieuw proberen) of markeer ze als afgehandeld.`,
    fr: (p, f) =>
      `Le service de commande a listé deux commandes avec le même identifiant ${p.id}\u202f: ${f.order(p.first.order)} pour ${sayShop(p.first.shop, f)} et ${f.order(p.second.order)} pour ${sayShop(p.second.shop, f)}. ${p.firstHeld ? 'Les deux sont retenues' : `Celle pour ${sayShop(p.second.shop, f)} est retenue`}, pour qu’aucune ne se perde\u202f: le service confirme une commande par son identifiant, confirmer l’une peut donc retirer l’autre de sa liste. Vérifiez les deux avec les magasins, puis imprimez chacune (Réessayer) ou marquez-la comme traitée.`,
  }),
  'engine.revive-failed': words<{ order: OrderRef; detail: string }>({
    en: (p, f) =>
      `${f.order(p.order)} is listed again after it had gone, but it could not be taken up again (${p.detail}).`,
    nl: (p, f) =>
      `${f.order(p.order)} staat opnieuw bij de bestelservice nadat ze verdwenen was, maar ze kon niet opnieuw opgenomen worden (${p.detail}).`,
    fr: (p, f) =>
      `${f.order(p.order)} est de nouveau listée après avoir disparu, mais n’a pas pu être reprise (${p.detail}).`,
  }),

  // Confirming.
  'engine.confirm-no-usable-id': words({
    en: () =>
      'It cannot be confirmed to the service: the service sent it without an id OrderSlip can use. Confirm it there by hand if it must be.',
    nl: () =>
      'Ze kan niet aan de bestelservice bevestigd worden: de bestelservice stuurde ze zonder id die OrderSlip kan gebruiken. Bevestig ze daar met de hand als het moet.',
    fr: () =>
      'Elle ne peut pas être confirmée au service\u202f: le service l’a envoyée sans identifiant utilisable par OrderSlip. Confirmez-la là-bas à la main si nécessaire.',
  }),
  'engine.confirm-unsafe-id': words<{ problem: OrderIdProblem; maxLength: number }>({
    en: (p) =>
      `It cannot be confirmed to the service: its id is not one OrderSlip sends (${ORDER_ID_PROBLEMS.en(p.problem, p.maxLength)}). Confirm it there by hand if it must be.`,
    nl: (p) =>
      `Ze kan niet aan de bestelservice bevestigd worden: OrderSlip verstuurt haar id niet (${ORDER_ID_PROBLEMS.nl(p.problem, p.maxLength)}). Bevestig ze daar met de hand als het moet.`,
    fr: (p) =>
      `Elle ne peut pas être confirmée au service\u202f: OrderSlip n’envoie pas son identifiant (${ORDER_ID_PROBLEMS.fr(p.problem, p.maxLength)}). Confirmez-la là-bas à la main si nécessaire.`,
  }),
  'engine.confirm-unknown-order': words({
    en: () => 'The service no longer knows this order, so it cannot be confirmed. It was printed.',
    nl: () =>
      'De bestelservice kent deze bestelling niet meer, dus ze kan niet bevestigd worden. Ze is afgedrukt.',
    fr: () =>
      'Le service ne connaît plus cette commande, elle ne peut donc pas être confirmée. Elle a été imprimée.',
  }),
  'engine.confirm-failed': words<CauseAndWait>({
    en: (p, f) =>
      `${f.say(p.cause)} OrderSlip tries again in ${sayWait(p.waitMs, f)}; the receipt is not printed again.`,
    nl: (p, f) =>
      `${f.say(p.cause)} OrderSlip probeert het over ${sayWait(p.waitMs, f)} opnieuw; de bon wordt niet opnieuw afgedrukt.`,
    fr: (p, f) =>
      `${f.say(p.cause)} OrderSlip réessaie dans ${sayWait(p.waitMs, f)}\u202f; le ticket n’est pas réimprimé.`,
  }),
  /**
   * The PC's clock was set (or the PC slept): retries and timers do not follow the wall clock, schedules
   * do. `stepMs` > 0: the clock jumped ahead.
   */
  'engine.clock-stepped': words<{ stepMs: number }>({
    en: (p, f) =>
      `This PC's clock jumped ${p.stepMs > 0 ? 'ahead' : 'back'} by ${sayWait(Math.abs(p.stepMs), f)} (it was set, or the PC slept). Retries and waits go on as they were; schedules follow the new time.`,
    nl: (p, f) =>
      `De klok van deze pc sprong ${sayWait(Math.abs(p.stepMs), f)} ${p.stepMs > 0 ? 'vooruit' : 'achteruit'} (ze werd ingesteld, of de pc sliep). Nieuwe pogingen en wachttijden lopen gewoon door; planningen volgen de nieuwe tijd.`,
    fr: (p, f) =>
      `L’horloge de ce PC a ${p.stepMs > 0 ? 'avancé' : 'reculé'} de ${sayWait(Math.abs(p.stepMs), f)} (elle a été réglée, ou le PC était en veille). Les nouvelles tentatives et les attentes continuent comme prévu\u202f; les planifications suivent la nouvelle heure.`,
  }),
  'engine.confirm-internal-error': words<{ order: OrderRef; detail: string }>({
    en: (p, f) =>
      `Confirming ${f.order(p.order)} hit an internal error (${p.detail}). OrderSlip tries again later and goes on with the other orders.`,
    nl: (p, f) =>
      `Bij het bevestigen van ${f.order(p.order)} liep iets intern mis (${p.detail}). OrderSlip probeert het later opnieuw en gaat verder met de andere bestellingen.`,
    fr: (p, f) =>
      `La confirmation de ${f.order(p.order)} a rencontré une erreur interne (${p.detail}). OrderSlip réessaie plus tard et continue avec les autres commandes.`,
  }),
  'engine.confirm-internal-error-reason': words({
    en: () => 'Internal error while confirming; OrderSlip tries again later.',
    nl: () => 'Interne fout bij het bevestigen; OrderSlip probeert het later opnieuw.',
    fr: () => 'Erreur interne pendant la confirmation\u202f; OrderSlip réessaie plus tard.',
  }),

  // Printers as the engine's settings have them.
  'engine.crash-recovered': words<{ order: OrderRef; printer: string }>({
    en: (p, f) =>
      `${f.order(p.order)} was being sent to ${p.printer} when OrderSlip stopped; it prints again marked POSSIBLE DUPLICATE.`,
    nl: (p, f) =>
      `${f.order(p.order)} werd naar ${p.printer} gestuurd toen OrderSlip stopte; ze wordt opnieuw afgedrukt met de vermelding MOGELIJK DUPLICAAT.`,
    fr: (p, f) =>
      `${f.order(p.order)} était en cours d’envoi vers ${p.printer} quand OrderSlip s’est arrêté\u202f; elle s’imprime à nouveau marquée DOUBLON POSSIBLE.`,
  }),
  /** At start: the ledger lost its latest changes; the journal of sent jobs names `count` orders. */
  'engine.ledger-lost-sends': words<{ count: number }>({
    en: (p, f) =>
      `The order history lost its latest changes (part of its file was damaged or deleted after OrderSlip stopped abruptly). The list of sent receipts names ${f.plural(p.count, { one: '1 order', other: `${f.number(p.count)} orders` })} that may be on paper already: they print again marked POSSIBLE DUPLICATE.`,
    nl: (p, f) =>
      `De bestelgeschiedenis is haar laatste wijzigingen kwijt (een deel van het bestand werd beschadigd of gewist nadat OrderSlip abrupt stopte). De lijst van verstuurde bonnen noemt ${f.plural(p.count, { one: '1 bestelling', other: `${f.number(p.count)} bestellingen` })} die misschien al op papier staan: ze worden opnieuw afgedrukt met de vermelding MOGELIJK DUBBEL.`,
    fr: (p, f) =>
      `L’historique des commandes a perdu ses dernières modifications (une partie de son fichier a été endommagée ou supprimée après un arrêt brutal d’OrderSlip). La liste des tickets envoyés cite ${f.plural(p.count, { one: '1 commande', other: `${f.number(p.count)} commandes` })} peut-être déjà imprimées\u202f: elles s’imprimeront à nouveau avec la mention DOUBLON POSSIBLE.`,
  }),
  'engine.printer-gone-cannot-print-again': words({
    en: () =>
      'The printer it was asked about is no longer set up, so it cannot print there again: print it on another printer, or mark it handled.',
    nl: () =>
      'De printer waarover het ging, is niet meer ingesteld, dus ze kan daar niet opnieuw afgedrukt worden: druk ze af op een andere printer, of markeer ze als afgehandeld.',
    fr: () =>
      'L’imprimante concernée n’est plus configurée, la commande ne peut donc pas y être réimprimée\u202f: imprimez-la sur une autre imprimante, ou marquez-la comme traitée.',
  }),
  'engine.removed-printer-jobs-dropped': words<{ count: number }>({
    en: (p, f) =>
      `A printer is no longer in the settings; ${f.plural(p.count, { one: 'the job that was waiting for it did', other: `the ${p.count} jobs that were waiting for it did` })} not print there.`,
    nl: (p, f) =>
      `Een printer staat niet meer in de instellingen; ${f.plural(p.count, { one: 'de opdracht die erop wachtte, is', other: `de ${p.count} opdrachten die erop wachtten, zijn` })} daar niet afgedrukt.`,
    fr: (p, f) =>
      `Une imprimante n’est plus dans les réglages\u202f; ${f.plural(p.count, { one: 'la tâche qui l’attendait n’y a pas été imprimée', other: `les ${p.count} tâches qui l’attendaient n’y ont pas été imprimées` })}.`,
  }),
  'engine.logo-unreadable': words<{ printer: string; path: string; detail: string }>({
    en: (p) =>
      `The logo for ${p.printer} (${p.path}) cannot be read, so receipts print without it (${p.detail}). Choose the logo again in Settings.`,
    nl: (p) =>
      `Het logo voor ${p.printer} (${p.path}) kan niet gelezen worden, dus de bonnen worden zonder logo afgedrukt (${p.detail}). Kies het logo opnieuw bij Instellingen.`,
    fr: (p) =>
      `Le logo de ${p.printer} (${p.path}) est illisible, les tickets s’impriment donc sans lui (${p.detail}). Choisissez à nouveau le logo dans les Réglages.`,
  }),

  // The ledger and the engine itself.
  'engine.ledger-damaged': words<{ detail: string }>({
    en: (p) =>
      `The order ledger is damaged (${p.detail}). OrderSlip stopped printing and confirming so that nothing prints twice or is confirmed wrongly. Quit OrderSlip, move the ledger file aside (orders of the last listings will then print marked POSSIBLE DUPLICATE) and start it again.`,
    nl: (p) =>
      `Het bestellingenregister is beschadigd (${p.detail}). OrderSlip is gestopt met afdrukken en bevestigen, zodat niets twee keer wordt afgedrukt of verkeerd bevestigd. Sluit OrderSlip af, zet het registerbestand opzij (de bestellingen van de laatste ophaalbeurten worden dan afgedrukt met MOGELIJK DUPLICAAT) en start OrderSlip opnieuw.`,
    fr: (p) =>
      `Le registre des commandes est endommagé (${p.detail}). OrderSlip a arrêté d’imprimer et de confirmer pour que rien ne s’imprime deux fois ni ne soit confirmé à tort. Quittez OrderSlip, mettez le fichier du registre de côté (les commandes des dernières récupérations s’imprimeront alors marquées DOUBLON POSSIBLE) et redémarrez-le.`,
  }),
  'engine.ledger-unwritable': words<{ detail: string }>({
    en: (p) =>
      `The order ledger cannot be written (${p.detail}). Free disk space or check the data folder; OrderSlip tries again by itself.`,
    nl: (p) =>
      `Er kan niet in het bestellingenregister geschreven worden (${p.detail}). Maak schijfruimte vrij of controleer de gegevensmap; OrderSlip probeert het vanzelf opnieuw.`,
    fr: (p) =>
      `Le registre des commandes ne peut pas être écrit (${p.detail}). Libérez de l’espace disque ou vérifiez le dossier de données\u202f; OrderSlip réessaie de lui-même.`,
  }),
  'engine.internal-error': words<{ detail: string }>({
    en: (p) =>
      `OrderSlip hit an internal error (${p.detail}). Export diagnostics and send them to support; restarting OrderSlip may help meanwhile.`,
    nl: (p) =>
      `In OrderSlip liep iets intern mis (${p.detail}). Exporteer de diagnose en stuur die naar support; OrderSlip herstarten kan intussen helpen.`,
    fr: (p) =>
      `OrderSlip a rencontré une erreur interne (${p.detail}). Exportez le diagnostic et envoyez-le au support\u202f; redémarrer OrderSlip peut aider en attendant.`,
  }),
  'engine.history-purged': words<{ count: number; days: number }>({
    en: (p, f) =>
      `Removed ${f.plural(p.count, { one: '1 order', other: `${f.number(p.count)} orders` })} older than ${f.plural(p.days, { one: '1 day', other: `${f.number(p.days)} days` })} from the history.`,
    nl: (p, f) =>
      `${f.plural(p.count, { one: '1 bestelling', other: `${f.number(p.count)} bestellingen` })} ouder dan ${f.plural(p.days, { one: '1 dag', other: `${f.number(p.days)} dagen` })} uit de geschiedenis verwijderd.`,
    fr: (p, f) =>
      `${f.plural(p.count, { one: '1 commande de plus de', other: `${f.number(p.count)} commandes de plus de` })} ${f.plural(p.days, { one: '1 jour', other: `${f.number(p.days)} jours` })} ${f.plural(p.count, { one: 'retirée', other: 'retirées' })} de l’historique.`,
  }),

  // The service's shop list.
  /** `position`: the entry's place in the list, from 1; `problem`: a `decode.*` message. */
  'engine.shop-list-entry-unreadable': words<{ position: number; problem: NestedMessage }>({
    en: (p, f) =>
      `The shop list has an unreadable entry, number ${f.number(p.position)}: ${f.say(p.problem)}.`,
    nl: (p, f) =>
      `De winkellijst heeft een onleesbaar item, nummer ${f.number(p.position)}: ${f.say(p.problem)}.`,
    fr: (p, f) =>
      `La liste des magasins a une entrée illisible, la n°\u00a0${f.number(p.position)}\u202f: ${f.say(p.problem)}.`,
  }),
  'engine.no-shops-listed': words({
    en: () => 'The service lists no shops for this tenant: nothing to fetch. Check the tenant in Settings.',
    nl: () =>
      'De bestelservice toont geen winkels voor deze accountcode (tenant): er valt niets op te halen. Controleer de accountcode bij Instellingen.',
    fr: () =>
      'Le service ne liste aucun magasin pour ce code de compte (tenant)\u202f: rien à récupérer. Vérifiez le code de compte dans les Réglages.',
  }),
  'engine.new-shop': words<{ shop: ShopRef }>({
    en: (p, f) =>
      `The service lists a new shop, ${sayShop(p.shop, f)} (number ${p.shop.id}): OrderSlip fetches its orders now.`,
    nl: (p, f) =>
      `De bestelservice toont een nieuwe winkel, ${sayShop(p.shop, f)} (nummer ${p.shop.id}): OrderSlip haalt nu ook haar bestellingen op.`,
    fr: (p, f) =>
      `Le service liste un nouveau magasin, ${sayShop(p.shop, f)} (numéro ${p.shop.id})\u202f: OrderSlip récupère maintenant ses commandes.`,
  }),
  'engine.shop-dropped': words<{ shop: ShopRef; lists: number }>({
    en: (p, f) =>
      `The service has not listed ${sayShop(p.shop, f)} in its last ${p.lists} shop lists: OrderSlip stops fetching its orders. Its orders already received still print and are confirmed.`,
    nl: (p, f) =>
      `De bestelservice toonde ${sayShop(p.shop, f)} niet in haar laatste ${p.lists} winkellijsten: OrderSlip haalt er geen bestellingen meer voor op. De bestellingen die al binnen zijn, worden nog afgedrukt en bevestigd.`,
    fr: (p, f) =>
      `Le service n’a pas listé ${sayShop(p.shop, f)} dans ses ${p.lists} dernières listes de magasins\u202f: OrderSlip arrête de récupérer ses commandes. Celles déjà reçues s’impriment encore et sont confirmées.`,
  }),
  'engine.shop-list-failed': words<WithCause>({
    en: (p, f) => `The shop list could not be read. ${f.say(p.cause)} OrderSlip reads it again later.`,
    nl: (p, f) =>
      `De winkellijst kon niet gelezen worden. ${f.say(p.cause)} OrderSlip leest ze later opnieuw.`,
    fr: (p, f) =>
      `La liste des magasins n’a pas pu être lue. ${f.say(p.cause)} OrderSlip la relit plus tard.`,
  }),

  // Setup problems of the configuration: what a person must fix before the engine can run.
  'engine.config-invalid': words<WithProblems>({
    en: (p, f) => `The settings cannot run yet: ${p.problems.map((problem) => f.say(problem)).join(' ')}`,
    nl: (p, f) =>
      `Met deze instellingen kan OrderSlip nog niet werken: ${p.problems.map((problem) => f.say(problem)).join(' ')}`,
    fr: (p, f) =>
      `Ces réglages ne permettent pas encore de fonctionner\u202f: ${p.problems.map((problem) => f.say(problem)).join(' ')}`,
  }),
  'engine.config-duplicate-printer-id': words<{ printers: readonly string[] }>({
    en: (p, f) => `${f.list([...p.printers])} share one internal id: remove one of them and add it again.`,
    nl: (p, f) =>
      `${f.list([...p.printers])} hebben dezelfde interne id: verwijder er een en voeg hem opnieuw toe.`,
    fr: (p, f) =>
      `${f.list([...p.printers])} partagent le même identifiant interne\u202f: supprimez-en une et ajoutez-la à nouveau.`,
  }),
  /** A problem of one printer's settings, by its name. */
  'engine.config-printer': words<PrinterProblem>({
    en: (p, f) => `Printer ${p.printer}: ${f.say(p.problem)}`,
    nl: (p, f) => `Printer ${p.printer}: ${f.say(p.problem)}`,
    fr: (p, f) => `Imprimante ${p.printer}${colon(f)} ${f.say(p.problem)}`,
  }),
  'engine.config-copies': words<{ copies: number; max: number }>({
    en: (p) => `copies must be 1 to ${p.max}, not ${p.copies}.`,
    nl: (p) => `het aantal exemplaren moet tussen 1 en ${p.max} liggen, niet ${p.copies}.`,
    fr: (p) => `le nombre d’exemplaires doit être entre 1 et ${p.max}, pas ${p.copies}.`,
  }),
  /** `shop` null: the printers for every shop (no shops set up). */
  'engine.config-no-printer': words<{ shop: ShopRef | null }>({
    en: (p, f) => `No printer is chosen for ${p.shop === null ? 'the shops' : sayShop(p.shop, f)}.`,
    nl: (p, f) => `Er is geen printer gekozen voor ${p.shop === null ? 'de winkels' : sayShop(p.shop, f)}.`,
    fr: (p, f) =>
      `Aucune imprimante n’est choisie pour ${p.shop === null ? 'les magasins' : sayShop(p.shop, f)}.`,
  }),
  /** `printer` is the id a shop's route names: it is not set up, so it has no name. */
  'engine.config-unknown-printer': words<{ shop: ShopRef | null; printer: string }>({
    en: (p, f) =>
      `${p.shop === null ? 'The shops print' : `${sayShop(p.shop, f)} prints`} on a printer that is not set up ("${p.printer}"): choose another printer for it in Settings.`,
    nl: (p, f) =>
      `${p.shop === null ? 'De winkels drukken' : `${sayShop(p.shop, f)} drukt`} af op een printer die niet ingesteld is ("${p.printer}"): kies er bij Instellingen een andere printer voor.`,
    fr: (p, f) =>
      `${p.shop === null ? 'Les magasins impriment' : `${sayShop(p.shop, f)} imprime`} sur une imprimante qui n’est pas configurée («\u202f${p.printer}\u202f»)\u202f: choisissez une autre imprimante dans les Réglages.`,
  }),
  'engine.config-poll-interval': words({
    en: () => 'The time between two checks for orders must be 1 to 300 seconds.',
    nl: () => 'De tijd tussen twee keer bestellingen ophalen moet tussen 1 en 300 seconden liggen.',
    fr: () => 'Le délai entre deux récupérations de commandes doit être entre 1 et 300 secondes.',
  }),
  'engine.config-retention': words({
    en: () => 'History is kept 1 to 3650 days.',
    nl: () => 'De geschiedenis wordt 1 tot 3650 dagen bewaard.',
    fr: () => 'L’historique est conservé de 1 à 3650 jours.',
  }),
  // Label printers (issue 12): an order goes to a label printer only when it has labels for it.
  /** The shop prints only on label printers, and none has a label for this order: held, never confirmed unprinted. */
  'engine.no-labels-nothing-to-print': words<{ order: OrderRef }>({
    en: (p, f) =>
      `${f.order(p.order)} would print nowhere: its shop prints only on label printers, and their label settings give it no label. Print it on a printer of your choice, or mark it handled.`,
    nl: (p, f) =>
      `${f.order(p.order)} zou nergens afgedrukt worden: de winkel drukt alleen af op etiketprinters, en volgens hun etiketinstellingen krijgt deze bestelling geen etiket. Druk ze af op een printer naar keuze, of markeer ze als afgehandeld.`,
    fr: (p, f) =>
      `${f.order(p.order)} ne s’imprimerait nulle part\u202f: son magasin n’imprime que sur des imprimantes d’étiquettes, et leurs réglages ne lui donnent aucune étiquette. Imprimez-la sur l’imprimante de votre choix, ou marquez-la comme traitée.`,
  }),
  /** In the order's timeline: the label printer's settings changed since, and give it no label now. */
  'engine.label-nothing-to-print': words<{ order: OrderRef; printer: string }>({
    en: (p, f) =>
      `${p.printer} has no label to print for ${f.order(p.order)}: its label settings leave this order out. Nothing was sent to it.`,
    nl: (p, f) =>
      `${p.printer} heeft geen etiket af te drukken voor ${f.order(p.order)}: de etiketinstellingen sluiten deze bestelling uit. Er is niets naartoe gestuurd.`,
    fr: (p, f) =>
      `${p.printer} n’a aucune étiquette à imprimer pour ${f.order(p.order)}\u202f: ses réglages d’étiquettes excluent cette commande. Rien ne lui a été envoyé.`,
  }),
  'engine.no-labels-to-reprint': words<{ order: OrderRef; printer: string }>({
    en: (p, f) =>
      `${p.printer} has no label for ${f.order(p.order)}: its label settings leave this order out. Reprint it on another printer, or change the label settings first.`,
    nl: (p, f) =>
      `${p.printer} heeft geen etiket voor ${f.order(p.order)}: de etiketinstellingen sluiten deze bestelling uit. Druk ze opnieuw af op een andere printer, of pas eerst de etiketinstellingen aan.`,
    fr: (p, f) =>
      `${p.printer} n’a aucune étiquette pour ${f.order(p.order)}\u202f: ses réglages d’étiquettes excluent cette commande. Réimprimez-la sur une autre imprimante, ou modifiez d’abord les réglages d’étiquettes.`,
  }),
} as const;
