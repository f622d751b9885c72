/**
 * A PIN kept as an scrypt hash with its own random salt. The cost parameters travel in the record, so
 * a record made today still verifies after the defaults are raised, and is hashed again at the new cost
 * the next time its PIN is entered (`needsRehash`).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keyLength: number;
}

/** What is stored: never the PIN, only what proves it. */
export interface PinRecord {
  readonly scrypt: ScryptCost;
  /** Base64. */
  readonly salt: string;
  /** Base64. */
  readonly hash: string;
}

/**
 * About 16 MB and a few tens of milliseconds a try: cheap for a person at the counter, and with at most
 * five tries a minute (PinLock) the hash is the last line only for someone who copied the data folder.
 */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1, keyLength: 32 };

const SALT_BYTES = 16;

export async function hashPin(pin: string, cost: ScryptCost = DEFAULT_COST): Promise<PinRecord> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(pin, salt, cost);
  return { scrypt: cost, salt: salt.toString('base64'), hash: hash.toString('base64') };
}

export async function pinMatches(pin: string, record: PinRecord): Promise<boolean> {
  const expected = Buffer.from(record.hash, 'base64');
  const actual = await derive(pin, Buffer.from(record.salt, 'base64'), record.scrypt);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a record was made at a lower cost than `cost` (so it is hashed again once its PIN is known). */
export function needsRehash(record: PinRecord, cost: ScryptCost = DEFAULT_COST): boolean {
  const { N, r, p, keyLength } = record.scrypt;
  return N < cost.N || r < cost.r || p < cost.p || keyLength < cost.keyLength;
}

function derive(pin: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // Node refuses above 32 MB by default; a raised cost must not fail for that alone.
    maxmem: 256 * cost.N * cost.r * cost.p,
  };
  return new Promise((done, fail) =>
    scrypt(pin.normalize('NFC'), salt, cost.keyLength, options, (error, key) =>
      error ? fail(error) : done(key),
    ),
  );
}
