/** The window's commands in German: their refusals and outcomes, settings, diagnostics. */
import type { Translation } from '../../wording';
import {
  type app as En,
  type SettingShape,
  type SettingAt,
  andProblems,
  type FindingWords,
  sayFindings,
} from '../../en/messages/app';

const SHAPES: Readonly<Record<SettingShape, string>> = {
  text: 'Text',
  'true-false': 'true oder false',
  list: 'eine Liste',
  group: 'eine Gruppe von Einstellungen ({ … })',
  'time-of-day': 'eine Uhrzeit wie „07:30“',
};

/** What the setting should have held (a shape it does not know is said as it is). */
function shape(expected: SettingShape): string {
  const shapes: Readonly<Record<string, string | undefined>> = SHAPES;
  return shapes[String(expected)] ?? String(expected);
}

/** "Drucker Theke: Die Einstellung x" / "Die Einstellung x": the start of every settings refusal. */
function theSetting(p: SettingAt): string {
  return p.printer ? `Drucker ${p.printer}: Die Einstellung ${p.setting}` : `Die Einstellung ${p.setting}`;
}

/** The findings' sentences (der Drucker: "er"), assembled by the shared `sayFindings`. */
const FINDING_WORDS: FindingWords = {
  status: {
    printed: (printer) =>
      `${printer} beantwortet Statusabfragen und hat bestätigt, dass der Testbon gedruckt wurde: Bestellungen werden darauf mit Nachweis gedruckt.`,
    unconfirmed: (printer) =>
      `${printer} beantwortet Statusabfragen, hat aber nicht bestätigt, dass der Testbon gedruckt wurde.`,
    silent: (printer) =>
      `${printer} beantwortet keine Statusabfragen, also kann OrderSlip nicht wissen, ob ein Bon herausgekommen ist.`,
    'queue-completed': (printer) =>
      `Die Druckwarteschlange ${printer} meldet den Testbon als fertig; der Drucker selbst bestätigt nichts.`,
    queue: (printer) =>
      `${printer} ist eine Druckwarteschlange: Die Warteschlange meldet keinen Status und hat den Testbon noch nicht als fertig gemeldet.`,
    unknown: (printer) => `OrderSlip konnte nicht herausfinden, ob ${printer} Statusabfragen beantwortet.`,
  },
  model: (model) => ` Er meldet sich als ${model}.`,
  named: (name) => ` Er nennt sich „${name}“, ein Modell, das OrderSlip nicht kennt.`,
  star: ' Er antwortet wie ein Star-Drucker.',
  suits: ' Die aktuellen Einstellungen passen zu ihm.',
  suggested: (list) => ` Vorschlag: ${list}.`,
  unverified:
    ' Mit „Ohne Nachweis drucken“ zählt eine Bestellung als gedruckt, sobald sie gesendet ist: OrderSlip bemerkt dann weder eine leere Rolle noch einen Papierstau, sehen Sie also ab und zu nach dem Drucker.',
  change: {
    model: (c) => `Modell ${c.model}`,
    star: () => 'Marke Star',
    image: () => 'Druckmodus „Bild“ (er kann keinen Text drucken, also wird jeder Bon gezeichnet)',
    paper: (c) => `Papierbreite ${c.width} mm`,
    dpi: (c) => `${c.dpi} dpi`,
    'character-set': (c) => `Zeichensatz ${c.set}`,
    unverified: () => '„Ohne Nachweis drucken“ einschalten',
  },
};

export const app: Translation<typeof En> = {
  'app.no-such-order': (p) =>
    `Im Verlauf gibt es keine Bestellung ${p.orderId}. Aktualisieren Sie das Fenster.`,
  'app.no-such-printer': (p) =>
    `Es gibt keinen Drucker ${p.printer}: Vielleicht wurde er in den Einstellungen entfernt. Aktualisieren Sie das Fenster.`,
  'app.no-such-job': (p) => `Es gibt keinen Druckauftrag ${p.jobId}. Aktualisieren Sie das Fenster.`,
  'app.argument-missing': (p) =>
    `Der Anfrage fehlt die Angabe ${p.argument}. Laden Sie das Fenster neu und versuchen Sie es erneut.`,

  'app.restarted': () => 'Mit den neuen Einstellungen neu gestartet.',
  'app.not-set-up': (p, f): string => `OrderSlip ist noch nicht eingerichtet.${andProblems(p.problems, f)}`,
  'app.not-running': (p, f): string =>
    `OrderSlip läuft noch nicht und kann das deshalb nicht tun: Vervollständigen Sie zuerst die Einstellungen.${andProblems(p.problems, f)}`,
  'app.ledger-damaged': (p) =>
    `Der Bestellverlauf ist beschädigt (${p.detail}). Starten Sie OrderSlip neu; wenn es wieder passiert, exportieren Sie die Diagnose und senden Sie sie an den Support.`,

  'app.held-without-reason': () => 'OrderSlip braucht Ihre Entscheidung, was damit geschehen soll.',
  'app.bad-answer': (p) =>
    `„${p.answer}“ ist keine Antwort auf „Ist er herausgekommen?“: Antworten Sie came-out oder print-again.`,
  'app.not-waiting-for-answer': (p, f) =>
    `${f.order(p.order)} wartet nicht mehr auf eine Antwort: Jemand hat schon geantwortet, oder sie wurde erledigt.`,
  'app.reprint-printed': (p, f) =>
    `Der Nachdruck von ${f.order(p.order)} ist aus ${p.printer} gekommen: Der Drucker hat ihn bestätigt.`,
  'app.reprint-delivered': (p, f) =>
    `Der Nachdruck von ${f.order(p.order)} wurde an ${p.printer} gesendet, der nicht bestätigen kann, dass er gedruckt wurde: Prüfen Sie, ob er herausgekommen ist.`,
  'app.reprint-cancelled': (p, f) =>
    `Der Nachdruck von ${f.order(p.order)} auf ${p.printer} wurde abgebrochen.`,
  'app.reprint-already-sent': (p, f) =>
    `Der Nachdruck von ${f.order(p.order)} kann nicht mehr abgebrochen werden: Er wurde schon an ${p.printer} gesendet.`,

  'app.test-print-findings': (p, f) => sayFindings(FINDING_WORDS, p, f),

  'app.not-demo': () => 'Nur die Demo hat einen virtuellen Drucker, den man ändern kann.',
  'app.logo-too-large': (p) =>
    `${p.name} ist zu groß für ein Logo: Wählen Sie ein Bild von höchstens ${p.maxKb} KB.`,
  'app.logo-not-image': (p) =>
    `${p.name} ist kein Bild, das OrderSlip drucken kann: Wählen Sie eine PNG-, JPEG- oder BMP-Datei.`,
  'app.logo-unreadable': (p) =>
    `${p.name} lässt sich nicht als Bild lesen (beschädigt oder über 4000 Pixel breit oder hoch): Wählen Sie eine andere Datei.`,
  'app.logo-cannot-store': (p) =>
    `Das Logo konnte nicht im Datenordner von OrderSlip abgelegt werden: ${p.detail}`,
  'app.logo-no-dialog': () => 'Dieses OrderSlip hat keinen Dateidialog: Wählen Sie das Logo im Fenster.',

  'app.removed-printers-have-jobs': (p, f) =>
    `${f.list(p.printers.map((x) => `${f.plural(x.waiting, { one: '1 Druckauftrag wartet', other: `${x.waiting} Druckaufträge warten` })} auf Drucker ${x.name}`))}; diese Einstellungen entfernen ${f.plural(p.printers.length, { one: 'diesen Drucker', other: 'diese Drucker' })}: Wählen Sie, ob die Aufträge auf einen anderen Drucker verschoben oder nicht gedruckt werden.`,
  'app.move-target-unknown': (p) =>
    `Die wartenden Druckaufträge von Drucker ${p.printer} können nur auf einen Drucker verschoben werden, der in den neuen Einstellungen steht.`,
  'app.move-target-other-role': (p) =>
    p.role === 'label'
      ? `Die wartenden Etiketten von Drucker ${p.printer} können nicht auf ${p.target} verschoben werden: Er druckt Bons. Wählen Sie einen Etikettendrucker, oder verwerfen Sie sie.`
      : `Die wartenden Bons von Drucker ${p.printer} können nicht auf ${p.target} verschoben werden: Er ist ein Etikettendrucker. Wählen Sie einen Bondrucker, oder verwerfen Sie sie.`,
  'app.printer-removed-jobs-dropped': (p) =>
    `Drucker ${p.printer} wurde entfernt; wie gewählt, wurden seine wartenden Druckaufträge nicht anderswo gedruckt.`,
  'app.token-for-new-address': () =>
    'Geben Sie das Zugangstoken für die neue Adresse des Bestelldienstes ein: Das gespeicherte Token wird nur an den Dienst gesendet, für den es eingegeben wurde.',
  'app.bad-language': (p) => `OrderSlip spricht kein „${p.language}“: Wählen Sie system, de, nl, fr oder en.`,

  'app.token-needed': () => 'Geben Sie zuerst das Zugangstoken ein.',
  'app.token-for-this-address': () =>
    'Geben Sie das Zugangstoken für diese Adresse ein: Das gespeicherte wird nur an den gespeicherten Dienst gesendet.',
  'app.connected': (p, f) =>
    `Verbunden. Der Bestelldienst führt ${f.plural(p.shops.length, { one: '1 Geschäft', other: `${p.shops.length} Geschäfte` })}${p.shops.length ? `: ${f.list(p.shops)}` : ''}.`,

  'app.no-diagnostics': () => 'Dieses OrderSlip kann keine Diagnose speichern.',
  'app.service-gave-no-reason': () => 'Der Bestelldienst hat nicht gesagt, warum.',

  'app.enter-service-address': () => 'Geben Sie die Adresse des Bestelldienstes ein.',
  'app.enter-tenant': () => 'Geben Sie den Mandanten ein: den Namen Ihres Kontos beim Bestelldienst.',
  'app.enter-token': () => 'Geben Sie das Zugangstoken ein.',
  'app.add-printer': () => 'Fügen Sie einen Drucker hinzu.',

  'app.setting-wrong-type': (p) => `${theSetting(p)} muss ${shape(p.expected)} sein, nicht ${p.got}.`,
  'app.setting-out-of-range': (p, f) =>
    `${theSetting(p)} muss eine ganze Zahl von ${f.number(p.min)} bis ${f.number(p.max)} sein, nicht ${p.got}.`,
  'app.setting-too-long': (p, f) =>
    `${theSetting(p)} darf höchstens ${f.number(p.max)} Zeichen lang sein; sie hat ${f.number(p.length)}. Kürzen Sie sie.`,
  'app.setting-not-a-choice': (p) =>
    `${theSetting(p)} muss einer dieser Werte sein: ${p.choices.join(', ')}, nicht ${p.got}.`,
  'app.closing-before-opening': (p) =>
    `Die Schließzeit (${p.closingTime}) muss später sein als die Öffnungszeit (${p.openingTime}): Der Geschäftstag läuft von der Öffnung bis zur Schließung am selben Tag. Wählen Sie eine spätere Schließzeit.`,
  'app.printer-without-id': (p) =>
    `Drucker Nummer ${p.position} in den Einstellungen hat keine ID: Geben Sie ihm eine.`,
  'app.printer-without-address': (p) =>
    `Drucker ${p.printer} hat keine Verbindung: Geben Sie seine Adresse ein, z.\u00a0B. tcp://192.168.1.50:9100.`,
  'app.token-in-settings': () =>
    'Das Zugangstoken gehört nicht in die Einstellungsdatei: Geben Sie es mit ORDERSLIP_TOKEN oder --token-file an.',
  'app.settings-not-json': (p) =>
    `${p.file} ist kein gültiges JSON: Korrigieren Sie die Datei, oder entfernen Sie sie, um mit den Standardeinstellungen zu beginnen.`,
  'app.setting-problem-at': (p, f) => `${p.path}: ${f.say(p.problem)}`,
  'app.provision-unknown-key': () =>
    'keine Einstellung, die OrderSlip kennt: Prüfen Sie die Schreibweise (docs/DEPLOY.md nennt jeden Schlüssel).',
  'app.provision-secret-not-text': (p) =>
    `muss Text sein, nicht ${p.got}; lassen Sie es weg, um das Gespeicherte zu behalten.`,
  'app.provision-unknown-printer': (p) =>
    `nennt den Drucker „${p.printer}“, den die Datei unter printers nicht einrichtet.`,
  'app.provision-not-json': (p) => `Die Bereitstellungsdatei ${p.source} ist kein gültiges JSON: ${p.detail}`,
  'app.provision-unreadable': (p) =>
    `Die Bereitstellungsdatei ${p.source} kann nicht gelesen werden: ${p.reason}`,
  'app.provision-too-large': (p, f) =>
    `Die Bereitstellungsdatei ${p.source} ist größer als ${f.number(p.maxKb)} KB: Das ist keine Bereitstellungsdatei.`,
  'app.provision-http-status': (p) =>
    `Die Bereitstellungsdatei ${p.source} konnte nicht abgerufen werden: Der Server antwortete ${p.status}.`,
  'app.provision-deadline': (p, f) =>
    `Die Bereitstellungsdatei ${p.source} kam nicht innerhalb von ${f.number(p.seconds)} Sekunden vollständig an: Nichts wurde übernommen. Prüfen Sie die Adresse, oder legen Sie die Datei neben das Programm.`,
  'app.provision-refused': (p) =>
    `Die Bereitstellungsdatei ${p.source} hat ${p.count === 1 ? 'ein Problem' : `${p.count} Probleme`}: Nichts wurde übernommen. Beheben Sie ${p.count === 1 ? 'es' : 'sie'} und starten Sie erneut.`,
  'app.provision-applied': (p) => `Einstellungen aus der Bereitstellungsdatei ${p.source} übernommen.`,
  'app.provision-secrets-removed': (p) =>
    `Die Geheimnisse in ${p.source} (Token, PIN, Flottenschlüssel, E-Mail-Passwort) verwahrt jetzt OrderSlip; sie wurden aus der Datei entfernt.`,
  'app.provision-secrets-left': (p) =>
    `Die Geheimnisse in ${p.source} verwahrt OrderSlip, aber die Datei kann nicht geschrieben werden (${p.reason}): Sie stehen noch darin. Entfernen Sie sie, oder bewahren Sie die Datei dort auf, wo nur Administratoren sie lesen können.`,
  'app.problem.ledger-damaged': () => 'Der Bestellverlauf ist beschädigt.',
  'app.problem.ledger-unwritable': () => 'Der Bestellverlauf kann nicht gespeichert werden.',
  'app.problem.token-rejected': () => 'Der Bestelldienst lehnt das Zugangstoken ab.',
  'app.problem.token-doubted': () => 'Der Bestelldienst hat das Zugangstoken abgelehnt.',
  'app.problem.printer-not-ready': () => 'Ein Drucker ist nicht bereit.',
  'app.problem.printer-cannot-report': () => 'Ein Drucker kann nicht melden, dass er gedruckt hat.',
  'app.problem.service-failing': () => 'Der Bestelldienst ist nicht erreichbar.',
  'app.problem.wrong-shop': () => 'Der Bestelldienst schickt Bestellungen anderer Geschäfte.',
  'app.problem.held-orders': () => 'Bestellungen werden zurückgehalten.',
  'app.problem.confirm-failing': () => 'Bestätigungen werden abgelehnt.',
  'app.problem.printer-untested': () => 'Ein Drucker ist nicht getestet.',
  'app.problem.orders-waiting': () => 'Bestellungen warten auf den Druck.',
  'app.problem.history-lost': () => 'Der Bestellverlauf ist verloren gegangen.',
  'app.problem.not-collected': () => 'Bestellungen wurden nicht abgeholt.',
  'app.problem.orders-gone': () => 'Bestellungen sind nicht mehr beim Bestelldienst.',
  'app.problem.peer-conflict': () => 'Zwei PCs wollen dasselbe Geschäft drucken.',
  'app.problem.took-over': () => 'Dieser PC hat ein Geschäft übernommen.',
  'app.problem.shop-taken-over': () => 'Ein anderer PC hat ein Geschäft von diesem übernommen.',
  'app.problem.standby-orders-waiting': () => 'Bestellungen warten auf den PC, der ein Geschäft druckt.',
  'app.problem.peer-unproven': () => 'Ein Gerät beansprucht ein Geschäft ohne Beweis.',
  'app.problem.discovery-failing': () => 'Andere PCs sind nicht zu finden.',
  'app.problem.fleet-failing': () => 'Berichte an den Flottenserver schlagen fehl.',
  'app.problem.update-check-failed': () => 'Eine neue Version hat ihre eigene Prüfung nicht bestanden.',
};
