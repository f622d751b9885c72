import type { Translation } from '../../wording';
import type { kitchen as En } from '../../en/messages/kitchen';

export const kitchen: Translation<typeof En> = {
  'kitchen.nothing-to-print': (p, f) =>
    `${p.printer} n’a rien à imprimer pour ${f.order(p.order)}\u202f: son filtre (types de commande, produits) écarte toute cette commande. Rien ne lui a été envoyé.`,
  'kitchen.nothing-to-reprint': (p, f) =>
    `${p.printer} n’imprime rien de ${f.order(p.order)}\u202f: son filtre (types de commande, produits) écarte toute cette commande. Réimprimez-la sur une autre imprimante, ou modifiez d’abord le filtre de cette imprimante.`,
  'kitchen.printed-nowhere': (p, f) =>
    `${f.order(p.order)} n’a pas été imprimée\u202f: plus aucune imprimante ne la prend (${p.labels ? 'les réglages d’étiquettes' : 'le filtre'} de ${p.printer} ${p.labels ? 'ont' : 'a'} changé depuis son arrivée). Imprimez-la sur une autre imprimante avec Imprimer ailleurs, ou marquez-la comme traitée.`,
  'kitchen.no-printer-takes': (p, f) =>
    `${f.order(p.order)} ne s’imprimerait nulle part\u202f: les filtres de ${f.list(p.printers)} l’écartent (${
      p.cause === 'type'
        ? 'ils ne prennent pas ce type de commande'
        : p.cause === 'products'
          ? 'aucun de ses produits ne figure dans leur liste de produits'
          : 'par son type ou par ses produits'
    }). Imprimez-la sur l’imprimante de votre choix avec Imprimer ailleurs, ou marquez-la comme traitée. Pour les prochaines commandes de ce genre, modifiez le filtre d’une imprimante dans Réglages › Imprimantes.`,
};
