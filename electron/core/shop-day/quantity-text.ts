/**
 * A quantity as the day's lists say it, in the reader's language ("3 pièces", "1,5 kg", "12 personen"):
 * one wording for the bake list's totals and the pick-up sheet's lines, as text and as CSV, so a unit
 * code of the service (`st`, `gr`) never reaches the reader in one list and a word in the other.
 */
import { msg } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import type { Language } from '../../common/words/languages';
import { measureOf, type Measure } from './bake-list';

export function quantityText(measure: Measure, language: Language): string {
  return say(msg('day.quantity', measure), language);
}

/** An order line's quantity, in the unit the service sent it in. */
export function lineQuantityText(qty: number, unitAsSent: string, language: Language): string {
  return quantityText(measureOf(qty, unitAsSent), language);
}
