import type { Translation } from '../../wording';
import type { pin as En } from '../../en/messages/pin';

export const pin: Translation<typeof En> = {
  'pin.required': () => 'C’est verrouillé\u202f: entrez d’abord le code PIN du comptoir.',
  'pin.wrong': (p, f) =>
    `Ce code PIN n’est pas le bon. Encore ${f.plural(p.triesLeft, { one: `${p.triesLeft} essai`, other: `${p.triesLeft} essais` })} avant une attente d’une minute.`,
  'pin.wait': (p, f) =>
    `Trop de codes PIN erronés\u202f: réessayez dans ${f.plural(p.seconds, { one: `${p.seconds} seconde`, other: `${p.seconds} secondes` })}.`,
  'pin.bad-format': (p) => `Un code PIN compte de ${p.min} à ${p.max} chiffres, et rien d’autre.`,
  'pin.not-set': () => 'Aucun code PIN n’est défini\u202f: rien n’est verrouillé.',
  'pin.unreadable': () =>
    'Le code PIN enregistré est illisible, le comptoir reste donc verrouillé. Pour le réinitialiser, supprimez pin.json du dossier de données d’OrderSlip.',
};
