/** The window's German words for the Day view: the bake list, the pick-up sheet, scanning, printing and exporting. */
import { pluralIn, type Translation } from '../../wording';
import type { day as En } from '../../en/window/day';
import type { OrderChange } from '../../../model/order-change';
import type { OrderTypeNames } from '../../../order-label';
import { CHANGE_WORDS } from '../messages/changes';
import { sayChange } from '../../en/messages/changes';
import { receipt as paperReceipt } from '../paper/receipt';

const plural = pluralIn('de');

export const day: Translation<typeof En> = {
  title: (day: string) => `Tag: ${day}`,
  choose: 'Welcher Tag',
  date: 'Datum',
  today: 'Heute',
  tomorrow: 'Morgen',
  previous: 'Vorheriger Tag',
  next: 'Nächster Tag',
  shop: 'Geschäft',
  allShops: 'Alle Geschäfte',
  loading: 'Der Tag wird geladen…',
  loadAction: 'Das Laden des Tages',
  nothing: 'Für diesen Tag gibt es keine Bestellung.',
  nextDay: (day: string) => `Nächster Tag mit Bestellungen: ${day}`,
  unreadable: (count: number) =>
    count === 1
      ? 'Eine Bestellung für diesen Tag konnte nicht gelesen werden und zählt hier nicht mit. Öffnen Sie sie im Verlauf, um ihre Rohdaten zu sehen.'
      : `${count} Bestellungen für diesen Tag konnten nicht gelesen werden und zählen hier nicht mit. Öffnen Sie sie im Verlauf, um ihre Rohdaten zu sehen.`,
  bakeList: {
    heading: 'Backliste',
    covers: (count: number) =>
      plural(count, { one: 'Für 1 Bestellung.', other: `Für ${count} Bestellungen.` }),
    product: 'Produkt',
    options: 'Optionen',
    quantity: 'Menge',
    orders: 'Bestellungen',
    none: 'An diesem Tag ist nichts zu backen.',
  },
  units: {
    // "Stück" is the same word for one and for many.
    pieces: (_count: number, shown: string) => `${shown} Stück`,
    grams: (shown: string) => `${shown} g`,
    kilos: (shown: string) => `${shown} kg`,
    persons: (_count: number, shown: string) => `${shown} Pers.`,
  },
  plates: {
    heading: 'Tortentexte',
    intro: 'Genau so, wie die Kunden sie geschrieben haben.',
    none: 'An diesem Tag gibt es keinen Tortentext.',
  },
  sheet: {
    heading: 'Abholliste',
    time: 'Uhrzeit',
    order: 'Bestellung',
    name: 'Name',
    phone: 'Telefon',
    handOver: 'Mitzugeben',
    state: 'Status',
    shop: 'Geschäft',
    collected: 'Abgeholt',
    collectedOrDelivered: 'Abgeholt / dem Fahrer übergeben',
    plate: 'Tortentext:',
    remarks: 'Bemerkungen:',
    // The Belgian address's box number (NL "bus", FR "boîte"): East Belgian addresses say "Bus" too.
    bus: 'Bus',
    notYet: 'Noch nicht',
    mark: 'Als abgeholt markieren',
    markNamed: (label: string) => `Als abgeholt markieren: ${label}`,
    markDelivered: 'Als übergeben markieren',
    markDeliveredNamed: (label: string) => `Als dem Fahrer übergeben markieren: ${label}`,
    deliveredAt: (time: string) => `Dem Fahrer übergeben um ${time}`,
    undo: 'Rückgängig',
    undoNamed: (label: string) => `Rückgängig: ${label} doch nicht abgeholt`,
    undoDeliveredNamed: (label: string) => `Rückgängig: ${label} doch nicht dem Fahrer übergeben`,
    none: 'An diesem Tag holt niemand etwas ab.',
  },
  collected: 'Abgeholt',
  collectedAt: (time: string) => `Abgeholt um ${time}`,
  markCollected: 'Als abgeholt markieren',
  markNotCollected: 'Doch nicht abgeholt',
  handedOver: 'Dem Fahrer übergeben',
  markNotHandedOver: 'Doch nicht dem Fahrer übergeben',
  scan: {
    label: 'Bon scannen, um die Bestellung als abgeholt (oder dem Fahrer übergeben) zu markieren',
    hint: 'Scannen Sie den QR-Code auf dem Bon oder tippen Sie den Code darunter ein (ganz oder seine ersten 8 Zeichen, z. B. 7c1d2e3f) und drücken Sie die Eingabetaste.',
    action: 'Das Markieren der Bestellung als abgeholt',
    undoAction: 'Das Markieren der Bestellung als nicht abgeholt',
    collected: (label: string) => `${label}: abgeholt.`,
    already: (label: string) => `${label} war schon abgeholt.`,
    uncollected: (label: string) => `${label}: doch nicht abgeholt.`,
    alreadyNot: (label: string) => `${label} war nicht als abgeholt markiert.`,
    handedOver: (label: string) => `${label}: dem Fahrer übergeben.`,
    alreadyHandedOver: (label: string) => `${label} war schon dem Fahrer übergeben.`,
    notHandedOver: (label: string) => `${label}: doch nicht dem Fahrer übergeben.`,
    alreadyNotHandedOver: (label: string) => `${label} war nicht als dem Fahrer übergeben markiert.`,
    /** "morgen, Sa., 29. Nov. um 10:00": when an order scanned on another day is due. */
    dueWhen: (relative: 'yesterday' | 'tomorrow' | null, day: string, time: string) =>
      `${relative === 'yesterday' ? 'gestern, ' : relative === 'tomorrow' ? 'morgen, ' : ''}${day} um ${time}`,
    notToday: (label: string, when: string, past: boolean) =>
      `${label} ${past ? 'war' : 'ist'} für ${when}, nicht für heute. Die Bestellung wurde nicht markiert: Prüfen Sie zuerst die Tüte.`,
    handOverAnyway: 'Trotzdem mitgeben',
    anywayAction: 'Das Mitgeben der Bestellung',
    keep: 'Nicht mitgeben',
    undo: 'Rückgängig',
  },
  print: {
    on: 'Drucken auf',
    bakeList: 'Backliste drucken',
    pickupSheet: 'Abholliste drucken',
    action: {
      'bake-list': (printer: string) => `Das Drucken der Backliste auf ${printer}`,
      'pickup-sheet': (printer: string) => `Das Drucken der Abholliste auf ${printer}`,
    },
    noPrinter: 'Richten Sie unter Einstellungen einen Bondrucker ein, um diese Listen zu drucken.',
  },
  changes: {
    check: 'Auf Änderungen prüfen',
    action: 'Das Prüfen auf Änderungen',
    checking:
      'Die gedruckten Bestellungen dieses Tages werden nacheinander erneut beim Bestelldienst abgefragt: Das dauert einige Sekunden…',
    heading: 'Änderungen seit dem Druck',
    nothingToCheck: 'Von diesem Tag wurde hier noch keine Bestellung gedruckt: Es gibt nichts zu prüfen.',
    nothing: (checked: number) =>
      plural(checked, {
        one: 'Nichts geändert: Die gedruckte Bestellung ist noch so, wie sie gedruckt wurde.',
        other: `Nichts geändert: Die ${checked} gedruckten Bestellungen sind noch so, wie sie gedruckt wurden.`,
      }),
    checked: (checked: number) =>
      plural(checked, {
        one: 'Eine gedruckte Bestellung erneut beim Bestelldienst abgefragt.',
        other: `${checked} gedruckte Bestellungen erneut beim Bestelldienst abgefragt.`,
      }),
    changed: (count: number) =>
      plural(count, {
        one: 'Seit dem Druck geändert (ein Zettel GEÄNDERT kam aus dem Bondrucker des Geschäfts: Machen Sie, was darauf steht):',
        other: `${count} Bestellungen seit dem Druck geändert (für jede kam ein Zettel GEÄNDERT aus dem Bondrucker des Geschäfts: Machen Sie, was darauf steht):`,
      }),
    change: (change: OrderChange, orderTypes: OrderTypeNames) =>
      sayChange(CHANGE_WORDS, change, { ...paperReceipt, orderType: orderTypes }),
    gone: (label: string) =>
      `${label}: nicht mehr beim Bestelldienst — storniert? Fragen Sie den Kunden, bevor Sie sie machen.`,
    goneKnown: (label: string) =>
      `${label}: nicht mehr beim Bestelldienst — storniert? (Schon bei einer früheren Prüfung gefunden.)`,
    unchecked: (count: number, reason: string) =>
      plural(count, {
        one: `Eine Bestellung konnte nicht geprüft werden: ${reason} Was gedruckt wurde, ist, was OrderSlip von ihr weiß; versuchen Sie es später erneut.`,
        other: `${count} Bestellungen konnten nicht geprüft werden: ${reason} Was gedruckt wurde, ist, was OrderSlip von ihnen weiß; versuchen Sie es später erneut.`,
      }),
    slipFailed: (label: string, printer: string | null, cause: string) =>
      `Der Zettel von ${label} wurde nicht gedruckt${printer === null ? '' : ` auf ${printer}`}: ${cause} Er wird bei der nächsten Prüfung gedruckt.`,
  },
  export: {
    csv: 'Backliste exportieren (CSV)',
    action: 'Das Exportieren der Backliste',
    done: (fileName: string) => `Als ${fileName} heruntergeladen.`,
  },
};
