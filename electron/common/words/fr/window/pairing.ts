import type { Translation } from '../../wording';
import type { pairing as En } from '../../en/window/pairing';

export const pairing: Translation<typeof En> = {
  title: 'Associer cet appareil à OrderSlip',
  explain:
    'Cet OrderSlip montre sa fenêtre aux appareils du réseau du magasin une fois associés. Sur le PC où tourne OrderSlip, ouvrez Réglages › Réseau, choisissez «\u202fAssocier un appareil\u202f» et tapez ici le code affiché.',
  code: 'Code d’association',
  pair: 'Associer',
  wrong:
    'Ce code n’est pas le bon. Vérifiez-le sur le PC (après cinq essais ratés, demandez un nouveau code).',
  expired: 'Ce code a expiré. Demandez-en un nouveau sur le PC.',
  noCode: 'Aucun code n’attend. Choisissez d’abord «\u202fAssocier un appareil\u202f» sur le PC.',
  foreign:
    'Ce code a été envoyé depuis une autre page que cette page d’association, il n’a donc pas été essayé. Ouvrez dans ce navigateur l’adresse affichée sur le PC et tapez le code ici.',
};
