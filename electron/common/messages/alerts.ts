/**
 * Alerts for the owner (docs/NETWORK.md): the e-mail's and webhook's words, what a test alert did, and
 * the alert settings' own errors. The token and customers' data never appear in these.
 */
import { words } from './wording';

export const alertWords = {
  'alerts.setting-not-a-url': words<{ setting: string; got: string }>({
    en: (p) => `${p.setting}: “${p.got}” is not a web address. It starts with https:// (or http://).`,
    nl: (p) => `${p.setting}: “${p.got}” is geen webadres. Het begint met https:// (of http://).`,
    fr: (p) =>
      `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse web. Elle commence par https:// (ou http://).`,
  }),
  'alerts.setting-not-an-email': words<{ setting: string; got: string }>({
    en: (p) => `${p.setting}: “${p.got}” is not an e-mail address.`,
    nl: (p) => `${p.setting}: “${p.got}” is geen e-mailadres.`,
    fr: (p) => `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse e-mail.`,
  }),
  'alerts.password-cannot-be-stored': words({
    en: () => 'This OrderSlip cannot store a password for the alert e-mails.',
    nl: () => 'Deze OrderSlip kan geen wachtwoord voor de waarschuwingsmails bewaren.',
    fr: () => 'Cet OrderSlip ne peut pas enregistrer de mot de passe pour les e-mails d’alerte.',
  }),
  'alerts.not-available': words({
    en: () => 'This OrderSlip sends no alerts (it runs without the network parts).',
    nl: () => 'Deze OrderSlip verstuurt geen waarschuwingen (hij draait zonder de netwerkonderdelen).',
    fr: () => 'Cet OrderSlip n’envoie pas d’alertes (il tourne sans les éléments réseau).',
  }),
} as const;
