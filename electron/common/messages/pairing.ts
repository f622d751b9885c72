/**
 * The window served to other devices of the shop's network, and their pairing (docs/NETWORK.md).
 */
import { words } from './wording';

export const pairingWords = {
  'pairing.not-served': words({
    en: () =>
      'The window is not served to the network: switch it on in Settings › Network first, then pair the device.',
    nl: () =>
      'Het venster wordt niet op het netwerk aangeboden: zet dat eerst aan in Instellingen › Netwerk, en koppel dan het toestel.',
    fr: () =>
      'La fenêtre n’est pas proposée sur le réseau\u202f: activez-la d’abord dans Réglages › Réseau, puis associez l’appareil.',
  }),
  'pairing.required': words({
    en: () => 'This device is not paired with OrderSlip: open the window’s address to pair it.',
    nl: () =>
      'Dit toestel is niet gekoppeld aan OrderSlip: open het adres van het venster om het te koppelen.',
    fr: () =>
      'Cet appareil n’est pas associé à OrderSlip\u202f: ouvrez l’adresse de la fenêtre pour l’associer.',
  }),
  'pairing.cannot-serve': words<{ port: number; detail: string }>({
    en: (p) =>
      `The window cannot be served to the network on port ${p.port} (${p.detail}). Choose another port in Settings › Network.`,
    nl: (p) =>
      `Het venster kan niet op het netwerk aangeboden worden op poort ${p.port} (${p.detail}). Kies een andere poort in Instellingen › Netwerk.`,
    fr: (p) =>
      `La fenêtre ne peut pas être proposée sur le réseau au port ${p.port} (${p.detail}). Choisissez un autre port dans Réglages › Réseau.`,
  }),
} as const;
