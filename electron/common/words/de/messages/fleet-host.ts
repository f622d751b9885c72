import type { Translation } from '../../wording';
import type { FleetExpectation, fleetHost as En } from '../../en/messages/fleet-host';

const EXPECTED: Readonly<Record<FleetExpectation, string>> = {
  object: 'ein Objekt',
  list: 'eine Liste',
  'shorter-list': 'eine Liste mit höchstens 64 Einträgen',
  text: 'ein Text',
  'short-text': 'ein Text mit höchstens 200 Zeichen in einer Zeile (und für counterId nicht leer)',
  'whole-number': 'eine ganze Zahl, 0 oder mehr',
  time: 'eine ISO-Zeit mit Zeitversatz (2026-11-28T14:05:00Z)',
  role: '"printing" oder "standing-by"',
  'printer-state': 'eines von ready, printing, paper-out, offline, problem, unknown',
};

export const fleetHost: Translation<typeof En> = {
  'fleet-host.summary': () =>
    'Der Flottenserver der Kette: empfängt die Meldungen jeder Theke und zeigt sie auf einer Seite, mit Warnungen und /metrics.',
  'fleet-host.usage': () =>
    [
      '--data-dir ORDNER            wo der Flottenserver die Meldungen der Theken aufbewahrt (fleet.db)',
      '--http-port PORT             der Port für Theken, die Seite und Prometheus (0: ein freier Port)',
      '--listen ADRESSE             die Adresse, auf der er lauscht (Standard 0.0.0.0: jedes Netz dieses PCs)',
      '--fleet-key SCHLÜSSEL        der Flottenschlüssel der Kette (oder ORDERSLIP_FLEET_KEY), mindestens 16 Zeichen',
      '--settings DATEI             Warnungen des Flottenservers: eine Einstellungsdatei (ihre "alerts" und "language")',
      '--alert-webhook URL          ein Webhook, der hört, wenn eine Theke verstummt oder rot wird, und wenn sie zurück ist',
      '--language nl|fr|de|en       die Sprache dieser Zeilen und der Warnungen',
    ].join('\n'),
  'fleet-host.no-key': () =>
    'es gibt keinen Flottenschlüssel: geben Sie ihn mit --fleet-key SCHLÜSSEL oder in ORDERSLIP_FLEET_KEY an. Die Theken senden denselben Schlüssel.',
  'fleet-host.key-too-short': (p) =>
    `der Flottenschlüssel ist zu kurz: verwenden Sie mindestens ${p.min} Zeichen (wer ihn errät, kann die Flottenseite beschreiben).`,
  'fleet-host.listening': (p) =>
    `Der Flottenserver läuft. Theken melden sich bei ${p.url}; die Flottenseite ist unter ${p.url}`,
  'fleet-host.stopping': (p) => `Der Flottenserver hält an (${p.signal}).`,
  'fleet-host.key-refused': () =>
    'Der Flottenschlüssel fehlt oder ist falsch. Senden Sie ihn als "Authorization: Bearer <Flottenschlüssel>".',
  'fleet-host.report-too-large': (p, f) =>
    `Die Meldung ist zu groß: der Flottenserver nimmt höchstens ${f.number(p.maxBytes)} Bytes an.`,
  'fleet-host.report-not-json': () => 'Die Meldung ist kein JSON.',
  'fleet-host.report-invalid': (p) =>
    `Die Meldung wurde abgelehnt: ${p.path} muss ${EXPECTED[p.expected]} sein.`,
  'fleet-host.failed': () =>
    'Der Flottenserver konnte diese Anfrage nicht beantworten. Sein Protokoll sagt, warum.',
  'fleet-host.reason-silent': (p, f) =>
    p.seconds < 120
      ? `keine Meldung seit ${f.plural(p.seconds, { one: `${p.seconds} Sekunde`, other: `${p.seconds} Sekunden` })}`
      : `keine Meldung seit ${f.plural(Math.floor(p.seconds / 60), { one: '1 Minute', other: `${Math.floor(p.seconds / 60)} Minuten` })}`,
  'fleet-host.reason-printer-down': (p) =>
    p.state === 'paper-out'
      ? `${p.printer} hat kein Papier mehr`
      : p.state === 'offline'
        ? `${p.printer} ist nicht erreichbar`
        : `${p.printer} hat ein Problem`,
  'fleet-host.reason-held': (p, f) =>
    `${f.plural(p.count, { one: '1 Bestellung', other: `${p.count} Bestellungen` })} zurückgehalten für ${p.shopName ?? `Geschäft ${p.shopId}`}`,
  'fleet-host.reason-late': (p, f) =>
    `${f.plural(p.count, { one: '1 Bestellung', other: `${p.count} Bestellungen` })} verspätet für ${p.shopName ?? `Geschäft ${p.shopId}`}`,
  'fleet-host.alert-silent': (p, f): string =>
    `Die Theke ${p.pc} hat sich seit ${f.plural(p.minutes, { one: '1 Minute', other: `${p.minutes} Minuten` })} nicht gemeldet: sie ist vielleicht aus, angehalten oder vom Netz getrennt.`,
  'fleet-host.alert-red': (p, f): string =>
    `Die Theke ${p.pc} braucht Aufmerksamkeit: ${f.list(p.reasons.map((reason) => f.say(reason)))}.`,
  'fleet-host.alert-back': (p) => `Die Theke ${p.pc} ist wieder in Ordnung.`,
  'fleet-host.alert-subject': (p) =>
    `OrderSlip-Flotte: ${p.pc} ${{ silent: 'ist verstummt', red: 'braucht Aufmerksamkeit', green: 'ist wieder in Ordnung' }[p.state]}`,
  'fleet-host.alert-failed': (p) =>
    `Der Flottenserver konnte seine Warnung nicht per ${p.channel} senden: ${p.detail}`,
  'fleet-host.status-summary': () =>
    'Die Flotte, wie die Flottenseite sie zeigt, für Skripte: Exit 0, wenn jede Theke in Ordnung ist, 3, wenn eine rot ist.',
  'fleet-host.status-usage': () =>
    [
      '--fleet-url URL              der Flottenserver (http://flotte.beispiel:4870)',
      '--fleet-key SCHLÜSSEL        der Flottenschlüssel der Kette (oder ORDERSLIP_FLEET_KEY)',
      '--format text|json           Zeilen für einen Menschen (Standard) oder die Ansicht des Flottenservers als JSON',
      '--language nl|fr|de|en       die Sprache des Textes',
    ].join('\n'),
  'fleet-host.status-unreachable': (p) => `der Flottenserver unter ${p.url} antwortet nicht: ${p.detail}`,
  'fleet-host.status-key-refused': (p) =>
    `der Flottenserver unter ${p.url} hat den Flottenschlüssel abgelehnt.`,
  'fleet-host.status-bad-answer': (p) =>
    `der Flottenserver unter ${p.url} antwortete mit HTTP ${p.status}, nicht mit einer Flottenansicht. Ist das die Adresse des Flottenservers?`,
  'fleet-host.status-line': (p, f) =>
    p.total === 0
      ? 'Noch keine Theke hat sich gemeldet.'
      : p.red === 0
        ? `Jede Theke ist in Ordnung (${f.plural(p.total, { one: '1 Theke', other: `${p.total} Theken` })}).`
        : `${p.red} von ${f.plural(p.total, { one: '1 Theke', other: `${p.total} Theken` })} ${p.red === 1 ? 'braucht' : 'brauchen'} Aufmerksamkeit.`,
};
