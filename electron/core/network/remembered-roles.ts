/**
 * The shops this PC printed when it last ran, kept in the data folder (docs/NETWORK.md "Resume"): a
 * restart of a PC that printed its shops resumes them after a short window instead of listening the
 * whole 3 s. Written whenever the set changes, atomically (a crash leaves the old file or the new one,
 * never half of one); a file missing, damaged or of another service reads as "nothing to resume".
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'printing-shops.json';
/** More than any tenant's shops (a TXT record holds at most 1,000): a bigger file is not ours. */
const MAX_SHOPS = 1_000;

export interface RememberedRoles {
  /** The service and tenant they were printed for (`serviceKey`): another one's shop 3 is not this. */
  readonly service: string;
  readonly printing: readonly number[];
}

/** What the file says, decoded strictly; null when there is none or it cannot be trusted. */
export function readRememberedRoles(dataDir: string): RememberedRoles | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8'));
  } catch {
    return null;
  }
  return decodeRememberedRoles(raw);
}

export function decodeRememberedRoles(raw: unknown): RememberedRoles | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { v, service, printing } = raw as Record<string, unknown>;
  if (v !== 1 || typeof service !== 'string' || !/^[0-9a-f]{16}$/.test(service)) return null;
  if (!Array.isArray(printing) || printing.length > MAX_SHOPS) return null;
  if (!printing.every((shopId) => Number.isSafeInteger(shopId) && (shopId as number) > 0)) return null;
  return { service, printing: printing as number[] };
}

/** Replaces the file: written beside it, flushed, then renamed over it. Throws when the disk refuses. */
export function writeRememberedRoles(dataDir: string, roles: RememberedRoles): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FILE);
  const next = `${file}.next`;
  const fd = openSync(next, 'w', 0o644);
  try {
    writeSync(fd, `${JSON.stringify({ v: 1, service: roles.service, printing: roles.printing })}\n`);
    // Without the flush a power cut after the rename can leave an empty file under the new name.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(next, file);
}
