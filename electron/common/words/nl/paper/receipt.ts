import { pluralIn, type Translation } from '../../wording';
import type { receipt as En } from '../../en/paper/receipt';

const plural = pluralIn('nl');

export const receipt: Translation<typeof En> = {
  orderType: { pick_up: 'AFHALEN', delivery: 'LEVERING', pick_up_coolbox: 'KOELBOX' },
  banner: { original: null, reprint: 'HERDRUK', 'possible-duplicate': 'MOGELIJK DUBBEL', test: 'TEST' },
  copy: 'Kopie',
  weekdays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  mobile: 'GSM',
  phone: 'Tel.',
  deliveryAddress: 'Leveradres',
  bus: 'bus',
  distance: 'Afstand',
  remarks: 'OPMERKING:',
  plateText: 'TEKST TAART:',
  plateAltered: '(tekens aangepast voor de printer: zie bestelling)',
  plateEmpty: '(geen tekst opgegeven)',
  deliveryCost: 'Levering',
  serviceCost: 'Servicekosten',
  total: 'TOTAAL',
  payment: 'Betaald met',
  paidAt: 'Betaald op',
  paymentReference: 'Ref.',
  paymentMethods: {
    creditcard: 'Kredietkaart',
    banktransfer: 'Overschrijving',
    directdebit: 'Domiciliëring',
    giftcard: 'Cadeaubon',
    voucher: 'Maaltijdcheque',
    cash: 'Contant',
  },
  included: (amount) => `(incl. ${amount})`,
  plu: 'PLU',
  order: 'Bestelling',
  printedAt: 'Afgedrukt',
  persons: 'pers.',
  textCut: '(tekst ingekort)',
  plateCut: '(tekst ingekort: de volledige tekst staat in OrderSlip)',
  optionsNotPrinted: (count) =>
    `nog ${count} ${plural(count, { one: 'optie', other: 'opties' })} niet afgedrukt`,
  productsNotPrinted: (count) =>
    `Nog ${count} ${plural(count, { one: 'product', other: 'producten' })} niet afgedrukt`,
  cutNotice:
    'INGEKORT: niet alles van deze bestelling staat op dit ticket. De volledige bestelling staat in OrderSlip, Geschiedenis.',
  testPrint: {
    title: 'Testafdruk OrderSlip',
    printer: 'Printer',
    connection: 'Verbinding',
    type: 'Type',
    paperWidth: 'Papier',
    columns: 'kolommen',
    language: 'Taal',
    characterSet: 'Tekenset',
    copies: 'Kopieën',
    accents: 'Accenten',
    ruler: 'Liniaal',
  },
};
