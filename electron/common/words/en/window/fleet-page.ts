import { pluralIn } from '../../wording';

const plural = pluralIn('en');

/**
 * The words of the fleet page (served by the fleet host, not the app's window): every counter of a
 * chain, worst first. Counter, printer and shop names come from the reports and are shown as they are.
 */
export const fleetPage = {
  title: 'OrderSlip fleet',
  keyLabel: 'Fleet key',
  keyHint: 'This browser tab keeps the key until it is closed; it is never put in the address.',
  signIn: 'Show the fleet',
  signOut: 'Forget the key',
  keyRefused: 'That is not the fleet key.',
  unreachable: 'The fleet host does not answer; the page tries again by itself.',
  updated: (time: string) => `Updated at ${time}; refreshed every 12 seconds.`,
  summary: (red: number, total: number) =>
    total === 0
      ? 'No counter has reported yet.'
      : red === 0
        ? `Every counter is fine (${plural(total, { one: '1 counter', other: `${total} counters` })}).`
        : `${red} of ${plural(total, { one: '1 counter', other: `${total} counters` })} ${red === 1 ? 'needs' : 'need'} attention.`,
  shopNumber: (id: number) => `Shop ${id}`,
  lastPrinted: (number: number, time: string) => `last printed: no. ${number} at ${time}`,
  withoutShop: 'Counters without a shop',
  roles: { printing: 'prints', 'standing-by': 'stands by' },
  states: { green: 'fine', red: 'needs attention', silent: 'silent' },
  columns: {
    counter: 'Counter',
    state: 'State',
    version: 'Version',
    lastReport: 'Last report',
    why: 'Why',
    day: 'Last 24 hours',
  },
  ago: (seconds: number) =>
    seconds < 120
      ? plural(seconds, { one: `${seconds} second ago`, other: `${seconds} seconds ago` })
      : seconds < 7_200
        ? `${Math.floor(seconds / 60)} minutes ago`
        : `${Math.floor(seconds / 3_600)} hours ago`,
  strip: (from: string, to: string, state: 'green' | 'red' | 'silent') =>
    `${from}–${to}: ${{ green: 'fine', red: 'needs attention', silent: 'no report' }[state]}`,
};

export type FleetPageWords = typeof fleetPage;
