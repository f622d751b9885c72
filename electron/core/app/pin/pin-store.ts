/**
 * Where the PIN's hash is kept: a file of its own in the data folder, apart from the settings (which
 * the window reads, and diagnostics send to support), written only by its owner. The file is read
 * as untrusted text and decoded here, once: a record that does not decode is `unreadable`, which
 * keeps the lock closed (a damaged or tampered file must not open the counter).
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { PinRecord, ScryptCost } from './pin-hash';

export type StoredPin =
  | { readonly state: 'none' }
  | { readonly state: 'set'; readonly record: PinRecord }
  | { readonly state: 'unreadable' };

export interface PinStore {
  read(): Promise<StoredPin>;
  /** Stores a record, or removes the PIN (null). */
  write(record: PinRecord | null): Promise<void>;
}

export const PIN_FILE = 'pin.json';

export function filePinStore(file: string): PinStore {
  return {
    async read() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'none' };
        return { state: 'unreadable' };
      }
      const record = decodePinRecord(text);
      return record === null ? { state: 'unreadable' } : { state: 'set', record };
    },
    async write(record) {
      if (record === null) return rm(file, { force: true });
      // Written beside and renamed over: a crash mid-write leaves the old PIN, not a broken file.
      const temporary = `${file}.new`;
      await writeFile(temporary, `${JSON.stringify(record)}\n`, { mode: 0o600 });
      await rename(temporary, file);
    },
  };
}

/** Kept only while running: tests and the demo. */
export function memoryPinStore(): PinStore {
  let stored: PinRecord | null = null;
  return {
    read: async () => (stored === null ? { state: 'none' } : { state: 'set', record: stored }),
    write: async (record) => {
      stored = record;
    },
  };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function decodePinRecord(text: string): PinRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.scrypt)) return null;
  const { salt, hash } = value;
  const { N, r, p, keyLength } = value.scrypt;
  const cost = [N, r, p, keyLength];
  if (!cost.every((n) => Number.isSafeInteger(n) && (n as number) > 0)) return null;
  const scrypt = { N, r, p, keyLength } as ScryptCost;
  // scrypt wants N a power of two; bounds keep a tampered file from asking for gigabytes.
  if ((scrypt.N & (scrypt.N - 1)) !== 0 || scrypt.N > 2 ** 20 || scrypt.r > 32 || scrypt.p > 16) return null;
  if (scrypt.keyLength < 16 || scrypt.keyLength > 128) return null;
  if (typeof salt !== 'string' || typeof hash !== 'string' || !BASE64.test(salt) || !BASE64.test(hash))
    return null;
  if (Buffer.from(hash, 'base64').length !== scrypt.keyLength) return null;
  return { scrypt, salt, hash };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
