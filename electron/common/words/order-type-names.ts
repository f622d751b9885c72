/**
 * The names of the order types in each language, apart from the rest of the window words: every
 * message that names an order ("Afhalen 12") says its type, and the headless host says messages from the
 * moment it starts (its log, its status), long before anything needs the window's words, which it then
 * does not make (scripts/headless-bundle.mjs, docs/PERFORMANCE.md). Each language's window words take
 * theirs from here.
 */
import type { OrderType } from '../model/order';
import type { Language } from './languages';

export const ORDER_TYPE_NAMES: { readonly [L in Language]: Readonly<Record<OrderType, string>> } = {
  nl: { pick_up: 'Afhalen', delivery: 'Levering', pick_up_coolbox: 'Koelbox' },
  fr: { pick_up: 'À emporter', delivery: 'Livraison', pick_up_coolbox: 'Boîte réfrigérée' },
  de: { pick_up: 'Abholung', delivery: 'Lieferung', pick_up_coolbox: 'Kühlbox' },
  en: { pick_up: 'Pick-up', delivery: 'Delivery', pick_up_coolbox: 'Cool box' },
};
