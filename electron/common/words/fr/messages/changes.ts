import type { Translation } from '../../wording';
import { receipt as paperReceipt } from '../paper/receipt';
import { type changes as En, type ChangeWords, sayChanges } from '../../en/messages/changes';

export const CHANGE_WORDS: ChangeWords = {
  fields: {
    type: 'type de commande',
    'due-date': 'date',
    'due-time': 'heure',
    'delivery-address': 'adresse de livraison',
    'line-added': 'ajouté',
    'line-removed': 'supprimé',
    quantity: 'quantité',
    parts: 'options',
    plate: 'texte du gâteau',
  },
  none: 'aucun',
  ofProduct: (field, product) => `${field} (${product})`,
  fromTo: (field, before, after) => `${field} : ${before}, maintenant ${after}`,
  one: (field, what) => `${field} : ${what}`,
};

export const changes: Translation<typeof En> = {
  'changes.content-changed': (p) =>
    `Modifiée sur le service de commandes depuis son impression : ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}. Un ticket MODIFIÉE dit ce qu'il faut préparer maintenant.`,
  'changes.gone-from-service': () =>
    'Le service de commandes ne connaît plus cette commande (il répond « introuvable ») : annulée ? Vérifiez avant de la préparer.',
  'changes.gone-seen': () =>
    'Marquée comme vue dans État\u202f: le service de commandes ne connaît plus cette commande. OrderSlip n’en a rien fait d’autre.',
  'changes.back-on-service': (p) =>
    p.changes.length === 0
      ? 'Le service de commandes connaît de nouveau cette commande, telle qu’elle a été imprimée.'
      : `Le service de commandes connaît de nouveau cette commande, modifiée : ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  'changes.other-order': (p) =>
    `Le service de commandes a répondu pour la commande ${p.asked} avec une autre commande (${p.got}).`,
  'changes.cli-heading': (p, f) =>
    `Modifications tardives pour le ${p.date}${p.shops.length > 0 ? ` (magasin ${f.list(p.shops.map(String))})` : ''} : ${f.plural(p.checked, { one: `${p.checked} commande imprimée relue`, other: `${p.checked} commandes imprimées relues` })} auprès du service de commandes.`,
  'changes.cli-changed': (p, f) =>
    `MODIFIÉE ${f.order(p.order)} : ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  'changes.cli-gone': (p, f) =>
    `DISPARUE DU SERVICE ${f.order(p.order)} : le service de commandes ne la connaît plus. Annulée ?${p.known ? ' (Déjà constaté.)' : ''}`,
  'changes.cli-unchecked': (p, f) => `NON VÉRIFIÉE ${f.order(p.order)} : ${f.say(p.cause)}`,
  'changes.cli-nothing': () => 'Rien n’a changé depuis l’impression des commandes.',
  'changes.cli-incomplete': (p, f) =>
    `${f.plural(p.unchecked, { one: `${p.unchecked} commande non vérifiée`, other: `${p.unchecked} commandes non vérifiées` })} : le service de commandes n’a pas répondu. Ce qui a été imprimé est ce qu’OrderSlip en sait ; réessayez plus tard.`,
  'changes.cli-slip-printed': (p, f) =>
    `Le ticket ${p.gone ? 'DISPARUE DU SERVICE' : 'MODIFIÉE'} de ${f.order(p.order, false)} est imprimé sur ${p.printer}.`,
  'changes.cli-slip-failed': (p, f) =>
    `Le ticket de ${f.order(p.order, false)} n’a pas été imprimé sur ${p.printer} : ${f.say(p.cause)}`,
  'changes.slip-no-printer': (p) =>
    `Aucune imprimante de tickets n’imprime le magasin ${p.shopId} sur ce PC.`,
  'changes.slip-printer-paused': (p) => `${p.printer} est en pause.`,
  'changes.slip-printed': (p, f) =>
    `Le ticket ${p.gone ? 'DISPARUE DU SERVICE' : 'MODIFIÉE'} de ${f.order(p.order, false)} est imprimé sur ${p.printer}.`,
  'changes.slip-failed': (p, f) =>
    `Le ticket ${p.gone ? 'DISPARUE DU SERVICE' : 'MODIFIÉE'} de ${f.order(p.order, false)} n’a pas été imprimé${p.printer === null ? '' : ` sur ${p.printer}`} : ${f.say(p.cause)} La prochaine vérification l’imprimera.`,
  'changes.day-checked': (p, f) =>
    `Changements tardifs du ${p.date} : ${f.plural(p.checked, { one: '1 commande imprimée relue', other: `${p.checked} commandes imprimées relues` })} ; ${p.changed} modifiée(s), ${p.gone} disparue(s) du service${p.unchecked > 0 ? `, ${p.unchecked} non vérifiée(s)` : ''}.`,
  'changes.cli-summary': () =>
    'Relire les commandes imprimées d’un jour et dire ce qui a changé depuis leur impression',
  'changes.cli-usage': (p) =>
    `--data-dir DOSSIER (par défaut ${p.dataDir}) --api-url URL --tenant ID --date AAAA-MM-JJ [--shop ID] [--printer URI] [--language ${p.languages}] [--format text|json] ; jeton dans ORDERSLIP_TOKEN. Code de sortie 0 : rien n’a changé ; 3 : une commande a changé ou a disparu ; 4 : certaines commandes n’ont pas pu être vérifiées.`,
};
