/**
 * What the command line says besides the engine's events: the headless host starting and stopping, and
 * the demo's terminal, one line per thing that happened to an order or a printer.
 */
import type { OrderRef } from '../order-label';
import type { Message } from './catalogue';
import { words, type Formatter } from './wording';

const NNBSP = '\u202f';

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

const money = (p: ArrivedParams, f: Formatter): string => (p.total === null ? '' : `, ${f.money(p.total)}`);

export const logWords = {
  /** `run` is serving the window; `url` is where to open it. */
  'log.running': words<{ url: string }>({
    en: (p) => `OrderSlip is running. Open ${p.url} in a browser to see the window.`,
    nl: (p) => `OrderSlip draait. Open ${p.url} in een browser om het venster te zien.`,
    fr: (p) => `OrderSlip tourne. Ouvrez ${p.url} dans un navigateur pour voir la fenêtre.`,
  }),
  /** A signal asked to stop; the job on its way to a printer is finished first. */
  'log.stopping': words<{ signal: string }>({
    en: (p) => `Stopping (${p.signal}): the receipt being printed is finished first.`,
    nl: (p) => `OrderSlip stopt (${p.signal}): de bon die nu afgedrukt wordt, komt eerst nog uit.`,
    fr: (p) => `Arrêt (${p.signal})${NNBSP}: le ticket en cours d’impression est d’abord terminé.`,
  }),
  /** The demo's first line: where its parts run, so a curious person can poke at them. */
  'log.demo-started': words<{ simulator: string; printer: string; dataDir: string }>({
    en: (p) =>
      `OrderSlip demo: a pretend ordering service at ${p.simulator} sends orders to a virtual printer at ${p.printer}. History kept in ${p.dataDir}.`,
    nl: (p) =>
      `OrderSlip-demo: een nagebootste bestelservice op ${p.simulator} stuurt bestellingen naar een virtuele printer op ${p.printer}. De geschiedenis staat in ${p.dataDir}.`,
    fr: (p) =>
      `Démo OrderSlip${NNBSP}: un service de commande simulé sur ${p.simulator} envoie des commandes à une imprimante virtuelle sur ${p.printer}. Historique dans ${p.dataDir}.`,
  }),
  'log.demo-open': words<{ url: string }>({
    en: (p) => `Open ${p.url} to watch orders arrive and print. Ctrl+C stops the demo.`,
    nl: (p) => `Open ${p.url} om de bestellingen te zien binnenkomen en afdrukken. Ctrl+C stopt de demo.`,
    fr: (p) => `Ouvrez ${p.url} pour voir arriver et s’imprimer les commandes. Ctrl+C arrête la démo.`,
  }),
  /**
   * An order came in: its name, total, and what makes it more than a list of products — where it is
   * delivered (`city`), the text a customer wants on a cake (`plate`); null when it has none.
   */
  'log.demo-order-arrived': words<ArrivedParams>({
    en: (p, f): string =>
      `New order: ${f.order(p.order)}${money(p, f)}${p.city ? `, delivered in ${p.city}` : ''}${p.plate ? `, cake plate "${p.plate}"` : ''}.`,
    nl: (p, f): string =>
      `Nieuwe bestelling: ${f.order(p.order)}${money(p, f)}${p.city ? `, te leveren in ${p.city}` : ''}${p.plate ? `, tekstplaatje "${p.plate}"` : ''}.`,
    fr: (p, f): string =>
      `Nouvelle commande${NNBSP}: ${f.order(p.order)}${money(p, f)}${p.city ? `, à livrer à ${p.city}` : ''}${p.plate ? `, plaquette «${NNBSP}${p.plate}${NNBSP}»` : ''}.`,
  }),
  'log.demo-order-printed': words<{ order: OrderRef }>({
    en: (p, f): string => `Printed: ${f.order(p.order)}.`,
    nl: (p, f): string => `Afgedrukt: ${f.order(p.order)}.`,
    fr: (p, f): string => `Imprimée${NNBSP}: ${f.order(p.order)}.`,
  }),
  /** An order waits for a person; `reason` says why and what to do. */
  'log.demo-order-held': words<HeldParams>({
    en: (p, f): string => `Needs attention: ${f.order(p.order)}${p.reason ? ` — ${f.say(p.reason)}` : '.'}`,
    nl: (p, f): string => `Vraagt aandacht: ${f.order(p.order)}${p.reason ? ` — ${f.say(p.reason)}` : '.'}`,
    fr: (p, f): string =>
      `Demande votre attention${NNBSP}: ${f.order(p.order)}${p.reason ? ` — ${f.say(p.reason)}` : '.'}`,
  }),
  /** A printer's state changed; `detail` is its own message (out of paper, ready again…). */
  'log.demo-printer': words<PrinterParams>({
    en: (p, f): string => `Printer ${p.printer}: ${f.say(p.detail)}`,
    nl: (p, f): string => `Printer ${p.printer}: ${f.say(p.detail)}`,
    fr: (p, f): string => `Imprimante ${p.printer}${NNBSP}: ${f.say(p.detail)}`,
  }),
} as const;
