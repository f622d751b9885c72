/**
 * Every word a receipt prints, per language. `Record<Language, Labels>` makes a missing label a compile
 * error. Words are what a Belgian shop counter uses, kept short: 58 mm paper in large print has 16 columns.
 */
import type { KNOWN_PAYMENT_METHODS, OrderType } from '../model/order';
import type { ReceiptKind } from './receipt';
import { wordsOf } from '../words/catalogues';

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
  ...(Object.keys(wordsOf('nl').paper.receipt.paymentMethods) as WordedPaymentMethod[]),
  ...(Object.keys(PAYMENT_BRANDS) as (keyof typeof PAYMENT_BRANDS)[]),
];
