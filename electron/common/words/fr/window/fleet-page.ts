import { pluralIn, type Translation } from '../../wording';
import type { fleetPage as En } from '../../en/window/fleet-page';

const plural = pluralIn('fr');

export const fleetPage: Translation<typeof En> = {
  title: 'Flotte OrderSlip',
  keyLabel: 'Clé de flotte',
  keyHint: 'Cet onglet garde la clé jusqu’à sa fermeture\u202f; elle n’est jamais mise dans l’adresse.',
  signIn: 'Voir la flotte',
  signOut: 'Oublier la clé',
  keyRefused: 'Ce n’est pas la clé de flotte.',
  unreachable: 'Le serveur de flotte ne répond pas\u202f; la page réessaie d’elle-même.',
  updated: (time) => `Mis à jour à ${time}\u202f; actualisé toutes les 12 secondes.`,
  summary: (red, total) =>
    total === 0
      ? 'Aucun comptoir n’a encore envoyé de rapport.'
      : red === 0
        ? `Chaque comptoir va bien (${plural(total, { one: `${total} comptoir`, other: `${total} comptoirs` })}).`
        : `${red} ${plural(total, { one: `sur ${total} comptoir`, other: `sur ${total} comptoirs` })} ${red === 1 ? 'demande' : 'demandent'} de l’attention.`,
  shopNumber: (id) => `Magasin ${id}`,
  lastPrinted: (number, time) => `dernière imprimée\u202f: n° ${number} à ${time}`,
  withoutShop: 'Comptoirs sans magasin',
  roles: { printing: 'imprime', 'standing-by': 'en attente' },
  states: { green: 'va bien', red: 'demande de l’attention', silent: 'se tait' },
  columns: {
    counter: 'Comptoir',
    state: 'État',
    version: 'Version',
    lastReport: 'Dernier rapport',
    why: 'Pourquoi',
    day: 'Dernières 24 heures',
  },
  ago: (seconds) =>
    seconds < 120
      ? plural(seconds, { one: `il y a ${seconds} seconde`, other: `il y a ${seconds} secondes` })
      : seconds < 7_200
        ? `il y a ${Math.floor(seconds / 60)} minutes`
        : `il y a ${Math.floor(seconds / 3_600)} heures`,
  strip: (from, to, state) =>
    `${from}–${to}\u202f: ${{ green: 'allait bien', red: 'demandait de l’attention', silent: 'aucun rapport' }[state]}`,
};
