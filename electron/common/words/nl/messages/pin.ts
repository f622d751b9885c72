import type { Translation } from '../../wording';
import type { pin as En } from '../../en/messages/pin';

export const pin: Translation<typeof En> = {
  'pin.required': () => 'Dit is vergrendeld: geef eerst de pincode van de toonbank.',
  'pin.wrong': (p, f) =>
    `Die pincode klopt niet. Nog ${f.plural(p.triesLeft, { one: `${p.triesLeft} poging`, other: `${p.triesLeft} pogingen` })} voor u een minuut moet wachten.`,
  'pin.wait': (p, f) =>
    `Te veel foute pincodes: probeer opnieuw over ${f.plural(p.seconds, { one: `${p.seconds} seconde`, other: `${p.seconds} seconden` })}.`,
  'pin.bad-format': (p) => `Een pincode bestaat uit ${p.min} tot ${p.max} cijfers, en niets anders.`,
  'pin.not-set': () => 'Er is geen pincode ingesteld: niets is vergrendeld.',
  'pin.unreadable': () =>
    'De bewaarde pincode is onleesbaar, dus de toonbank blijft vergrendeld. Verwijder pin.json uit de gegevensmap van OrderSlip om hem te wissen.',
};
