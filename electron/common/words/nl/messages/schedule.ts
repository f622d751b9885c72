import type { Translation } from '../../wording';
import { day as paperDay } from '../paper/day';
import { type schedule as En, dayText } from '../../en/messages/schedule';

const LIST_NAMES = { 'bake-list': 'baklijst', 'pickup-sheet': 'afhaallijst' } as const;

export const schedule: Translation<typeof En> = {
  'schedule.list-printed': (p) =>
    `De ${LIST_NAMES[p.list]} voor ${dayText(p.day, paperDay.weekdays)} is afgedrukt op ${p.printer}.`,
  'schedule.unproven': (p) =>
    `${p.printer} heeft de geplande afdruk ontvangen maar kon niet bevestigen dat hij afgedrukt is: kijk of hij eruit kwam. OrderSlip stuurt hem niet vanzelf opnieuw; druk hem af vanuit Dag als hij ontbreekt.`,
  'schedule.list-failed': (p, f) =>
    `De baklijst voor ${dayText(p.day, paperDay.weekdays)} is niet afgedrukt op ${p.printer}: ${f.say(p.cause)} OrderSlip probeert het zelf opnieuw zolang de lijst nog nut heeft.`,
  'schedule.list-dropped': (p) =>
    p.failed
      ? `De baklijst voor ${dayText(p.day, paperDay.weekdays)} (gepland om ${p.time}) is niet afgedrukt: ${p.printer} kon ze niet afdrukken zolang ze nut had. Druk ze af vanuit Dag als u ze nog nodig hebt.`
      : `De baklijst voor ${dayText(p.day, paperDay.weekdays)} (gepland om ${p.time} op ${p.printer}) is niet afgedrukt: OrderSlip draaide toen niet, en nu heeft ze geen nut meer. Druk ze af vanuit Dag als u ze nog nodig hebt.`,
  'schedule.printer-unusable': (p) =>
    p.label
      ? `De baklijst voor ${dayText(p.day, paperDay.weekdays)} is niet afgedrukt: ${p.printer} is een etikettenprinter. Kies een bonprinter voor deze planning bij Instellingen, De dag van de winkel.`
      : `De baklijst voor ${dayText(p.day, paperDay.weekdays)} is niet afgedrukt: printer ${p.printer} is niet meer ingesteld. Kies een printer voor deze planning bij Instellingen, De dag van de winkel.`,
  'schedule.slip-printed': (p, f) =>
    `Het briefje "vandaag af te halen" van ${f.order(p.order)} is afgedrukt op ${p.printer}.`,
  'schedule.slip-failed': (p, f) =>
    `Het briefje "vandaag af te halen" van ${f.order(p.order)} is niet afgedrukt op ${p.printer}: ${f.say(p.cause)} OrderSlip probeert het zelf opnieuw tot het uur van de bestelling.`,
  'schedule.slip-dropped': (p, f) =>
    p.failed
      ? `Het briefje "vandaag af te halen" van ${f.order(p.order)} is niet afgedrukt: ${p.printer} kon het niet afdrukken voor het uur van de bestelling.`
      : `Het briefje "vandaag af te halen" van ${f.order(p.order)} (op ${p.printer}) is niet afgedrukt: OrderSlip draaide niet op het geplande moment, en het uur van de bestelling is voorbij.`,
  'schedule.slip-no-printer': (p, f) =>
    `Het briefje "vandaag af te halen" van ${f.order(p.order)} kan niet afdrukken: de winkel heeft geen bonprinter. Kies een printer voor deze briefjes bij Instellingen, De dag van de winkel.`,
  'schedule.interrupted': (p, f) =>
    `OrderSlip stopte tijdens het afdrukken van ${p.what === 'bake-list' || p.order === null ? `de baklijst voor ${dayText(p.day, paperDay.weekdays)}` : `het briefje "vandaag af te halen" van ${f.order(p.order)}`} op ${p.printer}: misschien is het er al uit gekomen. Het wordt opnieuw afgedrukt met MOGELIJK DUBBEL erop.`,
  'schedule.seen-while-clock-ahead': (p, f) =>
    `De baklijst om ${p.time} werd ingesteld toen de klok van deze pc voorliep (ze stond op ${f.dateTime(p.at)}). OrderSlip volgt de juiste tijd: de lijst wordt vanaf vandaag om ${p.time} afgedrukt.`,
  'schedule.run-while-clock-ahead': (p, f) =>
    `${p.what === 'bake-list' || p.order === null ? `De baklijst voor ${dayText(p.day, paperDay.weekdays)}` : `Het briefje "vandaag af te halen" van ${f.order(p.order)}`} werd verwerkt toen de klok van deze pc voorliep (ze stond op ${f.dateTime(p.at)}). Het wordt opnieuw afgedrukt op het juiste uur.`,
  'schedule.not-a-receipt-printer': (p) =>
    `${p.printer} is een etikettenprinter: de baklijst en de afhaallijst worden afgedrukt op een bonprinter. Kies een andere printer.`,
};
