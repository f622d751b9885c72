/**
 * What both status protocols (Epson's DLE EOT, Star's ASB) conclude the same way, on any link (a TCP
 * connection, a USB or serial device): where the job went, why a job without proof failed, and what a
 * status report means for Status.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import type { CopyParams, NoProofWhy } from '../../common/words/en/messages/printer';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { refusal, type Refusal } from './messages';
import { failed, type PrintFailure, type PrinterStatus, type PrintResult } from './print-result';
import type { StatusReport } from './status-bytes';

/** Where a link goes, and what differs between a network printer and a device. */
export interface LinkPlace {
  /** Names the printer's place for what is remembered about it: `host:port`, or the device path. */
  readonly key: string;
  /**
   * A printer that answers no status: over TCP it is refused unless `allowUnverified` (the shop decides
   * once, in Settings); a device is written as before, because a USB clone without status is common.
   */
  readonly silent: 'refuse-unless-allowed' | 'send';
  /** The connection ended after (part of) the job went out. */
  readonly lost: (copy: CopyParams) => Message;
  /** Sent, without proof, because the printer answers no status. */
  readonly delivered: (why: NoProofWhy) => Message;
}

/** Why a copy got no proof, from the status asked afterwards; every case may have left paper. */
export function explainMissingProof(
  settings: PrinterSettings,
  status: StatusReport | null,
  waitedMs: number,
  copy: CopyParams,
  misleading: boolean,
): PrintResult {
  const printer = settings.name;
  if (status?.paperOut) return failed('paper_out', msg('printer.paper-ran-out', { printer, ...copy }), true);
  if (status?.coverOpen) return failed('cover_open', msg('printer.cover-opened', { printer, ...copy }), true);
  if (status?.error)
    return failed('printer_error', msg('printer.error', { printer, causes: status.errorCauses }), true);
  if (status?.offline) return failed('offline', msg('printer.offline', { printer }), true);
  if (misleading) return failed('no_answer', msg('printer.answer-not-ours', { printer, ...copy }), true);
  const seconds = Math.round(waitedMs / 1000);
  return failed('no_answer', msg('printer.no-answer', { printer, seconds, ...copy }), true);
}

/**
 * A copy's "printed" came sooner than its paper could move: the answer proves nothing, and the copy is
 * treated as sent to a printer that cannot report (a person is asked whether it came out).
 */
export function answeredTooSoon(settings: PrinterSettings): PrintFailure {
  return failed('early_answer', msg('printer.answered-too-soon', { printer: settings.name }), true);
}

/**
 * A printer that cannot prove a job, before anything was sent: refused, or told to send anyway. `why`:
 * it answers no status at all, or (a Star whose status has no ETB counter) it cannot prove completion.
 */
export function silentPrinter(
  settings: PrinterSettings,
  place: LinkPlace,
  why: NoProofWhy = 'no-status',
): { readonly refuse: PrintResult } | { readonly send: true } {
  if (place.silent === 'send' || settings.allowUnverified) return { send: true };
  const message = msg('printer.not-verifiable', { printer: settings.name, why });
  return { refuse: failed('not_verifiable', message, false) };
}

const STATE_OF_REFUSAL = {
  cover_open: 'cover_open',
  paper_out: 'paper_out',
  printer_error: 'error',
  offline: 'offline',
} as const satisfies Record<Refusal, PrinterStatus['state']>;

/** The printer's own word, in the messages a refused job gives: they say what to do. */
export function toPrinterStatus(printer: string, report: StatusReport): PrinterStatus {
  const blocked = refusal(printer, report);
  if (blocked) return { state: STATE_OF_REFUSAL[blocked.reason], detail: blocked.message };
  if (report.paperLow) return { state: 'paper_low', detail: msg('printer.ready-paper-low', { printer }) };
  return { state: 'ready', detail: msg('printer.ready') };
}
