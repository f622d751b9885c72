import type { Translation } from '../../wording';
import {
  type shopDay as En,
  type QuantityWords,
  sayLongDate,
  sayQuantity,
  shopChoices,
  ofShop,
  type BakeCsvColumn,
  type PickupCsvColumn,
} from '../../en/messages/shop-day';

const longDate = (date: string) => sayLongDate('nl-BE', date);

const QUANTITY: QuantityWords = {
  persons: (n) => ({ one: '1 persoon', other: `${n} personen` }),
  pieces: (n) => ({ one: '1 stuk', other: `${n} stuks` }),
};

const BAKE_CSV_COLUMNS: Record<BakeCsvColumn, string> = {
  product: 'product',
  options: 'opties',
  unit: 'eenheid',
  quantity: 'hoeveelheid',
  orders: 'bestellingen',
  plu: 'plu',
  sizes: 'taarten',
};

const PICKUP_CSV_COLUMNS: Record<PickupCsvColumn, string> = {
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
};

export const shopDay: Translation<typeof En> = {
  'day.collected': () => 'Afgehaald: aangeduid als meegegeven aan de klant.',
  'day.uncollected': () => 'Toch als niet afgehaald aangeduid.',
  'day.handed-over': () => 'Meegegeven aan de bezorger: aangeduid als vertrokken voor levering.',
  'day.not-handed-over': () => 'Toch als niet meegegeven aangeduid.',
  'day.handed-over-other-day': (p) =>
    `${p.delivery ? 'Meegegeven aan de bezorger' : 'Afgehaald'} op een andere dag dan besteld (${longDate(p.date)} om ${p.time}), zoals iemand koos.`,
  'day.scan-unknown': (p) =>
    `Geen bestelling past bij “${p.scanned}”. Scan de QR-code op het bonnetje, of typ de code die eronder staat: helemaal, of de eerste 8 tekens (bijvoorbeeld 7c1d2e3f). Het bestelnummer alleen volstaat niet.`,
  'day.scan-ambiguous': (p) =>
    `“${p.scanned}” is het begin van de code van ${p.count} bestellingen. Typ meer van de code onder de QR-code (minstens de eerste 8 tekens), of scan de QR-code.`,
  'day.bad-date': (p) => `“${p.date}” is geen dag: schrijf hem als JJJJ-MM-DD, bijvoorbeeld 2026-11-28.`,
  'day.bake-list-heading': (p, f) =>
    `Baklijst voor ${longDate(p.date)}${ofShop(p, 'winkel')}: ${f.plural(p.orders, {
      one: '1 bestelling',
      other: `${p.orders} bestellingen`,
    })}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 bestelling kon niet gelezen worden en telt niet mee', other: `${p.unreadable} bestellingen konden niet gelezen worden en tellen niet mee` })}` : ''}.`,
  'day.nothing-due': () => 'Er zijn die dag geen bestellingen af te halen of te leveren.',
  'day.quantity': (p, f) => sayQuantity(QUANTITY, p, f),
  'day.csv-column': (p) => BAKE_CSV_COLUMNS[p.column],
  'day.csv-pickup-column': (p) => PICKUP_CSV_COLUMNS[p.column],
  'day.csv-order': (p, f) => f.order(p.order, false),
  'day.csv-unit': (p) => ({ pieces: 'stuks', grams: 'gram', persons: 'personen' })[p.unit],
  'day.row-orders': (p, f) => f.plural(p.orders, { one: '1 bestelling', other: `${p.orders} bestellingen` }),
  'day.plates-heading': (p) => `Teksten op plaatjes (${p.count}):`,
  'day.plate-for': (p, f) => `${f.order(p.order)}, om ${p.dueTime} · ${p.product} (${p.option})`,
  'day.pickup-heading': (p, f) =>
    `Afhaallijst voor ${longDate(p.date)}${ofShop(p, 'winkel')}: ${f.plural(p.orders, {
      one: '1 bestelling',
      other: `${p.orders} bestellingen`,
    })}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 bestelling kon niet gelezen worden: zie Geschiedenis', other: `${p.unreadable} bestellingen konden niet gelezen worden: zie Geschiedenis` })}` : ''}.`,
  'day.pickup-who': (p, f) => `${f.order(p.order)}, om ${p.dueTime}`,
  'day.pickup-standing': (p, f) =>
    p.collectedAt !== null
      ? `${p.delivery ? 'meegegeven' : 'afgehaald'} ${f.time(p.collectedAt)}`
      : `${p.delivery ? 'niet meegegeven' : 'niet afgehaald'}${p.state === 'held' ? ' · tegengehouden: zie Status' : ''}`,
  'day.pickup-remarks': (p) => `Opmerkingen: ${p.remarks}`,
  'day.pickup-plate': (p) => `Plaatje: ${p.text}`,
  'day.unknown-shop': (p) =>
    p.shops.length === 0
      ? `Deze gegevensmap kent geen winkel ${p.shopId}: ze heeft nog geen bestellingen van een winkel.`
      : `Deze gegevensmap kent geen winkel ${p.shopId}. De winkels die ze kent: ${shopChoices(p.shops)}. Geef een van die nummers met --shop, of laat --shop weg voor alle winkels.`,
  'day.no-ledger': (p) =>
    `Er staat geen OrderSlip-register in ${p.dataDir}. Geef de map waarmee OrderSlip draait (--data-dir), waar ledger.db staat.`,
  'day.ledger-too-old': (p) =>
    `Het register ${p.path} is door een oudere OrderSlip geschreven. Start OrderSlip één keer met deze map om het bij te werken, en vraag het daarna opnieuw.`,
};
