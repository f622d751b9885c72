/**
 * The shop's day: the bake list, the pick-up sheet, marking orders collected, their CLI.
 */
import type { Language } from '../model/printer-settings';
import type { OrderRef } from '../order-label';
import type { BakeUnit, PickupState } from '../shop-day/day';
import { words, type Formatter } from './wording';

const NB = '\u202f';

/** "Saturday 28 November 2026": the day a list is for, written out so nobody misreads it. */
function longDate(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return date;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const locale = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' }[language];
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

/** A weight in grams as people say it: "500 g", "1,5 kg". */
function weight(grams: number, f: Formatter): string {
  return grams >= 1000 ? `${f.number(grams / 1000)} kg` : `${f.number(grams)} g`;
}

type BakeCsvColumn = 'product' | 'options' | 'unit' | 'quantity' | 'orders' | 'plu' | 'sizes';

/** English headers stay as they were, for the scripts that read them. */
const BAKE_CSV_COLUMNS: Record<Language, Record<BakeCsvColumn, string>> = {
  en: {
    product: 'product',
    options: 'options',
    unit: 'unit',
    quantity: 'quantity',
    orders: 'orders',
    plu: 'plu',
    sizes: 'sizes',
  },
  nl: {
    product: 'product',
    options: 'opties',
    unit: 'eenheid',
    quantity: 'hoeveelheid',
    orders: 'bestellingen',
    plu: 'plu',
    sizes: 'taarten',
  },
  fr: {
    product: 'produit',
    options: 'options',
    unit: 'unité',
    quantity: 'quantité',
    orders: 'commandes',
    plu: 'plu',
    sizes: 'gâteaux',
  },
};

type PickupCsvColumn =
  'time' | 'order' | 'client' | 'phone' | 'address' | 'items' | 'plates' | 'remarks' | 'status' | 'id';

const PICKUP_CSV_COLUMNS: Record<Language, Record<PickupCsvColumn, string>> = {
  en: {
    time: 'time',
    order: 'order',
    client: 'client',
    phone: 'phone',
    address: 'address',
    items: 'items',
    plates: 'plates',
    remarks: 'remarks',
    status: 'status',
    id: 'id',
  },
  nl: {
    time: 'uur',
    order: 'bestelling',
    client: 'klant',
    phone: 'telefoon',
    address: 'adres',
    items: 'artikelen',
    plates: 'plaatjes',
    remarks: 'opmerkingen',
    status: 'status',
    id: 'id',
  },
  fr: {
    time: 'heure',
    order: 'commande',
    client: 'client',
    phone: 'téléphone',
    address: 'adresse',
    items: 'articles',
    plates: 'plaquettes',
    remarks: 'remarques',
    status: 'état',
    id: 'id',
  },
};

interface DayHeading {
  readonly date: string;
  readonly shopId: number | null;
  readonly orders: number;
  readonly unreadable: number;
}

export const shopDayWords = {
  /** The timeline entry when a person marks an order collected (a scan or a click). */
  'day.collected': words({
    en: () => 'Collected: marked as handed over to the customer.',
    nl: () => 'Afgehaald: aangeduid als meegegeven aan de klant.',
    fr: () => `Retirée${NB}: marquée comme remise au client.`,
  }),
  'day.uncollected': words({
    en: () => 'Marked as not collected after all.',
    nl: () => 'Toch als niet afgehaald aangeduid.',
    fr: () => 'Finalement marquée comme non retirée.',
  }),
  /** What a scan or a typed number named matches no order. */
  'day.scan-unknown': words<{ scanned: string }>({
    en: (p) =>
      `No order matches “${p.scanned}”. Scan the QR code on the receipt, or type the code printed under it: all of it, or its first 8 characters (for example 7c1d2e3f). The order number alone is not enough.`,
    nl: (p) =>
      `Geen bestelling past bij “${p.scanned}”. Scan de QR-code op het bonnetje, of typ de code die eronder staat: helemaal, of de eerste 8 tekens (bijvoorbeeld 7c1d2e3f). Het bestelnummer alleen volstaat niet.`,
    fr: (p) =>
      `Aucune commande ne correspond à «${NB}${p.scanned}${NB}». Scannez le code QR du ticket, ou tapez le code imprimé en dessous${NB}: en entier, ou ses 8 premiers caractères (par exemple 7c1d2e3f). Le numéro de commande seul ne suffit pas.`,
  }),
  /** A short id typed by hand that starts more than one order's id. */
  'day.scan-ambiguous': words<{ scanned: string; count: number }>({
    en: (p) =>
      `“${p.scanned}” is the start of the code of ${p.count} orders. Type more of the code printed under the QR code (at least its first 8 characters), or scan the QR code.`,
    nl: (p) =>
      `“${p.scanned}” is het begin van de code van ${p.count} bestellingen. Typ meer van de code onder de QR-code (minstens de eerste 8 tekens), of scan de QR-code.`,
    fr: (p) =>
      `«${NB}${p.scanned}${NB}» est le début du code de ${p.count} commandes. Tapez davantage du code imprimé sous le code QR (au moins ses 8 premiers caractères), ou scannez le code QR.`,
  }),
  /** A day's list asked for a day that is not a calendar date. */
  'day.bad-date': words<{ date: string }>({
    en: (p) => `“${p.date}” is not a day: write it as YYYY-MM-DD, for example 2026-11-28.`,
    nl: (p) => `“${p.date}” is geen dag: schrijf hem als JJJJ-MM-DD, bijvoorbeeld 2026-11-28.`,
    fr: (p) => `«${NB}${p.date}${NB}» n’est pas un jour${NB}: écrivez-le AAAA-MM-JJ, par exemple 2026-11-28.`,
  }),

  // The bake list and the pick-up sheet as plain text (the CLI).
  'day.bake-list-heading': words<DayHeading>({
    en: (p, f) =>
      `Bake list for ${longDate(p.date, f.language)}${p.shopId === null ? '' : ` (shop ${p.shopId})`}: ${f.plural(
        p.orders,
        { one: '1 order', other: `${p.orders} orders` },
      )}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 order could not be read and is not counted', other: `${p.unreadable} orders could not be read and are not counted` })}` : ''}.`,
    nl: (p, f) =>
      `Baklijst voor ${longDate(p.date, f.language)}${p.shopId === null ? '' : ` (winkel ${p.shopId})`}: ${f.plural(
        p.orders,
        { one: '1 bestelling', other: `${p.orders} bestellingen` },
      )}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 bestelling kon niet gelezen worden en telt niet mee', other: `${p.unreadable} bestellingen konden niet gelezen worden en tellen niet mee` })}` : ''}.`,
    fr: (p, f) =>
      `Liste de production du ${longDate(p.date, f.language)}${p.shopId === null ? '' : ` (magasin ${p.shopId})`}${NB}: ${f.plural(
        p.orders,
        { one: '1 commande', other: `${p.orders} commandes` },
      )}${p.unreadable > 0 ? `${NB}; ${f.plural(p.unreadable, { one: '1 commande illisible n’est pas comptée', other: `${p.unreadable} commandes illisibles ne sont pas comptées` })}` : ''}.`,
  }),
  'day.nothing-due': words({
    en: () => 'No orders are due that day.',
    nl: () => 'Er zijn die dag geen bestellingen af te halen of te leveren.',
    fr: () => 'Aucune commande à retirer ou à livrer ce jour-là.',
  }),
  /** A bake-list row's amount in its unit. */
  'day.quantity': words<{ unit: BakeUnit; quantity: number; unitAsSent: string | null }>({
    en: (p, f) =>
      p.unit === 'grams'
        ? weight(p.quantity, f)
        : p.unit === 'persons'
          ? f.plural(p.quantity, { one: '1 person', other: `${f.number(p.quantity)} persons` })
          : p.unit === 'other'
            ? `${f.number(p.quantity)} ${p.unitAsSent ?? ''}`.trim()
            : f.plural(p.quantity, { one: '1 piece', other: `${f.number(p.quantity)} pieces` }),
    nl: (p, f) =>
      p.unit === 'grams'
        ? weight(p.quantity, f)
        : p.unit === 'persons'
          ? f.plural(p.quantity, { one: '1 persoon', other: `${f.number(p.quantity)} personen` })
          : p.unit === 'other'
            ? `${f.number(p.quantity)} ${p.unitAsSent ?? ''}`.trim()
            : f.plural(p.quantity, { one: '1 stuk', other: `${f.number(p.quantity)} stuks` }),
    fr: (p, f) =>
      p.unit === 'grams'
        ? weight(p.quantity, f)
        : p.unit === 'persons'
          ? f.plural(p.quantity, { one: '1 personne', other: `${f.number(p.quantity)} personnes` })
          : p.unit === 'other'
            ? `${f.number(p.quantity)} ${p.unitAsSent ?? ''}`.trim()
            : f.plural(p.quantity, { one: '1 pièce', other: `${f.number(p.quantity)} pièces` }),
  }),
  /** A column of the bake list's CSV, in the header row a spreadsheet shows. */
  'day.csv-column': words<{ column: BakeCsvColumn }>({
    en: (p) => BAKE_CSV_COLUMNS.en[p.column],
    nl: (p) => BAKE_CSV_COLUMNS.nl[p.column],
    fr: (p) => BAKE_CSV_COLUMNS.fr[p.column],
  }),
  /** A column of the pick-up sheet's CSV. */
  'day.csv-pickup-column': words<{ column: PickupCsvColumn }>({
    en: (p) => PICKUP_CSV_COLUMNS.en[p.column],
    nl: (p) => PICKUP_CSV_COLUMNS.nl[p.column],
    fr: (p) => PICKUP_CSV_COLUMNS.fr[p.column],
  }),
  /** The order column of the pick-up sheet's CSV: "Afhalen 12" (the client has a column of its own). */
  'day.csv-order': words<{ order: OrderRef }>({
    en: (p, f) => f.order(p.order, false),
    nl: (p, f) => f.order(p.order, false),
    fr: (p, f) => f.order(p.order, false),
  }),
  /** The unit column of the bake list's CSV: what the quantity counts. */
  'day.csv-unit': words<{ unit: Exclude<BakeUnit, 'other'> }>({
    en: (p) => ({ pieces: 'pieces', grams: 'grams', persons: 'persons' })[p.unit],
    nl: (p) => ({ pieces: 'stuks', grams: 'gram', persons: 'personen' })[p.unit],
    fr: (p) => ({ pieces: 'pièces', grams: 'grammes', persons: 'personnes' })[p.unit],
  }),
  /** After a row: how many orders ask for it. */
  'day.row-orders': words<{ orders: number }>({
    en: (p, f) => f.plural(p.orders, { one: '1 order', other: `${p.orders} orders` }),
    nl: (p, f) => f.plural(p.orders, { one: '1 bestelling', other: `${p.orders} bestellingen` }),
    fr: (p, f) => f.plural(p.orders, { one: '1 commande', other: `${p.orders} commandes` }),
  }),
  'day.plates-heading': words<{ count: number }>({
    en: (p) => `Plate texts (${p.count}):`,
    nl: (p) => `Teksten op plaatjes (${p.count}):`,
    fr: (p) => `Textes des plaquettes (${p.count})${NB}:`,
  }),
  /** Whose a plate is and what it goes on; the text itself follows verbatim. */
  'day.plate-for': words<{ dueTime: string; order: OrderRef; product: string; option: string }>({
    en: (p, f) => `${f.order(p.order)}, at ${p.dueTime} · ${p.product} (${p.option})`,
    nl: (p, f) => `${f.order(p.order)}, om ${p.dueTime} · ${p.product} (${p.option})`,
    fr: (p, f) => `${f.order(p.order)}, à ${p.dueTime} · ${p.product} (${p.option})`,
  }),
  'day.pickup-heading': words<DayHeading>({
    en: (p, f) =>
      `Pick-up sheet for ${longDate(p.date, f.language)}${p.shopId === null ? '' : ` (shop ${p.shopId})`}: ${f.plural(
        p.orders,
        { one: '1 order', other: `${p.orders} orders` },
      )}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 order could not be read: see History', other: `${p.unreadable} orders could not be read: see History` })}` : ''}.`,
    nl: (p, f) =>
      `Afhaallijst voor ${longDate(p.date, f.language)}${p.shopId === null ? '' : ` (winkel ${p.shopId})`}: ${f.plural(
        p.orders,
        { one: '1 bestelling', other: `${p.orders} bestellingen` },
      )}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 bestelling kon niet gelezen worden: zie Geschiedenis', other: `${p.unreadable} bestellingen konden niet gelezen worden: zie Geschiedenis` })}` : ''}.`,
    fr: (p, f) =>
      `Liste des retraits du ${longDate(p.date, f.language)}${p.shopId === null ? '' : ` (magasin ${p.shopId})`}${NB}: ${f.plural(
        p.orders,
        { one: '1 commande', other: `${p.orders} commandes` },
      )}${p.unreadable > 0 ? `${NB}; ${f.plural(p.unreadable, { one: `1 commande illisible${NB}: voir l’historique`, other: `${p.unreadable} commandes illisibles${NB}: voir l’historique` })}` : ''}.`,
  }),
  /** Who comes when, on the pick-up sheet. */
  'day.pickup-who': words<{ dueTime: string; order: OrderRef }>({
    en: (p, f) => `${f.order(p.order)}, at ${p.dueTime}`,
    nl: (p, f) => `${f.order(p.order)}, om ${p.dueTime}`,
    fr: (p, f) => `${f.order(p.order)}, à ${p.dueTime}`,
  }),
  /** Where an order of the pick-up sheet stands: collected (when), or a state that matters at the counter. */
  'day.pickup-standing': words<{ collectedAt: string | null; state: PickupState }>({
    en: (p, f) =>
      p.collectedAt !== null
        ? `collected ${f.time(p.collectedAt)}`
        : p.state === 'held'
          ? 'not collected · held: see Status'
          : 'not collected',
    nl: (p, f) =>
      p.collectedAt !== null
        ? `afgehaald ${f.time(p.collectedAt)}`
        : p.state === 'held'
          ? 'niet afgehaald · tegengehouden: zie Status'
          : 'niet afgehaald',
    fr: (p, f) =>
      p.collectedAt !== null
        ? `retirée à ${f.time(p.collectedAt)}`
        : p.state === 'held'
          ? `pas retirée · retenue${NB}: voir la vue État`
          : 'pas retirée',
  }),
  'day.pickup-remarks': words<{ remarks: string }>({
    en: (p) => `Remarks: ${p.remarks}`,
    nl: (p) => `Opmerkingen: ${p.remarks}`,
    fr: (p) => `Remarques${NB}: ${p.remarks}`,
  }),
  'day.pickup-plate': words<{ text: string }>({
    en: (p) => `Plate: ${p.text}`,
    nl: (p) => `Plaatje: ${p.text}`,
    fr: (p) => `Plaquette${NB}: ${p.text}`,
  }),

  // The CLI's refusals about the data folder.
  'day.no-ledger': words<{ dataDir: string }>({
    en: (p) =>
      `There is no OrderSlip ledger in ${p.dataDir}. Give the folder OrderSlip runs with (--data-dir), where ledger.db is.`,
    nl: (p) =>
      `Er staat geen OrderSlip-register in ${p.dataDir}. Geef de map waarmee OrderSlip draait (--data-dir), waar ledger.db staat.`,
    fr: (p) =>
      `Il n’y a pas de registre OrderSlip dans ${p.dataDir}. Indiquez le dossier avec lequel OrderSlip tourne (--data-dir), celui où se trouve ledger.db.`,
  }),
  'day.ledger-too-old': words<{ path: string }>({
    en: (p) =>
      `The ledger ${p.path} was written by an older OrderSlip. Start OrderSlip once on this folder to bring it up to date, then ask again.`,
    nl: (p) =>
      `Het register ${p.path} is door een oudere OrderSlip geschreven. Start OrderSlip één keer met deze map om het bij te werken, en vraag het daarna opnieuw.`,
    fr: (p) =>
      `Le registre ${p.path} a été écrit par une version plus ancienne d’OrderSlip. Démarrez OrderSlip une fois sur ce dossier pour le mettre à jour, puis réessayez.`,
  }),
} as const;
