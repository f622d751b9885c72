/** The window's German words for Settings of the shop's day (opening and closing time, schedules, due-today slips), the alarm's settings and its banner. */
import { pluralIn, type Translation } from '../../wording';
import type { shopDaySettings as En } from '../../en/window/shop-day-settings';
import { network } from './network';

const plural = pluralIn('de');

export const shopDaySettings: Translation<typeof En> = {
  heading: 'Geschäftstag & Alarm',
  openingTime: 'Öffnungszeit',
  closingTime: 'Ladenschluss',
  closingHint: 'Ab Ladenschluss zeigt Status die heutigen Bestellungen, die nicht abgeholt wurden.',
  bakeLists: {
    heading: 'Backliste drucken',
    none: 'Es wird noch keine Backliste von selbst gedruckt.',
    add: 'Backliste hinzufügen',
    remove: 'Entfernen',
    day: 'Für',
    days: { today: 'heute', tomorrow: 'morgen' },
    time: 'Um',
    printer: 'Auf',
    shop: 'Geschäft',
    allShops: 'alle Geschäfte',
    describe: (index: number) => `Backliste ${index}`,
    noPrinter: 'Fügen Sie zuerst einen Bondrucker hinzu: Eine Backliste wird darauf gedruckt.',
    duplicate: (index: number) =>
      `Dieselbe wie Backliste ${index}: Die Liste würde zweimal gedruckt. Ändern oder entfernen Sie eine davon.`,
  },
  dueSlips: {
    heading: 'Zettel „heute abzuholen“',
    enabled:
      'Einen kurzen Zettel „heute abzuholen“ für jede Bestellung drucken, die an einem früheren Tag eingegangen ist',
    printer: 'Auf',
    firstPrinter: 'erster Bondrucker des Geschäfts',
    when: 'Wann',
    opening: 'zur Öffnungszeit',
    beforeDue: 'eine Weile vor der Abholzeit',
    minutesBefore: 'Minuten vor der Abholung',
  },
  alarm: {
    heading: 'Alarm',
    explain:
      'Ein Ton in diesem Fenster, wenn eine neue Bestellung kommt oder jemand eingreifen muss. Lassen Sie das Fenster offen (es darf verborgen sein), um ihn zu hören.',
    mode: 'Ton',
    modes: {
      off: 'aus',
      once: 'einmal',
      'until-acknowledged': 'bis jemand „Gehört“ drückt',
    },
    sound: 'Welcher Ton',
    sounds: { bell: 'Glocke', chime: 'Gong', beep: 'Piepton' },
    play: 'Abspielen',
    playFailed:
      'Der Ton konnte nicht abgespielt werden. Prüfen Sie, ob der Ton an diesem Computer eingeschaltet ist, und versuchen Sie es erneut.',
    offHint: 'Der Alarm ist aus: Wählen Sie „einmal“ oder „bis…“, um festzulegen, wofür er ertönt.',
    newOrders: 'Bei neuen Bestellungen',
    problems:
      'Bei Problemen, bei denen jemand eingreifen muss (Drucker ohne Papier, zurückgehaltene Bestellung…)',
  },
  banner: {
    label: 'Alarm',
    newOrders: (count: number) =>
      plural(count, {
        one: 'Eine neue Bestellung ist eingegangen.',
        other: `${count} neue Bestellungen sind eingegangen.`,
      }),
    problems: 'Jemand muss eingreifen:',
    acknowledge: 'Gehört',
    acknowledgeAction: 'Das Abstellen des Alarms',
    enableSound: 'Der Browser hat den Ton blockiert: Klicken Sie einmal hier, um ihn zuzulassen.',
    problemKinds: {
      'ledger-damaged': 'der Bestellverlauf ist beschädigt',
      'ledger-unwritable': 'der Bestellverlauf kann nicht gespeichert werden',
      'token-rejected': 'der Bestelldienst lehnt das Zugangstoken ab',
      'token-doubted': 'der Bestelldienst hat das Zugangstoken abgelehnt',
      'printer-not-ready': 'ein Drucker ist nicht bereit',
      'printer-cannot-report': 'ein Drucker kann nicht melden, dass er gedruckt hat',
      'service-failing': 'der Bestelldienst ist nicht erreichbar',
      'wrong-shop': 'der Bestelldienst schickt Bestellungen anderer Geschäfte',
      'held-orders': 'Bestellungen werden zurückgehalten',
      'confirm-failing': 'Bestätigungen werden abgelehnt',
      'printer-untested': 'ein Drucker ist nicht getestet',
      'orders-waiting': 'Bestellungen warten auf den Druck',
      'history-lost': 'der Bestellverlauf ist verloren gegangen',
      'update-check-failed': 'die Prüfung nach einem Update ist fehlgeschlagen',
      'not-collected': 'Bestellungen wurden nicht abgeholt',
      'orders-gone': 'Bestellungen sind nicht mehr beim Bestelldienst',
      'peer-conflict': network.problemKinds.peerConflict,
      'took-over': network.problemKinds.tookOver,
      'shop-taken-over': network.problemKinds.shopTakenOver,
      'standby-orders-waiting': network.problemKinds.standbyWaiting,
      'peer-unproven': network.problemKinds.peerUnproven,
      'discovery-failing': network.problemKinds.discoveryFailing,
      'fleet-failing': network.problemKinds.fleetFailing,
    },
  },
  errors: {
    time: 'Geben Sie eine Uhrzeit wie 07:30 ein.',
    closingAfterOpening: 'Der Ladenschluss muss nach der Öffnungszeit liegen.',
    printer: 'Wählen Sie einen Bondrucker.',
    minutesBefore: 'Geben Sie eine ganze Zahl von Minuten zwischen 0 und 1440 ein.',
  },
};
