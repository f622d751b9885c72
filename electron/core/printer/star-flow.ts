/**
 * Star's way to prove printing (StarIO's "checked block"), on any link: the status (ASB) before the job,
 * the ETB counter cleared, each copy followed by `ETB`, and proof once the status shows the counter
 * advanced with nothing wrong. The status comes on the printing connection (`ESC ACK SOH` answered, or
 * ASB sent by itself when the printer has it on), or — for a network printer that answers nothing there —
 * from its status port (9101). See docs/PRINTING.md, "Star printers".
 */
import { monotonicNow } from '../time/monotonic';
import { msg } from '../../common/messages/catalogue';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { sendUnverified } from './epson-flow';
import {
  answeredTooSoon,
  explainMissingProof,
  silentPrinter,
  toPrinterStatus,
  type LinkPlace,
} from './link-outcomes';
import { copyOf, refusal } from './messages';
import { completionTimeoutMs, type PrintTimeouts } from './print-options';
import { failed, printed, type PrinterStatus, type PrintResult } from './print-result';
import { LinkClosedError, PrinterLink } from './printer-link';
import {
  ETB_MODULO,
  readAsb,
  STAR_CLEAR_ETB,
  STAR_ETB,
  STAR_STATUS_PORT_REQUEST,
  STAR_STATUS_REQUEST,
  StarAnswerDecoder,
  type StarAnswer,
  type StarStatus,
} from './star-status';
import { answeredBeforePaper, type PrintCopy } from './paper-time';

export type StarLink = PrinterLink<StarAnswer>;

/** Where a network Star printer's status port is (9101 unless a test says otherwise). */
export interface StarStatusPort {
  readonly host: string;
  readonly port: number;
}

/** How often the status is asked while waiting for the ETB counter (ASB sent by itself is taken at once). */
const POLL_MS = 100;

const isAsb = (answer: StarAnswer): boolean => answer.kind === 'asb';
const statusesOf = (answers: readonly StarAnswer[]): StarStatus[] =>
  answers.flatMap((answer) => (answer.kind === 'asb' ? [readAsb(answer.bytes)] : []));

/** Where the status is read: the printing link itself, or the status port. */
interface StatusSource {
  /** Every status since the last call, in order, including the answer to a fresh request (or none). */
  ask(timeoutMs: number): Promise<StarStatus[]>;
  /** Waits `ms` between requests; ASB the printer sends by itself meanwhile is returned at once. */
  pause(ms: number): Promise<StarStatus[]>;
}

class LinkSource implements StatusSource {
  constructor(private readonly link: StarLink) {}

  async ask(timeoutMs: number): Promise<StarStatus[]> {
    const kept = statusesOf(this.link.takeKept(isAsb));
    this.link.write(STAR_STATUS_REQUEST);
    const answer = await this.link.next(isAsb, timeoutMs);
    return answer ? [...kept, ...statusesOf([answer])] : kept;
  }

  async pause(ms: number): Promise<StarStatus[]> {
    const answer = await this.link.next(isAsb, ms);
    return answer ? statusesOf([answer]) : [];
  }
}

/** The status port answers one request per connection (Star Ethernet interfaces, 9101). */
class PortSource implements StatusSource {
  constructor(
    private readonly where: StarStatusPort,
    private readonly connectMs: number,
  ) {}

  async ask(timeoutMs: number): Promise<StarStatus[]> {
    let link: StarLink;
    try {
      link = await PrinterLink.connect(
        this.where.host,
        this.where.port,
        this.connectMs,
        new StarAnswerDecoder(),
      );
    } catch {
      return [];
    }
    try {
      link.write(STAR_STATUS_PORT_REQUEST);
      const answer = await link.next(isAsb, timeoutMs);
      return answer ? statusesOf([answer]) : [];
    } catch (error) {
      if (error instanceof LinkClosedError) return [];
      throw error;
    } finally {
      link.destroy();
    }
  }

  async pause(ms: number): Promise<StarStatus[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return [];
  }
}

const latest = (statuses: readonly StarStatus[]): StarStatus | null => statuses.at(-1) ?? null;

/** The printer's status and where it comes from, or null when neither the link nor the status port answers. */
async function findStatus(
  link: StarLink,
  statusPort: StarStatusPort | null,
  timeouts: PrintTimeouts,
): Promise<{ source: StatusSource; status: StarStatus } | null> {
  const onLink = new LinkSource(link);
  const here = latest(await onLink.ask(timeouts.statusMs));
  if (here) return { source: onLink, status: here };
  if (!statusPort) return null;
  const port = new PortSource(statusPort, timeouts.connectMs);
  const there = latest(await port.ask(timeouts.statusMs));
  return there ? { source: port, status: there } : null;
}

/** Clears the ETB counter and waits to see it cleared; the counter to count from (0, or where it stays). */
async function clearCounter(
  link: StarLink,
  source: StatusSource,
  status: StarStatus,
  statusMs: number,
): Promise<number> {
  if (status.etb === 0 || status.etb === null) return 0;
  link.write(STAR_CLEAR_ETB);
  let seen = status.etb;
  const deadline = monotonicNow() + statusMs;
  while (monotonicNow() < deadline) {
    const now = latest(await source.ask(Math.max(1, deadline - monotonicNow())));
    if (now?.etb === 0) return 0;
    if (now?.etb != null) seen = now.etb;
    if (!now) break;
    await source.pause(Math.min(POLL_MS, statusMs));
  }
  // A printer that ignores ESC RS E: nothing else moves its counter, so count from where it stands.
  return seen;
}

/** Waits until the counter reaches `expected` (proof), a fault shows, or the time is up. */
async function awaitCounter(
  source: StatusSource,
  settings: PrinterSettings,
  expected: number,
  before: number,
  waitMs: number,
  copy: ReturnType<typeof copyOf>,
  timeouts: PrintTimeouts,
): Promise<{ paperLow: boolean; answeredAt: number } | PrintResult> {
  const deadline = monotonicNow() + waitMs;
  let last: StarStatus | null = null;
  let misleading = false;
  const pollMs = Math.min(POLL_MS, timeouts.statusMs);
  for (;;) {
    const remaining = deadline - monotonicNow();
    // Each status with when it was read: the proof's time says whether the paper could have moved.
    const asked = await source.ask(Math.max(1, Math.min(timeouts.statusMs, remaining)));
    const askedAt = monotonicNow();
    const paused = await source.pause(Math.max(0, Math.min(pollMs, deadline - monotonicNow())));
    const pausedAt = monotonicNow();
    const statuses = [
      ...asked.map((status) => ({ status, at: askedAt })),
      ...paused.map((status) => ({ status, at: pausedAt })),
    ];
    for (const { status, at } of statuses) {
      last = status;
      if (status.etb === expected) {
        // Proof needs the counter advanced AND nothing wrong: a fault with it is explained as one.
        if (status.paperOut || status.coverOpen || status.error || status.offline)
          return explainMissingProof(settings, status, waitMs, copy, false);
        return { paperLow: status.paperLow, answeredAt: at };
      }
      if (status.etb !== before && status.etb !== null) misleading = true;
      // Paper out, cover open or an error while the job waits: it will not finish by itself.
      if (status.paperOut || status.coverOpen || status.error)
        return explainMissingProof(settings, status, waitMs, copy, false);
    }
    if (monotonicNow() >= deadline) return explainMissingProof(settings, last, waitMs, copy, misleading);
  }
}

/** Prints on a Star printer over `link`; never throws for printer problems. */
export async function printStar(
  link: StarLink,
  settings: PrinterSettings,
  place: LinkPlace,
  statusPort: StarStatusPort | null,
  copies: readonly PrintCopy[],
  timeouts: PrintTimeouts,
): Promise<PrintResult> {
  let found: Awaited<ReturnType<typeof findStatus>>;
  let base: number;
  try {
    found = await findStatus(link, statusPort, timeouts);
    if (found) {
      const blocked = refusal(settings.name, found.status);
      if (blocked) return failed(blocked.reason, blocked.message, false);
      base = await clearCounter(link, found.source, found.status, timeouts.statusMs);
    } else base = 0;
  } catch (error) {
    if (error instanceof LinkClosedError)
      return failed('connection_lost', msg('printer.status-broke', { printer: settings.name }), false);
    throw error;
  }
  // No status at all, or a status without the ETB counter (the 7-byte ASB of older Star firmware): no
  // answer can ever prove a copy printed, so this is a printer without proof, not one to wait for.
  if (!found || found.status.etb === null) {
    const why = found ? 'no-counter' : 'no-status';
    const silent = silentPrinter(settings, place, why);
    if ('refuse' in silent) return silent.refuse;
    return sendUnverified(link, place, copies, timeouts, why);
  }

  let paperLow = found.status.paperLow;
  for (const [index, copy] of copies.entries()) {
    const which = copyOf(index, copies.length);
    const before = (base + index) % ETB_MODULO;
    const expected = (base + index + 1) % ETB_MODULO;
    try {
      const sentAt = monotonicNow();
      link.write(copy);
      link.write(STAR_ETB);
      const waitMs = completionTimeoutMs(timeouts, copy.length);
      const outcome = await awaitCounter(found.source, settings, expected, before, waitMs, which, timeouts);
      if ('outcome' in outcome) return outcome;
      // The counter moved before the paper could have: it counts what arrived, not what printed.
      if (answeredBeforePaper(copy, sentAt, outcome.answeredAt, timeouts.fastestPaperMmPerS))
        return answeredTooSoon(settings);
      paperLow ||= outcome.paperLow;
    } catch (error) {
      if (error instanceof LinkClosedError) return failed('connection_lost', place.lost(which), true);
      throw error;
    }
  }
  await link.finish(timeouts.connectMs);
  return printed(msg('printer.printed', { printer: settings.name, copies: copies.length, paperLow }));
}

/** What a Star printer says about itself; null when neither the link nor the status port answers. */
export async function queryStar(
  link: StarLink,
  settings: PrinterSettings,
  statusPort: StarStatusPort | null,
  timeouts: PrintTimeouts,
): Promise<PrinterStatus | null> {
  const found = await findStatus(link, statusPort, timeouts);
  return found ? toPrinterStatus(settings.name, found.status) : null;
}
