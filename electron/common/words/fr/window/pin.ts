import type { Translation } from '../../wording';
import type { pin as En } from '../../en/window/pin';

export const pin: Translation<typeof En> = {
  promptTitle: 'Entrez le code PIN',
  promptExplain:
    'Les réglages, «\u202fMarquer comme traitée\u202f» et l’association d’appareils sont verrouillés sur ce comptoir.',
  field: 'Code PIN',
  unlock: 'Déverrouiller',
  checking: 'Vérification…',
  heading: 'Verrouillage du comptoir',
  intro:
    'Un code PIN de 4 à 12 chiffres verrouille les réglages, «\u202fMarquer comme traitée\u202f» et l’association d’appareils. Réimprimer, «\u202fLe ticket est-il sorti\u202f?\u202f», le scan et la vue Journée restent ouverts à tous au comptoir.',
  newPin: 'Nouveau code PIN',
  stored: 'Un code PIN est défini. Tapez-en un nouveau pour le changer\u202f; il n’est plus jamais affiché.',
  none: 'Aucun code PIN n’est défini\u202f: n’importe qui au comptoir peut modifier les réglages.',
  remove: 'Supprimer le code PIN (déverrouiller le comptoir)',
};
