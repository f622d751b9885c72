import { shortOrderId } from '../../../order-label';
import type { Translation } from '../../wording';
import {
  type order as En,
  type DecidedBy,
  type OrderStanding,
  attemptNotes,
  type ByWhomWords,
  type StandingWords,
  sayByWhom,
  sayShopIn,
  sayStanding,
} from '../../en/messages/order';

const BY: ByWhomWords = {
  person: 'door iemand van de winkel',
  settings: 'door een wijziging in de instellingen',
};

const byWhom = (by: DecidedBy): string => sayByWhom(BY, by);

const shopIn = (shop: string | null, shopId: number): string =>
  sayShopIn((id) => `winkel ${id}`, shop, shopId);

const STANDING: StandingWords = {
  waiting: 'wacht nog om afgedrukt te worden',
  printed: 'is al afgedrukt',
  confirmed: 'is al afgedrukt en bevestigd',
  held: 'wacht op een beslissing',
  handled: 'is al als afgehandeld gemarkeerd',
  gone: 'staat niet meer bij de bestelservice',
};

const standing = (state: OrderStanding): string => sayStanding(STANDING, state);

export const order: Translation<typeof En> = {
  'order.received': () => 'Binnengekomen via de bestelservice.',
  'order.history-lost': () =>
    'De bestelgeschiedenis was verloren voor deze bestelling binnenkwam, dus misschien is ze al afgedrukt: ze wordt afgedrukt met de vermelding MOGELIJK DUBBEL. Vergelijk ze met wat al afgedrukt was.',
  'order.sent-before-ledger-lost': (p, f) =>
    `De bestelgeschiedenis is haar laatste wijzigingen kwijt, maar volgens de lijst van verstuurde bonnen werd deze bestelling op ${f.dateTime(p.sentAt)} naar ${p.printer} gestuurd, dus misschien ligt ze al op papier: ze wordt opnieuw afgedrukt met de vermelding MOGELIJK DUBBEL. Vergelijk ze met wat al afgedrukt was.`,
  'order.no-printer': (p) =>
    `Er is geen printer ingesteld voor ${shopIn(p.shop, p.shopId)}: kies een printer om deze bestelling af te drukken, of markeer ze als afgehandeld. Geef de winkel bij Instellingen › Winkels een printer voor de volgende bestellingen.`,
  'order.unreadable': (p, f): string => `De gegevens konden niet gelezen worden: ${f.say(p.cause)}`,
  'order.sending': (p, f) =>
    `${p.reprint ? 'Herdruk naar' : 'Naar'} ${p.printer} gestuurd (${attemptNotes(f, p, 'poging', 'met de vermelding MOGELIJK DUBBEL')}).`,
  'order.did-it-come-out': (p) =>
    `Naar ${p.printer} gestuurd, maar die kon niet bevestigen dat ze afgedrukt is: is ze eruit gekomen? Antwoord “Ja, ze is eruit gekomen” om de bestelling te bevestigen, of “Opnieuw afdrukken” om ze af te drukken met de vermelding MOGELIJK DUBBEL.`,
  'order.answered-came-out': (p) => `Iemand heeft ze uit ${p.printer} zien komen.`,
  'order.answered-print-again': (p) =>
    `Iemand heeft gevraagd om ze opnieuw af te drukken op ${p.printer}, met de vermelding MOGELIJK DUBBEL.`,
  'order.nothing-printed': () =>
    'Geen enkele printer heeft ze afgedrukt: probeer opnieuw, druk ze af op een andere printer, of handel ze met de hand af en markeer ze als afgehandeld.',
  'order.interrupted': (p) =>
    `OrderSlip stopte terwijl dit op ${p.printer} afgedrukt werd: het wordt opnieuw afgedrukt, met de vermelding MOGELIJK DUBBEL.`,
  'order.send-journal-unwritable': (p) =>
    `Niet naar ${p.printer} gestuurd: OrderSlip kon de opdracht niet noteren in de lijst van verstuurde bonnen (${p.path}: ${p.detail}). Het probeert opnieuw; kijk na of de schijf niet vol is en de gegevensmap beschrijfbaar is.`,
  'order.still-listed': () => 'De bestelservice toont deze bestelling nog, al is ze bevestigd.',
  'order.released-confirm-next': () =>
    'Opnieuw geprobeerd: elke printer heeft ze al afgedrukt, dus ze wordt nu bevestigd.',
  'order.printed-elsewhere': (p) =>
    `Op vraag van iemand van de winkel afgedrukt op ${p.printer}, bevestigd door de printer: de bestelling wordt nu bevestigd.`,
  'order.released': (p, f) =>
    p.printers.length > 0
      ? `Opnieuw geprobeerd: ze wordt afgedrukt op ${f.list(p.printers)}.`
      : 'Opnieuw geprobeerd.',
  'order.reprint-requested': (p) => `Herdruk gevraagd op ${p.printer}.`,
  'order.reprint-cancelled': (p) => `De herdruk op ${p.printer} werd geannuleerd ${byWhom(p.by)}.`,
  'order.job-moved': (p) =>
    `${p.from} werd verwijderd; ${p.reprint ? 'de herdruk' : 'de afdruk'} van deze bestelling is naar ${p.to} verhuisd.`,
  'order.job-moved-twin': (p) => `${p.from} werd verwijderd; ${p.to} drukt deze bestelling al af.`,
  'order.job-dropped': (p, f): string =>
    `Niet afgedrukt op ${p.printer}: geschrapt ${byWhom(p.by)}. ${f.say(p.reason)}`,
  'order.marked-handled': (p) => `Als afgehandeld gemarkeerd ${byWhom(p.by)}, zonder afdruk.`,
  'order.confirmed': (p) =>
    `Bevestigd aan de bestelservice${p.byPerson === true ? ' (door iemand afgehandeld)' : ''}.`,
  'order.unknown': (p) =>
    `OrderSlip kent bestelling ${shortOrderId(p.id)} niet: misschien is ze uit de geschiedenis verwijderd. Laad de lijst opnieuw.`,
  'order.not-possible-now': (p, f) =>
    `${f.order(p.order)} ${standing(p.state)}, dus dit kan nu niet. Laad de lijst opnieuw om te zien hoe ze ervoor staat.`,
  'order.unreadable-cannot-print': (p, f) =>
    `${f.order(p.order)} kan niet afgedrukt worden: de gegevens van de bestelservice konden niet gelezen worden. Handel ze met de hand af en markeer ze dan als afgehandeld.`,
  'order.answer-first': (p, f) =>
    `${f.order(p.order)} is misschien al afgedrukt: antwoord eerst of ze eruit gekomen is (“Ja, ze is eruit gekomen” of “Opnieuw afdrukken”).`,
  'order.no-question': (p, f) =>
    `${f.order(p.order)} wacht niet meer op een antwoord over de afdruk. Laad de lijst opnieuw om te zien hoe ze ervoor staat.`,
  'order.no-printer-to-retry': (p, f) =>
    `${f.order(p.order)} kan niet opnieuw afgedrukt worden: er is geen printer ingesteld voor ${shopIn(p.shop, p.shopId)}. Stel er een in bij Instellingen › Winkels, of druk ze af op een printer naar keuze.`,
  'order.ledger-cannot-open': (p) =>
    `Het bestellingenregister ${p.path} kon niet geopend worden: ${p.detail}.${p.damaged ? ' Is het bestand beschadigd, zet het dan opzij; OrderSlip begint dan een nieuw register.' : ' Kijk na of deze gebruiker in die map mag schrijven.'}`,
  'order.ledger-too-new': (p) =>
    `Het bestellingenregister ${p.path} werd geschreven door een nieuwere OrderSlip (schemaversie ${p.version}; deze versie kent er tot ${p.known}). Installeer de nieuwere OrderSlip opnieuw, of zet het bestand opzij om met een leeg register te beginnen.`,
  'order.history-cursor-stale': () =>
    'Deze pagina van de geschiedenis kan niet verder geladen worden: laad de geschiedenis opnieuw van bij het begin.',
};
