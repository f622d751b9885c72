/**
 * Raw TCP printing (port 9100) with proof: real-time status before the job, a completion answer after
 * each copy, and a status check to explain a missing answer. node-thermal-printer's execute() cannot do
 * this (it resolves when bytes reach the local OS), hence node:net. Star printers keep their status on
 * another port with another protocol: we send to them without pretending to verify.
 */
import { msg } from '../../common/messages/catalogue';
import { textOf } from '../../common/messages/errors';
import type { CopyParams, NetworkProblem, NoProofWhy } from '../../common/messages/printer';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { PrinterAnswer } from './answer-decoder';
import { CompletionChannel, type KnownMethod } from './completion';
import { copyOf, refusal, WHOLE_JOB, type Refusal } from './messages';
import { completionTimeoutMs, type CompletionMethod, type PrintTimeouts } from './print-options';
import {
  delivered,
  failed,
  printed,
  type PrintFailure,
  type PrinterStatus,
  type PrintResult,
} from './print-result';
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

const NETWORK_PROBLEMS: Readonly<Record<string, Exclude<NetworkProblem, 'other'>>> = {
  ETIMEDOUT: 'timeout',
  EHOSTUNREACH: 'no-route',
  EHOSTDOWN: 'host-down',
  ENETUNREACH: 'network-unreachable',
  ENOTFOUND: 'unknown-host',
  EAI_AGAIN: 'lookup-failed',
};

function connectFailure(settings: PrinterSettings, target: TcpTarget, error: unknown): PrintFailure {
  const printer = settings.name;
  const where = describeTarget({ kind: 'tcp', ...target });
  const code = error instanceof ConnectError ? error.code : 'EIO';
  if (code === 'ECONNREFUSED')
    return failed('unreachable', msg('printer.refused', { printer, where }), false);
  const problem = NETWORK_PROBLEMS[code];
  // The OS's own code stays in the sentence: it is what a technician searches for.
  const cause = problem
    ? msg('printer.network-problem', { problem, code })
    : msg('printer.network-problem', { problem: 'other', code: textOf(error) });
  return failed('unreachable', msg('printer.unreachable', { printer, where, cause }), false);
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

async function sendUnverified(
  link: PrinterLink,
  settings: PrinterSettings,
  copies: readonly Uint8Array[],
  timeouts: PrintTimeouts,
  why: NoProofWhy,
): Promise<PrintResult> {
  try {
    for (const copy of copies) link.write(copy);
    await link.flushed();
    await link.finish(timeouts.connectMs);
  } catch (error) {
    if (error instanceof LinkClosedError) {
      const lost = msg('printer.connection-lost', { printer: settings.name, ...WHOLE_JOB });
      return failed('connection_lost', lost, true);
    }
    throw error;
  }
  return delivered(msg('printer.delivered', { printer: settings.name, why }));
}

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
      return failed('connection_lost', msg('printer.status-broke', { printer: settings.name }), false);
    throw error;
  }
  if (status === null) {
    if (!settings.allowUnverified) {
      const why = msg('printer.not-verifiable', { printer: settings.name, why: 'no-status' });
      return failed('not_verifiable', why, false);
    }
    return sendUnverified(link, settings, copies, timeouts, 'no-status');
  }
  const blocked = refusal(settings.name, status);
  if (blocked) return failed(blocked.reason, blocked.message, false);

  const key = `${target.host}:${target.port}`;
  let method: CompletionMethod = requested === 'auto' ? (learnedMethods.get(key) ?? 'auto') : requested;
  let paperLow = status.paperLow;
  const channel = new CompletionChannel(link);
  for (const [index, copy] of copies.entries()) {
    const which = copyOf(index, copies.length);
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
          return explainMissingProof(settings, after, waitMs, which, verdict.misleading || late.misleading);
        }
        verdict = late;
      }
      if (verdict.kind === 'paper-end') {
        return failed('paper_out', msg('printer.paper-ran-out', { printer: settings.name, ...which }), true);
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
        const lost = msg('printer.connection-lost', { printer: settings.name, ...which });
        return failed('connection_lost', lost, true);
      }
      throw error;
    }
  }
  await link.finish(timeouts.connectMs);
  return printed(msg('printer.printed', { printer: settings.name, copies: copies.length, paperLow }));
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
    return failed(
      'not_verifiable',
      msg('printer.not-verifiable', { printer: settings.name, why: 'star' }),
      false,
    );
  }
  let link: PrinterLink;
  try {
    link = await PrinterLink.connect(target.host, target.port, timeouts.connectMs);
  } catch (error) {
    return connectFailure(settings, target, error);
  }
  try {
    if (settings.type === 'star') return await sendUnverified(link, settings, copies, timeouts, 'star');
    return await printVerified(link, settings, target, copies, timeouts, completion);
  } finally {
    link.destroy();
  }
}

const STATE_OF_REFUSAL = {
  cover_open: 'cover_open',
  paper_out: 'paper_out',
  printer_error: 'error',
  offline: 'offline',
} as const satisfies Record<Refusal, PrinterStatus['state']>;

/** The printer's own word, in the messages a refused job gives: they say what to do. */
function toPrinterStatus(printer: string, report: StatusReport): PrinterStatus {
  const blocked = refusal(printer, report);
  if (blocked) return { state: STATE_OF_REFUSAL[blocked.reason], detail: blocked.message };
  if (report.paperLow) return { state: 'paper_low', detail: msg('printer.ready-paper-low', { printer }) };
  return { state: 'ready', detail: msg('printer.ready') };
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
    return { state: 'unreachable', detail: connectFailure(settings, target, error).message };
  }
  try {
    if (settings.type === 'star') {
      return { state: 'unknown', detail: msg('printer.status-star', { printer: settings.name }) };
    }
    const report = await askStatus(link, timeouts.statusMs);
    if (report === null)
      return { state: 'unknown', detail: msg('printer.status-silent', { printer: settings.name }) };
    return toPrinterStatus(settings.name, report);
  } catch (error) {
    if (!(error instanceof LinkClosedError)) throw error;
    return { state: 'unknown', detail: msg('printer.status-closed', { printer: settings.name }) };
  } finally {
    link.destroy();
  }
}
