/** The hosts' words in German: how a command reaches the app, what the edge refuses, what hosts say. */
import type { Translation } from '../../wording';
import type { host as En } from '../../en/messages/host';

/** Said after a refusal the person cannot fix by changing what they typed: the window itself is off. */
const reload =
  'Laden Sie das Fenster neu; wenn es wieder passiert, exportieren Sie die Diagnose und senden Sie sie an den Support.';

export const host: Translation<typeof En> = {
  'host.data-folder-busy': (p) =>
    `der Datenordner ${p.folder} wird von ${{ app: 'der OrderSlip-App', run: '`orderslip run`', demo: '`orderslip demo`' }[p.holder]} benutzt ` +
    `(PID ${p.pid}${p.on === null ? '' : ` auf ${p.on}`}, gestartet ${p.startedAt}). Nur ein OrderSlip darf einen Datenordner benutzen: ` +
    (p.on === null
      ? 'Beenden Sie es zuerst, oder verwenden Sie einen anderen Datenordner.'
      : `Beenden Sie es, oder löschen Sie ${p.lockFile}, wenn es dort nicht mehr läuft.`),
  'host.unknown-command': (p) => `OrderSlip kennt den Befehl „${p.command}“ nicht. ${reload}`,
  'host.arguments-not-a-list': (p) =>
    `OrderSlip konnte „${p.command}“ nicht ausführen: Das Fenster hat die Angaben nicht als Liste gesendet. ${reload}`,
  'host.too-many-arguments': (p, f) =>
    `OrderSlip konnte „${p.command}“ nicht ausführen: Das Fenster hat ${p.count} Angaben gesendet, erlaubt ${f.plural(p.max, { one: 'ist höchstens 1', other: `sind höchstens ${p.max}` })}. ${reload}`,
  'host.bad-argument': (p, f): string =>
    `OrderSlip konnte „${p.command}“ nicht ausführen: Das Fenster hat einen falschen Wert für ${p.argument} gesendet. ${f.say(p.problem)} ${reload}`,
  'host.expected-id': (p) => `Erwartet wird ein Text mit 1 bis ${p.max} Zeichen.`,
  'host.expected-job-id': () => 'Erwartet wird die Nummer eines Druckauftrags.',
  'host.expected-text': (p) => `Erwartet wird ein Text mit höchstens ${p.max} Zeichen.`,
  'host.expected-whole-number': (p) => `Erwartet wird eine ganze Zahl von ${p.min} bis ${p.max}.`,
  'host.expected-date': () => 'Erwartet wird ein Datum in der Form JJJJ-MM-TT.',
  'host.expected-one-of': (p) => `Erwartet wird einer dieser Werte: ${p.choices.join(', ')}.`,
  'host.expected-object': () => 'Erwartet wird eine Gruppe benannter Werte (ein JSON-Objekt).',
  'host.expected-printer': () =>
    'Erwartet wird die ID eines gespeicherten Druckers oder die Einstellungen eines Druckers.',
  'host.command-failed': (p, f): string => `Der Befehl „${p.command}“ ist fehlgeschlagen: ${f.say(p.cause)}`,
  'host.not-our-window': (p) =>
    `OrderSlip hat „${p.command}“ abgelehnt: Nur das Fenster von OrderSlip selbst darf Befehle senden.`,
  'host.wrong-address': () =>
    'Diese Adresse wird hier nicht bedient: Öffnen Sie OrderSlip unter 127.0.0.1 oder localhost.',
  'host.method-not-allowed': (p) =>
    `OrderSlip beantwortet ${p.method} hier nicht: Befehle werden mit POST gesendet, Seiten mit GET abgerufen.`,
  'host.not-found': () => 'Unter dieser Adresse gibt es nichts.',
  'host.request-too-large': (p, f) =>
    `Die Anfrage ist größer, als OrderSlip annimmt (${f.number(p.maxBytes)} Byte). ${reload}`,
  'host.request-not-json': () => `OrderSlip konnte die Anfrage nicht lesen: Das ist kein JSON. ${reload}`,
  'host.window-not-built': () =>
    'Das Fenster ist nicht gebaut: Führen Sie `npm run build` aus und laden Sie diese Seite dann neu.',
  'host.port-in-use': (p) =>
    `Port ${p.port} auf 127.0.0.1 wird von einem anderen Programm benutzt: Wählen Sie einen anderen --http-port.`,
  'host.not-answering': () =>
    'OrderSlip antwortet nicht. Prüfen Sie, ob es noch läuft, und versuchen Sie es dann erneut.',
  'host.answered-status': (p) =>
    `OrderSlip hat mit einem Fehler geantwortet (HTTP ${p.status}). Versuchen Sie es erneut; wenn es weiter passiert, starten Sie OrderSlip neu.`,
  'host.token-cannot-be-stored': () =>
    'Dieser Computer kann das Zugangstoken nicht verschlüsselt speichern, deshalb kann OrderSlip es nicht behalten. Richten Sie den Schlüsselbund des Systems ein und geben Sie das Token dann erneut ein.',
  'host.token-from-environment': (p) =>
    `Das Token kommt aus ${p.variable}; ändern Sie es dort und starten Sie OrderSlip neu.`,
  'host.diagnostics-dialog-title': () => 'Diagnose exportieren',
  'host.diagnostics-file-kind': () => 'Diagnose',
  'host.logo-dialog-title': () => 'Logo wählen',
  'host.logo-file-kind': () => 'Bilder',
  'host.metrics-key-refused': () =>
    '/metrics verlangt den Flottenschlüssel: Senden Sie „Authorization: Bearer <Flottenschlüssel>“. Ohne Flottenschlüssel auf diesem OrderSlip wird /metrics nicht bereitgestellt.',
};
