/**
 * Epson's way to prove printing, on any link (a TCP connection, a USB or serial device): real-time
 * status (`DLE EOT`) before the job, a completion answer (`GS ( H` / `GS r 1`) after each copy, and the
 * status again to explain a missing answer. See docs/PRINTING.md, "TCP: how verification works".
 */
import { monotonicNow } from '../time/monotonic';
import { msg } from '../../common/messages/catalogue';
import type { NoProofWhy } from '../../common/words/en/messages/printer';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { PrinterAnswer } from './answer-decoder';
import { CompletionChannel, type KnownMethod } from './completion';
import {
  answeredTooSoon,
  explainMissingProof,
  silentPrinter,
  toPrinterStatus,
  type LinkPlace,
} from './link-outcomes';
import { copyOf, refusal, WHOLE_JOB } from './messages';
import { completionTimeoutMs, type CompletionMethod, type PrintTimeouts } from './print-options';
import { delivered, failed, printed, type PrinterStatus, type PrintResult } from './print-result';
import { LinkClosedError, type PrinterLink } from './printer-link';
import { readStatusBytes, statusRequest, type StatusReport } from './status-bytes';
import { answeredBeforePaper, type PrintCopy } from './paper-time';

/** Which completion request each printer answered (by place), so later jobs send only that one. */
const learnedMethods = new Map<string, KnownMethod>();

const isRealtime = (answer: PrinterAnswer): boolean => answer.kind === 'realtime';

/** DLE EOT 1, 2, 4 (and 3 after an error) on the open link; null when the printer gives no status. */
export async function askEpsonStatus(link: PrinterLink, statusMs: number): Promise<StatusReport | null> {
  const ask = async (n: 1 | 2 | 3 | 4): Promise<number | undefined> => {
    link.takeKept(isRealtime); // late answers to an earlier question
    link.write(statusRequest(n));
    const answer = await link.next(isRealtime, statusMs);
    return answer?.kind === 'realtime' ? answer.byte : undefined;
  };
  const printer = await ask(1);
  if (printer === undefined) return null;
  // A printer that answers DLE EOT 1 but not the others (some clones) still told us whether it is online.
  const offlineCause = (await ask(2)) ?? 0x12;
  const paper = (await ask(4)) ?? 0x12;
  const errorCause = offlineCause & 0x40 ? await ask(3) : undefined;
  return readStatusBytes({ printer, offlineCause, paper, errorCause });
}

/** Writes every copy and lets go: the most a printer without status allows. */
export async function sendUnverified<A>(
  link: PrinterLink<A>,
  place: LinkPlace,
  copies: readonly PrintCopy[],
  timeouts: PrintTimeouts,
  why: NoProofWhy,
): Promise<PrintResult> {
  try {
    for (const copy of copies) link.write(copy);
    await link.flushed(timeouts.deviceMs);
    await link.finish(timeouts.connectMs);
  } catch (error) {
    if (error instanceof LinkClosedError) return failed('connection_lost', place.lost(WHOLE_JOB), true);
    throw error;
  }
  return delivered(place.delivered(why));
}

/** Status before, each copy with its completion request, proof or an explanation after. */
export async function printEpson(
  link: PrinterLink,
  settings: PrinterSettings,
  place: LinkPlace,
  copies: readonly PrintCopy[],
  timeouts: PrintTimeouts,
  requested: CompletionMethod,
): Promise<PrintResult> {
  let status: StatusReport | null;
  try {
    status = await askEpsonStatus(link, timeouts.statusMs);
  } catch (error) {
    if (error instanceof LinkClosedError)
      return failed('connection_lost', msg('printer.status-broke', { printer: settings.name }), false);
    throw error;
  }
  if (status === null) {
    const silent = silentPrinter(settings, place);
    if ('refuse' in silent) return silent.refuse;
    return sendUnverified(link, place, copies, timeouts, 'no-status');
  }
  const blocked = refusal(settings.name, status);
  if (blocked) return failed(blocked.reason, blocked.message, false);

  const key = place.key;
  let method: CompletionMethod = requested === 'auto' ? (learnedMethods.get(key) ?? 'auto') : requested;
  let paperLow = status.paperLow;
  const channel = new CompletionChannel(link);
  for (const [index, copy] of copies.entries()) {
    const which = copyOf(index, copies.length);
    try {
      const sentAt = monotonicNow();
      link.write(copy);
      const completion = channel.request(method);
      const waitMs = completionTimeoutMs(timeouts, copy.length);
      let verdict = await completion.wait(waitMs, timeouts.statusMs);
      if (verdict.kind === 'none') {
        // Perhaps another printer now sits at this address: ask both ways again next time.
        if (requested === 'auto') learnedMethods.delete(key);
        const after = await askEpsonStatus(link, timeouts.statusMs);
        // Whatever the printer sent before its status answer has arrived by now (the link keeps the order).
        const late = await completion.wait(0, 0);
        if (late.kind === 'none') {
          return explainMissingProof(settings, after, waitMs, which, verdict.misleading || late.misleading);
        }
        verdict = late;
      }
      if (verdict.kind === 'paper-end') {
        return failed('paper_out', msg('printer.paper-ran-out', { printer: settings.name, ...which }), true);
      }
      if (verdict.kind === 'proof') {
        // "Printed" before the paper could have moved: the printer says so on receipt, not on paper.
        if (answeredBeforePaper(copy, sentAt, verdict.answeredAt, timeouts.fastestPaperMmPerS))
          return answeredTooSoon(settings);
        paperLow ||= verdict.paperLow;
        if (requested === 'auto') {
          learnedMethods.set(key, verdict.method);
          method = verdict.method;
        }
      }
    } catch (error) {
      if (error instanceof LinkClosedError) return failed('connection_lost', place.lost(which), true);
      throw error;
    }
  }
  await link.finish(timeouts.connectMs);
  return printed(msg('printer.printed', { printer: settings.name, copies: copies.length, paperLow }));
}

/** What an Epson-speaking printer says about itself on the open link; null when it answers nothing. */
export async function queryEpson(
  link: PrinterLink,
  settings: PrinterSettings,
  statusMs: number,
): Promise<PrinterStatus | null> {
  const report = await askEpsonStatus(link, statusMs);
  return report === null ? null : toPrinterStatus(settings.name, report);
}
