/**
 * An order's history: what the ledger writes in its timeline, the reasons it keeps for a held order,
 * and its refusals of a person's request (an order that cannot be printed again, released, …).
 * Printers are named by their name; an order by `f.order(ref)`.
 */
import type { OrderRef } from '../order-label';
import { shortOrderId } from '../order-label';
import type { Message } from './catalogue';
import type { Formatter } from './wording';
import { words } from './wording';

/** Who decided that a job is not printed (a reprint cancelled, jobs of a removed printer dropped). */
export type DecidedBy = 'person' | 'settings';

/** Where an order stands, as the ledger keeps it (see OrderState in core/ledger/types.ts). */
type OrderStanding = 'waiting' | 'printed' | 'confirmed' | 'held' | 'handled' | 'gone';

// Parameters that hold a message are interfaces, and their wordings return `string` explicitly: only
// an interface (resolved lazily) keeps the catalogue's type from referring to itself.
interface Cause {
  readonly cause: Message;
}
interface Dropped {
  readonly printer: string;
  readonly by: DecidedBy;
  readonly reason: Message;
}

/** French puts a narrow no-break space before ; : ! ? and inside « ». */
const NB = '\u202f';

const BY = {
  en: { person: 'by a person', settings: 'by a change in the settings' },
  nl: { person: 'door iemand van de winkel', settings: 'door een wijziging in de instellingen' },
  fr: { person: 'par quelqu’un du magasin', settings: 'par un changement de réglages' },
} as const;

function byWhom(language: 'en' | 'nl' | 'fr', by: DecidedBy): string {
  return by === 'settings' ? BY[language].settings : BY[language].person;
}

/** "shop Bakkerij Sels" when the name is known, "shop 12" otherwise. */
function shopIn(language: 'en' | 'nl' | 'fr', shop: string | null, shopId: number): string {
  const name = shop !== null && shop.trim() !== '' ? shop.trim() : null;
  if (language === 'nl') return name ?? `winkel ${shopId}`;
  if (language === 'fr') return name ?? `le magasin ${shopId}`;
  return name ?? `shop ${shopId}`;
}

/** Worded where the order stands; a state this version does not know (a newer ledger) is shown as it is. */
const STANDING: Readonly<Record<'en' | 'nl' | 'fr', Readonly<Record<string, string>>>> = {
  en: {
    waiting: 'is still waiting to print',
    printed: 'is printed already',
    confirmed: 'is printed and confirmed already',
    held: 'is waiting for a decision',
    handled: 'is marked handled already',
    gone: 'is no longer listed by the ordering service',
  },
  nl: {
    waiting: 'wacht nog om afgedrukt te worden',
    printed: 'is al afgedrukt',
    confirmed: 'is al afgedrukt en bevestigd',
    held: 'wacht op een beslissing',
    handled: 'is al als afgehandeld gemarkeerd',
    gone: 'staat niet meer bij de bestelservice',
  },
  fr: {
    waiting: 'attend encore d’être imprimée',
    printed: 'est déjà imprimée',
    confirmed: 'est déjà imprimée et confirmée',
    held: 'attend une décision',
    handled: 'est déjà marquée comme traitée',
    gone: 'n’est plus listée par le service de commandes',
  },
};

function standing(language: 'en' | 'nl' | 'fr', state: OrderStanding): string {
  return STANDING[language][state] ?? state;
}

function attemptNotes(
  f: Formatter,
  p: { attempt: number; possibleDuplicate: boolean },
  attempt: string,
  duplicate: string,
): string {
  const notes = [`${attempt} ${f.number(p.attempt)}`];
  if (p.possibleDuplicate) notes.push(duplicate);
  return notes.join(', ');
}

export const orderWords = {
  // ── Timeline entries the ledger writes ──────────────────────────────────────────────────────────
  'order.received': words({
    en: () => 'Received from the ordering service.',
    nl: () => 'Binnengekomen via de bestelservice.',
    fr: () => 'Reçue du service de commandes.',
  }),
  /** The ledger was found new where one had been used: this order may have printed before. */
  'order.history-lost': words({
    en: () =>
      'The order history was lost before this order came in, so it may have printed already: it prints marked POSSIBLE DUPLICATE. Compare it with what was printed before.',
    nl: () =>
      'De bestelgeschiedenis was verloren voor deze bestelling binnenkwam, dus misschien is ze al afgedrukt: ze wordt afgedrukt met de vermelding MOGELIJK DUBBEL. Vergelijk ze met wat al afgedrukt was.',
    fr: () =>
      `L’historique des commandes a été perdu avant l’arrivée de cette commande, elle a donc peut-être déjà été imprimée${NB}: elle s’imprime avec la mention DOUBLON POSSIBLE. Comparez-la avec ce qui a déjà été imprimé.`,
  }),
  /**
   * The ledger lost its latest changes (a WAL damaged or deleted after a crash, or the whole file), but
   * the journal of sent jobs says this order went to `printer` at `sentAt` (ISO): it may be on paper.
   */
  'order.sent-before-ledger-lost': words<{ printer: string; sentAt: string }>({
    en: (p, f) =>
      `The order history lost its latest changes, but OrderSlip's list of sent receipts says this order was sent to ${p.printer} on ${f.dateTime(p.sentAt)}, so it may be on paper already: it prints again marked POSSIBLE DUPLICATE. Compare it with what was printed.`,
    nl: (p, f) =>
      `De bestelgeschiedenis is haar laatste wijzigingen kwijt, maar volgens de lijst van verstuurde bonnen werd deze bestelling op ${f.dateTime(p.sentAt)} naar ${p.printer} gestuurd, dus misschien ligt ze al op papier: ze wordt opnieuw afgedrukt met de vermelding MOGELIJK DUBBEL. Vergelijk ze met wat al afgedrukt was.`,
    fr: (p, f) =>
      `L’historique des commandes a perdu ses dernières modifications, mais la liste des tickets envoyés d’OrderSlip indique que cette commande a été envoyée à ${p.printer} le ${f.dateTime(p.sentAt)}, elle est donc peut-être déjà imprimée${NB}: elle s’imprime à nouveau avec la mention DOUBLON POSSIBLE. Comparez-la avec ce qui a déjà été imprimé.`,
  }),
  /** Held on arrival: its shop has no printer. `shop` is the shop's name (null when unknown). */
  'order.no-printer': words<{ shop: string | null; shopId: number }>({
    en: (p) =>
      `No printer is set up for ${shopIn('en', p.shop, p.shopId)}: choose a printer to print this order on, or mark it handled. Give the shop a printer in Settings › Shops for the next orders.`,
    nl: (p) =>
      `Er is geen printer ingesteld voor ${shopIn('nl', p.shop, p.shopId)}: kies een printer om deze bestelling af te drukken, of markeer ze als afgehandeld. Geef de winkel bij Instellingen › Winkels een printer voor de volgende bestellingen.`,
    fr: (p) =>
      `Aucune imprimante n’est configurée pour ${shopIn('fr', p.shop, p.shopId)}${NB}: choisissez une imprimante pour imprimer cette commande, ou marquez-la comme traitée. Pour les prochaines commandes, donnez une imprimante au magasin dans Réglages › Magasins.`,
  }),
  /** The service's data for the order could not be read; `cause` says what was wrong with it. */
  'order.unreadable': words<Cause>({
    en: (p, f): string => `Its data could not be read: ${f.say(p.cause)}`,
    nl: (p, f): string => `De gegevens konden niet gelezen worden: ${f.say(p.cause)}`,
    fr: (p, f): string => `Ses données n’ont pas pu être lues${NB}: ${f.say(p.cause)}`,
  }),
  'order.sending': words<{
    printer: string;
    attempt: number;
    reprint: boolean;
    possibleDuplicate: boolean;
  }>({
    en: (p, f) =>
      `${p.reprint ? 'Reprint sent to' : 'Sent to'} ${p.printer} (${attemptNotes(f, p, 'try', 'marked POSSIBLE DUPLICATE')}).`,
    nl: (p, f) =>
      `${p.reprint ? 'Herdruk naar' : 'Naar'} ${p.printer} gestuurd (${attemptNotes(f, p, 'poging', 'met de vermelding MOGELIJK DUBBEL')}).`,
    fr: (p, f) =>
      `${p.reprint ? 'Réimpression envoyée à' : 'Envoyée à'} ${p.printer} (${attemptNotes(f, p, 'essai', 'avec la mention DOUBLON POSSIBLE')}).`,
  }),
  /** Held: the printer took the job but could not prove it printed. */
  'order.did-it-come-out': words<{ printer: string }>({
    en: (p) =>
      `Sent to ${p.printer}, which could not prove that it printed: did it come out? Answer “It came out” to confirm the order, or “Print again” to print it marked POSSIBLE DUPLICATE.`,
    nl: (p) =>
      `Naar ${p.printer} gestuurd, maar die kon niet bevestigen dat ze afgedrukt is: is ze eruit gekomen? Antwoord “Ja, ze is eruit gekomen” om de bestelling te bevestigen, of “Opnieuw afdrukken” om ze af te drukken met de vermelding MOGELIJK DUBBEL.`,
    fr: (p) =>
      `Envoyée à ${p.printer}, qui n’a pas pu confirmer l’impression${NB}: est-elle sortie${NB}? Répondez «${NB}Oui, elle est sortie${NB}» pour confirmer la commande, ou «${NB}Imprimer à nouveau${NB}» pour l’imprimer avec la mention DOUBLON POSSIBLE.`,
  }),
  'order.answered-came-out': words<{ printer: string }>({
    en: (p) => `A person saw it come out of ${p.printer}.`,
    nl: (p) => `Iemand heeft ze uit ${p.printer} zien komen.`,
    fr: (p) => `Quelqu’un l’a vue sortir de ${p.printer}.`,
  }),
  'order.answered-print-again': words<{ printer: string }>({
    en: (p) => `A person asked to print it again on ${p.printer}, marked POSSIBLE DUPLICATE.`,
    nl: (p) =>
      `Iemand heeft gevraagd om ze opnieuw af te drukken op ${p.printer}, met de vermelding MOGELIJK DUBBEL.`,
    fr: (p) => `Quelqu’un a demandé de la réimprimer sur ${p.printer}, avec la mention DOUBLON POSSIBLE.`,
  }),
  /** Held: every job of the order ended without printing. */
  'order.nothing-printed': words({
    en: () =>
      'No printer printed it: try again, print it on another printer, or deal with it by hand and mark it handled.',
    nl: () =>
      'Geen enkele printer heeft ze afgedrukt: probeer opnieuw, druk ze af op een andere printer, of handel ze met de hand af en markeer ze als afgehandeld.',
    fr: () =>
      `Aucune imprimante ne l’a imprimée${NB}: réessayez, imprimez-la sur une autre imprimante, ou traitez-la à la main et marquez-la comme traitée.`,
  }),
  /** The process stopped while the job was being sent: nobody knows whether paper came out. */
  'order.interrupted': words<{ printer: string }>({
    en: (p) =>
      `OrderSlip stopped while this was printing on ${p.printer}: it is printed again, marked POSSIBLE DUPLICATE.`,
    nl: (p) =>
      `OrderSlip stopte terwijl dit op ${p.printer} afgedrukt werd: het wordt opnieuw afgedrukt, met de vermelding MOGELIJK DUBBEL.`,
    fr: (p) =>
      `OrderSlip s’est arrêté pendant l’impression sur ${p.printer}${NB}: elle s’imprime à nouveau, avec la mention DOUBLON POSSIBLE.`,
  }),
  /** The journal of sent jobs could not be written, so the job was not sent: it is tried again. */
  'order.send-journal-unwritable': words<{ printer: string; path: string; detail: string }>({
    en: (p) =>
      `Not sent to ${p.printer}: OrderSlip could not note the job in its list of sent receipts (${p.path}: ${p.detail}). It tries again; check that the disk is not full and the data folder can be written.`,
    nl: (p) =>
      `Niet naar ${p.printer} gestuurd: OrderSlip kon de opdracht niet noteren in de lijst van verstuurde bonnen (${p.path}: ${p.detail}). Het probeert opnieuw; kijk na of de schijf niet vol is en de gegevensmap beschrijfbaar is.`,
    fr: (p) =>
      `Pas envoyée à ${p.printer}${NB}: OrderSlip n’a pas pu noter la tâche dans sa liste des tickets envoyés (${p.path}${NB}: ${p.detail}). Il réessaie${NB}; vérifiez que le disque n’est pas plein et que le dossier de données est accessible en écriture.`,
  }),
  'order.still-listed': words({
    en: () => 'The ordering service still lists this order after it was confirmed.',
    nl: () => 'De bestelservice toont deze bestelling nog, al is ze bevestigd.',
    fr: () => 'Le service de commandes affiche encore cette commande, alors qu’elle a été confirmée.',
  }),
  'order.released-confirm-next': words({
    en: () => 'Tried again: every printer printed it already, so it is confirmed next.',
    nl: () => 'Opnieuw geprobeerd: elke printer heeft ze al afgedrukt, dus ze wordt nu bevestigd.',
    fr: () => `Réessayée${NB}: chaque imprimante l’a déjà imprimée, elle va donc être confirmée.`,
  }),
  /** Released to print again; `printers` are the names it prints on now (empty: where it already waited). */
  /** A held order a person printed on another printer, which proved it: it goes on to be confirmed. */
  'order.printed-elsewhere': words<{ printer: string }>({
    en: (p) =>
      `Printed on ${p.printer} at a person’s request, confirmed by the printer: the order is confirmed next.`,
    nl: (p) =>
      `Op vraag van iemand van de winkel afgedrukt op ${p.printer}, bevestigd door de printer: de bestelling wordt nu bevestigd.`,
    fr: (p) =>
      `Imprimée sur ${p.printer} à la demande de quelqu’un du magasin, confirmée par l’imprimante\u202f: la commande va être confirmée.`,
  }),
  'order.released': words<{ printers: readonly string[] }>({
    en: (p, f) =>
      p.printers.length > 0 ? `Tried again: it prints on ${f.list(p.printers)}.` : 'Tried again.',
    nl: (p, f) =>
      p.printers.length > 0
        ? `Opnieuw geprobeerd: ze wordt afgedrukt op ${f.list(p.printers)}.`
        : 'Opnieuw geprobeerd.',
    fr: (p, f) =>
      p.printers.length > 0 ? `Réessayée${NB}: elle s’imprime sur ${f.list(p.printers)}.` : 'Réessayée.',
  }),
  'order.reprint-requested': words<{ printer: string }>({
    en: (p) => `Reprint asked for on ${p.printer}.`,
    nl: (p) => `Herdruk gevraagd op ${p.printer}.`,
    fr: (p) => `Réimpression demandée sur ${p.printer}.`,
  }),
  'order.reprint-cancelled': words<{ printer: string; by: DecidedBy }>({
    en: (p) => `The reprint on ${p.printer} was cancelled ${byWhom('en', p.by)}.`,
    nl: (p) => `De herdruk op ${p.printer} werd geannuleerd ${byWhom('nl', p.by)}.`,
    fr: (p) => `La réimpression sur ${p.printer} a été annulée ${byWhom('fr', p.by)}.`,
  }),
  /** A removed printer's job went to another printer. */
  'order.job-moved': words<{ from: string; to: string; reprint: boolean }>({
    en: (p) => `${p.from} was removed; its ${p.reprint ? 'reprint' : 'job'} for this order moved to ${p.to}.`,
    nl: (p) =>
      `${p.from} werd verwijderd; ${p.reprint ? 'de herdruk' : 'de afdruk'} van deze bestelling is naar ${p.to} verhuisd.`,
    fr: (p) =>
      `${p.from} a été retirée${NB}; ${p.reprint ? 'la réimpression' : 'l’impression'} de cette commande a été déplacée vers ${p.to}.`,
  }),
  /** A removed printer's job was not moved: the other printer prints this order already. */
  'order.job-moved-twin': words<{ from: string; to: string }>({
    en: (p) => `${p.from} was removed; ${p.to} prints this order already.`,
    nl: (p) => `${p.from} werd verwijderd; ${p.to} drukt deze bestelling al af.`,
    fr: (p) => `${p.from} a été retirée${NB}; ${p.to} imprime déjà cette commande.`,
  }),
  /** A waiting job of a printer that is going away was dropped; `reason` says why. */
  'order.job-dropped': words<Dropped>({
    en: (p, f): string => `Not printed on ${p.printer}: dropped ${byWhom('en', p.by)}. ${f.say(p.reason)}`,
    nl: (p, f): string =>
      `Niet afgedrukt op ${p.printer}: geschrapt ${byWhom('nl', p.by)}. ${f.say(p.reason)}`,
    fr: (p, f): string =>
      `Pas imprimée sur ${p.printer}${NB}: retirée ${byWhom('fr', p.by)}. ${f.say(p.reason)}`,
  }),
  /** For the engine's "mark handled": the timeline entry of a person's decision. */
  'order.marked-handled': words<{ by: DecidedBy }>({
    en: (p) => `Marked handled ${byWhom('en', p.by)}, without printing.`,
    nl: (p) => `Als afgehandeld gemarkeerd ${byWhom('nl', p.by)}, zonder afdruk.`,
    fr: (p) => `Marquée comme traitée ${byWhom('fr', p.by)}, sans impression.`,
  }),
  /** For the confirmer: the service accepted the confirmation; `byPerson`: after a person marked it handled. */
  'order.confirmed': words<{ byPerson?: boolean }>({
    en: (p) => `Confirmed to the ordering service${p.byPerson === true ? ' (handled by a person)' : ''}.`,
    nl: (p) => `Bevestigd aan de bestelservice${p.byPerson === true ? ' (door iemand afgehandeld)' : ''}.`,
    fr: (p) =>
      `Confirmée au service de commandes${p.byPerson === true ? ' (traitée par une personne)' : ''}.`,
  }),

  // ── Refusals of a person's request ──────────────────────────────────────────────────────────────
  /** The order is not (or no longer) in the ledger; `id` is its id as asked. */
  'order.unknown': words<{ id: string }>({
    en: (p) =>
      `OrderSlip does not know order ${shortOrderId(p.id)}: it may have been removed from the history. Reload the list.`,
    nl: (p) =>
      `OrderSlip kent bestelling ${shortOrderId(p.id)} niet: misschien is ze uit de geschiedenis verwijderd. Laad de lijst opnieuw.`,
    fr: (p) =>
      `OrderSlip ne connaît pas la commande ${shortOrderId(p.id)}${NB}: elle a peut-être été retirée de l’historique. Rechargez la liste.`,
  }),
  /** What was asked no longer fits where the order stands (someone or something else acted first). */
  'order.not-possible-now': words<{ order: OrderRef; state: OrderStanding }>({
    en: (p, f) =>
      `${f.order(p.order)} ${standing('en', p.state)}, so this cannot be done now. Reload the list to see where it stands.`,
    nl: (p, f) =>
      `${f.order(p.order)} ${standing('nl', p.state)}, dus dit kan nu niet. Laad de lijst opnieuw om te zien hoe ze ervoor staat.`,
    fr: (p, f) =>
      `${f.order(p.order)} ${standing('fr', p.state)}, ce n’est donc pas possible maintenant. Rechargez la liste pour voir où elle en est.`,
  }),
  /** Retry or reprint of an order whose data could not be read: there is no receipt to print. */
  'order.unreadable-cannot-print': words<{ order: OrderRef }>({
    en: (p, f) =>
      `${f.order(p.order)} cannot be printed: its data from the ordering service could not be read. Deal with it by hand, then mark it handled.`,
    nl: (p, f) =>
      `${f.order(p.order)} kan niet afgedrukt worden: de gegevens van de bestelservice konden niet gelezen worden. Handel ze met de hand af en markeer ze dan als afgehandeld.`,
    fr: (p, f) =>
      `${f.order(p.order)} ne peut pas être imprimée${NB}: ses données du service de commandes n’ont pas pu être lues. Traitez-la à la main, puis marquez-la comme traitée.`,
  }),
  /** Retry of an order that may have printed: the question about its paper comes first. */
  'order.answer-first': words<{ order: OrderRef }>({
    en: (p, f) =>
      `${f.order(p.order)} may have printed already: answer whether it came out (“It came out” or “Print again”) instead.`,
    nl: (p, f) =>
      `${f.order(p.order)} is misschien al afgedrukt: antwoord eerst of ze eruit gekomen is (“Ja, ze is eruit gekomen” of “Opnieuw afdrukken”).`,
    fr: (p, f) =>
      `${f.order(p.order)} est peut-être déjà imprimée${NB}: répondez d’abord si elle est sortie («${NB}Oui, elle est sortie${NB}» ou «${NB}Imprimer à nouveau${NB}»).`,
  }),
  /** An answer about the paper for an order that no longer waits for one. */
  'order.no-question': words<{ order: OrderRef }>({
    en: (p, f) =>
      `${f.order(p.order)} is no longer waiting for an answer about its paper. Reload the list to see where it stands.`,
    nl: (p, f) =>
      `${f.order(p.order)} wacht niet meer op een antwoord over de afdruk. Laad de lijst opnieuw om te zien hoe ze ervoor staat.`,
    fr: (p, f) =>
      `${f.order(p.order)} n’attend plus de réponse sur son impression. Rechargez la liste pour voir où elle en est.`,
  }),
  /** Retry of an order whose shop has no printer (and none printed it). */
  'order.no-printer-to-retry': words<{ order: OrderRef; shop: string | null; shopId: number }>({
    en: (p, f) =>
      `${f.order(p.order)} cannot be printed again: no printer is set up for ${shopIn('en', p.shop, p.shopId)}. Set one up in Settings › Shops, or print it on a printer of your choice.`,
    nl: (p, f) =>
      `${f.order(p.order)} kan niet opnieuw afgedrukt worden: er is geen printer ingesteld voor ${shopIn('nl', p.shop, p.shopId)}. Stel er een in bij Instellingen › Winkels, of druk ze af op een printer naar keuze.`,
    fr: (p, f) =>
      `${f.order(p.order)} ne peut pas être réimprimée${NB}: aucune imprimante n’est configurée pour ${shopIn('fr', p.shop, p.shopId)}. Configurez-en une dans Réglages › Magasins, ou imprimez-la sur l’imprimante de votre choix.`,
  }),
  // ── The ledger's file, when OrderSlip starts ────────────────────────────────────────────────────
  /** `detail`: what SQLite said. `damaged`: the file opened but is not a ledger OrderSlip can use. */
  'order.ledger-cannot-open': words<{ path: string; detail: string; damaged: boolean }>({
    en: (p) =>
      `The order ledger ${p.path} could not be opened: ${p.detail}.${p.damaged ? ' If the file is damaged, move it aside; OrderSlip then starts a new ledger.' : ' Check that this user may write in its folder.'}`,
    nl: (p) =>
      `Het bestellingenregister ${p.path} kon niet geopend worden: ${p.detail}.${p.damaged ? ' Is het bestand beschadigd, zet het dan opzij; OrderSlip begint dan een nieuw register.' : ' Kijk na of deze gebruiker in die map mag schrijven.'}`,
    fr: (p) =>
      `Le registre des commandes ${p.path} n’a pas pu être ouvert${NB}: ${p.detail}.${p.damaged ? ` Si le fichier est endommagé, mettez-le de côté${NB}; OrderSlip en commence alors un nouveau.` : ' Vérifiez que cet utilisateur peut écrire dans son dossier.'}`,
  }),
  'order.ledger-too-new': words<{ path: string; version: number; known: number }>({
    en: (p) =>
      `The order ledger ${p.path} was written by a newer OrderSlip (schema version ${p.version}; this version knows up to ${p.known}). Install the newer OrderSlip again, or move the file aside to start an empty ledger.`,
    nl: (p) =>
      `Het bestellingenregister ${p.path} werd geschreven door een nieuwere OrderSlip (schemaversie ${p.version}; deze versie kent er tot ${p.known}). Installeer de nieuwere OrderSlip opnieuw, of zet het bestand opzij om met een leeg register te beginnen.`,
    fr: (p) =>
      `Le registre des commandes ${p.path} a été écrit par un OrderSlip plus récent (version de schéma ${p.version}${NB}; cette version connaît jusqu’à la ${p.known}). Réinstallez l’OrderSlip plus récent, ou mettez le fichier de côté pour commencer un registre vide.`,
  }),

  /** A history page asked with a cursor this ledger did not give out (or from another sort). */
  'order.history-cursor-stale': words({
    en: () => 'This page of the history cannot be continued: load the history from the start.',
    nl: () =>
      'Deze pagina van de geschiedenis kan niet verder geladen worden: laad de geschiedenis opnieuw van bij het begin.',
    fr: () =>
      `Cette page de l’historique ne peut pas être poursuivie${NB}: rechargez l’historique depuis le début.`,
  }),
} as const;
