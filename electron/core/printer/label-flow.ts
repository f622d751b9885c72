/**
 * How a label printer (ZPL, TSPL) proves its labels, on any link: its status before the job, then for each
 * label (one buffer = one label) the status polled until the printer has shown the label being worked on
 * and then done, with nothing wrong. The protocols differ only in how the status is asked and read
 * (zpl-status.ts, tspl-status.ts); what a status means for a job is decided here, once. See
 * docs/PRINTING.md, "Label printers".
 */
import { monotonicNow } from '../time/monotonic';
import { msg } from '../../common/messages/catalogue';
import type { LabelProblem } from '../../common/words/en/messages/printer';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { sendUnverified } from './epson-flow';
import { answeredTooSoon, silentPrinter, type LinkPlace } from './link-outcomes';
import { copyOf } from './messages';
import { completionTimeoutMs, type PrintTimeouts } from './print-options';
import { failed, printed, type PrintFailure, type PrinterStatus, type PrintResult } from './print-result';
import { LinkClosedError, PrinterLink, type AnswerStream } from './printer-link';
import { connectFailure, tcpPlace, type TcpTarget } from './tcp-printer';
import { answeredBeforePaper, type PrintCopy } from './paper-time';

/** A label printer's status, in the same words for ZPL and TSPL. */
export interface LabelStatus {
  readonly paperOut: boolean;
  /** The print head is lifted (ZPL "head up", TSPL "head opened"). */
  readonly headOpen: boolean;
  /** A cover other than the head (TSPL's optional cover sensor). */
  readonly coverOpen: boolean;
  readonly ribbonOut: boolean;
  readonly paused: boolean;
  readonly jam: boolean;
  /** Any other stop: head or printer too hot. */
  readonly error: boolean;
  /**
   * Working on a label: ZPL formats in the receive buffer, a partial format or labels remaining in the
   * batch; TSPL's printing bit.
   */
  readonly busy: boolean;
}

/** How one protocol asks for its status and reads the answer. */
export interface LabelStatusProtocol<A> {
  /** The status request (ZPL `~HS`, TSPL `<ESC>!?`), answered at once even while a label prints. */
  readonly request: Uint8Array;
  readonly isStatus: (answer: A) => boolean;
  /** The status an answer carries (null for one `isStatus` lets through that cannot be read). */
  readonly read: (answer: A) => LabelStatus | null;
}

/** How often the status is asked while a label prints. */
const POLL_MS = 50;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks once; null when no answer came within `timeoutMs`. Answers that arrived earlier are dropped first.
 * `after`: bytes to send just before the request in the same write (a label), so that the printer has the
 * label in hand when the request reaches it.
 */
export async function askLabelStatus<A>(
  link: PrinterLink<A>,
  protocol: LabelStatusProtocol<A>,
  timeoutMs: number,
  after?: Uint8Array,
): Promise<LabelStatus | null> {
  link.takeKept(protocol.isStatus);
  link.write(after ? Buffer.concat([after, protocol.request]) : protocol.request);
  const answer = await link.next(protocol.isStatus, timeoutMs);
  return answer === null ? null : protocol.read(answer);
}

/** What stops the printer now, worst first; `paused` last, because it is the one a person undoes by a button. */
export function problemOf(status: LabelStatus): LabelProblem | null {
  if (status.headOpen || status.coverOpen) return 'head-open';
  if (status.paperOut) return 'paper-out';
  if (status.ribbonOut) return 'ribbon-out';
  if (status.jam) return 'jam';
  if (status.error) return 'error';
  if (status.paused) return 'paused';
  return null;
}

const REASON_OF = {
  'head-open': 'cover_open',
  'paper-out': 'paper_out',
  'ribbon-out': 'printer_error',
  jam: 'printer_error',
  error: 'printer_error',
  paused: 'offline',
} as const satisfies Record<LabelProblem, PrintFailure['reason']>;

const STATE_OF = {
  'head-open': 'cover_open',
  'paper-out': 'paper_out',
  'ribbon-out': 'error',
  jam: 'error',
  error: 'error',
  paused: 'offline',
} as const satisfies Record<LabelProblem, PrinterStatus['state']>;

/** Why the printer must not get a job now (its message says what to do), or null when it may. */
export function labelRefusal(printer: string, status: LabelStatus): PrintFailure | null {
  const problem = problemOf(status);
  if (problem === null) return null;
  return failed(REASON_OF[problem], refusalMessage(printer, status, problem), false);
}

function refusalMessage(printer: string, status: LabelStatus, problem: LabelProblem) {
  switch (problem) {
    case 'head-open':
      return status.headOpen ? msg('printer.head-open', { printer }) : msg('printer.cover-open', { printer });
    case 'paper-out':
      return msg('printer.paper-out', { printer });
    case 'ribbon-out':
      return msg('printer.ribbon-out', { printer });
    case 'jam':
      return msg('printer.error', { printer, causes: [] });
    case 'error':
      return msg('printer.error', { printer, causes: ['recoverable'] });
    case 'paused':
      return msg('printer.label-paused', { printer });
  }
}

/** A label printer's state for Status, in the words a refused job gives. */
export function labelPrinterStatus(printer: string, status: LabelStatus): PrinterStatus {
  const problem = problemOf(status);
  if (problem === null) return { state: 'ready', detail: msg('printer.ready') };
  return { state: STATE_OF[problem], detail: refusalMessage(printer, status, problem) };
}

/** The printer stopped with (part of) a label sent: that label may be missing or incomplete. */
function stopped(printer: string, problem: LabelProblem, copy: ReturnType<typeof copyOf>): PrintFailure {
  return failed(REASON_OF[problem], msg('printer.label-stopped', { printer, problem, ...copy }), true);
}

/**
 * Before the first label: a printer still working on labels from elsewhere (another computer, a job we
 * gave up on) is waited for, because its "busy, then done" could not be told from ours.
 */
async function awaitIdle<A>(
  link: PrinterLink<A>,
  protocol: LabelStatusProtocol<A>,
  settings: PrinterSettings,
  timeouts: PrintTimeouts,
): Promise<PrintFailure | null> {
  const waitMs = timeouts.completionBaseMs;
  const deadline = monotonicNow() + waitMs;
  for (;;) {
    const remaining = deadline - monotonicNow();
    if (remaining <= 0) {
      const seconds = Math.round(waitMs / 1000);
      return failed('offline', msg('printer.label-busy', { printer: settings.name, seconds }), false);
    }
    await sleep(Math.min(POLL_MS, remaining));
    const timeoutMs = Math.max(1, Math.min(timeouts.statusMs, deadline - monotonicNow()));
    const status = await askLabelStatus(link, protocol, timeoutMs);
    if (status) {
      const refused = labelRefusal(settings.name, status);
      if (refused) return refused;
      if (!status.busy) return null;
    }
  }
}

/**
 * Sends the label with the first status request behind it, and polls until the label is proven: a status
 * showing the printer busy with it, then one showing it done with nothing wrong. A fault that stops the label ends the wait at once (paused does not: a person may
 * press the button in time). Null when proven.
 */
async function printLabel<A>(
  link: PrinterLink<A>,
  protocol: LabelStatusProtocol<A>,
  settings: PrinterSettings,
  label: PrintCopy,
  copy: ReturnType<typeof copyOf>,
  waitMs: number,
  { statusMs, fastestPaperMmPerS }: PrintTimeouts,
): Promise<PrintFailure | null> {
  const printer = settings.name;
  const sentAt = monotonicNow();
  const deadline = sentAt + waitMs;
  let seenBusy = false;
  let last: LabelStatus | null = null;
  const judge = (status: LabelStatus, final: boolean): PrintFailure | 'proof' | null => {
    const problem = problemOf(status);
    if (problem !== null && (problem !== 'paused' || final)) return stopped(printer, problem, copy);
    if (status.busy) seenBusy = true;
    else if (seenBusy && problem === null) {
      // Done sooner than the label's length could feed through: it counted the label, not printed it.
      return answeredBeforePaper(label, sentAt, monotonicNow(), fastestPaperMmPerS)
        ? answeredTooSoon(settings)
        : 'proof';
    }
    return null;
  };
  let unsent: Uint8Array | undefined = label;
  // Asked again soon, then less often: most labels come out within milliseconds on a fast printer (a
  // backlog of hundreds waits on each one's proof), a slow one is asked at most every POLL_MS.
  let pollMs = 1;
  for (;;) {
    const remaining = deadline - monotonicNow();
    if (remaining <= 0 && !unsent) break;
    const timeoutMs = Math.max(1, Math.min(statusMs, remaining));
    const status = await askLabelStatus(link, protocol, timeoutMs, unsent);
    unsent = undefined;
    if (status) {
      last = status;
      const verdict = judge(status, false);
      if (verdict === 'proof') return null;
      if (verdict) return verdict;
    }
    const left = deadline - monotonicNow();
    if (left <= 0) break;
    await sleep(Math.min(pollMs, left));
    pollMs = Math.min(POLL_MS, pollMs * 2);
  }
  // Time is up: a fresh status explains why (or, arriving now, still proves the label).
  const fresh = (await askLabelStatus(link, protocol, statusMs)) ?? last;
  if (fresh) {
    const verdict = judge(fresh, true);
    if (verdict === 'proof') return null;
    if (verdict) return verdict;
  }
  const seconds = Math.round(waitMs / 1000);
  return failed('no_answer', msg('printer.label-no-answer', { printer, seconds, ...copy }), true);
}

/** Prints `labels` (one buffer each) on a ZPL or TSPL printer over `link`; never throws for printer problems. */
export async function printLabels<A>(
  link: PrinterLink<A>,
  protocol: LabelStatusProtocol<A>,
  settings: PrinterSettings,
  place: LinkPlace,
  labels: readonly PrintCopy[],
  timeouts: PrintTimeouts,
): Promise<PrintResult> {
  const printer = settings.name;
  try {
    const status = await askLabelStatus(link, protocol, timeouts.statusMs);
    if (status === null) {
      const silent = silentPrinter(settings, place);
      if ('refuse' in silent) return silent.refuse;
      return await sendUnverified(link, place, labels, timeouts, 'no-status');
    }
    const blocked =
      labelRefusal(printer, status) ??
      (status.busy ? await awaitIdle(link, protocol, settings, timeouts) : null);
    if (blocked) return blocked;
  } catch (error) {
    if (error instanceof LinkClosedError)
      return failed('connection_lost', msg('printer.status-broke', { printer }), false);
    throw error;
  }
  for (const [index, label] of labels.entries()) {
    const which = copyOf(index, labels.length);
    try {
      const waitMs = completionTimeoutMs(timeouts, label.length);
      const failure = await printLabel(link, protocol, settings, label, which, waitMs, timeouts);
      if (failure) return failure;
    } catch (error) {
      if (error instanceof LinkClosedError)
        return failed('connection_lost', msg('printer.label-connection-lost', { printer, ...which }), true);
      throw error;
    }
  }
  await link.finish(timeouts.connectMs);
  return printed(msg('printer.labels-printed', { printer, labels: labels.length }));
}

/** What a label printer says about itself on the open link; null when it answers nothing. */
export async function queryLabelPrinter<A>(
  link: PrinterLink<A>,
  protocol: LabelStatusProtocol<A>,
  settings: PrinterSettings,
  statusMs: number,
): Promise<PrinterStatus | null> {
  const status = await askLabelStatus(link, protocol, statusMs);
  return status === null ? null : labelPrinterStatus(settings.name, status);
}

/** A label printer's place on the network: as a receipt printer's, but a lost connection speaks of labels. */
function labelPlace(settings: PrinterSettings, target: TcpTarget): LinkPlace {
  return {
    ...tcpPlace(settings, target),
    lost: (copy) => msg('printer.label-connection-lost', { printer: settings.name, ...copy }),
  };
}

/** Prints labels over one TCP connection (closed in every case); never throws for printer problems. */
export async function printLabelsOverTcp<A>(
  settings: PrinterSettings,
  target: TcpTarget,
  labels: readonly PrintCopy[],
  timeouts: PrintTimeouts,
  protocol: LabelStatusProtocol<A>,
  decoder: AnswerStream<A>,
): Promise<PrintResult> {
  let link: PrinterLink<A>;
  try {
    link = await PrinterLink.connect(target.host, target.port, timeouts.connectMs, decoder);
  } catch (error) {
    return connectFailure(settings, target, error);
  }
  try {
    return await printLabels(link, protocol, settings, labelPlace(settings, target), labels, timeouts);
  } finally {
    link.destroy();
  }
}

/** What a label printer says about itself, over a short-lived TCP connection. */
export async function queryLabelsOverTcp<A>(
  settings: PrinterSettings,
  target: TcpTarget,
  timeouts: PrintTimeouts,
  protocol: LabelStatusProtocol<A>,
  decoder: AnswerStream<A>,
): Promise<PrinterStatus> {
  let link: PrinterLink<A>;
  try {
    link = await PrinterLink.connect(target.host, target.port, timeouts.connectMs, decoder);
  } catch (error) {
    return { state: 'unreachable', detail: connectFailure(settings, target, error).message };
  }
  try {
    const status = await queryLabelPrinter(link, protocol, settings, timeouts.statusMs);
    return status ?? { state: 'unknown', detail: msg('printer.status-silent', { printer: settings.name }) };
  } catch (error) {
    if (!(error instanceof LinkClosedError)) throw error;
    return { state: 'unknown', detail: msg('printer.status-closed', { printer: settings.name }) };
  } finally {
    link.destroy();
  }
}
