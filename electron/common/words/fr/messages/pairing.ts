import type { Translation } from '../../wording';
import type { pairing as En } from '../../en/messages/pairing';

export const pairing: Translation<typeof En> = {
  'pairing.not-served': () =>
    'La fenêtre n’est pas proposée sur le réseau\u202f: activez-la d’abord dans Réglages › Réseau, puis associez l’appareil.',
  'pairing.required': () =>
    'Cet appareil n’est pas associé à OrderSlip\u202f: ouvrez l’adresse de la fenêtre pour l’associer.',
  'pairing.cannot-serve': (p) =>
    `La fenêtre ne peut pas être proposée sur le réseau au port ${p.port} (${p.detail}). Choisissez un autre port dans Réglages › Réseau.`,
};
