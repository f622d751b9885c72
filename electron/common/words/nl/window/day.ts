import { pluralIn, type Translation } from '../../wording';
import type { day as En } from '../../en/window/day';
import type { OrderChange } from '../../../model/order-change';
import type { OrderTypeNames } from '../../../order-label';
import { CHANGE_WORDS } from '../messages/changes';
import { sayChange } from '../../en/messages/changes';
import { receipt as paperReceipt } from '../paper/receipt';

const plural = pluralIn('nl');

export const day: Translation<typeof En> = {
  title: (day: string) => `Dag: ${day}`,
  choose: 'Welke dag',
  date: 'Datum',
  today: 'Vandaag',
  tomorrow: 'Morgen',
  previous: 'Vorige dag',
  next: 'Volgende dag',
  shop: 'Winkel',
  allShops: 'Alle winkels',
  loading: 'De dag wordt geladen…',
  loadAction: 'De dag laden',
  nothing: 'Geen bestellingen voor deze dag.',
  nextDay: (day: string) => `Volgende dag met bestellingen: ${day}`,
  unreadable: (count: number) =>
    plural(count, {
      one: 'Eén bestelling voor deze dag kon niet gelezen worden: ze telt hier niet mee. Open ze in Geschiedenis om de ruwe gegevens te zien.',
      other: `${count} bestellingen voor deze dag konden niet gelezen worden: ze tellen hier niet mee. Open ze in Geschiedenis om de ruwe gegevens te zien.`,
    }),
  bakeList: {
    heading: 'Baklijst',
    covers: (count: number) =>
      plural(count, { one: `Voor ${count} bestelling.`, other: `Voor ${count} bestellingen.` }),
    product: 'Product',
    options: 'Opties',
    quantity: 'Hoeveelheid',
    orders: 'Bestellingen',
    none: 'Niets te bakken voor deze dag.',
  },
  units: {
    pieces: (count: number, shown: string) =>
      plural(count, { one: `${shown} stuk`, other: `${shown} stuks` }),
    grams: (shown: string) => `${shown} g`,
    kilos: (shown: string) => `${shown} kg`,
    persons: (_count: number, shown: string) => `${shown} pers.`,
  },
  plates: {
    heading: 'Teksten op plaatjes',
    intro: 'Letterlijk zoals de klant ze schreef.',
    none: 'Geen tekst op een plaatje voor deze dag.',
  },
  sheet: {
    heading: 'Afhaallijst',
    time: 'Uur',
    order: 'Bestelling',
    name: 'Naam',
    phone: 'Telefoon',
    handOver: 'Mee te geven',
    state: 'Toestand',
    shop: 'Winkel',
    collected: 'Afgehaald',
    collectedOrDelivered: 'Afgehaald / meegegeven',
    plate: 'Plaatje:',
    remarks: 'Opmerkingen:',
    bus: 'bus',
    notYet: 'Nog niet',
    mark: 'Als afgehaald markeren',
    markNamed: (label: string) => `Als afgehaald markeren: ${label}`,
    markDelivered: 'Als meegegeven markeren',
    markDeliveredNamed: (label: string) => `Als meegegeven markeren: ${label}`,
    deliveredAt: (time: string) => `Meegegeven om ${time}`,
    undo: 'Ongedaan maken',
    undoNamed: (label: string) => `Ongedaan maken: ${label} toch niet afgehaald`,
    undoDeliveredNamed: (label: string) => `Ongedaan maken: ${label} toch niet meegegeven`,
    none: 'Niemand komt iets halen op deze dag.',
  },
  collected: 'Afgehaald',
  collectedAt: (time: string) => `Afgehaald om ${time}`,
  markCollected: 'Als afgehaald markeren',
  markNotCollected: 'Toch niet afgehaald',
  handedOver: 'Meegegeven aan de bezorger',
  markNotHandedOver: 'Toch niet meegegeven',
  scan: {
    label: 'Scan een bon om hem als afgehaald (of meegegeven aan de bezorger) te markeren',
    hint: 'Scan de QR-code op de bon, of typ de code die eronder staat (helemaal, of de eerste 8 tekens, bv. 7c1d2e3f) en druk op Enter.',
    action: 'De bestelling als afgehaald markeren',
    undoAction: 'De bestelling als niet afgehaald markeren',
    collected: (label: string) => `${label}: afgehaald.`,
    already: (label: string) => `${label} was al afgehaald.`,
    uncollected: (label: string) => `${label}: toch niet afgehaald.`,
    alreadyNot: (label: string) => `${label} stond niet als afgehaald.`,
    handedOver: (label: string) => `${label}: meegegeven aan de bezorger.`,
    alreadyHandedOver: (label: string) => `${label} was al meegegeven aan de bezorger.`,
    notHandedOver: (label: string) => `${label}: toch niet meegegeven aan de bezorger.`,
    alreadyNotHandedOver: (label: string) => `${label} stond niet als meegegeven aan de bezorger.`,
    dueWhen: (relative: 'yesterday' | 'tomorrow' | null, day: string, time: string) =>
      `${relative === 'yesterday' ? 'gisteren, ' : relative === 'tomorrow' ? 'morgen, ' : ''}${day} ${time}`,
    notToday: (label: string, when: string, past: boolean) =>
      `${label} ${past ? 'was' : 'is'} voor ${when}, niet voor vandaag. Ze is niet gemarkeerd: controleer eerst de zak.`,
    handOverAnyway: 'Toch meegeven',
    anywayAction: 'De bestelling toch meegeven',
    keep: 'Niet meegeven',
    undo: 'Ongedaan maken',
  },
  print: {
    on: 'Afdrukken op',
    bakeList: 'Baklijst afdrukken',
    pickupSheet: 'Afhaallijst afdrukken',
    action: {
      'bake-list': (printer: string) => `De baklijst afdrukken op ${printer}`,
      'pickup-sheet': (printer: string) => `De afhaallijst afdrukken op ${printer}`,
    },
    noPrinter: 'Stel in Instellingen een bonprinter in om deze lijsten af te drukken.',
  },
  changes: {
    check: 'Controleren op wijzigingen',
    action: 'Het controleren op wijzigingen',
    checking:
      'De afgedrukte bestellingen van deze dag worden een voor een opnieuw opgevraagd bij de bestelservice: dit duurt enkele seconden…',
    heading: 'Wijzigingen sinds het afdrukken',
    nothingToCheck:
      'Nog geen enkele bestelling van deze dag is hier afgedrukt: er valt niets te controleren.',
    nothing: (checked: number) =>
      plural(checked, {
        one: 'Niets gewijzigd: de afgedrukte bestelling is nog zoals ze afgedrukt werd.',
        other: `Niets gewijzigd: de ${checked} afgedrukte bestellingen zijn nog zoals ze afgedrukt werden.`,
      }),
    checked: (checked: number) =>
      plural(checked, {
        one: 'Eén afgedrukte bestelling opnieuw opgevraagd bij de bestelservice.',
        other: `${checked} afgedrukte bestellingen opnieuw opgevraagd bij de bestelservice.`,
      }),
    changed: (count: number) =>
      plural(count, {
        one: 'Gewijzigd sinds het afdrukken (een briefje GEWIJZIGD kwam uit de bonprinter van de winkel: maak wat daarop staat):',
        other: `${count} bestellingen gewijzigd sinds het afdrukken (voor elk kwam een briefje GEWIJZIGD uit de bonprinter van de winkel: maak wat daarop staat):`,
      }),
    change: (change: OrderChange, orderTypes: OrderTypeNames) =>
      sayChange(CHANGE_WORDS, change, { ...paperReceipt, orderType: orderTypes }),
    gone: (label: string) =>
      `${label}: niet meer bij de bestelservice — geannuleerd? Vraag het de klant voor u ze maakt.`,
    goneKnown: (label: string) =>
      `${label}: niet meer bij de bestelservice — geannuleerd? (Al gevonden bij een vorige controle.)`,
    unchecked: (count: number, reason: string) =>
      plural(count, {
        one: `Eén bestelling kon niet gecontroleerd worden: ${reason} Wat afgedrukt werd, is wat OrderSlip ervan weet; probeer het later opnieuw.`,
        other: `${count} bestellingen konden niet gecontroleerd worden: ${reason} Wat afgedrukt werd, is wat OrderSlip ervan weet; probeer het later opnieuw.`,
      }),
    slipFailed: (label: string, printer: string | null, cause: string) =>
      `Het briefje van ${label} is niet afgedrukt${printer === null ? '' : ` op ${printer}`}: ${cause} Het wordt afgedrukt bij de volgende controle.`,
  },
  export: {
    csv: 'Baklijst exporteren (CSV)',
    action: 'De baklijst exporteren',
    done: (fileName: string) => `Gedownload als ${fileName}.`,
  },
};
