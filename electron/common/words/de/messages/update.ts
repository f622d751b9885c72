import type { Translation } from '../../wording';
import type { update as En } from '../../en/messages/update';

export const update: Translation<typeof En> = {
  'update.feed-unreachable': (p) =>
    `Die Update-Quelle ${p.feed} ist nicht erreichbar (${p.reason}). OrderSlip schaut später wieder nach.`,
  'update.feed-status': (p) =>
    `Die Update-Quelle ${p.feed} antwortete HTTP ${p.status} für ${p.file}. OrderSlip schaut später wieder nach.`,
  'update.feed-deadline': (p, f) =>
    `Die Update-Quelle ${p.feed} antwortete nicht innerhalb von ${f.plural(p.seconds, { one: '1 Sekunde', other: `${p.seconds} Sekunden` })}. OrderSlip schaut später wieder nach.`,
  'update.feed-unreadable': (p) => `${p.file} der Update-Quelle beschreibt keine Version: ${p.detail}.`,
  'update.available': (p) => `Version ${p.version} ist verfügbar: Sie wird im Hintergrund heruntergeladen.`,
  'update.staged-out': (p) =>
    `Version ${p.version} wird vorerst nur ${p.percentage} % der Theken angeboten, dieser noch nicht.`,
  'update.download-mismatch': (p) =>
    `Der Download von Version ${p.version} (${p.file}) ist nicht die Datei, die die Quelle beschreibt (die Prüfsumme weicht ab): Er wurde verworfen und wird später erneut heruntergeladen.`,
  'update.download-truncated': (p) =>
    `Der Download von Version ${p.version} (${p.file}) brach nach ${p.got} von ${p.expected} Bytes ab: Er wurde verworfen und wird später erneut heruntergeladen.`,
  'update.download-deadline': (p, f) =>
    `Der Download von Version ${p.version} (${p.file}) war nicht innerhalb von ${f.plural(p.minutes, { one: '1 Minute', other: `${p.minutes} Minuten` })} fertig: Er wurde verworfen und wird später erneut heruntergeladen.`,
  'update.not-installed': () =>
    'Dieses OrderSlip ist nicht installiert und kann sich daher nicht selbst aktualisieren.',
  'update.download-failed': (p) =>
    `Version ${p.version} (${p.file}) konnte nicht heruntergeladen werden (${p.reason}). OrderSlip versucht es später erneut.`,
  'update.downloaded': (p) => `Version ${p.version} ist heruntergeladen und geprüft.`,
  'update.installs-after-closing': (p) =>
    `Version ${p.version} ist heruntergeladen: Sie wird nach Ladenschluss (${p.closingTime}) installiert, sobald nichts mehr druckt oder wartet, oder beim nächsten Start.`,
  'update.installs-when-idle': (p) =>
    `Version ${p.version} ist heruntergeladen: Sie wird installiert, sobald nichts mehr druckt oder wartet, oder beim nächsten Start.`,
  'update.for-it': (p) =>
    `Version ${p.version} ist erschienen. OrderSlip ist für alle Benutzer dieses PCs installiert und installiert sie deshalb nicht selbst: Die IT der Kette installiert sie, wie sie OrderSlip installiert hat.`,
  'update.installing': (p) => `Version ${p.version} wird installiert: OrderSlip startet gleich neu.`,
  'update.install-failed': (p) =>
    `Version ${p.version} konnte nicht installiert werden (${p.reason}). OrderSlip versucht es später erneut.`,
  'update.self-check-passed': (p) =>
    `OrderSlip wurde von ${p.fromVersion} auf ${p.version} aktualisiert: Das Programm läuft, der Dienst antwortet und jeder Drucker antwortet.`,
  'update.self-check-failed': (p, f) =>
    `Nach dem Update von ${p.fromVersion} auf ${p.version} ist die Selbstprüfung von OrderSlip fehlgeschlagen: ${p.failures.map((failure) => f.say(failure)).join(' ')} Zurück zu ${p.fromVersion}: siehe „Updates“ in der Installationsanleitung.`,
  'update.check-failures': (p, f) => p.failures.map((failure) => f.say(failure)).join(' '),
  'update.check-engine-stopped': (p, f) => `Das Programm läuft nicht: ${f.say(p.detail)}`,
  'update.check-service-silent': () => 'Der Bestelldienst hat nicht geantwortet.',
  'update.check-printer-silent': (p) => `Der Drucker ${p.printer} hat seinen Status nicht gemeldet.`,
};
