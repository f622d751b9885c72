import type { Translation } from '../../wording';
import type { pairing as En } from '../../en/messages/pairing';

export const pairing: Translation<typeof En> = {
  'pairing.not-served': () =>
    'Het venster wordt niet op het netwerk aangeboden: zet dat eerst aan in Instellingen › Netwerk, en koppel dan het toestel.',
  'pairing.required': () =>
    'Dit toestel is niet gekoppeld aan OrderSlip: open het adres van het venster om het te koppelen.',
  'pairing.cannot-serve': (p) =>
    `Het venster kan niet op het netwerk aangeboden worden op poort ${p.port} (${p.detail}). Kies een andere poort in Instellingen › Netwerk.`,
};
