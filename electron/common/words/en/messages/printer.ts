/**
 * A printer's states, its failures and proofs, what its worker logs, and printer addresses.
 * Printers are named by their name (`printer`), places by `where` (`192.168.1.50:9100`, `/dev/usb/lp0`).
 *
 * Parameters that hold a message (a cause) are declared as interfaces and their wordings return
 * `string` explicitly: a message inside a message is a type that refers to the catalogue, and only an
 * interface (resolved lazily) keeps the catalogue's type from referring to itself.
 */
import type { OrderRef } from '../../../order-label';
import { words, type NestedMessage } from '../../wording';

/** Which copy of a job (1-based) out of how many; a single copy is not mentioned. */
export interface CopyParams {
  readonly copy: number;
  readonly copies: number;
}

/** What DLE EOT 3 says went wrong. */
export type PrinterErrorCause = 'autocutter' | 'unrecoverable' | 'recoverable';

/** Why a network printer could not be reached, from the OS error code. */
export type NetworkProblem =
  'timeout' | 'no-route' | 'host-down' | 'network-unreachable' | 'unknown-host' | 'lookup-failed' | 'other';

/** Why a printer device file could not be opened or written, from the OS error code. */
export type DeviceProblem =
  | 'missing'
  | 'permission'
  | 'permission-group'
  | 'busy'
  | 'gone'
  | 'not-connected'
  | 'io'
  | 'folder'
  | 'other';

/** What is wrong with a printer address as typed. */
export type AddressProblem =
  | 'empty'
  | 'not-network-address'
  | 'no-host'
  | 'extra-parts'
  | 'bad-port'
  | 'no-queue'
  | 'control-characters'
  | 'not-understood'
  /** Digits and dots that are not four numbers of 0-255 ("192.168.1"): a typo, never a host name. */
  | 'incomplete-ip'
  /** A device's name without its number ("lpt", "com"), which would be read as a host name. */
  | 'device-without-number';

/** Why a printer cannot prove that it printed: a Star printer (status on another port), or one that answers no status. */
/**
 * Why a printer cannot prove a job: it answers no status; it answers status without a job counter (older
 * Star firmware); `star` is kept for entries written when Star status was not read at all.
 */
export type NoProofWhy = 'star' | 'no-status' | 'no-counter';

/** What stopped a label printer (ZPL `~HS`, TSPL `<ESC>!?`): why its labels did not come out. */
export type LabelProblem = 'paper-out' | 'head-open' | 'ribbon-out' | 'paused' | 'jam' | 'error';

interface PrinterCause {
  readonly printer: string;
  readonly cause: NestedMessage;
}

interface PlacedCause {
  readonly printer: string;
  readonly where: string;
  readonly cause: NestedMessage;
}

interface PartlyPlacedCause extends PlacedCause {
  /** Some bytes went out before it failed. */
  readonly partly: boolean;
}

interface WhereCause {
  readonly where: string;
  readonly cause: NestedMessage;
}

interface OnlyCause {
  readonly cause: NestedMessage;
}

interface OrderPrinterCause {
  readonly order: OrderRef;
  readonly printer: string;
  readonly cause: NestedMessage;
}

interface CliOutcome {
  readonly order: OrderRef;
  readonly detail: NestedMessage;
}

interface CliFailure extends CliOutcome {
  /** The failure's reason code (`paper_out`), which scripts read. */
  readonly reason: string;
}

/**
 * Which copy (or label) of several this is, in brackets after what happened: `say` words "copy 2 of 3"
 * in the language; a single copy is not mentioned.
 */
export function sayCopyOf(say: (copy: number, copies: number) => string, p: CopyParams): string {
  return p.copies > 1 ? ` (${say(p.copy, p.copies)})` : '';
}

const copyNote = (p: CopyParams): string => sayCopyOf((copy, copies) => `copy ${copy} of ${copies}`, p);

/** "label 2 of 3" in a label printer's messages; a single label is not mentioned. */
const labelNote = (p: CopyParams): string => sayCopyOf((copy, copies) => `label ${copy} of ${copies}`, p);

/** What a person does about a label printer's problem, said after what happened. */
const LABEL_PROBLEMS: Record<LabelProblem, string> = {
  'paper-out': 'it ran out of labels. Load a new roll of labels',
  'head-open': 'its print head was opened. Close the head until it clicks',
  'ribbon-out': 'its ribbon ran out. Put in a new ribbon',
  paused: 'it was paused. Press its pause button (on some models: the feed button) once',
  jam: 'the labels are jammed. Open the printer, clear the jammed labels and close it again',
  error: 'it reports an error. Switch it off and on again',
};

const ERROR_CAUSES: Record<PrinterErrorCause, string> = {
  autocutter: 'the cutter is stuck',
  unrecoverable: 'an error it cannot recover from',
  recoverable: 'overheating or another error that clears by itself',
};

/** The causes a printer reported, in brackets in the language of `words`; none says nothing. */
export function sayCauses(
  words: Readonly<Record<PrinterErrorCause, string>>,
  list: readonly PrinterErrorCause[],
): string {
  return list.length === 0 ? '' : ` (${list.map((cause) => words[cause]).join(', ')})`;
}

const causes = (list: readonly PrinterErrorCause[]): string => sayCauses(ERROR_CAUSES, list);

const ADDRESS_FORMS =
  'Use tcp://host[:port] for a network printer (port 9100 unless given), printer:<queue name> for a printer installed on this computer, or a device path such as /dev/usb/lp0, /dev/ttyUSB0 or COM3.' as const;

const ADDRESS_PROBLEMS: Record<AddressProblem, string> = {
  empty: 'is empty',
  'not-network-address': 'is not a valid network address',
  'no-host': 'has no host name',
  'extra-parts': 'has parts a printer address cannot have (a path, a query or a user name)',
  'bad-port': 'has a port outside 1-65535',
  'no-queue': 'names no print queue',
  'control-characters': 'has control characters in the queue name',
  'not-understood': 'is not understood',
  'incomplete-ip': 'is not a complete IP address (four numbers from 0 to 255, like 192.168.1.50)',
  'device-without-number': 'names a port without its number (like COM3 or LPT1)',
};

const NETWORK_PROBLEMS: Record<Exclude<NetworkProblem, 'other'>, string> = {
  timeout: 'no answer',
  'no-route': 'no route to it',
  'host-down': 'the host is down',
  'network-unreachable': 'the network is unreachable',
  'unknown-host': 'the host name is unknown',
  'lookup-failed': 'the host name could not be looked up',
};

const DEVICE_PROBLEMS: Record<Exclude<DeviceProblem, 'other'>, string> = {
  missing: 'it does not exist — is the printer plugged in and switched on?',
  permission: 'permission denied',
  'permission-group':
    'permission denied — on Linux, add this user to the group that owns the device (often “lp” or “dialout”) and log in again',
  busy: 'another program is using it',
  gone: 'the device is gone — was the printer unplugged?',
  'not-connected': 'the device is not connected',
  io: 'the printer reported an input/output error (paper out, cover open, or unplugged)',
  folder: 'it is a folder, not a device',
};

export const problemWithCode = (text: string, code: string): string => (code ? `${text} (${code})` : text);

export const printer = {
  // ——— States ———
  'printer.ready': words(() => 'Ready.'),
  'printer.ready-paper-low': words<{ printer: string }>(
    (p) => `Ready, but ${p.printer} is running low on paper. Keep a new roll at hand.`,
  ),
  'printer.ready-unverified': words<{ printer: string }>(
    (p) => `Ready (${p.printer} cannot confirm that it printed).`,
  ),
  'printer.ready-queue': words<{ printer: string }>(
    (p) => `Ready (the print queue confirms ${p.printer}’s jobs; the printer itself cannot).`,
  ),
  'printer.ready-no-confirm': words<OnlyCause>(
    (p, f): string => `Ready, but it did not confirm that the last job printed: ${f.say(p.cause)}`,
  ),
  'printer.not-asked-yet': words(() => 'Not asked yet.'),
  'printer.paused': words<{ printer: string }>(
    (p) => `Paused: orders for ${p.printer} wait until you resume it.`,
  ),
  'printer.asking': words<{ printer: string }>((p) => `Resumed: asking ${p.printer} how it is.`),
  'printer.printing': words<{ printer: string; order: OrderRef }>(
    (p, f) => `Printing ${f.order(p.order, false)} on ${p.printer}.`,
  ),
  'printer.status-star': words<{ printer: string }>(
    (p) =>
      `${p.printer} is reachable. Star printers report their status on another port, which OrderSlip does not read yet.`,
  ),
  'printer.status-silent': words<{ printer: string }>(
    (p) => `${p.printer} is reachable, but answers no status requests.`,
  ),
  'printer.status-closed': words<{ printer: string }>(
    (p) => `${p.printer} closed the connection during the status check. Check the printer and its cable.`,
  ),

  // ——— Why a job did not print ———
  'printer.paper-out': words<{ printer: string }>(
    (p) => `${p.printer} is out of paper. Load paper; waiting orders print when it is back.`,
  ),
  'printer.paper-ran-out': words<{ printer: string } & CopyParams>(
    (p) =>
      `${p.printer} ran out of paper while printing${copyNote(p)}. Load paper and check the last receipt: it may be incomplete.`,
  ),
  'printer.cover-open': words<{ printer: string }>(
    (p) => `${p.printer} has its cover open. Close the cover; waiting orders print when it is closed.`,
  ),
  'printer.cover-opened': words<{ printer: string } & CopyParams>(
    (p) =>
      `The cover of ${p.printer} was opened while printing${copyNote(p)}. Close the cover and check the last receipt: it may be incomplete.`,
  ),
  'printer.error': words<{ printer: string; causes: readonly PrinterErrorCause[] }>(
    (p) =>
      `${p.printer} reports an error${causes(p.causes)}. Switch it off, clear any jammed paper, and switch it on again.`,
  ),
  'printer.offline': words<{ printer: string }>(
    (p) =>
      `${p.printer} is offline: it answers but says it cannot print. Check its lights, the paper and the cover; press its feed button once.`,
  ),
  'printer.refused': words<{ printer: string; where: string }>(
    (p) =>
      `${p.printer} at ${p.where} refused the connection. Check that it is switched on, that no other computer is printing to it, and that the port in Settings is right.`,
  ),
  'printer.unreachable': words<PlacedCause>(
    (p, f): string =>
      `${p.printer} at ${p.where} cannot be reached (${f.say(p.cause)}). Check that it is switched on and connected to the network, and that the address in Settings is right.`,
  ),
  /** `code`: the OS error code (ETIMEDOUT), or its text for a problem we do not name. */
  'printer.network-problem': words<{ problem: NetworkProblem; code: string }>((p) =>
    p.problem === 'other' ? p.code : problemWithCode(NETWORK_PROBLEMS[p.problem], p.code),
  ),
  'printer.connection-lost': words<{ printer: string } & CopyParams>(
    (p) =>
      `The connection to ${p.printer} broke while sending the receipt${copyNote(p)}. Part of it may have printed. Check the printer’s power and network cable.`,
  ),
  'printer.no-answer': words<{ printer: string; seconds: number } & CopyParams>(
    (p) =>
      `${p.printer} took the receipt${copyNote(p)} but did not confirm it printed within ${p.seconds} s. Check whether it came out.`,
  ),
  'printer.answer-not-ours': words<{ printer: string } & CopyParams>(
    (p) =>
      `${p.printer} took the receipt${copyNote(p)} and answered, but not for this receipt, so it did not confirm it printed. Check whether it came out.`,
  ),
  'printer.answered-too-soon': words<{ printer: string }>(
    (p) =>
      `${p.printer} answered “printed” sooner than paper can move, so its answers are not taken as proof. Check what really came out.`,
  ),
  'printer.not-verifiable': words<{ printer: string; why: NoProofWhy }>(
    (p) =>
      `${p.why === 'star' ? `${p.printer} is a Star printer, whose status OrderSlip cannot read over the network yet` : p.why === 'no-counter' ? `${p.printer} answers status requests, but its answers carry no job counter (older Star firmware)` : `${p.printer} answers no status requests`}, so OrderSlip cannot know whether a receipt printed. Nothing was sent. To print anyway, turn on “Print without proof” for this printer in Settings › Printers.`,
  ),
  'printer.status-broke': words<{ printer: string }>(
    (p) =>
      `${p.printer} stopped answering in the middle of a status check. Nothing was sent. Check the printer and its cable.`,
  ),
  'printer.address-unusable': words<PrinterCause>(
    (p, f): string => `${p.printer} has an address OrderSlip cannot use. ${f.say(p.cause)}`,
  ),
  'printer.job-empty': words<{ printer: string }>(
    (p) => `Nothing to print for ${p.printer}: the job is empty.`,
  ),

  // ——— Label printers (ZPL, TSPL) ———
  'printer.head-open': words<{ printer: string }>(
    (p) =>
      `The print head of ${p.printer} is open. Close the head until it clicks; waiting labels print when it is closed.`,
  ),
  'printer.ribbon-out': words<{ printer: string }>(
    (p) =>
      `${p.printer} is out of ribbon. Put in a new ribbon (or, for direct thermal labels, set the printer to direct thermal); waiting labels print when it is back.`,
  ),
  'printer.label-paused': words<{ printer: string }>(
    (p) =>
      `${p.printer} is paused. Press its pause button once (on some models: the feed button); waiting labels print then.`,
  ),
  /** `seconds`: how long OrderSlip waited for the printer to finish another job first. Nothing was sent. */
  'printer.label-busy': words<{ printer: string; seconds: number }>(
    (p) =>
      `${p.printer} was still busy with other labels after ${p.seconds} s, so OrderSlip sent nothing: it could not have told its labels from the others. Check whether another computer prints to it.`,
  ),
  /** The printer stopped after (part of) a label was sent: the label may be missing or incomplete. */
  'printer.label-stopped': words<{ printer: string; problem: LabelProblem } & CopyParams>(
    (p) =>
      `${p.printer} stopped while printing${labelNote(p)}: ${LABEL_PROBLEMS[p.problem]}, then check the last label: it may be missing or incomplete.`,
  ),
  'printer.label-no-answer': words<{ printer: string; seconds: number } & CopyParams>(
    (p) =>
      `${p.printer} took the label${labelNote(p)} but did not show within ${p.seconds} s that it printed it. Check whether it came out.`,
  ),
  'printer.label-connection-lost': words<{ printer: string } & CopyParams>(
    (p) =>
      `The connection to ${p.printer} broke while sending the label${labelNote(p)}. It may have printed. Check the printer’s power and network cable.`,
  ),
  'printer.labels-printed': words<{ printer: string; labels: number }>(
    (p, f) =>
      `${f.plural(p.labels, { one: 'Label printed', other: `All ${p.labels} labels printed` })} on ${p.printer}, confirmed by the printer.`,
  ),

  // ——— Proof ———
  'printer.printed': words<{ printer: string; copies: number; paperLow: boolean }>(
    (p) =>
      `${p.copies === 1 ? 'Printed' : p.copies === 2 ? 'Both copies printed' : `All ${p.copies} copies printed`} on ${p.printer}, confirmed by the printer.${p.paperLow ? ' The paper is running low.' : ''}`,
  ),
  'printer.delivered': words<{ printer: string; why: NoProofWhy }>(
    (p) =>
      `Sent to ${p.printer}; ${p.why === 'star' ? 'it is a Star printer, whose status OrderSlip cannot read over the network yet' : p.why === 'no-counter' ? 'its status answers carry no job counter' : 'it answers no status requests'}, so printing is not confirmed.`,
  ),

  // ——— Device files ———
  'printer.device-cannot-open': words<PlacedCause>(
    (p, f): string => `Cannot open ${p.printer} at ${p.where}: ${f.say(p.cause)}. Nothing was printed.`,
  ),
  'printer.device-write-failed': words<PartlyPlacedCause>(
    (p, f): string =>
      `Writing to ${p.printer} at ${p.where} failed: ${f.say(p.cause)}. ${p.partly ? 'Part of the receipt may have printed.' : 'Nothing was printed.'}`,
  ),
  'printer.device-lost': words<{ printer: string; where: string } & CopyParams>(
    (p) =>
      `${p.printer} at ${p.where} went away while OrderSlip was sending the receipt${copyNote(p)}. Part of it may have printed. Check that the printer is switched on and that its USB or serial cable is plugged in.`,
  ),
  'printer.device-delivered': words<{ printer: string; where: string }>(
    (p) => `Sent to ${p.printer} at ${p.where}; a device file gives no status, so printing is not confirmed.`,
  ),
  'printer.device-present': words<{ where: string }>(
    (p) => `${p.where} is present and writable; a device file gives no paper status.`,
  ),
  'printer.device-unreachable': words<WhereCause>(
    (p, f): string => `Cannot use ${p.where}: ${f.say(p.cause)}.`,
  ),
  /** `code`: the OS error code (ENOENT), or its text for a problem we do not name. */
  'printer.device-problem': words<{ problem: DeviceProblem; code: string }>((p) =>
    p.problem === 'other' ? p.code : problemWithCode(DEVICE_PROBLEMS[p.problem], p.code),
  ),
  'printer.device-timeout': words<{ step: 'open' | 'write'; seconds: number }>(
    (p) =>
      `${p.step === 'open' ? 'opening the device' : 'writing to the printer'} did not finish within ${p.seconds} s`,
  ),

  // ——— The computer's print queue ———
  'printer.queue-cannot-start': words<{
    printer: string;
    queue: string;
    program: 'lp' | 'PowerShell';
    code: string;
  }>(
    (p) =>
      `Cannot print to ${p.printer} (print queue “${p.queue}”): the ${p.program} command could not be started (${p.code}). ${p.program === 'lp' ? 'Install CUPS, or use the printer’s network address instead.' : 'Check that PowerShell is available.'}`,
  ),
  'printer.queue-timeout': words<{ printer: string; queue: string }>(
    (p) =>
      `The print queue “${p.queue}” did not accept the job for ${p.printer} in time. Check the queue in the system’s printer settings; the job may still print.`,
  ),
  /** `said`: the first line of what the spooler answered. */
  'printer.queue-missing': words<{ queue: string; said: string }>(
    (p) =>
      `There is no print queue named “${p.queue}” on this computer (${p.said}). Check the printer name in Settings.`,
  ),
  'printer.queue-refused': words<{ printer: string; queue: string; said: string }>(
    (p) =>
      `The print queue “${p.queue}” refused the job for ${p.printer}: ${p.said}. Check the queue in the system’s printer settings.`,
  ),
  /** `job`: what the spooler called the job (may be empty). */
  'printer.queue-delivered': words<{ printer: string; queue: string; job: string }>(
    (p) =>
      `The print queue “${p.queue}” accepted the job for ${p.printer}${p.job ? ` (${p.job})` : ''}; the queue gives no paper status, so printing is not confirmed.`,
  ),
  'printer.queue-status': words<{ queue: string }>(
    (p) => `Print queue “${p.queue}”: the system’s queue does not report the printer’s paper or cover.`,
  ),
  /** The spooler says the job completed; the printer itself said nothing (a proof level of its own). */
  'printer.queue-completed': words<{ printer: string; queue: string }>(
    (p) =>
      `The print queue “${p.queue}” reports the job for ${p.printer} completed; the printer itself does not confirm it printed.`,
  ),
  /**
   * The spooler stopped, aborted or cancelled the job (or holds it in a stopped queue). `said`: the
   * queue's own words; `started`: it had begun sending the job to the printer, so part may be on paper.
   */
  'printer.queue-job-stopped': words<{ printer: string; queue: string; said: string; started: boolean }>(
    (p) =>
      `The print queue “${p.queue}” did not finish the job for ${p.printer}: ${p.said}. ${p.started ? 'Part of the receipt may have come out. ' : ''}Check the printer and the queue in the system’s printer settings.`,
  ),
  /** Followed for `seconds`, the job was still waiting in the queue: it may print later. */
  'printer.queue-still-waiting': words<{ printer: string; queue: string; job: string; seconds: number }>(
    (p) =>
      `The print queue “${p.queue}” accepted the job for ${p.printer}${p.job ? ` (${p.job})` : ''}, but after ${p.seconds} s it is still in the queue. It may still print; check the queue in the system’s printer settings.`,
  ),

  // ——— Printer addresses ———
  'printer.address-invalid': words<{ address: string; problem: AddressProblem }>(
    (p) => `Printer address “${p.address}” ${ADDRESS_PROBLEMS[p.problem]}. ${ADDRESS_FORMS}`,
  ),

  // ——— What the printer's worker records and logs ———
  'printer.job-printed': words<{ printer: string; reprint: boolean }>(
    (p) => `${p.reprint ? 'Reprinted' : 'Printed'} on ${p.printer}, confirmed by the printer.`,
  ),
  'printer.job-queue-completed': words<{ printer: string; reprint: boolean }>(
    (p) =>
      `${p.reprint ? 'Reprint sent' : 'Sent'} to ${p.printer}: the print queue finished it (the printer itself does not confirm that it printed).`,
  ),
  'printer.job-delivered': words<{ printer: string; reprint: boolean }>(
    (p) => `${p.reprint ? 'Reprint sent' : 'Sent'} to ${p.printer}, which cannot confirm that it printed.`,
  ),
  'printer.job-unconfirmed': words<PrinterCause>(
    (p, f): string => `Sent to ${p.printer}, which did not confirm that it printed: ${f.say(p.cause)}`,
  ),
  'printer.job-failed': words<OrderPrinterCause>(
    (p, f): string => `${f.order(p.order)} did not print on ${p.printer}: ${f.say(p.cause)}`,
  ),
  'printer.job-done': words<{ order: OrderRef; printer: string; reprint: boolean; verified: boolean }>(
    (p, f) =>
      `${f.order(p.order)} ${p.reprint ? 'reprinted' : 'printed'} on ${p.printer}${p.verified ? '' : ' (not verified)'}.`,
  ),
  'printer.job-held-unverified': words<{ order: OrderRef; printer: string }>(
    (p, f) => `${f.order(p.order)} is held: did it come out on ${p.printer}? A person answers on Status.`,
  ),
  /** `detail`: the error and its stack, for support. */
  'printer.internal-error': words<{ printer: string; detail: string }>(
    (p) => `${p.printer} hit an internal error; it tries again in a moment: ${p.detail}`,
  ),
  'printer.cannot-build': words<{ order: OrderRef; detail: string }>(
    (p, f) => `OrderSlip could not build the receipt of ${f.order(p.order)} (${p.detail}).`,
  ),
  'printer.order-unreadable': words(() => 'Its data could not be read, so it cannot be printed.'),
  'printer.reprint-impossible': words<OnlyCause>((p, f): string => `Reprint not possible: ${f.say(p.cause)}`),
  /** `detail`: the ledger's error text. */
  'printer.ledger-write-failed': words<{ order: OrderRef; printer: string; detail: string }>(
    (p, f) =>
      `OrderSlip could not write what ${p.printer} did with ${f.order(p.order)} to its ledger (${p.detail}). Free disk space; it tries again.`,
  ),

  // ——— `npm run cli -- print` ———
  'printer.cli-printed': words<CliOutcome>(
    (p, f): string => `${f.order(p.order, false)}: printed and verified by the printer (${f.say(p.detail)})`,
  ),
  'printer.cli-queue-completed': words<CliOutcome>(
    (p, f): string =>
      `${f.order(p.order, false)}: completed by the print queue, not verified by the printer: ${f.say(p.detail)}`,
  ),
  'printer.cli-delivered': words<CliOutcome>(
    (p, f): string => `${f.order(p.order, false)}: delivered, not verified: ${f.say(p.detail)}`,
  ),
  'printer.cli-failed': words<CliFailure>(
    (p, f): string => `${f.order(p.order, false)}: not printed (${p.reason}): ${f.say(p.detail)}`,
  ),
} as const;
