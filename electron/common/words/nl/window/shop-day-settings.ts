import { pluralIn, type Translation } from '../../wording';
import { type shopDaySettings as En, networkProblemKinds } from '../../en/window/shop-day-settings';
import { network } from './network';

const plural = pluralIn('nl');

export const shopDaySettings: Translation<typeof En> = {
  heading: 'Winkeldag & alarm',
  openingTime: 'Openingsuur',
  closingTime: 'Sluitingsuur',
  closingHint: 'Vanaf het sluitingsuur toont Status de bestellingen van vandaag die niet zijn afgehaald.',
  bakeLists: {
    heading: 'Baklijst afdrukken',
    none: 'Er wordt nog geen baklijst automatisch afgedrukt.',
    add: 'Baklijst toevoegen',
    remove: 'Verwijderen',
    day: 'Voor',
    days: { today: 'vandaag', tomorrow: 'morgen' },
    time: 'Om',
    printer: 'Op',
    shop: 'Winkel',
    allShops: 'alle winkels',
    describe: (index: number) => `Baklijst ${index}`,
    noPrinter: 'Voeg eerst een bonprinter toe: een baklijst wordt daarop afgedrukt.',
    duplicate: (index: number) =>
      `Dezelfde als baklijst ${index}: hij zou twee keer afgedrukt worden. Pas er een aan of verwijder er een.`,
  },
  dueSlips: {
    heading: 'Briefjes “vandaag af te halen”',
    enabled:
      'Druk een kort briefje “vandaag af te halen” af voor elke bestelling die op een vroegere dag binnenkwam',
    printer: 'Op',
    firstPrinter: 'de eerste bonprinter van de winkel',
    when: 'Wanneer',
    opening: 'bij het openingsuur',
    beforeDue: 'enkele minuten vóór het afhaal- of leveruur',
    minutesBefore: 'Minuten vóór het afhalen',
  },
  alarm: {
    heading: 'Alarm',
    explain:
      'Een geluid in dit venster bij een nieuwe bestelling of als er iemand moet ingrijpen. Laat het venster open (het mag verborgen zijn) om het te horen.',
    mode: 'Geluid',
    modes: {
      off: 'uit',
      once: 'één keer',
      'until-acknowledged': 'tot iemand op “Gehoord” drukt',
    },
    sound: 'Welk geluid',
    sounds: { bell: 'Bel', chime: 'Klokjes', beep: 'Piep' },
    play: 'Afspelen',
    playFailed:
      'Het geluid kon niet afgespeeld worden. Kijk of het geluid van deze computer aan staat en probeer opnieuw.',
    offHint: 'Het alarm staat uit: kies “één keer” of “tot…” om te kiezen waarvoor het klinkt.',
    newOrders: 'Bij nieuwe bestellingen',
    problems: 'Bij problemen waar iemand moet ingrijpen (printer zonder papier, bestelling tegengehouden…)',
  },
  banner: {
    label: 'Alarm',
    newOrders: (count: number) =>
      plural(count, {
        one: 'Er is een nieuwe bestelling binnen.',
        other: `Er zijn ${count} nieuwe bestellingen binnen.`,
      }),
    problems: 'Iemand moet ingrijpen:',
    acknowledge: 'Gehoord',
    acknowledgeAction: 'Het alarm stilzetten',
    enableSound: 'De browser hield het geluid tegen: klik hier één keer om het toe te laten.',
    problemKinds: {
      'ledger-damaged': 'het bestellingenregister is beschadigd',
      'ledger-unwritable': 'het bestellingenregister kan niet worden geschreven',
      'token-rejected': 'de bestelservice weigert het toegangstoken',
      'token-doubted': 'de bestelservice weigerde het toegangstoken',
      'printer-not-ready': 'een printer is niet klaar',
      'printer-cannot-report': 'een printer kan niet melden dat hij afdrukte',
      'service-failing': 'de bestelservice is niet bereikbaar',
      'wrong-shop': 'de bestelservice stuurt bestellingen van andere winkels',
      'held-orders': 'er worden bestellingen tegengehouden',
      'confirm-failing': 'bevestigingen worden geweigerd',
      'printer-untested': 'een printer is niet getest',
      'orders-waiting': 'bestellingen wachten om af te drukken',
      'history-lost': 'de bestelgeschiedenis is verloren',
      'update-check-failed': 'de controle na een update faalde',
      'not-collected': 'bestellingen zijn niet afgehaald',
      'orders-gone': 'bestellingen zijn niet meer bij de bestelservice',
      ...networkProblemKinds(network),
    },
  },
  errors: {
    time: 'Vul een uur in zoals 07:30.',
    closingAfterOpening: 'Het sluitingsuur moet na het openingsuur komen.',
    printer: 'Kies een bonprinter.',
    minutesBefore: 'Vul een geheel aantal minuten in, van 0 tot 1440.',
  },
};
