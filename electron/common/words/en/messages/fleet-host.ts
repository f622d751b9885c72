/**
 * The fleet host (docs/DEPLOY.md): what it says when it starts, refuses a report or a key, why a
 * counter is red, its alerts, and `fleet-status`. Counter and printer names in the parameters come
 * from the counters' reports.
 */
import { words, type NestedMessage } from '../../wording';

/** What a part of a report should have been, where it was not (`printers[1].state`). */
export type FleetExpectation =
  | 'object'
  | 'list'
  | 'shorter-list'
  | 'text'
  | 'short-text'
  | 'whole-number'
  | 'time'
  | 'role'
  | 'printer-state';

const EXPECTED: Readonly<Record<FleetExpectation, string>> = {
  object: 'an object',
  list: 'a list',
  'shorter-list': 'a list of at most 64 items',
  text: 'a text',
  'short-text': 'a text of at most 200 characters, on one line (and not empty for counterId)',
  'whole-number': 'a whole number, 0 or more',
  time: 'an ISO time with its offset (2026-11-28T14:05:00Z)',
  role: '"printing" or "standing-by"',
  'printer-state': 'one of ready, printing, paper-out, offline, problem, unknown',
};

/** A count of orders for a shop, named by the report's name for it, or its number. */
interface ShopCount {
  readonly shopId: number;
  readonly shopName: string | null;
  readonly count: number;
}

interface AlertParams {
  readonly pc: string;
  readonly minutes: number;
  readonly reasons: readonly NestedMessage[];
}

export const fleetHost = {
  'fleet-host.summary': words(
    () =>
      'The chain’s fleet host: receives every counter’s reports and shows them on one page, with alerts and /metrics.',
  ),
  'fleet-host.usage': words(() =>
    [
      '--data-dir DIR               where the fleet host keeps the counters’ reports (fleet.db)',
      '--http-port PORT             the port counters, the page and Prometheus reach (0: any free port)',
      '--listen ADDRESS             the address to listen on (default 0.0.0.0: every network of this PC)',
      '--fleet-key KEY              the chain’s fleet key (or ORDERSLIP_FLEET_KEY), at least 16 characters',
      '--settings FILE              alerts for the fleet host: a settings file (its "alerts" and "language")',
      '--alert-webhook URL          a webhook that hears when a counter goes silent or red, and is back',
      '--language nl|fr|de|en       the words of these lines and of the alerts',
    ].join('\n'),
  ),
  'fleet-host.no-key': words(
    () =>
      'there is no fleet key: give it with --fleet-key KEY or in ORDERSLIP_FLEET_KEY. Counters send the same key.',
  ),
  'fleet-host.key-too-short': words<{ min: number }>(
    (p) =>
      `the fleet key is too short: use at least ${p.min} characters (anyone who guesses it can write the fleet’s page).`,
  ),
  'fleet-host.listening': words<{ url: string }>(
    (p) => `The fleet host is running. Counters report to ${p.url}; the fleet page is at ${p.url}`,
  ),
  'fleet-host.stopping': words<{ signal: string }>((p) => `Stopping the fleet host (${p.signal}).`),
  'fleet-host.key-refused': words(
    () => 'The fleet key is missing or wrong. Send it as "Authorization: Bearer <fleet key>".',
  ),
  'fleet-host.report-too-large': words<{ maxBytes: number }>(
    (p, f) => `The report is too large: the fleet host takes at most ${f.number(p.maxBytes)} bytes.`,
  ),
  'fleet-host.report-not-json': words(() => 'The report is not JSON.'),
  'fleet-host.report-invalid': words<{ path: string; expected: FleetExpectation }>(
    (p) => `The report was refused: ${p.path} must be ${EXPECTED[p.expected]}.`,
  ),
  'fleet-host.failed': words(() => 'The fleet host could not answer this request. Its log says why.'),

  // Why a counter is red.
  'fleet-host.reason-silent': words<{ seconds: number }>((p, f) =>
    p.seconds < 120
      ? `no report for ${f.plural(p.seconds, { one: `${p.seconds} second`, other: `${p.seconds} seconds` })}`
      : `no report for ${f.plural(Math.floor(p.seconds / 60), { one: '1 minute', other: `${Math.floor(p.seconds / 60)} minutes` })}`,
  ),
  'fleet-host.reason-printer-down': words<{ printer: string; state: 'paper-out' | 'offline' | 'problem' }>(
    (p) =>
      p.state === 'paper-out'
        ? `${p.printer} is out of paper`
        : p.state === 'offline'
          ? `${p.printer} is offline`
          : `${p.printer} has a problem`,
  ),
  'fleet-host.reason-held': words<ShopCount>(
    (p, f) =>
      `${f.plural(p.count, { one: '1 order held', other: `${p.count} orders held` })} for ${p.shopName ?? `shop ${p.shopId}`}`,
  ),
  'fleet-host.reason-late': words<ShopCount>(
    (p, f) =>
      `${f.plural(p.count, { one: '1 order late', other: `${p.count} orders late` })} for ${p.shopName ?? `shop ${p.shopId}`}`,
  ),

  // Alerts (e-mail, webhook) from the fleet host.
  'fleet-host.alert-silent': words<AlertParams>(
    (p, f): string =>
      `The counter ${p.pc} has not reported for ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}: it may be off, stopped or cut off from the network.`,
  ),
  'fleet-host.alert-red': words<AlertParams>(
    (p, f): string =>
      `The counter ${p.pc} needs attention: ${f.list(p.reasons.map((reason) => f.say(reason)))}.`,
  ),
  'fleet-host.alert-back': words<AlertParams>((p) => `The counter ${p.pc} is fine again.`),
  'fleet-host.alert-subject': words<{ pc: string; state: 'silent' | 'red' | 'green' }>(
    (p) =>
      `OrderSlip fleet: ${p.pc} ${{ silent: 'is silent', red: 'needs attention', green: 'is fine again' }[p.state]}`,
  ),
  'fleet-host.alert-failed': words<{ channel: string; detail: string }>(
    (p) => `The fleet host could not send its alert by ${p.channel}: ${p.detail}`,
  ),

  // fleet-status
  'fleet-host.status-summary': words(
    () =>
      'The fleet as the fleet page shows it, for scripts: exit 0 when every counter is fine, 3 when one is red.',
  ),
  'fleet-host.status-usage': words(() =>
    [
      '--fleet-url URL              the fleet host (http://fleet.example:4870)',
      '--fleet-key KEY              the chain’s fleet key (or ORDERSLIP_FLEET_KEY)',
      '--format text|json           lines for a person (default) or the fleet host’s view as JSON',
      '--language nl|fr|de|en       the words of the text',
    ].join('\n'),
  ),
  'fleet-host.status-unreachable': words<{ url: string; detail: string }>(
    (p) => `the fleet host at ${p.url} does not answer: ${p.detail}`,
  ),
  'fleet-host.status-key-refused': words<{ url: string }>(
    (p) => `the fleet host at ${p.url} refused the fleet key.`,
  ),
  'fleet-host.status-bad-answer': words<{ url: string; status: number }>(
    (p) =>
      `the fleet host at ${p.url} answered with HTTP ${p.status}, not a fleet view. Is that the fleet host’s address?`,
  ),
  'fleet-host.status-line': words<{ red: number; total: number }>((p, f) =>
    p.total === 0
      ? 'No counter has reported yet.'
      : p.red === 0
        ? `Every counter is fine (${f.plural(p.total, { one: '1 counter', other: `${p.total} counters` })}).`
        : `${p.red} of ${f.plural(p.total, { one: '1 counter', other: `${p.total} counters` })} ${p.red === 1 ? 'needs' : 'need'} attention.`,
  ),
};
