import type { Translation } from '../../wording';
import type { pin as En } from '../../en/messages/pin';

export const pin: Translation<typeof En> = {
  'pin.required': () => 'Das ist gesperrt: Geben Sie zuerst die PIN der Theke ein.',
  'pin.wrong': (p, f) =>
    `Diese PIN stimmt nicht. Noch ${f.plural(p.triesLeft, { one: `${p.triesLeft} Versuch`, other: `${p.triesLeft} Versuche` })}, dann heißt es eine Minute warten.`,
  'pin.wait': (p, f) =>
    `Zu viele falsche PINs: Versuchen Sie es in ${f.plural(p.seconds, { one: `${p.seconds} Sekunde`, other: `${p.seconds} Sekunden` })} wieder.`,
  'pin.bad-format': (p) => `Eine PIN besteht aus ${p.min} bis ${p.max} Ziffern, und aus nichts anderem.`,
  'pin.not-set': () => 'Es ist keine PIN festgelegt: Nichts ist gesperrt.',
  'pin.unreadable': () =>
    'Die gespeicherte PIN ist nicht lesbar, daher bleibt die Theke gesperrt. Zum Zurücksetzen entfernen Sie pin.json aus dem Datenordner von OrderSlip.',
};
