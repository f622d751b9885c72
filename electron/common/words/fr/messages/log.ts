import type { Translation } from '../../wording';
import { type log as En, NNBSP, money } from '../../en/messages/log';

export const log: Translation<typeof En> = {
  'log.running': (p) => `OrderSlip tourne. Ouvrez ${p.url} dans un navigateur pour voir la fenêtre.`,
  'log.stopping': (p) => `Arrêt (${p.signal})${NNBSP}: le ticket en cours d’impression est d’abord terminé.`,
  'log.demo-started': (p) =>
    `Démo OrderSlip${NNBSP}: un service de commande simulé sur ${p.simulator} envoie des commandes à une imprimante virtuelle sur ${p.printer}. Historique dans ${p.dataDir}.`,
  'log.demo-open': (p) =>
    `Ouvrez ${p.url} pour voir arriver et s’imprimer les commandes. Ctrl+C arrête la démo.`,
  'log.demo-order-arrived': (p, f): string =>
    `Nouvelle commande${NNBSP}: ${f.order(p.order)}${money(p, f)}${p.city ? `, à livrer à ${p.city}` : ''}${p.plate ? `, plaquette «${NNBSP}${p.plate}${NNBSP}»` : ''}.`,
  'log.demo-order-printed': (p, f): string => `Imprimée${NNBSP}: ${f.order(p.order)}.`,
  'log.demo-order-held': (p, f): string =>
    `Demande votre attention${NNBSP}: ${f.order(p.order)}${p.reason ? ` — ${f.say(p.reason)}` : '.'}`,
  'log.demo-printer': (p, f): string => `Imprimante ${p.printer}${NNBSP}: ${f.say(p.detail)}`,
};
