import { pluralIn, type Translation } from '../../wording';
import type { fleetPage as En } from '../../en/window/fleet-page';

const plural = pluralIn('de');

export const fleetPage: Translation<typeof En> = {
  title: 'OrderSlip-Flotte',
  keyLabel: 'Flottenschlüssel',
  keyHint: 'Dieser Browser-Tab behält den Schlüssel, bis er geschlossen wird; er steht nie in der Adresse.',
  signIn: 'Flotte zeigen',
  signOut: 'Schlüssel vergessen',
  keyRefused: 'Das ist nicht der Flottenschlüssel.',
  unreachable: 'Der Flottenserver antwortet nicht; die Seite versucht es von selbst wieder.',
  updated: (time) => `Aktualisiert um ${time}; alle 12 Sekunden neu geladen.`,
  summary: (red, total) =>
    total === 0
      ? 'Noch keine Theke hat sich gemeldet.'
      : red === 0
        ? `Jede Theke ist in Ordnung (${plural(total, { one: '1 Theke', other: `${total} Theken` })}).`
        : `${red} von ${plural(total, { one: '1 Theke', other: `${total} Theken` })} ${red === 1 ? 'braucht' : 'brauchen'} Aufmerksamkeit.`,
  shopNumber: (id) => `Geschäft ${id}`,
  lastPrinted: (number, time) => `zuletzt gedruckt: Nr. ${number} um ${time}`,
  withoutShop: 'Theken ohne Geschäft',
  roles: { printing: 'druckt', 'standing-by': 'steht bereit' },
  states: { green: 'in Ordnung', red: 'braucht Aufmerksamkeit', silent: 'verstummt' },
  columns: {
    counter: 'Theke',
    state: 'Zustand',
    version: 'Version',
    lastReport: 'Letzte Meldung',
    why: 'Warum',
    day: 'Letzte 24 Stunden',
  },
  ago: (seconds) =>
    seconds < 120
      ? plural(seconds, { one: `vor ${seconds} Sekunde`, other: `vor ${seconds} Sekunden` })
      : seconds < 7_200
        ? `vor ${Math.floor(seconds / 60)} Minuten`
        : `vor ${Math.floor(seconds / 3_600)} Stunden`,
  strip: (from, to, state) =>
    `${from}–${to}: ${{ green: 'in Ordnung', red: 'brauchte Aufmerksamkeit', silent: 'keine Meldung' }[state]}`,
};
