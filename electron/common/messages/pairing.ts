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
} as const;
