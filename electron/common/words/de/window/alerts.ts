/** The window's German words for Settings › Alerts: what is told to an owner who is not in the shop, and how. */
import type { Translation } from '../../wording';
import type { alerts as En } from '../../en/window/alerts';

export const alerts: Translation<typeof En> = {
  heading: 'Warnungen',
  intro:
    'Für einen Inhaber, der nicht im Geschäft ist: eine E-Mail und/oder eine Nachricht an einen anderen Dienst, wenn etwas länger dauert, als es sollte. Nie der Name eines Kunden oder das Zugangstoken.',
  when: 'Warnen Sie mich, wenn',
  printerDown: 'ein Drucker nicht drucken kann',
  orderHeld: 'eine Bestellung zurückgehalten wird',
  tokenRejected: 'der Bestelldienst das Zugangstoken ablehnt',
  afterMinutes: 'länger als (Minuten)',
  quietMorning: 'bis zur gewählten Uhrzeit nichts eingegangen oder gedruckt ist',
  quietTime: 'Uhrzeit',
  quietMorningHint: 'Gezählt ab der Öffnungszeit unter Geschäftstag; einmal pro Tag.',
  email: 'E-Mail',
  emailOn: 'Eine E-Mail senden',
  host: 'Mailserver (SMTP)',
  port: 'Port',
  security: 'Sicherheit',
  securities: {
    tls: 'TLS (meist Port 465)',
    starttls: 'STARTTLS (meist Port 587)',
    none: 'Keine (Port 25, nur lokales Netzwerk)',
  },
  user: 'Benutzername',
  userHint: 'Leer: Der Server verlangt keine Anmeldung.',
  password: 'Passwort',
  passwordStored: 'Ein Passwort ist gespeichert. Geben Sie ein neues ein, um es zu ersetzen.',
  passwordNone: 'Kein Passwort gespeichert.',
  from: 'Von',
  to: 'An',
  toHint: 'Eine oder mehrere Adressen, durch Kommas getrennt.',
  webhook: 'Webhook',
  webhookOn: 'Eine Nachricht an eine Webadresse senden',
  webhookHint:
    'Ein JSON-POST mit dem, was passiert ist, für Chat-Apps und Überwachungsdienste (docs/NETWORK.md beschreibt den Inhalt).',
  heartbeat: 'Lebenszeichen',
  heartbeatOn: 'Jede Minute eine Webadresse aufrufen',
  heartbeatHint:
    'Für einen Verfügbarkeitsmonitor (Healthchecks.io, Uptime Kuma…): Er warnt Sie, wenn die Aufrufe ausbleiben.',
  url: 'Adresse',
  test: 'Testwarnung senden',
  testing: 'Wird gesendet…',
  testSaved: 'Ein Test verwendet die gespeicherten Einstellungen: Speichern Sie zuerst Ihre Änderungen.',
  testNothingOn:
    'Nichts zu testen: Schalten Sie oben E-Mail, den Webhook oder das Lebenszeichen ein und speichern Sie.',
  testMissing: (channel: string, fields: string) =>
    `${channel} kann noch nichts senden: Geben Sie ${fields} ein und speichern Sie.`,
  testFields: {
    host: 'den Mailserver (SMTP)',
    from: 'den Absender (Von)',
    to: 'eine Empfängeradresse (An)',
    url: 'die Adresse',
  },
  channels: { email: 'E-Mail', webhook: 'Webhook', heartbeat: 'Lebenszeichen' },
  sent: 'gesendet',
  errors: {
    minutes: 'Geben Sie eine ganze Zahl von Minuten von 1 bis 1440 ein.',
    time: 'Geben Sie eine Uhrzeit wie 10:00 ein.',
    url: 'Geben Sie eine Webadresse ein, die mit https:// (oder http://) beginnt.',
    email: (address) => `„${address}“ ist keine E-Mail-Adresse.`,
    needed: 'Füllen Sie das aus oder schalten Sie diesen Kanal aus.',
    port: 'Geben Sie einen Port von 1 bis 65535 ein.',
  },
};
