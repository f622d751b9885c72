/**
 * This counter's id on the chain's fleet page: random, written once in the data folder, kept across
 * restarts and updates. Apart from the network's instance id on purpose: the fleet host is outside the
 * shop, and what identifies this PC to the LAN's peers has no business there.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COUNTER_ID_FILE = 'fleet-counter-id';

export function counterIdOf(dataDir: string): string {
  const file = join(dataDir, COUNTER_ID_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f-]{36}$/.test(stored)) return stored;
  } catch {
    // Not there yet: made below.
  }
  const id = randomUUID();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${id}\n`, { mode: 0o644 });
  return id;
}
