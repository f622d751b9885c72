import type { Labels } from '../../../receipt/labels';
import { pluralIn } from '../../wording';

const plural = pluralIn('en');

export const receipt: Labels = {
  orderType: { pick_up: 'PICK-UP', delivery: 'DELIVERY', pick_up_coolbox: 'COOL BOX' },
  banner: { original: null, reprint: 'REPRINT', 'possible-duplicate': 'POSSIBLE DUPLICATE', test: 'TEST' },
  copy: 'Copy',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  mobile: 'Mobile',
  phone: 'Phone',
  deliveryAddress: 'Delivery address',
  bus: 'box',
  distance: 'Distance',
  remarks: 'REMARKS:',
  plateText: 'CAKE TEXT:',
  plateAltered: '(characters adapted for the printer: see the order)',
  plateEmpty: '(no text given)',
  deliveryCost: 'Delivery',
  serviceCost: 'Service charge',
  total: 'TOTAL',
  payment: 'Paid by',
  paidAt: 'Paid on',
  paymentReference: 'Ref.',
  paymentMethods: {
    creditcard: 'Credit card',
    banktransfer: 'Bank transfer',
    directdebit: 'Direct debit',
    giftcard: 'Gift card',
    voucher: 'Meal voucher',
    cash: 'Cash',
  },
  included: (amount) => `(incl. ${amount})`,
  plu: 'PLU',
  order: 'Order',
  printedAt: 'Printed',
  persons: 'pers.',
  textCut: '(text shortened)',
  plateCut: '(text shortened: the full text is in OrderSlip)',
  optionsNotPrinted: (count) =>
    `${count} more ${plural(count, { one: 'option', other: 'options' })} not printed`,
  productsNotPrinted: (count) =>
    `${count} more ${plural(count, { one: 'product', other: 'products' })} not printed`,
  cutNotice: 'SHORTENED: not all of this order is on this slip. The full order is in OrderSlip, History.',
  testPrint: {
    title: 'OrderSlip test print',
    printer: 'Printer',
    connection: 'Connection',
    type: 'Type',
    paperWidth: 'Paper',
    columns: 'columns',
    language: 'Language',
    characterSet: 'Character set',
    copies: 'Copies',
    accents: 'Accents',
    ruler: 'Ruler',
  },
};
