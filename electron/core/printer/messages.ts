/**
 * The messages every driver shares: why a printer with a given status must not get a job, and which
 * copy of a job a message is about. The wordings live in electron/common/messages/printer.ts.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import type { CopyParams } from '../../common/words/en/messages/printer';
import type { StatusReport } from './status-bytes';

export type Refusal = 'paper_out' | 'cover_open' | 'printer_error' | 'offline';

/** Why a printer with this status must not get a job now, or null when it may. */
export function refusal(printer: string, status: StatusReport): { reason: Refusal; message: Message } | null {
  if (status.coverOpen) return { reason: 'cover_open', message: msg('printer.cover-open', { printer }) };
  if (status.paperOut) return { reason: 'paper_out', message: msg('printer.paper-out', { printer }) };
  if (status.error)
    return {
      reason: 'printer_error',
      message: msg('printer.error', { printer, causes: status.errorCauses }),
    };
  if (status.offline) return { reason: 'offline', message: msg('printer.offline', { printer }) };
  return null;
}

/** Copy `index` (0-based) of `count`, as messages carry it. */
export const copyOf = (index: number, count: number): CopyParams => ({ copy: index + 1, copies: count });

/** A job as a whole (a single copy is not mentioned). */
export const WHOLE_JOB: CopyParams = { copy: 1, copies: 1 };
