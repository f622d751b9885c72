/**
 * Schedules in German: the bake list printed at a set time, due-today slips, the day's lists printed on
 * request, and what a missed, failed or interrupted run says.
 */
import type { Formatter, Translation } from '../../wording';
import { type DayListName, type schedule as En, dayText } from '../../en/messages/schedule';
import type { OrderRef } from '../../../order-label';
import { day as dayWords } from '../paper/day';

const LIST_NAMES: Readonly<Record<DayListName, string>> = {
  'bake-list': 'Backliste',
  'pickup-sheet': 'Abholliste',
};

/** The due-today slip of an order, named as its banner reads. */
const slipOf = (order: OrderRef, f: Formatter): string =>
  `Der Zettel „heute abzuholen“ von ${f.order(order)}`;

export const schedule: Translation<typeof En> = {
  'schedule.list-printed': (p) =>
    `Die ${LIST_NAMES[p.list]} für ${dayText(p.day, dayWords.weekdays)} wurde auf ${p.printer} gedruckt.`,
  'schedule.unproven': (p) =>
    `${p.printer} hat den geplanten Druck angenommen, konnte aber nicht bestätigen, dass er gedruckt wurde: Prüfen Sie, ob er herausgekommen ist. OrderSlip sendet ihn nicht von selbst erneut; drucken Sie ihn in der Ansicht Tag, wenn er fehlt.`,
  'schedule.list-failed': (p, f) =>
    `Die Backliste für ${dayText(p.day, dayWords.weekdays)} wurde nicht auf ${p.printer} gedruckt: ${f.say(p.cause)} OrderSlip versucht es von selbst erneut, solange die Liste noch nützt.`,
  'schedule.list-dropped': (p) =>
    p.failed
      ? `Die Backliste für ${dayText(p.day, dayWords.weekdays)} (geplant um ${p.time}) wurde nicht gedruckt: ${p.printer} konnte sie nicht drucken, solange sie noch nützte. Drucken Sie sie in der Ansicht Tag, wenn Sie sie noch brauchen.`
      : `Die Backliste für ${dayText(p.day, dayWords.weekdays)} (geplant um ${p.time} auf ${p.printer}) wurde nicht gedruckt: OrderSlip lief zu dem Zeitpunkt nicht, und jetzt nützt sie nichts mehr. Drucken Sie sie in der Ansicht Tag, wenn Sie sie noch brauchen.`,
  'schedule.printer-unusable': (p) =>
    p.label
      ? `Die Backliste für ${dayText(p.day, dayWords.weekdays)} wurde nicht gedruckt: ${p.printer} ist ein Etikettendrucker. Wählen Sie unter Einstellungen › Geschäftstag & Alarm einen Bondrucker für diesen Plan.`
      : `Die Backliste für ${dayText(p.day, dayWords.weekdays)} wurde nicht gedruckt: Der Drucker ${p.printer} ist nicht mehr eingerichtet. Wählen Sie unter Einstellungen › Geschäftstag & Alarm einen Drucker für diesen Plan.`,
  'schedule.slip-printed': (p, f) => `${slipOf(p.order, f)} wurde auf ${p.printer} gedruckt.`,
  'schedule.slip-failed': (p, f) =>
    `${slipOf(p.order, f)} wurde nicht auf ${p.printer} gedruckt: ${f.say(p.cause)} OrderSlip versucht es von selbst erneut, bis zur Uhrzeit der Bestellung.`,
  'schedule.slip-dropped': (p, f) =>
    p.failed
      ? `${slipOf(p.order, f)} wurde nicht gedruckt: ${p.printer} konnte ihn nicht vor der Uhrzeit der Bestellung drucken.`
      : `${slipOf(p.order, f)} (auf ${p.printer}) wurde nicht gedruckt: OrderSlip lief zur geplanten Zeit nicht, und die Uhrzeit der Bestellung ist vorbei.`,
  'schedule.slip-no-printer': (p, f) =>
    `${slipOf(p.order, f)} kann nicht gedruckt werden: Das Geschäft hat keinen Bondrucker. Wählen Sie unter Einstellungen › Geschäftstag & Alarm einen Drucker für diese Zettel.`,
  'schedule.interrupted': (p, f) => {
    const slip = p.what === 'bake-list' || p.order === null ? null : p.order;
    const what =
      slip === null
        ? `die Backliste für ${dayText(p.day, dayWords.weekdays)}`
        : `der Zettel „heute abzuholen“ von ${f.order(slip)}`;
    // The list is feminine, the slip masculine; a sentence does not start with "Sie", the polite "you".
    const [it, named] = slip === null ? ['sie', 'Die Liste'] : ['er', 'Der Zettel'];
    return `OrderSlip wurde beendet, während ${what} auf ${p.printer} gedruckt wurde: Vielleicht ist ${it} schon herausgekommen. ${named} wird erneut gedruckt, mit MÖGLICHES DUPLIKAT darauf.`;
  },
  'schedule.seen-while-clock-ahead': (p, f) =>
    `Die Backliste um ${p.time} wurde eingerichtet, als die Uhr dieses PCs vorging (sie zeigte ${f.dateTime(p.at)}). OrderSlip richtet sich nach der richtigen Uhrzeit: Die Liste wird ab heute um ${p.time} gedruckt.`,
  'schedule.run-while-clock-ahead': (p, f) =>
    `${p.what === 'bake-list' || p.order === null ? `Die Backliste für ${dayText(p.day, dayWords.weekdays)}` : slipOf(p.order, f)} wurde bearbeitet, als die Uhr dieses PCs vorging (sie zeigte ${f.dateTime(p.at)}). Zur richtigen Uhrzeit wird erneut gedruckt.`,
  'schedule.not-a-receipt-printer': (p) =>
    `${p.printer} ist ein Etikettendrucker: Die Backliste und die Abholliste werden auf einem Bondrucker gedruckt. Wählen Sie einen anderen Drucker.`,
};
