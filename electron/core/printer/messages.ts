/**
 * What a shop person reads when a receipt did not print: which printer, what happened, what to do.
 * One place, so the wording stays consistent across drivers.
 */
import type { StatusReport } from './status-bytes';

const q = (name: string): string => `Printer '${name}'`;

export const messages = {
  paperOut: (name: string): string =>
    `${q(name)} is out of paper. Load paper; waiting orders print when it is back.`,
  paperRanOut: (name: string, copy: string): string =>
    `${q(name)} ran out of paper while printing${copy}. Load paper and check the last receipt: it may be incomplete.`,
  coverOpen: (name: string): string =>
    `${q(name)} has its cover open. Close the cover; waiting orders print when it is closed.`,
  coverOpened: (name: string, copy: string): string =>
    `The cover of printer '${name}' was opened while printing${copy}. Close the cover and check the last receipt: it may be incomplete.`,
  printerError: (name: string, cause: string | null): string =>
    `${q(name)} reports an error${cause ? ` (${cause})` : ''}. Switch it off, clear any jammed paper, and switch it on again.`,
  offline: (name: string): string =>
    `${q(name)} is offline: it answers but says it cannot print. Check its lights, the paper and the cover; press its feed button once.`,
  refused: (name: string, where: string): string =>
    `${q(name)} at ${where} refused the connection. Check that it is switched on, that no other computer is printing to it, and that the port in Settings is right.`,
  unreachable: (name: string, where: string, why: string): string =>
    `${q(name)} at ${where} cannot be reached (${why}). Check that it is switched on and connected to the network, and that the address in Settings is right.`,
  connectionLost: (name: string, copy: string): string =>
    `The connection to printer '${name}' broke while sending the receipt${copy}. Part of it may have printed. Check the printer's power and network cable.`,
  noAnswer: (name: string, seconds: number, copy: string): string =>
    `${q(name)} took the receipt${copy} but did not confirm it printed within ${seconds} s. Check whether it came out.`,
  answerNotOurs: (name: string, copy: string): string =>
    `${q(name)} took the receipt${copy} and answered, but not for this receipt, so it did not confirm it printed. Check whether it came out.`,
  notVerifiable: (name: string, why: string): string =>
    `${q(name)} ${why}, so OrderSlip cannot know whether a receipt printed. Nothing was sent. To print anyway, allow unverified printing for this printer in Settings.`,
  statusBroke: (name: string): string =>
    `${q(name)} stopped answering in the middle of a status check. Nothing was sent. Check the printer and its cable.`,
} as const;

/** Why a printer with this status must not get a job now, or null when it may. */
export function refusal(
  name: string,
  status: StatusReport,
): { reason: 'paper_out' | 'cover_open' | 'printer_error' | 'offline'; message: string } | null {
  if (status.coverOpen) return { reason: 'cover_open', message: messages.coverOpen(name) };
  if (status.paperOut) return { reason: 'paper_out', message: messages.paperOut(name) };
  if (status.error)
    return { reason: 'printer_error', message: messages.printerError(name, status.errorCause) };
  if (status.offline) return { reason: 'offline', message: messages.offline(name) };
  return null;
}

/** " (copy 2 of 3)" when there are several copies, else "". */
export const copyLabel = (index: number, count: number): string =>
  count > 1 ? ` (copy ${index + 1} of ${count})` : '';
