/** Commands of the window: their refusals and outcomes, settings, diagnostics. */
import type { OrderRef } from '../../../order-label';
import { type Formatter, words, type NestedMessage } from '../../wording';

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

/** How each language names the shapes a setting can hold. */
export type ShapeWords = { readonly [S in SettingShape]: string };

const SHAPES: ShapeWords = {
  text: 'text',
  'true-false': 'true or false',
  list: 'a list',
  group: 'a group of settings ({ … })',
  'time-of-day': 'a time of day such as "07:30"',
};

/**
 * What the setting should have held, in the language of `shapes`: settings come from a hand-written
 * file, so a shape the table does not know is said as it is rather than as nothing.
 */
export function sayShape(shapes: ShapeWords, expected: SettingShape): string {
  const known: Readonly<Record<string, string | undefined>> = shapes;
  return known[String(expected)] ?? String(expected);
}

/** "Printer Counter: the setting x" / "The setting x": the start of every settings refusal. */
const theSetting = (p: SettingAt) =>
  p.printer ? `Printer ${p.printer}: the setting ${p.setting}` : `The setting ${p.setting}`;

/**
 * What keeps OrderSlip from running, as messages. A parameter holding messages is an interface, and
 * its wordings return `string` explicitly: only so the catalogue's type does not refer to itself.
 */
interface Missing {
  readonly problems: readonly NestedMessage[];
}

/** The problems that keep OrderSlip from running, each its own sentence, after a first one. */
export function andProblems(problems: readonly NestedMessage[], f: Formatter): string {
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

/** What a test print found out, as one sentence per finding: the status and its proof first. */
type FindingStatusWords = {
  readonly [K in 'printed' | 'unconfirmed' | 'silent' | 'queue-completed' | 'queue' | 'unknown']: (
    printer: string,
  ) => string;
};

/** One suggested setting per kind of change, worded from the change's own value. */
type FindingChangeWords = {
  readonly [K in FindingChange['kind']]: (change: Extract<FindingChange, { kind: K }>) => string;
};

/** Each language's sentences of the findings, assembled by `sayFindings`. */
export interface FindingWords {
  readonly status: FindingStatusWords;
  readonly model: (model: string) => string;
  readonly named: (name: string) => string;
  readonly star: string;
  readonly suits: string;
  readonly suggested: (list: string) => string;
  readonly unverified: string;
  readonly change: FindingChangeWords;
}

const FINDING_WORDS: FindingWords = {
  status: {
    printed: (printer) =>
      `${printer} answers status requests and confirmed that the test receipt printed: orders on it print verified.`,
    unconfirmed: (printer) =>
      `${printer} answers status requests, but did not confirm that the test receipt printed.`,
    silent: (printer) =>
      `${printer} answers no status requests, so OrderSlip cannot know whether a receipt came out.`,
    'queue-completed': (printer) =>
      `The print queue ${printer} reported the test receipt as completed; the printer itself confirms nothing.`,
    queue: (printer) =>
      `${printer} is a print queue: it gives no status, and it has not reported the test receipt as completed.`,
    unknown: (printer) => `OrderSlip could not find out whether ${printer} answers status requests.`,
  },
  model: (model: string) => ` It says it is an ${model}.`.replace(/ an (?=[^AEIOU])/, ' a '),
  named: (name: string) => ` It calls itself “${name}”, a model OrderSlip does not know.`,
  star: ' It answers as a Star printer.',
  suits: ' The current settings suit it.',
  suggested: (list: string) => ` Suggested: ${list}.`,
  unverified:
    ' With “Print without proof”, an order counts as printed as soon as it is sent: OrderSlip cannot notice an empty roll or a jam, so look at the printer now and then.',
  change: {
    model: (c) => `model ${c.model}`,
    star: () => 'make Star',
    image: () => 'print mode “image” (it cannot print text, so every receipt is drawn)',
    paper: (c) => `paper width ${c.width} mm`,
    dpi: (c) => `${c.dpi} dpi`,
    'character-set': (c) => `character set ${c.set}`,
    unverified: () => 'turn on “Print without proof”',
  },
};

/** Which status sentence the findings call for: what the printer answers, then what proved the print. */
function statusOf(p: Findings): keyof FindingStatusWords {
  switch (p.status) {
    case 'answers':
      return p.proof === 'printed' ? 'printed' : 'unconfirmed';
    case 'silent':
      return 'silent';
    case 'queue':
      return p.proof === 'queue-completed' ? 'queue-completed' : 'queue';
    default:
      return 'unknown';
  }
}

/** One suggested change in the language of `w` (a kind it does not know says nothing). */
function sayChange(w: FindingChangeWords, change: FindingChange): string {
  // Each entry takes its own kind of change; indexing by the kind loses that link, so it is restated.
  const say = w[change.kind] as ((c: FindingChange) => string) | undefined;
  return say ? say(change) : '';
}

/**
 * The findings in the language of `w`: status and proof, the model, then the suggested settings. Every
 * language assembles them the same way, so only the words differ.
 */
export function sayFindings(w: FindingWords, p: Findings, f: Formatter): string {
  const changes = [...p.changes];
  const who =
    p.model !== null ? w.model(p.model) : p.named !== null ? w.named(p.named) : p.star ? w.star : '';
  const suggestion =
    changes.length === 0
      ? w.suits
      : `${w.suggested(f.list(changes.map((change) => sayChange(w.change, change))))}${
          changes.some((change) => change.kind === 'unverified') ? w.unverified : ''
        }`;
  return `${w.status[statusOf(p)](p.printer)}${who}${suggestion}`;
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
  /** New settings were saved and the engine that ran started again on them (a restart, not a stop). */
  'app.restarted': words(() => 'Restarted with the new settings.'),
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
  'app.test-print-findings': words<Findings>((p, f) => sayFindings(FINDING_WORDS, p, f)),

  // --- The demo ---------------------------------------------------------------------------------
  'app.not-demo': words(() => 'Only the demo has a virtual printer to change.'),

  // --- The logo --------------------------------------------------------------------------------
  /** A logo file larger than LOGO_MAX_BYTES. */
  'app.logo-too-large': words<{ name: string; maxKb: number }>(
    (p) => `${p.name} is too large for a logo: choose a picture of at most ${p.maxKb} KB.`,
  ),
  /** A file that is no PNG, JPEG or BMP picture (by its content, whatever its name says). */
  'app.logo-not-image': words<{ name: string }>(
    (p) => `${p.name} is not a picture OrderSlip can print: choose a PNG, JPEG or BMP file.`,
  ),
  /** A PNG, JPEG or BMP that cannot be decoded, or is absurdly large (over 4000 pixels a side). */
  'app.logo-unreadable': words<{ name: string }>(
    (p) =>
      `${p.name} cannot be read as a picture (damaged, or over 4000 pixels a side): choose another file.`,
  ),
  /** Writing the logo into the data folder failed (`detail`: the system's reason). */
  'app.logo-cannot-store': words<{ detail: string }>(
    (p) => `The logo could not be kept in OrderSlip's data folder: ${p.detail}`,
  ),
  /** `chooseLogo` where the host has no file dialog of its own (the window uses its file field there). */
  'app.logo-no-dialog': words(() => 'This OrderSlip has no file dialog: choose the logo in the window.'),

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
    (p) => `${theSetting(p)} must be ${sayShape(SHAPES, p.expected)}, not ${p.got}.`,
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

  // A provisioning file (docs/DEPLOY.md): `source` is its path or address.
  /** One problem of a provisioning file, after the path of the setting it is about. */
  'app.setting-problem-at': words<{ path: string; problem: NestedMessage }>(
    (p, f) => `${p.path}: ${f.say(p.problem)}`,
  ),
  'app.provision-unknown-key': words(
    () => 'not a setting OrderSlip knows: check its spelling (docs/DEPLOY.md lists every key).',
  ),
  'app.provision-secret-not-text': words<{ got: string }>(
    (p) => `must be text, not ${p.got}; leave it out to keep what is stored.`,
  ),
  'app.provision-unknown-printer': words<{ printer: string }>(
    (p) => `names the printer "${p.printer}", which the file does not set up under printers.`,
  ),
  'app.provision-not-json': words<{ source: string; detail: string }>(
    (p) => `The provisioning file ${p.source} is not valid JSON: ${p.detail}`,
  ),
  'app.provision-unreadable': words<{ source: string; reason: string }>(
    (p) => `The provisioning file ${p.source} cannot be read: ${p.reason}`,
  ),
  'app.provision-too-large': words<{ source: string; maxKb: number }>(
    (p, f) =>
      `The provisioning file ${p.source} is larger than ${f.number(p.maxKb)} KB: that is not a provisioning file.`,
  ),
  'app.provision-http-status': words<{ source: string; status: number }>(
    (p) => `The provisioning file ${p.source} could not be fetched: the server answered ${p.status}.`,
  ),
  'app.provision-deadline': words<{ source: string; seconds: number }>(
    (p, f) =>
      `The provisioning file ${p.source} did not arrive whole within ${f.number(p.seconds)} seconds: nothing was applied. Check the address, or copy the file beside the program.`,
  ),
  'app.provision-refused': words<{ source: string; count: number }>(
    (p) =>
      `The provisioning file ${p.source} has ${p.count === 1 ? 'a problem' : `${p.count} problems`}: nothing was applied. Fix ${p.count === 1 ? 'it' : 'them'} and start again.`,
  ),
  'app.provision-applied': words<{ source: string }>(
    (p) => `Settings applied from the provisioning file ${p.source}.`,
  ),
  'app.provision-secrets-removed': words<{ source: string }>(
    (p) =>
      `The secrets in ${p.source} (token, PIN, fleet key, e-mail password) are now kept by OrderSlip and were removed from the file.`,
  ),
  'app.provision-secrets-left': words<{ source: string; reason: string }>(
    (p) =>
      `The secrets in ${p.source} are kept by OrderSlip, but the file cannot be written (${p.reason}): they are still in it. Remove them, or keep the file where only administrators can read it.`,
  ),
  /**
   * Status's problems by kind, without their particulars: how a counter's report to the chain's fleet
   * host names its open problems (docs/DEPLOY.md), worded by whoever shows them.
   */
  'app.problem.ledger-damaged': words(() => 'The order history is damaged.'),
  'app.problem.ledger-unwritable': words(() => 'The order history cannot be written.'),
  'app.problem.token-rejected': words(() => 'The service refuses the access token.'),
  'app.problem.token-doubted': words(() => 'The service refused the access token.'),
  'app.problem.printer-not-ready': words(() => 'A printer is not ready.'),
  'app.problem.printer-cannot-report': words(() => 'A printer cannot report that it printed.'),
  'app.problem.service-failing': words(() => 'The ordering service cannot be reached.'),
  'app.problem.wrong-shop': words(() => 'The service sends orders of other shops.'),
  'app.problem.held-orders': words(() => 'Orders are held.'),
  'app.problem.confirm-failing': words(() => 'Confirmations are refused.'),
  'app.problem.printer-untested': words(() => 'A printer is untested.'),
  'app.problem.orders-waiting': words(() => 'Orders wait to print.'),
  'app.problem.history-lost': words(() => 'The order history was lost.'),
  'app.problem.not-collected': words(() => 'Orders were not collected.'),
  'app.problem.orders-gone': words(() => 'Orders are gone from the ordering service.'),
  'app.problem.peer-conflict': words(() => 'Two PCs want to print the same shop.'),
  'app.problem.took-over': words(() => 'This PC took a shop over.'),
  'app.problem.shop-taken-over': words(() => 'Another PC took a shop over from this one.'),
  'app.problem.standby-orders-waiting': words(() => 'Orders wait on the PC that prints a shop.'),
  'app.problem.peer-unproven': words(() => 'A device claims a shop without proof.'),
  'app.problem.discovery-failing': words(() => 'Other PCs cannot be found.'),
  'app.problem.fleet-failing': words(() => 'Reports to the fleet host fail.'),
  'app.problem.update-check-failed': words(() => 'A new version failed its check of itself.'),
} as const;
