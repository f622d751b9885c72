/** Commands of the window: their refusals and outcomes, settings, diagnostics. */
import type { OrderRef } from '../../../order-label';
import type { Message } from '../../../messages/catalogue';
import { type Formatter, words } from '../../wording';

/** What a setting should have held, for `app.setting-wrong-type`. */
export type SettingShape = 'text' | 'true-false' | 'list' | 'group' | 'time-of-day';

export interface SettingAt {
  /** Where in the settings, as written in the file: `printers[0].copies`. */
  readonly setting: string;
  /** The printer the setting belongs to, by name (its id when it has no name), or null. */
  readonly printer: string | null;
  /** The value found, shown as written (JSON, shortened). */
  readonly got: string;
}

const SHAPES = {
  text: 'text',
  'true-false': 'true or false',
  list: 'a list',
  group: 'a group of settings ({ … })',
  'time-of-day': 'a time of day such as "07:30"',
} as const;

/** What the setting should have held, in the language (a shape it does not know is said as it is). */
function shape(expected: SettingShape): string {
  const shapes: Readonly<Record<string, string | undefined>> = SHAPES;
  return shapes[String(expected)] ?? String(expected);
}

/** "Printer Counter: the setting x" / "The setting x": the start of every settings refusal. */
const theSetting = (p: SettingAt) =>
  p.printer ? `Printer ${p.printer}: the setting ${p.setting}` : `The setting ${p.setting}`;

/**
 * What keeps OrderSlip from running, as messages. A parameter holding messages is an interface, and
 * its wordings return `string` explicitly: only so the catalogue's type does not refer to itself.
 */
interface Missing {
  readonly problems: readonly Message[];
}

/** The problems that keep OrderSlip from running, each its own sentence, after a first one. */
export function andProblems(problems: readonly Message[], f: Formatter): string {
  return problems.length === 0 ? '' : ` ${problems.map((problem): string => f.say(problem)).join(' ')}`;
}

/** Whether a tested printer answered status requests: yes, no, it is a print queue (none), or unknown. */
export type FindingStatus = 'answers' | 'silent' | 'queue' | 'unknown';

/** What proved the test receipt came out: the printer, the print queue, or nothing. */
export type FindingProof = 'printed' | 'queue-completed' | 'none';

/** One setting a test print suggests changing, with its new value where it has one. */
export type FindingChange =
  | { readonly kind: 'model'; readonly model: string }
  | { readonly kind: 'star' }
  | { readonly kind: 'image' }
  | { readonly kind: 'paper'; readonly width: number }
  | { readonly kind: 'dpi'; readonly dpi: number }
  | { readonly kind: 'character-set'; readonly set: string }
  | { readonly kind: 'unverified' };

/** What a test print found out (`app.test-print-findings`). */
export interface Findings {
  readonly printer: string;
  readonly status: FindingStatus;
  readonly proof: FindingProof;
  /** The known model it named (its label: "Epson TM-T88"), or null. */
  readonly model: string | null;
  /** The name it gave when that is no model OrderSlip knows, or null. */
  readonly named: string | null;
  /** It answered Star's status request. */
  readonly star: boolean;
  readonly changes: readonly FindingChange[];
}

/** Each language's sentences of the findings; `change` words one suggested setting. */
const FINDING_WORDS = {
  status: (p: Findings): string =>
    p.status === 'answers'
      ? p.proof === 'printed'
        ? `${p.printer} answers status requests and confirmed that the test receipt printed: orders on it print verified.`
        : `${p.printer} answers status requests, but did not confirm that the test receipt printed.`
      : p.status === 'silent'
        ? `${p.printer} answers no status requests, so OrderSlip cannot know whether a receipt came out.`
        : p.status === 'queue'
          ? p.proof === 'queue-completed'
            ? `The print queue ${p.printer} reported the test receipt as completed; the printer itself confirms nothing.`
            : `${p.printer} is a print queue: it gives no status, and it has not reported the test receipt as completed.`
          : `OrderSlip could not find out whether ${p.printer} answers status requests.`,
  model: (model: string) => ` It says it is an ${model}.`.replace(/ an (?=[^AEIOU])/, ' a '),
  named: (name: string) => ` It calls itself “${name}”, a model OrderSlip does not know.`,
  star: ' It answers as a Star printer.',
  suits: ' The current settings suit it.',
  suggested: (list: string) => ` Suggested: ${list}.`,
  unverified:
    ' With “Print without proof”, an order counts as printed as soon as it is sent: OrderSlip cannot notice an empty roll or a jam, so look at the printer now and then.',
  change: (c: FindingChange): string => {
    switch (c.kind) {
      case 'model':
        return `model ${c.model}`;
      case 'star':
        return 'make Star';
      case 'image':
        return 'print mode “image” (it cannot print text, so every receipt is drawn)';
      case 'paper':
        return `paper width ${c.width} mm`;
      case 'dpi':
        return `${c.dpi} dpi`;
      case 'character-set':
        return `character set ${c.set}`;
      case 'unverified':
        return 'turn on “Print without proof”';
      default:
        return '';
    }
  },
} as const;

/** The findings in one language: status and proof, the model, then the suggested settings. */
function sayFindings(p: Findings, f: Formatter): string {
  const w = FINDING_WORDS;
  const changes = [...p.changes];
  const who =
    p.model !== null ? w.model(p.model) : p.named !== null ? w.named(p.named) : p.star ? w.star : '';
  const suggestion =
    changes.length === 0
      ? w.suits
      : `${w.suggested(f.list(changes.map((change) => w.change(change))))}${
          changes.some((change) => change.kind === 'unverified') ? w.unverified : ''
        }`;
  return `${w.status(p)}${who}${suggestion}`;
}

export const app = {
  // --- Commands that name something that is not there -------------------------------------------
  'app.no-such-order': words<{ orderId: string }>(
    (p) => `There is no order ${p.orderId} in the history. Refresh the window.`,
  ),
  'app.no-such-printer': words<{ printer: string }>(
    (p) => `There is no printer ${p.printer}: it may have been removed in the settings. Refresh the window.`,
  ),
  'app.no-such-job': words<{ jobId: number }>((p) => `There is no print job ${p.jobId}. Refresh the window.`),
  /** A command arrived without one of its arguments: a window out of step with the app. */
  'app.argument-missing': words<{ argument: string }>(
    (p) => `The request lacks its ${p.argument}. Reload the window and try again.`,
  ),

  // --- Not running ------------------------------------------------------------------------------
  /** The connection's state before the settings are complete; `problems` says what is missing. */
  'app.not-set-up': words<Missing>(
    (p, f): string => `OrderSlip is not set up yet.${andProblems(p.problems, f)}`,
  ),
  /** A command that needs the engine, asked before the settings are complete. */
  'app.not-running': words<Missing>(
    (p, f): string =>
      `OrderSlip does not run yet, so it cannot do this: finish the settings first.${andProblems(p.problems, f)}`,
  ),
  'app.ledger-damaged': words<{ detail: string }>(
    (p) =>
      `The order history is damaged (${p.detail}). Restart OrderSlip; if it happens again, export diagnostics and send them to support.`,
  ),

  // --- Orders and reprints ----------------------------------------------------------------------
  /** The reason of a held order that has none of its own (a row from an older version). */
  'app.held-without-reason': words(() => 'OrderSlip needs you to decide what to do with it.'),
  'app.bad-answer': words<{ answer: string }>(
    (p) => `“${p.answer}” is not an answer to “did it come out?”: answer came-out or print-again.`,
  ),
  'app.not-waiting-for-answer': words<{ order: OrderRef }>(
    (p, f) =>
      `${f.order(p.order)} is not waiting for an answer any more: someone answered already, or it was handled.`,
  ),
  'app.reprint-printed': words<{ order: OrderRef; printer: string }>(
    (p, f) => `The reprint of ${f.order(p.order)} came out of ${p.printer}: the printer confirmed it.`,
  ),
  'app.reprint-delivered': words<{ order: OrderRef; printer: string }>(
    (p, f) =>
      `The reprint of ${f.order(p.order)} was sent to ${p.printer}, which cannot confirm that it printed: check that it came out.`,
  ),
  'app.reprint-cancelled': words<{ order: OrderRef; printer: string }>(
    (p, f) => `The reprint of ${f.order(p.order)} on ${p.printer} was cancelled.`,
  ),
  'app.reprint-already-sent': words<{ order: OrderRef; printer: string }>(
    (p, f) =>
      `The reprint of ${f.order(p.order)} cannot be cancelled any more: it was already sent to ${p.printer}.`,
  ),

  /** What a test print found out about the printer, and the settings that work with it. */
  'app.test-print-findings': words<Findings>((p, f) => sayFindings(p, f)),

  // --- The demo ---------------------------------------------------------------------------------
  'app.not-demo': words(() => 'Only the demo has a virtual printer to change.'),

  // --- Saving settings --------------------------------------------------------------------------
  'app.removed-printers-have-jobs': words<{
    printers: readonly { readonly name: string; readonly waiting: number }[];
  }>(
    (p, f) =>
      `${f.list(p.printers.map((x) => `${f.plural(x.waiting, { one: '1 job waits', other: `${x.waiting} jobs wait` })} for printer ${x.name}`))}, which these settings remove: choose whether to move them to another printer or not to print them.`,
  ),
  'app.move-target-unknown': words<{ printer: string }>(
    (p) => `The waiting jobs of printer ${p.printer} can only move to a printer that is in the new settings.`,
  ),
  /** `role`: what the removed printer printed; the chosen printer prints the other kind. */
  'app.move-target-other-role': words<{ printer: string; target: string; role: 'receipt' | 'label' }>((p) =>
    p.role === 'label'
      ? `The waiting labels of printer ${p.printer} cannot move to ${p.target}: it prints receipts. Choose a label printer, or drop them.`
      : `The waiting receipts of printer ${p.printer} cannot move to ${p.target}: it is a label printer. Choose a receipt printer, or drop them.`,
  ),
  /** The reason written for the jobs of a removed printer that a person chose not to print elsewhere. */
  'app.printer-removed-jobs-dropped': words<{ printer: string }>(
    (p) => `Printer ${p.printer} was removed; as chosen, its waiting jobs were not printed elsewhere.`,
  ),
  'app.token-for-new-address': words(
    () =>
      'Enter the access token for the new service address: the stored token is only sent to the service it was entered for.',
  ),
  'app.bad-language': words<{ language: string }>(
    (p) => `OrderSlip does not speak “${p.language}”: choose system, nl, fr or en.`,
  ),

  // --- Testing the connection -------------------------------------------------------------------
  'app.token-needed': words(() => 'Enter the access token first.'),
  'app.token-for-this-address': words(
    () => 'Enter the access token for this address: the stored one is only sent to the saved service.',
  ),
  'app.connected': words<{ shops: readonly string[] }>(
    (p, f) =>
      `Connected. The service lists ${f.plural(p.shops.length, { one: '1 shop', other: `${p.shops.length} shops` })}${p.shops.length ? `: ${f.list(p.shops)}` : ''}.`,
  ),

  // --- Diagnostics ------------------------------------------------------------------------------
  'app.no-diagnostics': words(() => 'This OrderSlip cannot save diagnostics.'),

  // --- Problems' details the engine did not give ------------------------------------------------
  'app.service-gave-no-reason': words(() => 'The ordering service did not say why.'),

  // --- What the settings still lack -------------------------------------------------------------
  'app.enter-service-address': words(() => 'Enter the address of the ordering service.'),
  'app.enter-tenant': words(() => 'Enter the tenant: the name of your account at the ordering service.'),
  'app.enter-token': words(() => 'Enter the access token.'),
  'app.add-printer': words(() => 'Add a printer.'),

  // --- Settings that cannot be read (a hand-written file, an older version) ---------------------
  'app.setting-wrong-type': words<SettingAt & { expected: SettingShape }>(
    (p) => `${theSetting(p)} must be ${shape(p.expected)}, not ${p.got}.`,
  ),
  'app.setting-out-of-range': words<SettingAt & { min: number; max: number }>(
    (p, f) =>
      `${theSetting(p)} must be a whole number from ${f.number(p.min)} to ${f.number(p.max)}, not ${p.got}.`,
  ),
  'app.setting-too-long': words<SettingAt & { max: number; length: number }>(
    (p, f) =>
      `${theSetting(p)} may be at most ${f.number(p.max)} characters long; it has ${f.number(p.length)}. Shorten it.`,
  ),
  'app.setting-not-a-choice': words<SettingAt & { choices: readonly string[] }>(
    (p) => `${theSetting(p)} must be one of ${p.choices.join(', ')}, not ${p.got}.`,
  ),
  'app.closing-before-opening': words<{ openingTime: string; closingTime: string }>(
    (p) =>
      `The closing time (${p.closingTime}) must be later than the opening time (${p.openingTime}): the shop's day runs from opening to closing on the same day. Set a later closing time.`,
  ),
  'app.printer-without-id': words<{ position: number }>(
    (p) => `Printer number ${p.position} in the settings has no id: give it one.`,
  ),
  'app.printer-without-address': words<{ printer: string }>(
    (p) => `Printer ${p.printer} has no connection: enter its address, e.g. tcp://192.168.1.50:9100.`,
  ),
  'app.token-in-settings': words(
    () =>
      'The access token does not belong in the settings file: give it with ORDERSLIP_TOKEN or --token-file.',
  ),
  'app.settings-not-json': words<{ file: string }>(
    (p) => `${p.file} is not valid JSON: fix it, or remove it to start from the defaults.`,
  ),
} as const;
