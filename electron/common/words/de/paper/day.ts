/**
 * The words the shop's day prints in German (the bake list, the pick-up sheet, a due-today slip). Short
 * enough for 58 mm paper in large print (16 columns): the titles and banners are printed large.
 */
import { pluralIn, type Translation } from '../../wording';
import type { day as En } from '../../en/paper/day';

const plural = pluralIn('de');

export const day: Translation<typeof En> = {
  weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  bakeListTitle: 'BACKLISTE',
  pickupSheetTitle: 'ABHOLLISTE',
  allShops: 'Alle Geschäfte',
  orders: (count) => `${count} ${plural(count, { one: 'Bestellung', other: 'Bestellungen' })}`,
  unreadable: (count) =>
    `${count} ${plural(count, { one: 'Bestellung ist', other: 'Bestellungen sind' })} unlesbar und nicht mitgezählt: siehe OrderSlip.`,
  noOrders: 'Keine Bestellungen für diesen Tag.',
  plates: 'TORTENTEXTE',
  collectedAt: (time) => `abgeholt ${time}`,
  handedOverAt: (time) => `übergeben ${time}`,
  held: 'In OrderSlip zurückgehalten: bitte prüfen.',
  dueToday: { pick_up: 'HEUTE ABHOLEN', delivery: 'HEUTE LIEFERN', pick_up_coolbox: 'HEUTE KÜHLBOX' },
  notNew: 'KEINE NEUE BESTELLUNG',
  reminder: (orderedOn, printedBefore) =>
    `Erinnerung: bestellt am ${orderedOn}${printedBefore ? ', damals schon gedruckt' : ''}.`,
  lateChanges: {
    changedTitle: 'NACH DEM DRUCK GEÄNDERT',
    changedNote: 'So gezählt, wie sie jetzt sind: siehe ihre Zettel GEÄNDERT.',
    goneTitle: 'NICHT MEHR BEIM BESTELLDIENST',
    goneNote: 'Nicht gezählt: storniert? Prüfen Sie es, bevor Sie sie machen.',
    notChecked: (count) =>
      `${count} ${plural(count, { one: 'Bestellung konnte', other: 'Bestellungen konnten' })} beim Bestelldienst nicht geprüft werden: so gezählt, wie sie gedruckt ${plural(count, { one: 'wurde', other: 'wurden' })}.`,
  },
};
