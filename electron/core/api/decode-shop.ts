import type { Shop } from '../../common/model/order';
import { FieldError, describe, isObject, textOrEmpty, type JsonObject } from './decode-fields';

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
    throw new FieldError(`${path}.id`, `expected a numeric shop id, got ${describe(value)}`);
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
  /** The field at fault, e.g. `[2].id`. */
  readonly field: string;
  /** The decoder's description of what was there. */
  readonly problem: string;
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
      if (!isObject(entry))
        throw new FieldError(`[${index}]`, `expected a shop object, got ${describe(entry)}`);
      shops.push(decodeShopObject(entry, `[${index}]`));
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      problems.push({ position: index + 1, field: error.path, problem: error.problem });
    }
  });
  return { shops, problems };
}
