/**
 * A printer's states, its failures and proofs, what its worker logs, and printer addresses, in German.
 * A printer is "der Drucker" (er); an order "die Bestellung" (sie); a receipt "der Bon".
 */
import {
  type AddressProblem,
  type CopyParams,
  type DeviceProblem,
  type LabelProblem,
  type NetworkProblem,
  type PrinterErrorCause,
  type printer as En,
  problemWithCode,
} from '../../en/messages/printer';
import type { Translation } from '../../wording';

const copyNote = (p: CopyParams): string => (p.copies > 1 ? ` (Exemplar ${p.copy} von ${p.copies})` : '');

/** "Etikett 2 von 3" in a label printer's messages; a single label is not mentioned. */
const labelNote = (p: CopyParams): string => (p.copies > 1 ? ` (Etikett ${p.copy} von ${p.copies})` : '');

/** What a person does about a label printer's problem, said after what happened. */
const LABEL_PROBLEMS: Record<LabelProblem, string> = {
  'paper-out': 'Die Etiketten sind aufgebraucht. Legen Sie eine neue Etikettenrolle ein',
  'head-open': 'Der Druckkopf wurde geöffnet. Schließen Sie den Kopf, bis er einrastet',
  'ribbon-out': 'Das Farbband ist aufgebraucht. Legen Sie ein neues Farbband ein',
  paused:
    'Er wurde angehalten. Drücken Sie einmal seine Pausetaste (bei manchen Modellen: die Vorschubtaste)',
  jam: 'Die Etiketten klemmen. Öffnen Sie den Drucker, entfernen Sie die eingeklemmten Etiketten und schließen Sie ihn wieder',
  error: 'Er meldet einen Fehler. Schalten Sie ihn aus und wieder ein',
};

const ERROR_CAUSES: Record<PrinterErrorCause, string> = {
  autocutter: 'das Schneidmesser klemmt',
  unrecoverable: 'ein Fehler, von dem er sich nicht selbst erholt',
  recoverable: 'Überhitzung oder ein anderer Fehler, der von selbst verschwindet',
};

const causes = (list: readonly PrinterErrorCause[]): string =>
  list.length === 0 ? '' : ` (${list.map((cause) => ERROR_CAUSES[cause]).join(', ')})`;

const ADDRESS_FORMS =
  'Verwenden Sie tcp://host[:port] für einen Netzwerkdrucker (Port 9100, wenn nicht angegeben), printer:<Name der Warteschlange> für einen auf diesem Computer installierten Drucker oder einen Gerätepfad wie /dev/usb/lp0, /dev/ttyUSB0 oder COM3.';

const ADDRESS_PROBLEMS: Record<AddressProblem, string> = {
  empty: 'ist leer',
  'not-network-address': 'ist keine gültige Netzwerkadresse',
  'no-host': 'hat keinen Hostnamen',
  'extra-parts':
    'enthält Teile, die eine Druckeradresse nicht haben kann (einen Pfad, eine Abfrage oder einen Benutzernamen)',
  'bad-port': 'hat einen Port außerhalb von 1-65535',
  'no-queue': 'nennt keine Druckwarteschlange',
  'control-characters': 'enthält Steuerzeichen im Namen der Warteschlange',
  'not-understood': 'ist nicht verständlich',
  'incomplete-ip': 'ist keine vollständige IP-Adresse (vier Zahlen von 0 bis 255, wie 192.168.1.50)',
  'device-without-number': 'nennt einen Anschluss ohne seine Nummer (wie COM3 oder LPT1)',
};

const NETWORK_PROBLEMS: Record<Exclude<NetworkProblem, 'other'>, string> = {
  timeout: 'keine Antwort',
  'no-route': 'keine Route dorthin',
  'host-down': 'das Gerät ist aus',
  'network-unreachable': 'das Netzwerk ist nicht erreichbar',
  'unknown-host': 'der Hostname ist unbekannt',
  'lookup-failed': 'der Hostname konnte nicht aufgelöst werden',
};

const DEVICE_PROBLEMS: Record<Exclude<DeviceProblem, 'other'>, string> = {
  missing: 'es existiert nicht — ist der Drucker angeschlossen und eingeschaltet?',
  permission: 'Zugriff verweigert',
  'permission-group':
    'Zugriff verweigert — fügen Sie unter Linux diesen Benutzer der Gruppe hinzu, der das Gerät gehört (oft „lp“ oder „dialout“), und melden Sie sich neu an',
  busy: 'ein anderes Programm verwendet es',
  gone: 'das Gerät ist weg — wurde der Drucker ausgesteckt?',
  'not-connected': 'das Gerät ist nicht angeschlossen',
  io: 'der Drucker meldete einen Ein-/Ausgabefehler (kein Papier mehr, Deckel offen oder ausgesteckt)',
  folder: 'es ist ein Ordner, kein Gerät',
};

export const printer: Translation<typeof En> = {
  // ——— States ———
  'printer.ready': () => 'Bereit.',
  'printer.ready-paper-low': (p) =>
    `Bereit, aber das Papier von ${p.printer} geht zur Neige. Halten Sie eine neue Rolle bereit.`,
  'printer.ready-unverified': (p) => `Bereit (${p.printer} kann nicht bestätigen, dass er gedruckt hat).`,
  'printer.ready-queue': (p) =>
    `Bereit (die Druckwarteschlange bestätigt die Aufträge von ${p.printer}; der Drucker selbst kann das nicht).`,
  'printer.ready-no-confirm': (p, f) =>
    `Bereit, aber er hat nicht bestätigt, dass der letzte Auftrag gedruckt wurde: ${f.say(p.cause)}`,
  'printer.not-asked-yet': () => 'Noch nicht abgefragt.',
  'printer.paused': (p) => `Angehalten: Bestellungen für ${p.printer} warten, bis Sie ihn wieder fortsetzen.`,
  'printer.asking': (p) => `Fortgesetzt: OrderSlip fragt ${p.printer} nach seinem Zustand.`,
  'printer.printing': (p, f) => `${f.order(p.order, false)} wird auf ${p.printer} gedruckt.`,
  'printer.status-star': (p) =>
    `${p.printer} ist erreichbar. Star-Drucker melden ihren Status über einen anderen Port, den OrderSlip noch nicht liest.`,
  'printer.status-silent': (p) => `${p.printer} ist erreichbar, antwortet aber nicht auf Statusabfragen.`,
  'printer.status-closed': (p) =>
    `${p.printer} hat die Verbindung während der Statusabfrage geschlossen. Prüfen Sie den Drucker und sein Kabel.`,

  // ——— Why a job did not print ———
  'printer.paper-out': (p) =>
    `${p.printer} hat kein Papier mehr. Legen Sie Papier ein; die wartenden Bestellungen werden gedruckt, sobald wieder Papier da ist.`,
  'printer.paper-ran-out': (p) =>
    `${p.printer} hatte beim Drucken${copyNote(p)} kein Papier mehr. Legen Sie Papier ein und prüfen Sie den letzten Bon: Er ist vielleicht unvollständig.`,
  'printer.cover-open': (p) =>
    `Der Deckel von ${p.printer} ist offen. Schließen Sie den Deckel; die wartenden Bestellungen werden gedruckt, sobald er zu ist.`,
  'printer.cover-opened': (p) =>
    `Der Deckel von ${p.printer} wurde beim Drucken${copyNote(p)} geöffnet. Schließen Sie den Deckel und prüfen Sie den letzten Bon: Er ist vielleicht unvollständig.`,
  'printer.error': (p) =>
    `${p.printer} meldet einen Fehler${causes(p.causes)}. Schalten Sie ihn aus, entfernen Sie eingeklemmtes Papier und schalten Sie ihn wieder ein.`,
  'printer.offline': (p) =>
    `${p.printer} ist offline: Er antwortet, sagt aber, dass er nicht drucken kann. Prüfen Sie seine Lämpchen, das Papier und den Deckel; drücken Sie einmal die Vorschubtaste.`,
  'printer.refused': (p) =>
    `${p.printer} unter ${p.where} hat die Verbindung abgelehnt. Prüfen Sie, ob er eingeschaltet ist, ob kein anderer Computer auf ihm druckt und ob der Port in den Einstellungen stimmt.`,
  'printer.unreachable': (p, f) =>
    `${p.printer} unter ${p.where} ist nicht erreichbar (${f.say(p.cause)}). Prüfen Sie, ob er eingeschaltet und mit dem Netzwerk verbunden ist und ob die Adresse in den Einstellungen stimmt.`,
  'printer.network-problem': (p) =>
    p.problem === 'other' ? p.code : problemWithCode(NETWORK_PROBLEMS[p.problem], p.code),
  'printer.connection-lost': (p) =>
    `Die Verbindung zu ${p.printer} brach beim Senden des Bons${copyNote(p)} ab. Ein Teil davon ist vielleicht gedruckt. Prüfen Sie Strom und Netzwerkkabel des Druckers.`,
  'printer.no-answer': (p) =>
    `${p.printer} hat den Bon${copyNote(p)} angenommen, aber nicht innerhalb von ${p.seconds} s bestätigt, dass er gedruckt wurde. Prüfen Sie, ob er herausgekommen ist.`,
  'printer.answer-not-ours': (p) =>
    `${p.printer} hat den Bon${copyNote(p)} angenommen und geantwortet, aber nicht für diesen Bon: Er hat also nicht bestätigt, dass er gedruckt wurde. Prüfen Sie, ob er herausgekommen ist.`,
  'printer.answered-too-soon': (p) =>
    `${p.printer} hat schneller „gedruckt“ geantwortet, als sich Papier bewegen kann; seine Antworten gelten daher nicht als Beweis. Prüfen Sie, was wirklich herausgekommen ist.`,
  'printer.not-verifiable': (p) =>
    `${p.why === 'star' ? `${p.printer} ist ein Star-Drucker, dessen Status OrderSlip noch nicht über das Netzwerk lesen kann` : p.why === 'no-counter' ? `${p.printer} antwortet auf Statusabfragen, aber ohne Auftragszähler (ältere Star-Firmware)` : `${p.printer} antwortet nicht auf Statusabfragen`}, daher kann OrderSlip nicht wissen, ob ein Bon gedruckt wurde. Es wurde nichts gesendet. Um trotzdem zu drucken, schalten Sie für diesen Drucker „Ohne Nachweis drucken“ in Einstellungen › Drucker ein.`,
  'printer.status-broke': (p) =>
    `${p.printer} hat mitten in einer Statusabfrage aufgehört zu antworten. Es wurde nichts gesendet. Prüfen Sie den Drucker und sein Kabel.`,
  'printer.address-unusable': (p, f) =>
    `${p.printer} hat eine Adresse, die OrderSlip nicht verwenden kann. ${f.say(p.cause)}`,
  'printer.job-empty': (p) => `Nichts zu drucken für ${p.printer}: Der Auftrag ist leer.`,

  // ——— Label printers (ZPL, TSPL) ———
  'printer.head-open': (p) =>
    `Der Druckkopf von ${p.printer} ist offen. Schließen Sie den Kopf, bis er einrastet; die wartenden Etiketten werden gedruckt, sobald er zu ist.`,
  'printer.ribbon-out': (p) =>
    `Das Farbband von ${p.printer} ist aufgebraucht. Legen Sie ein neues Farbband ein (oder stellen Sie den Drucker bei Thermodirekt-Etiketten auf Thermodirekt); die wartenden Etiketten werden dann gedruckt.`,
  'printer.label-paused': (p) =>
    `${p.printer} ist angehalten. Drücken Sie einmal seine Pausetaste (bei manchen Modellen: die Vorschubtaste); die wartenden Etiketten werden dann gedruckt.`,
  'printer.label-busy': (p) =>
    `${p.printer} war nach ${p.seconds} s noch mit anderen Etiketten beschäftigt, daher hat OrderSlip nichts gesendet: Es hätte seine Etiketten nicht von den anderen unterscheiden können. Prüfen Sie, ob ein anderer Computer auf ihm druckt.`,
  'printer.label-stopped': (p) =>
    `${p.printer} hat beim Drucken angehalten${labelNote(p)}: ${LABEL_PROBLEMS[p.problem]} und prüfen Sie dann das letzte Etikett: Es fehlt vielleicht oder ist unvollständig.`,
  'printer.label-no-answer': (p) =>
    `${p.printer} hat das Etikett${labelNote(p)} angenommen, aber nicht innerhalb von ${p.seconds} s gezeigt, dass er es gedruckt hat. Prüfen Sie, ob es herausgekommen ist.`,
  'printer.label-connection-lost': (p) =>
    `Die Verbindung zu ${p.printer} brach beim Senden des Etiketts${labelNote(p)} ab. Es ist vielleicht gedruckt. Prüfen Sie Strom und Netzwerkkabel des Druckers.`,
  'printer.labels-printed': (p, f) =>
    `${f.plural(p.labels, { one: 'Etikett gedruckt', other: `Alle ${p.labels} Etiketten gedruckt` })} auf ${p.printer}, vom Drucker bestätigt.`,

  // ——— Proof ———
  'printer.printed': (p) =>
    `${p.copies === 1 ? 'Gedruckt' : p.copies === 2 ? 'Beide Exemplare gedruckt' : `Alle ${p.copies} Exemplare gedruckt`} auf ${p.printer}, vom Drucker bestätigt.${p.paperLow ? ' Das Papier geht zur Neige.' : ''}`,
  'printer.delivered': (p) =>
    `An ${p.printer} gesendet; ${p.why === 'star' ? 'er ist ein Star-Drucker, dessen Status OrderSlip noch nicht über das Netzwerk lesen kann' : p.why === 'no-counter' ? 'seine Statusantworten haben keinen Auftragszähler' : 'er antwortet nicht auf Statusabfragen'}, daher ist der Druck nicht bestätigt.`,

  // ——— Device files ———
  'printer.device-cannot-open': (p, f) =>
    `${p.printer} unter ${p.where} lässt sich nicht öffnen: ${f.say(p.cause)}. Es wurde nichts gedruckt.`,
  'printer.device-write-failed': (p, f) =>
    `Schreiben auf ${p.printer} unter ${p.where} ist fehlgeschlagen: ${f.say(p.cause)}. ${p.partly ? 'Ein Teil des Bons ist vielleicht gedruckt.' : 'Es wurde nichts gedruckt.'}`,
  'printer.device-lost': (p) =>
    `${p.printer} unter ${p.where} ist weggefallen, während OrderSlip den Bon sendete${copyNote(p)}. Ein Teil davon ist vielleicht gedruckt. Prüfen Sie, ob der Drucker eingeschaltet ist und sein USB- oder serielles Kabel steckt.`,
  'printer.device-delivered': (p) =>
    `An ${p.printer} unter ${p.where} gesendet; eine Gerätedatei meldet keinen Status, daher ist der Druck nicht bestätigt.`,
  'printer.device-present': (p) =>
    `${p.where} ist vorhanden und beschreibbar; eine Gerätedatei meldet nicht, ob Papier da ist.`,
  'printer.device-unreachable': (p, f) => `OrderSlip kann ${p.where} nicht verwenden: ${f.say(p.cause)}.`,
  'printer.device-problem': (p) =>
    p.problem === 'other' ? p.code : problemWithCode(DEVICE_PROBLEMS[p.problem], p.code),
  'printer.device-timeout': (p) =>
    `${p.step === 'open' ? 'das Öffnen des Geräts' : 'das Schreiben auf den Drucker'} war nicht innerhalb von ${p.seconds} s fertig`,

  // ——— The computer's print queue ———
  'printer.queue-cannot-start': (p) =>
    `OrderSlip kann nicht auf ${p.printer} drucken (Druckwarteschlange „${p.queue}“): Der Befehl ${p.program} konnte nicht gestartet werden (${p.code}). ${p.program === 'lp' ? 'Installieren Sie CUPS oder verwenden Sie stattdessen die Netzwerkadresse des Druckers.' : 'Prüfen Sie, ob PowerShell verfügbar ist.'}`,
  'printer.queue-timeout': (p) =>
    `Die Druckwarteschlange „${p.queue}“ hat den Auftrag für ${p.printer} nicht rechtzeitig angenommen. Prüfen Sie die Warteschlange in den Druckereinstellungen des Systems; der Auftrag wird vielleicht noch gedruckt.`,
  'printer.queue-missing': (p) =>
    `Auf diesem Computer gibt es keine Druckwarteschlange namens „${p.queue}“ (${p.said}). Prüfen Sie den Druckernamen in den Einstellungen.`,
  'printer.queue-refused': (p) =>
    `Die Druckwarteschlange „${p.queue}“ hat den Auftrag für ${p.printer} abgelehnt: ${p.said}. Prüfen Sie die Warteschlange in den Druckereinstellungen des Systems.`,
  'printer.queue-delivered': (p) =>
    `Die Druckwarteschlange „${p.queue}“ hat den Auftrag für ${p.printer} angenommen${p.job ? ` (${p.job})` : ''}; die Warteschlange meldet nicht, ob Papier da ist, daher ist der Druck nicht bestätigt.`,
  'printer.queue-status': (p) =>
    `Druckwarteschlange „${p.queue}“: Die Warteschlange des Systems meldet nichts über Papier oder Deckel des Druckers.`,
  'printer.queue-completed': (p) =>
    `Die Druckwarteschlange „${p.queue}“ meldet den Auftrag für ${p.printer} als abgeschlossen; der Drucker selbst bestätigt nicht, dass er gedruckt hat.`,
  'printer.queue-job-stopped': (p) =>
    `Die Druckwarteschlange „${p.queue}“ hat den Auftrag für ${p.printer} nicht abgeschlossen: ${p.said}. ${p.started ? 'Ein Teil des Bons ist vielleicht schon herausgekommen. ' : ''}Prüfen Sie den Drucker und die Warteschlange in den Druckereinstellungen des Systems.`,
  'printer.queue-still-waiting': (p) =>
    `Die Druckwarteschlange „${p.queue}“ hat den Auftrag für ${p.printer} angenommen${p.job ? ` (${p.job})` : ''}, aber nach ${p.seconds} s steht er noch in der Warteschlange. Er wird vielleicht noch gedruckt; prüfen Sie die Warteschlange in den Druckereinstellungen des Systems.`,

  // ——— Printer addresses ———
  'printer.address-invalid': (p) =>
    `Druckeradresse „${p.address}“ ${ADDRESS_PROBLEMS[p.problem]}. ${ADDRESS_FORMS}`,

  // ——— What the printer's worker records and logs ———
  'printer.job-printed': (p) =>
    `${p.reprint ? 'Erneut gedruckt' : 'Gedruckt'} auf ${p.printer}, vom Drucker bestätigt.`,
  'printer.job-queue-completed': (p) =>
    `${p.reprint ? 'Nachdruck gesendet' : 'Gesendet'} an ${p.printer}: Die Druckwarteschlange hat ihn abgeschlossen (der Drucker selbst bestätigt nicht, dass er gedruckt hat).`,
  'printer.job-delivered': (p) =>
    `${p.reprint ? 'Nachdruck gesendet' : 'Gesendet'} an ${p.printer}, der nicht bestätigen kann, dass er gedruckt hat.`,
  'printer.job-unconfirmed': (p, f) =>
    `An ${p.printer} gesendet, der nicht bestätigt hat, dass er gedruckt hat: ${f.say(p.cause)}`,
  'printer.job-failed': (p, f) =>
    `${f.order(p.order)} wurde nicht auf ${p.printer} gedruckt: ${f.say(p.cause)}`,
  'printer.job-done': (p, f) =>
    `${f.order(p.order)} ${p.reprint ? 'erneut gedruckt' : 'gedruckt'} auf ${p.printer}${p.verified ? '' : ' (nicht bestätigt)'}.`,
  'printer.job-held-unverified': (p, f) =>
    `${f.order(p.order)} wird zurückgehalten: Ist sie aus ${p.printer} herausgekommen? Eine Person antwortet unter Status.`,
  'printer.internal-error': (p) =>
    `${p.printer} ist auf einen internen Fehler gestoßen; OrderSlip versucht es gleich erneut: ${p.detail}`,
  'printer.cannot-build': (p, f) =>
    `OrderSlip konnte den Bon von ${f.order(p.order)} nicht erstellen (${p.detail}).`,
  'printer.order-unreadable': () =>
    'Ihre Daten konnten nicht gelesen werden, daher kann sie nicht gedruckt werden.',
  'printer.reprint-impossible': (p, f) => `Erneut drucken nicht möglich: ${f.say(p.cause)}`,
  'printer.ledger-write-failed': (p, f) =>
    `OrderSlip konnte nicht in sein Register schreiben, was ${p.printer} mit ${f.order(p.order)} gemacht hat (${p.detail}). Geben Sie Speicherplatz frei; OrderSlip versucht es erneut.`,

  // ——— `npm run cli -- print` ———
  'printer.cli-printed': (p, f) =>
    `${f.order(p.order, false)}: gedruckt und vom Drucker bestätigt (${f.say(p.detail)})`,
  'printer.cli-queue-completed': (p, f) =>
    `${f.order(p.order, false)}: von der Druckwarteschlange abgeschlossen, nicht vom Drucker bestätigt: ${f.say(p.detail)}`,
  'printer.cli-delivered': (p, f) =>
    `${f.order(p.order, false)}: gesendet, nicht bestätigt: ${f.say(p.detail)}`,
  'printer.cli-failed': (p, f) =>
    `${f.order(p.order, false)}: nicht gedruckt (${p.reason}): ${f.say(p.detail)}`,
};
