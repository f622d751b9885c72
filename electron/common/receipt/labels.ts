/**
 * Every word a receipt prints, per language. `Record<Language, Labels>` makes a missing label a compile
 * error. Words are what a Belgian shop counter uses, kept short: 58 mm paper in large print has 16 columns.
 */
import type { KNOWN_PAYMENT_METHODS, OrderType } from '../model/order';
import type { Language } from '../model/printer-settings';
import type { ReceiptKind } from './receipt';

/**
 * Payment methods whose name depends on the language. The spec's known values must be here or in
 * `PAYMENT_BRANDS` (a compile error otherwise); keys are the value without case, spaces, `_`, `-`, `'`.
 */
type WordedPaymentMethod = 'creditcard' | 'banktransfer' | 'directdebit' | 'giftcard' | 'voucher' | 'cash';

/**
 * Brands, written as their owners write them, the same in every language. Keys as payment providers'
 * method ids spell them (the spec's known values among them).
 */
const PAYMENT_BRANDS = {
  bancontact: 'Bancontact',
  belfius: 'Belfius',
  kbc: 'KBC',
  kbccbc: 'KBC/CBC',
  cbc: 'CBC',
  inghomepay: "ING Home'Pay",
  payconiq: 'Payconiq',
  ideal: 'iDEAL',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  maestro: 'Maestro',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  americanexpress: 'American Express',
  sofort: 'SOFORT',
  giropay: 'giropay',
  eps: 'EPS',
  przelewy24: 'Przelewy24',
  blik: 'BLIK',
  twint: 'TWINT',
  mybank: 'MyBank',
  satispay: 'Satispay',
  trustly: 'Trustly',
  paysafecard: 'paysafecard',
  klarna: 'Klarna',
  klarnapaylater: 'Klarna',
  klarnapaynow: 'Klarna',
  klarnasliceit: 'Klarna',
  in3: 'in3',
  riverty: 'Riverty',
  billie: 'Billie',
  alma: 'Alma',
  bancomatpay: 'Bancomat Pay',
} as const satisfies Readonly<Record<string, string>>;

type PaymentMethodKey = WordedPaymentMethod | keyof typeof PAYMENT_BRANDS;
// Every value the spec names has a proper name: adding one to KNOWN_PAYMENT_METHODS without it fails here.
type SpecMethodsNamed = (typeof KNOWN_PAYMENT_METHODS)[number] extends PaymentMethodKey ? true : never;
const SPEC_METHODS_NAMED: SpecMethodsNamed = true;
void SPEC_METHODS_NAMED;

/** Sunday first, as `Date.getUTCDay()` counts. */
export type WeekdayNames = readonly [string, string, string, string, string, string, string];

export interface Labels {
  readonly orderType: Readonly<Record<OrderType, string>>;
  /** Banner per receipt kind; null: no banner. */
  readonly banner: Readonly<Record<ReceiptKind, string | null>>;
  readonly copy: string;
  readonly weekdays: WeekdayNames;
  readonly mobile: string;
  readonly phone: string;
  readonly deliveryAddress: string;
  readonly bus: string;
  readonly distance: string;
  readonly remarks: string;
  readonly plateText: string;
  /** Under a plate text the printer could not print exactly as typed. */
  readonly plateAltered: string;
  /** A text option without any text. */
  readonly plateEmpty: string;
  readonly deliveryCost: string;
  readonly serviceCost: string;
  readonly total: string;
  readonly payment: string;
  readonly paidAt: string;
  readonly paymentReference: string;
  readonly paymentMethods: Readonly<Record<WordedPaymentMethod, string>>;
  /** Beside an option or extra whose price is already in its product's amount: "(incl. € 2,50)". */
  readonly included: (amount: string) => string;
  /** The product's code at the till, when the printer is set to show it. */
  readonly plu: string;
  readonly order: string;
  readonly printedAt: string;
  readonly persons: string;
  /** After a text cut to its limit: "Zeer lange naam... (tekst ingekort)". */
  readonly textCut: string;
  /** Under a plate text cut to its limit (the plate itself ends in "...": nothing to copy onto a cake). */
  readonly plateCut: string;
  /** Under a product whose options were not all printed. */
  readonly optionsNotPrinted: (count: number) => string;
  /** After the products printed, when not all were. */
  readonly productsNotPrinted: (count: number) => string;
  /** At the bottom of a receipt on which anything was cut or left out. */
  readonly cutNotice: string;
  readonly testPrint: {
    readonly title: string;
    readonly printer: string;
    readonly connection: string;
    readonly type: string;
    readonly paperWidth: string;
    readonly columns: string;
    readonly language: string;
    readonly characterSet: string;
    readonly copies: string;
    readonly accents: string;
    readonly ruler: string;
  };
}

export const LABELS: Readonly<Record<Language, Labels>> = {
  nl: {
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
    optionsNotPrinted: (count) => `nog ${count} ${count === 1 ? 'optie' : 'opties'} niet afgedrukt`,
    productsNotPrinted: (count) => `Nog ${count} ${count === 1 ? 'product' : 'producten'} niet afgedrukt`,
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
  },
  fr: {
    orderType: { pick_up: 'RETRAIT', delivery: 'LIVRAISON', pick_up_coolbox: 'BOX FRIGO' },
    banner: {
      original: null,
      reprint: 'RÉIMPRESSION',
      'possible-duplicate': 'DOUBLON POSSIBLE',
      test: 'TEST',
    },
    copy: 'Copie',
    weekdays: ['dim', 'lun', 'mar', 'mer', 'jeu', 'ven', 'sam'],
    mobile: 'GSM',
    phone: 'Tél.',
    deliveryAddress: 'Adresse de livraison',
    bus: 'bte',
    distance: 'Distance',
    remarks: 'REMARQUE :',
    plateText: 'TEXTE GÂTEAU :',
    plateAltered: "(caractères adaptés pour l'imprimante : voir la commande)",
    plateEmpty: '(aucun texte indiqué)',
    deliveryCost: 'Livraison',
    serviceCost: 'Frais de service',
    total: 'TOTAL',
    payment: 'Payé par',
    paidAt: 'Payé le',
    paymentReference: 'Réf.',
    paymentMethods: {
      creditcard: 'Carte de crédit',
      banktransfer: 'Virement',
      directdebit: 'Domiciliation',
      giftcard: 'Chèque-cadeau',
      voucher: 'Chèque-repas',
      cash: 'Espèces',
    },
    included: (amount) => `(dont ${amount})`,
    plu: 'PLU',
    order: 'Commande',
    printedAt: 'Imprimé le',
    persons: 'pers.',
    textCut: '(texte raccourci)',
    plateCut: '(texte raccourci : le texte complet est dans OrderSlip)',
    optionsNotPrinted: (count) =>
      count === 1 ? 'encore 1 option non imprimée' : `encore ${count} options non imprimées`,
    productsNotPrinted: (count) =>
      count === 1 ? 'Encore 1 produit non imprimé' : `Encore ${count} produits non imprimés`,
    cutNotice:
      "RACCOURCI : cette commande n'est pas entièrement sur ce ticket. La commande complète est dans OrderSlip, Historique.",
    testPrint: {
      title: 'Impression de test OrderSlip',
      printer: 'Imprimante',
      connection: 'Connexion',
      type: 'Type',
      paperWidth: 'Papier',
      columns: 'colonnes',
      language: 'Langue',
      characterSet: 'Jeu de caractères',
      copies: 'Copies',
      accents: 'Accents',
      ruler: 'Règle',
    },
  },
  en: {
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
    optionsNotPrinted: (count) => `${count} more ${count === 1 ? 'option' : 'options'} not printed`,
    productsNotPrinted: (count) => `${count} more ${count === 1 ? 'product' : 'products'} not printed`,
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
  },
};

/**
 * A payment method by its proper name: "Payconiq", "iDEAL", "Kredietkaart". The service's list is open:
 * an unknown id sent in lower case ("bank_card") reads "Bank card"; a value with capitals was written by
 * someone who knew its spelling, and is kept as sent.
 */
export function paymentMethodName(method: string, labels: Labels): string {
  const shown = method.trim();
  const key = shown.toLowerCase().replace(/[\s_'’-]+/g, '');
  if (Object.hasOwn(labels.paymentMethods, key)) return labels.paymentMethods[key as WordedPaymentMethod];
  if (Object.hasOwn(PAYMENT_BRANDS, key)) return PAYMENT_BRANDS[key as keyof typeof PAYMENT_BRANDS];
  if (shown !== shown.toLowerCase()) return shown;
  const words = shown.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The keys `paymentMethodName` knows (spec values and more), for tests and golden files. */
export const NAMED_PAYMENT_METHODS: readonly PaymentMethodKey[] = [
  ...(Object.keys(LABELS.nl.paymentMethods) as WordedPaymentMethod[]),
  ...(Object.keys(PAYMENT_BRANDS) as (keyof typeof PAYMENT_BRANDS)[]),
];
