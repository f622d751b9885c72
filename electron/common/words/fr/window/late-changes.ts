import { pluralIn, type Translation } from '../../wording';
import type { lateChanges as En } from '../../en/window/late-changes';

const plural = pluralIn('fr');

export const lateChanges: Translation<typeof En> = {
  gone: {
    heading: 'Disparues du service de commandes',
    intro: (count: number) =>
      plural(count, {
        one: 'Le service de commandes ne connaît plus cette commande imprimée\u202f: annulée\u202f? Vérifiez auprès du client avant de la préparer, puis marquez-la comme vue.',
        other: `Le service de commandes ne connaît plus ces ${count} commandes imprimées\u202f: annulées\u202f? Vérifiez auprès des clients avant de les préparer, puis marquez chacune comme vue.`,
      }),
    due: (when: string) => `pour ${when}`,
    found: (when: string) => `disparue ${when}`,
    seen: 'Vue',
    seenNamed: (order: string) => `Marquer ${order} comme vue`,
    seenAction: (order: string) => `Marquer ${order} comme vue`,
  },
  marks: { changed: 'modifiée après impression', gone: 'disparue du service' },
  versions: {
    heading: 'Versions successives',
    intro:
      'Relue sur le service de commandes après son impression. Le ticket montre la commande telle qu’elle a été imprimée.',
    printed: 'Telle qu’imprimée',
    version: (number: number) => `Version ${number}`,
    read: (when: string) => `lue ${when}`,
    current: 'en vigueur',
    gone: 'Le service de commandes ne connaissait plus cette commande\u202f: annulée\u202f?',
    back: 'De nouveau connue du service de commandes, telle qu’elle était.',
  },
};
