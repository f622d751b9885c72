/**
 * Every word a receipt prints, in German, as a counter in the east cantons says it, kept short: 58 mm
 * paper in large print has 16 columns (the order type, its number and the banners are printed large).
 */
import { pluralIn, type Translation } from '../../wording';
import type { receipt as En } from '../../en/paper/receipt';

const plural = pluralIn('de');

export const receipt: Translation<typeof En> = {
  orderType: { pick_up: 'ABHOLUNG', delivery: 'LIEFERUNG', pick_up_coolbox: 'KÜHLBOX' },
  banner: {
    original: null,
    reprint: 'NACHDRUCK',
    'possible-duplicate': 'MÖGLICHES DUPLIKAT',
    test: 'TEST',
  },
  copy: 'Kopie',
  weekdays: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  mobile: 'Mobil',
  phone: 'Tel.',
  deliveryAddress: 'Lieferadresse',
  // The letter box of a flat in a shared building, as a Belgian address writes it ("bus"/"bte").
  bus: 'Bfk.',
  distance: 'Entfernung',
  remarks: 'BEMERKUNG:',
  plateText: 'TORTENTEXT:',
  plateAltered: '(Zeichen für den Drucker angepasst: siehe Bestellung)',
  plateEmpty: '(kein Text angegeben)',
  deliveryCost: 'Lieferung',
  serviceCost: 'Servicegebühr',
  total: 'GESAMT',
  payment: 'Bezahlt mit',
  paidAt: 'Bezahlt am',
  paymentReference: 'Ref.',
  paymentMethods: {
    creditcard: 'Kreditkarte',
    banktransfer: 'Überweisung',
    directdebit: 'Lastschrift',
    giftcard: 'Geschenkgutschein',
    // Belgium's meal vouchers (maaltijdcheques, chèques-repas), as the east cantons call them.
    voucher: 'Mahlzeitscheck',
    cash: 'Bar',
  },
  included: (amount) => `(inkl. ${amount})`,
  plu: 'PLU',
  order: 'Bestellung',
  printedAt: 'Gedruckt',
  persons: 'Pers.',
  textCut: '(Text gekürzt)',
  plateCut: '(Text gekürzt: Der ganze Text steht in OrderSlip)',
  optionsNotPrinted: (count) =>
    plural(count, { one: 'noch 1 Option nicht gedruckt', other: `noch ${count} Optionen nicht gedruckt` }),
  productsNotPrinted: (count) =>
    plural(count, { one: 'Noch 1 Produkt nicht gedruckt', other: `Noch ${count} Produkte nicht gedruckt` }),
  cutNotice:
    'GEKÜRZT: Nicht alles von dieser Bestellung steht auf diesem Bon. Die ganze Bestellung steht in OrderSlip, Verlauf.',
  testPrint: {
    title: 'OrderSlip-Testdruck',
    printer: 'Drucker',
    connection: 'Verbindung',
    type: 'Typ',
    paperWidth: 'Papier',
    columns: 'Spalten',
    language: 'Sprache',
    characterSet: 'Zeichensatz',
    copies: 'Kopien',
    accents: 'Sonderzeichen',
    ruler: 'Lineal',
  },
};
