/**
 * Schedules: the bake list printed at a set time, due-today slips, the day's lists printed on request,
 * and what a missed, failed or interrupted run says.
 */
import type { OrderRef } from '../order-label';
import { DAY_WORDS } from '../receipt/day-words';
import { parseCalendarDate, weekdayOf } from '../receipt/format';
import type { Formatter, NestedMessage } from './wording';
import { words } from './wording';

/** Which of a day's lists a message is about. */
export type DayListName = 'bake-list' | 'pickup-sheet';

/** "zaterdag 23/11" from `YYYY-MM-DD`: the day a list is for, as the shop says it. */
function dayText(day: string, f: Formatter): string {
  const parsed = parseCalendarDate(String(day));
  if (!parsed) return String(day);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${DAY_WORDS[f.language].weekdays[weekdayOf(parsed)] ?? ''} ${two(parsed.day)}/${two(parsed.month)}`;
}

const LIST_NAMES = {
  en: { 'bake-list': 'bake list', 'pickup-sheet': 'pick-up sheet' },
  nl: { 'bake-list': 'baklijst', 'pickup-sheet': 'afhaallijst' },
  fr: { 'bake-list': 'liste de production', 'pickup-sheet': 'liste des retraits' },
} as const;

export const scheduleWords = {
  /** A day's list came out (on request, or by its schedule). */
  'schedule.list-printed': words<{ list: DayListName; day: string; printer: string }>({
    en: (p, f) => `Printed the ${LIST_NAMES.en[p.list]} for ${dayText(p.day, f)} on ${p.printer}.`,
    nl: (p, f) => `De ${LIST_NAMES.nl[p.list]} voor ${dayText(p.day, f)} is afgedrukt op ${p.printer}.`,
    fr: (p, f) => `La ${LIST_NAMES.fr[p.list]} du ${dayText(p.day, f)} a été imprimée sur ${p.printer}.`,
  }),
  /**
   * A scheduled list or slip reached its printer, which could not prove that it printed: it is not sent
   * again by itself (it may have come out), so a person looks.
   */
  'schedule.unproven': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} took the scheduled print but could not prove that it printed: check that it came out. OrderSlip does not send it again by itself; print it from the Day view if it is missing.`,
    nl: (p) =>
      `${p.printer} heeft de geplande afdruk ontvangen maar kon niet bevestigen dat hij afgedrukt is: kijk of hij eruit kwam. OrderSlip stuurt hem niet vanzelf opnieuw; druk hem af vanuit Dag als hij ontbreekt.`,
    fr: (p) =>
      `${p.printer} a reçu l’impression planifiée mais n’a pas pu confirmer qu’elle est sortie\u202f: vérifiez-la. OrderSlip ne la renvoie pas de lui-même\u202f; imprimez-la depuis la vue Journée si elle manque.`,
  }),
  /** A scheduled bake list failed on its printer; it is tried again while it is still useful. */
  'schedule.list-failed': words<{ day: string; printer: string; cause: NestedMessage }>({
    en: (p, f) =>
      `The bake list for ${dayText(p.day, f)} did not print on ${p.printer}: ${f.say(p.cause)} OrderSlip tries again by itself while the list is still useful.`,
    nl: (p, f) =>
      `De baklijst voor ${dayText(p.day, f)} is niet afgedrukt op ${p.printer}: ${f.say(p.cause)} OrderSlip probeert het zelf opnieuw zolang de lijst nog nut heeft.`,
    fr: (p, f) =>
      `La liste de production du ${dayText(p.day, f)} ne s’est pas imprimée sur ${p.printer}\u202f: ${f.say(p.cause)} OrderSlip réessaie tout seul tant que la liste est utile.`,
  }),
  /**
   * A scheduled bake list that will not print: the PC was off or asleep until it was no longer useful
   * (`missed`), or its printer failed until then (`failed`).
   */
  'schedule.list-dropped': words<{ day: string; time: string; printer: string; failed: boolean }>({
    en: (p, f) =>
      p.failed
        ? `The bake list for ${dayText(p.day, f)} (due at ${p.time}) was not printed: ${p.printer} could not print it until it was no longer useful. Print it from the Day view if you still need it.`
        : `The bake list for ${dayText(p.day, f)} (due at ${p.time} on ${p.printer}) was not printed: OrderSlip was not running then, and now it is no longer useful. Print it from the Day view if you still need it.`,
    nl: (p, f) =>
      p.failed
        ? `De baklijst voor ${dayText(p.day, f)} (gepland om ${p.time}) is niet afgedrukt: ${p.printer} kon ze niet afdrukken zolang ze nut had. Druk ze af vanuit Dag als u ze nog nodig hebt.`
        : `De baklijst voor ${dayText(p.day, f)} (gepland om ${p.time} op ${p.printer}) is niet afgedrukt: OrderSlip draaide toen niet, en nu heeft ze geen nut meer. Druk ze af vanuit Dag als u ze nog nodig hebt.`,
    fr: (p, f) =>
      p.failed
        ? `La liste de production du ${dayText(p.day, f)} (prévue à ${p.time}) n’a pas été imprimée\u202f: ${p.printer} n’a pas pu l’imprimer tant qu’elle était utile. Imprimez-la depuis la vue Journée si vous en avez encore besoin.`
        : `La liste de production du ${dayText(p.day, f)} (prévue à ${p.time} sur ${p.printer}) n’a pas été imprimée\u202f: OrderSlip ne tournait pas à ce moment-là, et elle n’est plus utile. Imprimez-la depuis la vue Journée si vous en avez encore besoin.`,
  }),
  /** A schedule's printer is no longer set up (or prints labels): its list cannot print. */
  'schedule.printer-unusable': words<{ day: string; printer: string; label: boolean }>({
    en: (p, f) =>
      p.label
        ? `The bake list for ${dayText(p.day, f)} was not printed: ${p.printer} is a label printer. Choose a receipt printer for this schedule in Settings, The shop's day.`
        : `The bake list for ${dayText(p.day, f)} was not printed: printer ${p.printer} is no longer set up. Choose a printer for this schedule in Settings, The shop's day.`,
    nl: (p, f) =>
      p.label
        ? `De baklijst voor ${dayText(p.day, f)} is niet afgedrukt: ${p.printer} is een etikettenprinter. Kies een bonnenprinter voor deze planning bij Instellingen, De dag van de winkel.`
        : `De baklijst voor ${dayText(p.day, f)} is niet afgedrukt: printer ${p.printer} is niet meer ingesteld. Kies een printer voor deze planning bij Instellingen, De dag van de winkel.`,
    fr: (p, f) =>
      p.label
        ? `La liste de production du ${dayText(p.day, f)} n’a pas été imprimée\u202f: ${p.printer} est une imprimante d’étiquettes. Choisissez une imprimante de tickets pour cette planification dans Réglages, La journée du magasin.`
        : `La liste de production du ${dayText(p.day, f)} n’a pas été imprimée\u202f: l’imprimante ${p.printer} n’est plus configurée. Choisissez une imprimante pour cette planification dans Réglages, La journée du magasin.`,
  }),
  'schedule.slip-printed': words<{ order: OrderRef; printer: string }>({
    en: (p, f) => `Printed the "due today" slip of ${f.order(p.order)} on ${p.printer}.`,
    nl: (p, f) => `Het briefje "vandaag af te halen" van ${f.order(p.order)} is afgedrukt op ${p.printer}.`,
    fr: (p, f) =>
      `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} a été imprimé sur ${p.printer}.`,
  }),
  'schedule.slip-failed': words<{ order: OrderRef; printer: string; cause: NestedMessage }>({
    en: (p, f) =>
      `The "due today" slip of ${f.order(p.order)} did not print on ${p.printer}: ${f.say(p.cause)} OrderSlip tries again by itself until the order's time.`,
    nl: (p, f) =>
      `Het briefje "vandaag af te halen" van ${f.order(p.order)} is niet afgedrukt op ${p.printer}: ${f.say(p.cause)} OrderSlip probeert het zelf opnieuw tot het uur van de bestelling.`,
    fr: (p, f) =>
      `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} ne s’est pas imprimé sur ${p.printer}\u202f: ${f.say(p.cause)} OrderSlip réessaie tout seul jusqu’à l’heure de la commande.`,
  }),
  /** A due slip not printed by the order's time: it would only say what the counter already knows. */
  'schedule.slip-dropped': words<{ order: OrderRef; printer: string; failed: boolean }>({
    en: (p, f) =>
      p.failed
        ? `The "due today" slip of ${f.order(p.order)} was not printed: ${p.printer} could not print it before the order's time.`
        : `The "due today" slip of ${f.order(p.order)} (on ${p.printer}) was not printed: OrderSlip was not running at its time, and the order's time has passed.`,
    nl: (p, f) =>
      p.failed
        ? `Het briefje "vandaag af te halen" van ${f.order(p.order)} is niet afgedrukt: ${p.printer} kon het niet afdrukken voor het uur van de bestelling.`
        : `Het briefje "vandaag af te halen" van ${f.order(p.order)} (op ${p.printer}) is niet afgedrukt: OrderSlip draaide niet op het geplande moment, en het uur van de bestelling is voorbij.`,
    fr: (p, f) =>
      p.failed
        ? `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} n’a pas été imprimé\u202f: ${p.printer} n’a pas pu l’imprimer avant l’heure de la commande.`
        : `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} (sur ${p.printer}) n’a pas été imprimé\u202f: OrderSlip ne tournait pas au moment prévu, et l’heure de la commande est passée.`,
  }),
  /** Due slips are on, but the order's shop has no receipt printer (and none is chosen for them). */
  'schedule.slip-no-printer': words<{ order: OrderRef }>({
    en: (p, f) =>
      `The "due today" slip of ${f.order(p.order)} cannot print: its shop has no receipt printer. Choose a printer for due-today slips in Settings, The shop's day.`,
    nl: (p, f) =>
      `Het briefje "vandaag af te halen" van ${f.order(p.order)} kan niet afdrukken: de winkel heeft geen bonnenprinter. Kies een printer voor deze briefjes bij Instellingen, De dag van de winkel.`,
    fr: (p, f) =>
      `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} ne peut pas s’imprimer\u202f: son magasin n’a pas d’imprimante de tickets. Choisissez une imprimante pour ces rappels dans Réglages, La journée du magasin.`,
  }),
  /** OrderSlip stopped while a scheduled print was being sent: it prints again, marked. */
  'schedule.interrupted': words<{
    what: 'bake-list' | 'due-slip';
    day: string;
    order: OrderRef | null;
    printer: string;
  }>({
    en: (p, f) =>
      `OrderSlip stopped while printing ${p.what === 'bake-list' || p.order === null ? `the bake list for ${dayText(p.day, f)}` : `the "due today" slip of ${f.order(p.order)}`} on ${p.printer}: it may have come out. It prints again marked POSSIBLE DUPLICATE.`,
    nl: (p, f) =>
      `OrderSlip stopte tijdens het afdrukken van ${p.what === 'bake-list' || p.order === null ? `de baklijst voor ${dayText(p.day, f)}` : `het briefje "vandaag af te halen" van ${f.order(p.order)}`} op ${p.printer}: misschien is het er al uit gekomen. Het wordt opnieuw afgedrukt met MOGELIJK DUBBEL erop.`,
    fr: (p, f) =>
      `OrderSlip s’est arrêté pendant l’impression ${p.what === 'bake-list' || p.order === null ? `de la liste de production du ${dayText(p.day, f)}` : `du rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)}`} sur ${p.printer}\u202f: elle est peut-être déjà sortie. Elle est réimprimée avec la mention DOUBLON POSSIBLE.`,
  }),
  /**
   * A bake-list schedule was first seen while this PC's clock was ahead (`at`, ISO): it would not have
   * run before that moment came again. It counts from now.
   */
  'schedule.seen-while-clock-ahead': words<{ time: string; at: string }>({
    en: (p, f) =>
      `The bake list at ${p.time} was set up while this PC's clock was ahead (it read ${f.dateTime(p.at)}). OrderSlip goes by the corrected clock: the list prints at ${p.time} from today on.`,
    nl: (p, f) =>
      `De baklijst om ${p.time} werd ingesteld toen de klok van deze pc voorliep (ze stond op ${f.dateTime(p.at)}). OrderSlip volgt de juiste tijd: de lijst wordt vanaf vandaag om ${p.time} afgedrukt.`,
    fr: (p, f) =>
      `La liste de production de ${p.time} a été réglée alors que l’horloge de ce PC avançait (elle indiquait ${f.dateTime(p.at)}). OrderSlip suit l’heure corrigée\u202f: la liste s’imprime à ${p.time} dès aujourd’hui.`,
  }),
  /**
   * A run was printed (or given up) while this PC's clock was ahead, at `at` (ISO): it happened before
   * its real time, so it is done again when that time comes.
   */
  'schedule.run-while-clock-ahead': words<{
    what: 'bake-list' | 'due-slip';
    day: string;
    order: OrderRef | null;
    at: string;
  }>({
    en: (p, f) =>
      `${p.what === 'bake-list' || p.order === null ? `The bake list for ${dayText(p.day, f)}` : `The "due today" slip of ${f.order(p.order)}`} was handled while this PC's clock was ahead (it read ${f.dateTime(p.at)}). It prints again at its time by the corrected clock.`,
    nl: (p, f) =>
      `${p.what === 'bake-list' || p.order === null ? `De baklijst voor ${dayText(p.day, f)}` : `Het briefje "vandaag af te halen" van ${f.order(p.order)}`} werd verwerkt toen de klok van deze pc voorliep (ze stond op ${f.dateTime(p.at)}). Het wordt opnieuw afgedrukt op het juiste uur.`,
    fr: (p, f) =>
      `${p.what === 'bake-list' || p.order === null ? `La liste de production du ${dayText(p.day, f)}` : `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)}`} a été traité alors que l’horloge de ce PC avançait (elle indiquait ${f.dateTime(p.at)}). Il est réimprimé à son heure selon l’horloge corrigée.`,
  }),
  /** Printing a day's list on request on a label printer. */
  'schedule.not-a-receipt-printer': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} is a label printer: the bake list and the pick-up sheet print on a receipt printer. Choose another printer.`,
    nl: (p) =>
      `${p.printer} is een etikettenprinter: de baklijst en de afhaallijst worden afgedrukt op een bonnenprinter. Kies een andere printer.`,
    fr: (p) =>
      `${p.printer} est une imprimante d’étiquettes\u202f: la liste de production et la liste des retraits s’impriment sur une imprimante de tickets. Choisissez une autre imprimante.`,
  }),
} as const;
