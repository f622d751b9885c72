/**
 * Raw TCP printing (port 9100) with proof: real-time status before the job, a completion answer after
 * each copy, and a status check to explain a missing answer. node-thermal-printer's execute() cannot do
 * this (it resolves when bytes reach the local OS), hence node:net. Star printers keep their status on
 * another port with another protocol: we send to them without pretending to verify.
 */
import type { PrinterSettings } from '../model/printer-settings';
import type { PrinterAnswer } from './answer-decoder';
import { CompletionChannel, type KnownMethod } from './completion';
import { copyLabel, messages, refusal } from './messages';
import { completionTimeoutMs, type CompletionMethod, type PrintTimeouts } from './print-options';
import { delivered, failed, printed, type PrinterStatus, type PrintResult } from './print-result';
import { ConnectError, LinkClosedError, PrinterLink } from './printer-link';
import { describeTarget } from './printer-uri';
import { readStatusBytes, statusRequest, type StatusReport } from './status-bytes';

export interface TcpTarget {
  readonly host: string;
  readonly port: number;
}

/** Which completion request each printer answered, so later jobs send only that one. */
const learnedMethods = new Map<string, KnownMethod>();

const isRealtime = (answer: PrinterAnswer): boolean => answer.kind === 'realtime';

function connectFailure(settings: PrinterSettings, target: TcpTarget, error: unknown): PrintResult {
  const where = describeTarget({ kind: 'tcp', ...target });
  const code = error instanceof ConnectError ? error.code : 'EIO';
  if (code === 'ECONNREFUSED') return failed('unreachable', messages.refused(settings.name, where), false);
  const why: Record<string, string> = {
    ETIMEDOUT: 'no answer',
    EHOSTUNREACH: 'no route to it',
    EHOSTDOWN: 'the host is down',
    ENETUNREACH: 'the network is unreachable',
    ENOTFOUND: 'the host name is unknown',
    EAI_AGAIN: 'the host name could not be looked up',
  };
  const detail = why[code] ?? (error instanceof Error ? error.message : String(error));
  return failed('unreachable', messages.unreachable(settings.name, where, detail), false);
}

/** DLE EOT 1, 2, 4 (and 3 after an error) on the open link; null when the printer gives no status. */
async function askStatus(link: PrinterLink, statusMs: number): Promise<StatusReport | null> {
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

/** Why a copy got no proof, from the status asked afterwards; every case may have left paper. */
function explainMissingProof(
  settings: PrinterSettings,
  status: StatusReport | null,
  waitedMs: number,
  copy: string,
  misleading: boolean,
): PrintResult {
  const name = settings.name;
  if (status?.paperOut) return failed('paper_out', messages.paperRanOut(name, copy), true);
  if (status?.coverOpen) return failed('cover_open', messages.coverOpened(name, copy), true);
  if (status?.error) return failed('printer_error', messages.printerError(name, status.errorCause), true);
  if (status?.offline) return failed('offline', messages.offline(name), true);
  if (misleading) return failed('no_answer', messages.answerNotOurs(name, copy), true);
  return failed('no_answer', messages.noAnswer(name, Math.round(waitedMs / 1000), copy), true);
}

async function sendUnverified(
  link: PrinterLink,
  settings: PrinterSettings,
  copies: readonly Uint8Array[],
  timeouts: PrintTimeouts,
  why: string,
): Promise<PrintResult> {
  const total = copies.reduce((sum, copy) => sum + copy.length, 0);
  try {
    for (const copy of copies) link.write(copy);
    await link.flushed();
    await link.finish(timeouts.connectMs);
  } catch (error) {
    if (error instanceof LinkClosedError) {
      return failed('connection_lost', messages.connectionLost(settings.name, ''), true);
    }
    throw error;
  }
  return delivered(
    `Sent ${total} bytes to printer '${settings.name}'; ${why}, so printing is not confirmed.`,
  );
}

const STAR_NO_STATUS = 'is a Star printer, whose status OrderSlip cannot read over the network yet';
const STAR_UNVERIFIED = 'it is a Star printer, whose status OrderSlip cannot read over the network yet';
const SILENT_PRINTER = 'answers no status requests';

async function printVerified(
  link: PrinterLink,
  settings: PrinterSettings,
  target: TcpTarget,
  copies: readonly Uint8Array[],
  timeouts: PrintTimeouts,
  requested: CompletionMethod,
): Promise<PrintResult> {
  let status: StatusReport | null;
  try {
    status = await askStatus(link, timeouts.statusMs);
  } catch (error) {
    if (error instanceof LinkClosedError)
      return failed('connection_lost', messages.statusBroke(settings.name), false);
    throw error;
  }
  if (status === null) {
    if (!settings.allowUnverified) {
      return failed('not_verifiable', messages.notVerifiable(settings.name, SILENT_PRINTER), false);
    }
    return sendUnverified(link, settings, copies, timeouts, `the printer ${SILENT_PRINTER}`);
  }
  const blocked = refusal(settings.name, status);
  if (blocked) return failed(blocked.reason, blocked.message, false);

  const key = `${target.host}:${target.port}`;
  let method: CompletionMethod = requested === 'auto' ? (learnedMethods.get(key) ?? 'auto') : requested;
  let paperLow = status.paperLow;
  const channel = new CompletionChannel(link);
  for (const [index, copy] of copies.entries()) {
    const label = copyLabel(index, copies.length);
    try {
      link.write(copy);
      const completion = channel.request(method);
      const waitMs = completionTimeoutMs(timeouts, copy.length);
      let verdict = await completion.wait(waitMs, timeouts.statusMs);
      if (verdict.kind === 'none') {
        // Perhaps another printer now sits at this address: ask both ways again next time.
        if (requested === 'auto') learnedMethods.delete(key);
        const after = await askStatus(link, timeouts.statusMs);
        // Whatever the printer sent before its status answer has arrived by now (TCP keeps the order).
        const late = await completion.wait(0, 0);
        if (late.kind === 'none') {
          return explainMissingProof(settings, after, waitMs, label, verdict.misleading || late.misleading);
        }
        verdict = late;
      }
      if (verdict.kind === 'paper-end') {
        return failed('paper_out', messages.paperRanOut(settings.name, label), true);
      }
      if (verdict.kind === 'proof') {
        paperLow ||= verdict.paperLow;
        if (requested === 'auto') {
          learnedMethods.set(key, verdict.method);
          method = verdict.method;
        }
      }
    } catch (error) {
      if (error instanceof LinkClosedError) {
        return failed('connection_lost', messages.connectionLost(settings.name, label), true);
      }
      throw error;
    }
  }
  await link.finish(timeouts.connectMs);
  const count = copies.length === 1 ? 'the receipt' : `all ${copies.length} copies`;
  const low = paperLow ? ' Paper is running low.' : '';
  return printed(`Printer '${settings.name}' confirmed it printed ${count}.${low}`);
}

/** Prints over one TCP connection; never throws for printer problems. */
export async function printOverTcp(
  settings: PrinterSettings,
  target: TcpTarget,
  copies: readonly Uint8Array[],
  timeouts: PrintTimeouts,
  completion: CompletionMethod,
): Promise<PrintResult> {
  if (settings.type === 'star' && !settings.allowUnverified) {
    return failed('not_verifiable', messages.notVerifiable(settings.name, STAR_NO_STATUS), false);
  }
  let link: PrinterLink;
  try {
    link = await PrinterLink.connect(target.host, target.port, timeouts.connectMs);
  } catch (error) {
    return connectFailure(settings, target, error);
  }
  try {
    if (settings.type === 'star')
      return await sendUnverified(link, settings, copies, timeouts, STAR_UNVERIFIED);
    return await printVerified(link, settings, target, copies, timeouts, completion);
  } finally {
    link.destroy();
  }
}

function toPrinterStatus(report: StatusReport): PrinterStatus {
  if (report.coverOpen) return { state: 'cover_open', detail: 'The cover is open.' };
  if (report.paperOut) return { state: 'paper_out', detail: 'The paper is out.' };
  if (report.error)
    return { state: 'error', detail: `The printer reports ${report.errorCause ?? 'an error'}.` };
  if (report.offline) return { state: 'offline', detail: 'The printer says it is offline.' };
  if (report.paperLow) return { state: 'paper_low', detail: 'Ready; the paper is running low.' };
  return { state: 'ready', detail: 'Ready.' };
}

/** What the printer says about itself, over a short-lived TCP connection. */
export async function queryTcpStatus(
  settings: PrinterSettings,
  target: TcpTarget,
  timeouts: PrintTimeouts,
): Promise<PrinterStatus> {
  let link: PrinterLink;
  try {
    link = await PrinterLink.connect(target.host, target.port, timeouts.connectMs);
  } catch (error) {
    const result = connectFailure(settings, target, error);
    return { state: 'unreachable', detail: result.outcome === 'failed' ? result.message : '' };
  }
  try {
    if (settings.type === 'star') {
      return {
        state: 'unknown',
        detail: 'Reachable. Star printers report status on another port; not read.',
      };
    }
    const report = await askStatus(link, timeouts.statusMs);
    if (report === null)
      return { state: 'unknown', detail: 'Reachable, but the printer answers no status requests.' };
    return toPrinterStatus(report);
  } catch (error) {
    if (!(error instanceof LinkClosedError)) throw error;
    return { state: 'unknown', detail: 'The printer closed the connection during the status check.' };
  } finally {
    link.destroy();
  }
}
