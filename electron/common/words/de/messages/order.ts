/**
 * An order's history in German: what the ledger writes in its timeline, the reasons it keeps for a held
 * order, and its refusals of a person's request. The buttons named here ("Ja, wurde gedruckt",
 * "Erneut drucken", "Woanders drucken") are the German window's.
 */
import { type DecidedBy, type order as En, attemptNotes } from '../../en/messages/order';
import type { Translation } from '../../wording';
import { shortOrderId } from '../../../order-label';

function byWhom(by: DecidedBy): string {
  return by === 'settings' ? 'durch eine Änderung der Einstellungen' : 'von einer Person im Geschäft';
}

/** "Bäckerei Sels" when the name is known, "Geschäft 12" otherwise. */
function shopIn(shop: string | null, shopId: number): string {
  const name = shop !== null && shop.trim() !== '' ? shop.trim() : null;
  return name ?? `Geschäft ${shopId}`;
}

/** Worded where the order stands; a state this version does not know (a newer ledger) is shown as it is. */
const STANDING: Readonly<Record<string, string>> = {
  waiting: 'wartet noch auf den Druck',
  printed: 'ist schon gedruckt',
  confirmed: 'ist schon gedruckt und bestätigt',
  held: 'wartet auf eine Entscheidung',
  handled: 'ist schon als erledigt markiert',
  gone: 'wird vom Bestelldienst nicht mehr aufgeführt',
};

export const order: Translation<typeof En> = {
  'order.received': () => 'Vom Bestelldienst empfangen.',
  'order.history-lost': () =>
    'Der Bestellverlauf ging verloren, bevor diese Bestellung einging; vielleicht ist sie also schon gedruckt: Sie wird mit dem Vermerk MÖGLICHES DUPLIKAT gedruckt. Vergleichen Sie sie mit dem, was schon gedruckt wurde.',
  'order.sent-before-ledger-lost': (p, f) =>
    `Der Bestellverlauf hat seine letzten Änderungen verloren, aber laut der Liste gesendeter Bons von OrderSlip wurde diese Bestellung am ${f.dateTime(p.sentAt)} an ${p.printer} gesendet; vielleicht liegt sie also schon auf Papier: Sie wird erneut mit dem Vermerk MÖGLICHES DUPLIKAT gedruckt. Vergleichen Sie sie mit dem, was gedruckt wurde.`,
  'order.no-printer': (p) =>
    `Für ${shopIn(p.shop, p.shopId)} ist kein Drucker eingerichtet: Wählen Sie einen Drucker für diese Bestellung oder markieren Sie sie als erledigt. Geben Sie dem Geschäft in Einstellungen › Geschäfte einen Drucker für die nächsten Bestellungen.`,
  'order.unreadable': (p, f) => `Ihre Daten konnten nicht gelesen werden: ${f.say(p.cause)}`,
  'order.sending': (p, f) =>
    `${p.reprint ? 'Nachdruck an' : 'An'} ${p.printer} gesendet (${attemptNotes(f, p, 'Versuch', 'mit dem Vermerk MÖGLICHES DUPLIKAT')}).`,
  'order.did-it-come-out': (p) =>
    `An ${p.printer} gesendet, der nicht beweisen konnte, dass er gedruckt hat: Ist sie herausgekommen? Antworten Sie „Ja, wurde gedruckt“, um die Bestellung zu bestätigen, oder „Erneut drucken“, um sie mit dem Vermerk MÖGLICHES DUPLIKAT zu drucken.`,
  'order.answered-came-out': (p) => `Eine Person hat sie aus ${p.printer} kommen sehen.`,
  'order.answered-print-again': (p) =>
    `Eine Person hat gebeten, sie auf ${p.printer} erneut zu drucken, mit dem Vermerk MÖGLICHES DUPLIKAT.`,
  'order.nothing-printed': () =>
    'Kein Drucker hat sie gedruckt: Versuchen Sie es erneut, drucken Sie sie auf einem anderen Drucker oder erledigen Sie sie von Hand und markieren Sie sie als erledigt.',
  'order.interrupted': (p) =>
    `OrderSlip wurde beendet, während dies auf ${p.printer} gedruckt wurde: Es wird erneut gedruckt, mit dem Vermerk MÖGLICHES DUPLIKAT.`,
  'order.send-journal-unwritable': (p) =>
    `Nicht an ${p.printer} gesendet: OrderSlip konnte den Auftrag nicht in seiner Liste gesendeter Bons vermerken (${p.path}: ${p.detail}). Es versucht es erneut; prüfen Sie, ob die Festplatte voll ist und ob in den Datenordner geschrieben werden kann.`,
  'order.still-listed': () =>
    'Der Bestelldienst führt diese Bestellung noch auf, obwohl sie bestätigt wurde.',
  'order.released-confirm-next': () =>
    'Erneut versucht: Jeder Drucker hat sie schon gedruckt, sie wird also als Nächstes bestätigt.',
  'order.printed-elsewhere': (p) =>
    `Auf Wunsch einer Person auf ${p.printer} gedruckt, vom Drucker bestätigt: Die Bestellung wird als Nächstes bestätigt.`,
  'order.released': (p, f) =>
    p.printers.length > 0
      ? `Erneut versucht: Sie wird auf ${f.list(p.printers)} gedruckt.`
      : 'Erneut versucht.',
  'order.reprint-requested': (p) => `Nachdruck auf ${p.printer} angefordert.`,
  'order.reprint-cancelled': (p) => `Der Nachdruck auf ${p.printer} wurde ${byWhom(p.by)} abgebrochen.`,
  'order.job-moved': (p) =>
    `${p.from} wurde entfernt; ${p.reprint ? 'sein Nachdruck' : 'sein Druckauftrag'} für diese Bestellung ging an ${p.to}.`,
  'order.job-moved-twin': (p) => `${p.from} wurde entfernt; ${p.to} druckt diese Bestellung schon.`,
  'order.job-dropped': (p, f) =>
    `Nicht auf ${p.printer} gedruckt: ${byWhom(p.by)} gestrichen. ${f.say(p.reason)}`,
  'order.marked-handled': (p) =>
    `${p.by === 'settings' ? 'Durch eine Änderung der Einstellungen' : 'Von einer Person im Geschäft'} als erledigt markiert, ohne Druck.`,
  'order.confirmed': (p) =>
    `Dem Bestelldienst bestätigt${p.byPerson === true ? ' (von einer Person erledigt)' : ''}.`,
  'order.unknown': (p) =>
    `OrderSlip kennt Bestellung ${shortOrderId(p.id)} nicht: Vielleicht wurde sie aus dem Verlauf entfernt. Laden Sie die Liste neu.`,
  'order.not-possible-now': (p, f) =>
    `${f.order(p.order)} ${STANDING[p.state] ?? p.state}, das ist jetzt also nicht möglich. Laden Sie die Liste neu, um zu sehen, wo sie steht.`,
  'order.unreadable-cannot-print': (p, f) =>
    `${f.order(p.order)} kann nicht gedruckt werden: Ihre Daten vom Bestelldienst konnten nicht gelesen werden. Erledigen Sie sie von Hand und markieren Sie sie dann als erledigt.`,
  'order.answer-first': (p, f) =>
    `${f.order(p.order)} ist vielleicht schon gedruckt: Antworten Sie zuerst, ob sie herausgekommen ist („Ja, wurde gedruckt“ oder „Erneut drucken“).`,
  'order.no-question': (p, f) =>
    `${f.order(p.order)} wartet nicht mehr auf eine Antwort zu ihrem Ausdruck. Laden Sie die Liste neu, um zu sehen, wo sie steht.`,
  'order.no-printer-to-retry': (p, f) =>
    `${f.order(p.order)} kann nicht erneut gedruckt werden: Für ${shopIn(p.shop, p.shopId)} ist kein Drucker eingerichtet. Richten Sie einen in Einstellungen › Geschäfte ein oder drucken Sie sie auf einem Drucker Ihrer Wahl.`,
  'order.ledger-cannot-open': (p) =>
    `Das Bestellregister ${p.path} konnte nicht geöffnet werden: ${p.detail}.${p.damaged ? ' Wenn die Datei beschädigt ist, legen Sie sie beiseite; OrderSlip beginnt dann ein neues Register.' : ' Prüfen Sie, ob dieser Benutzer in seinen Ordner schreiben darf.'}`,
  'order.ledger-too-new': (p) =>
    `Das Bestellregister ${p.path} wurde von einem neueren OrderSlip geschrieben (Schemaversion ${p.version}; diese Version kennt bis ${p.known}). Installieren Sie das neuere OrderSlip wieder oder legen Sie die Datei beiseite, um mit einem leeren Register zu beginnen.`,
  'order.history-cursor-stale': () =>
    'Diese Seite des Verlaufs kann nicht fortgesetzt werden: Laden Sie den Verlauf von Anfang an.',
};
