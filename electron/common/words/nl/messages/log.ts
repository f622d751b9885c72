import type { Translation } from '../../wording';
import { type log as En, money } from '../../en/messages/log';

export const log: Translation<typeof En> = {
  'log.running': (p) => `OrderSlip draait. Open ${p.url} in een browser om het venster te zien.`,
  'log.stopping': (p) => `OrderSlip stopt (${p.signal}): de bon die nu afgedrukt wordt, komt eerst nog uit.`,
  'log.demo-started': (p) =>
    `OrderSlip-demo: een nagebootste bestelservice op ${p.simulator} stuurt bestellingen naar een virtuele printer op ${p.printer}. De geschiedenis staat in ${p.dataDir}.`,
  'log.demo-open': (p) =>
    `Open ${p.url} om de bestellingen te zien binnenkomen en afdrukken. Ctrl+C stopt de demo.`,
  'log.demo-order-arrived': (p, f): string =>
    `Nieuwe bestelling: ${f.order(p.order)}${money(p, f)}${p.city ? `, te leveren in ${p.city}` : ''}${p.plate ? `, tekstplaatje "${p.plate}"` : ''}.`,
  'log.demo-order-printed': (p, f): string => `Afgedrukt: ${f.order(p.order)}.`,
  'log.demo-order-held': (p, f): string =>
    `Vraagt aandacht: ${f.order(p.order)}${p.reason ? ` — ${f.say(p.reason)}` : '.'}`,
  'log.demo-printer': (p, f): string => `Printer ${p.printer}: ${f.say(p.detail)}`,
};
