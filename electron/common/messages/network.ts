/**
 * Other OrderSlips on the shop's network and who prints which shop (docs/NETWORK.md): what the log and
 * the window say about discovery, takeovers and conflicts, and the network settings' own errors.
 */
import { words } from './wording';

export const networkWords = {
  /** A network setting that must be an address a browser or a PC can reach. */
  'network.setting-not-an-address': words<{ setting: string; got: string }>({
    en: (p) => `${p.setting}: “${p.got}” is not an address. Type a name or IP address, such as 192.168.1.20.`,
    nl: (p) => `${p.setting}: “${p.got}” is geen adres. Typ een naam of IP-adres, zoals 192.168.1.20.`,
    fr: (p) =>
      `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse. Tapez un nom ou une adresse IP, comme 192.168.1.20.`,
  }),
} as const;
