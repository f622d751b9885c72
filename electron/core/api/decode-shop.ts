import type { Shop } from '../../common/model/order';
import type { Message } from '../../common/messages/catalogue';
import { FieldError, isObject, textOrEmpty, wrongValue, type JsonObject } from './decode-fields';

/** A shop id is numeric in content but arrives as a number or as a string of digits. */
function shopId(s: JsonObject, path: string): number {
  const value = s['id'];
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(id) || id < 0) {
    throw wrongValue(path ? `${path}.id` : 'id', 'shop-number', value);
  }
  return id;
}

export function decodeShopObject(s: JsonObject, path: string): Shop {
  return {
    id: shopId(s, path),
    name: textOrEmpty(s, 'name', path),
    address: textOrEmpty(s, 'address', path),
    postalCode: textOrEmpty(s, 'postal_code', path),
    city: textOrEmpty(s, 'city', path),
    country: textOrEmpty(s, 'country', path).trim().toUpperCase(),
  };
}

/** An entry of the shop list that is not a readable shop. */
export interface ShopProblem {
  /** Its place in the list, from 1. */
  readonly position: number;
  /** The field at fault within the entry, e.g. `id`; '' for the entry as a whole. */
  readonly field: string;
  /** What is wrong there (a `decode.*` message). */
  readonly problem: Message;
}

export interface ShopDecoding {
  readonly shops: readonly Shop[];
  /** Entries of the list that were not readable shops, with the reason. */
  readonly problems: readonly ShopProblem[];
}

export function decodeShops(raw: readonly unknown[]): ShopDecoding {
  const shops: Shop[] = [];
  const problems: ShopProblem[] = [];
  raw.forEach((entry, index) => {
    try {
      // Paths within the entry: the messages name the entry by its place in the list.
      if (!isObject(entry)) throw wrongValue('', 'shop', entry);
      shops.push(decodeShopObject(entry, ''));
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      problems.push({ position: index + 1, field: error.path, problem: error.said });
    }
  });
  return { shops, problems };
}
