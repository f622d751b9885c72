/** What the command line says besides the engine's events, in German: the headless host and the demo's terminal. */
import type { Translation } from '../../wording';
import { type log as En, money } from '../../en/messages/log';

export const log: Translation<typeof En> = {
  'log.running': (p) => `OrderSlip läuft. Öffnen Sie ${p.url} in einem Browser, um das Fenster zu sehen.`,
  'log.stopping': (p) =>
    `OrderSlip wird beendet (${p.signal}): Der Bon, der gerade gedruckt wird, kommt zuerst noch heraus.`,
  'log.demo-started': (p) =>
    `OrderSlip-Demo: Ein nachgeahmter Bestelldienst unter ${p.simulator} sendet Bestellungen an einen virtuellen Drucker unter ${p.printer}. Der Verlauf liegt in ${p.dataDir}.`,
  'log.demo-open': (p) =>
    `Öffnen Sie ${p.url}, um zu sehen, wie Bestellungen eingehen und gedruckt werden. Strg+C beendet die Demo.`,
  'log.demo-order-arrived': (p, f) =>
    `Neue Bestellung: ${f.order(p.order)}${money(p, f)}${p.city ? `, Lieferung nach ${p.city}` : ''}${p.plate ? `, Tortentext „${p.plate}“` : ''}.`,
  'log.demo-order-printed': (p, f) => `Gedruckt: ${f.order(p.order)}.`,
  'log.demo-order-held': (p, f) =>
    `Braucht Aufmerksamkeit: ${f.order(p.order)}${p.reason ? ` — ${f.say(p.reason)}` : '.'}`,
  'log.demo-printer': (p, f) => `Drucker ${p.printer}: ${f.say(p.detail)}`,
};
