/** This installation's id on the network: random, written once in the data folder, kept across restarts. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'instance-id';

export function instanceIdOf(dataDir: string): string {
  const file = join(dataDir, FILE);
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
