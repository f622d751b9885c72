/** The shop's day in German: the bake list, the pick-up sheet, marking orders collected, their CLI. */
import type { Formatter, Translation } from '../../wording';
import {
  type BakeCsvColumn,
  type PickupCsvColumn,
  type shopDay as En,
  ofShop,
  shopChoices,
  weight,
} from '../../en/messages/shop-day';

/** "Samstag, 28. November 2026": the day a list is for, written out so nobody misreads it. */
function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return date;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('de-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

const BAKE_CSV_COLUMNS: Readonly<Record<BakeCsvColumn, string>> = {
  product: 'Produkt',
  options: 'Optionen',
  unit: 'Einheit',
  quantity: 'Menge',
  orders: 'Bestellungen',
  plu: 'PLU',
  sizes: 'Torten',
};

const PICKUP_CSV_COLUMNS: Readonly<Record<PickupCsvColumn, string>> = {
  time: 'Uhrzeit',
  order: 'Bestellung',
  client: 'Kunde',
  phone: 'Telefon',
  address: 'Adresse',
  items: 'Artikel',
  plates: 'Tortentexte',
  remarks: 'Bemerkungen',
  status: 'Status',
  id: 'ID',
};

const orders = (count: number, f: Formatter): string =>
  f.plural(count, { one: '1 Bestellung', other: `${count} Bestellungen` });

export const shopDay: Translation<typeof En> = {
  'day.collected': () => 'Abgeholt: als an den Kunden übergeben markiert.',
  'day.uncollected': () => 'Doch als nicht abgeholt markiert.',
  'day.handed-over': () => 'Dem Fahrer übergeben: als zur Lieferung ausgegeben markiert.',
  'day.not-handed-over': () => 'Doch als nicht dem Fahrer übergeben markiert.',
  'day.handed-over-other-day': (p) =>
    `${p.delivery ? 'Dem Fahrer übergeben' : 'Abgeholt'}, an einem anderen Tag als bestellt (${longDate(p.date)} um ${p.time}), wie jemand entschieden hat.`,
  'day.scan-unknown': (p) =>
    `Keine Bestellung passt zu „${p.scanned}“. Scannen Sie den QR-Code auf dem Bon, oder tippen Sie den Code darunter ein: ganz, oder seine ersten 8 Zeichen (zum Beispiel 7c1d2e3f). Die Bestellnummer allein reicht nicht.`,
  'day.scan-ambiguous': (p) =>
    `„${p.scanned}“ ist der Anfang des Codes von ${p.count} Bestellungen. Tippen Sie mehr vom Code unter dem QR-Code ein (mindestens die ersten 8 Zeichen), oder scannen Sie den QR-Code.`,
  'day.bad-date': (p) =>
    `„${p.date}“ ist kein Tag: Schreiben Sie ihn als JJJJ-MM-TT, zum Beispiel 2026-11-28.`,
  'day.bake-list-heading': (p, f) =>
    `Backliste für ${longDate(p.date)}${ofShop(p, 'Geschäft')}: ${orders(p.orders, f)}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 Bestellung konnte nicht gelesen werden und zählt nicht mit', other: `${p.unreadable} Bestellungen konnten nicht gelesen werden und zählen nicht mit` })}` : ''}.`,
  'day.nothing-due': () => 'An diesem Tag sind keine Bestellungen abzuholen oder zu liefern.',
  'day.quantity': (p, f) =>
    p.unit === 'grams'
      ? weight(p.quantity, f)
      : p.unit === 'persons'
        ? f.plural(p.quantity, { one: '1 Person', other: `${f.number(p.quantity)} Personen` })
        : p.unit === 'other'
          ? `${f.number(p.quantity)} ${p.unitAsSent ?? ''}`.trim()
          : f.plural(p.quantity, { one: '1 Stück', other: `${f.number(p.quantity)} Stück` }),
  'day.csv-column': (p) => BAKE_CSV_COLUMNS[p.column],
  'day.csv-pickup-column': (p) => PICKUP_CSV_COLUMNS[p.column],
  'day.csv-order': (p, f) => f.order(p.order, false),
  'day.csv-unit': (p) => ({ pieces: 'Stück', grams: 'Gramm', persons: 'Personen' })[p.unit],
  'day.row-orders': (p, f) => orders(p.orders, f),
  'day.plates-heading': (p) => `Tortentexte (${p.count}):`,
  'day.plate-for': (p, f) => `${f.order(p.order)}, um ${p.dueTime} · ${p.product} (${p.option})`,
  'day.pickup-heading': (p, f) =>
    `Abholliste für ${longDate(p.date)}${ofShop(p, 'Geschäft')}: ${orders(p.orders, f)}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 Bestellung konnte nicht gelesen werden: siehe Verlauf', other: `${p.unreadable} Bestellungen konnten nicht gelesen werden: siehe Verlauf` })}` : ''}.`,
  'day.pickup-who': (p, f) => `${f.order(p.order)}, um ${p.dueTime}`,
  'day.pickup-standing': (p, f) =>
    p.collectedAt !== null
      ? `${p.delivery ? 'übergeben' : 'abgeholt'} ${f.time(p.collectedAt)}`
      : `${p.delivery ? 'nicht übergeben' : 'nicht abgeholt'}${p.state === 'held' ? ' · zurückgehalten: siehe Status' : ''}`,
  'day.pickup-remarks': (p) => `Bemerkungen: ${p.remarks}`,
  'day.pickup-plate': (p) => `Tortentext: ${p.text}`,
  'day.unknown-shop': (p) =>
    p.shops.length === 0
      ? `Dieser Datenordner kennt kein Geschäft ${p.shopId}: Er hat noch keine Bestellungen eines Geschäfts.`
      : `Dieser Datenordner kennt kein Geschäft ${p.shopId}. Die Geschäfte, die er kennt: ${shopChoices(p.shops)}. Geben Sie eine dieser Nummern mit --shop an, oder lassen Sie --shop weg für alle Geschäfte.`,
  'day.no-ledger': (p) =>
    `In ${p.dataDir} gibt es kein OrderSlip-Register. Geben Sie den Ordner an, mit dem OrderSlip läuft (--data-dir), in dem ledger.db liegt.`,
  'day.ledger-too-old': (p) =>
    `Das Register ${p.path} wurde von einem älteren OrderSlip geschrieben. Starten Sie OrderSlip einmal mit diesem Ordner, um es zu aktualisieren, und fragen Sie dann erneut.`,
};
