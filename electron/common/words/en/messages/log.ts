/**
 * What the command line says besides the engine's events: the headless host starting and stopping, and
 * the demo's terminal, one line per thing that happened to an order or a printer.
 */
import type { OrderRef } from '../../../order-label';
import type { Message } from '../../../messages/catalogue';
import { words, type Formatter } from '../../wording';

export const NNBSP = '\u202f';

// Interfaces, not inline types: a parameter that is itself a Message must be resolved lazily, or the
// catalogue's type would depend on itself.
interface HeldParams {
  readonly order: OrderRef;
  readonly reason: Message | null;
}

interface PrinterParams {
  readonly printer: string;
  readonly detail: Message;
}

interface ArrivedParams {
  readonly order: OrderRef;
  readonly total: number | null;
  readonly city: string | null;
  readonly plate: string | null;
}

export const money = (p: ArrivedParams, f: Formatter): string =>
  p.total === null ? '' : `, ${f.money(p.total)}`;

export const log = {
  /** `run` is serving the window; `url` is where to open it. */
  'log.running': words<{ url: string }>(
    (p) => `OrderSlip is running. Open ${p.url} in a browser to see the window.`,
  ),
  /** A signal asked to stop; the job on its way to a printer is finished first. */
  'log.stopping': words<{ signal: string }>(
    (p) => `Stopping (${p.signal}): the receipt being printed is finished first.`,
  ),
  /** The demo's first line: where its parts run, so a curious person can poke at them. */
  'log.demo-started': words<{ simulator: string; printer: string; dataDir: string }>(
    (p) =>
      `OrderSlip demo: a pretend ordering service at ${p.simulator} sends orders to a virtual printer at ${p.printer}. History kept in ${p.dataDir}.`,
  ),
  'log.demo-open': words<{ url: string }>(
    (p) => `Open ${p.url} to watch orders arrive and print. Ctrl+C stops the demo.`,
  ),
  /**
   * An order came in: its name, total, and what makes it more than a list of products — where it is
   * delivered (`city`), the text a customer wants on a cake (`plate`); null when it has none.
   */
  'log.demo-order-arrived': words<ArrivedParams>(
    (p, f): string =>
      `New order: ${f.order(p.order)}${money(p, f)}${p.city ? `, delivered in ${p.city}` : ''}${p.plate ? `, cake plate "${p.plate}"` : ''}.`,
  ),
  'log.demo-order-printed': words<{ order: OrderRef }>((p, f): string => `Printed: ${f.order(p.order)}.`),
  /** An order waits for a person; `reason` says why and what to do. */
  'log.demo-order-held': words<HeldParams>(
    (p, f): string => `Needs attention: ${f.order(p.order)}${p.reason ? ` — ${f.say(p.reason)}` : '.'}`,
  ),
  /** A printer's state changed; `detail` is its own message (out of paper, ready again…). */
  'log.demo-printer': words<PrinterParams>((p, f): string => `Printer ${p.printer}: ${f.say(p.detail)}`),
} as const;
