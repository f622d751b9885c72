/**
 * Staged rollouts (`stagingPercentage` in the feed), decided exactly as electron-updater decides them:
 * each installation has a random id kept in `.updaterId` in its data folder (in the app, the very file
 * electron-updater itself reads, so both agree), and is in the rollout when the id's last four bytes,
 * read as a fraction of 2³², are below the percentage. Raising the percentage only adds counters.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const INSTALL_ID_FILE = '.updaterId';

const UUID = /^[a-f0-9]{8}(-[a-f0-9]{4}){3}-[a-f0-9]{12}$/;

/** This installation's id for rollouts: read from the data folder, made and kept there the first time. */
export function installIdOf(dataDir: string): string {
  const file = join(dataDir, INSTALL_ID_FILE);
  try {
    const stored = readFileSync(file, 'utf8');
    // electron-updater reads the file as it is, without trimming: a newline would make it start over.
    if (UUID.test(stored)) return stored;
  } catch {
    // Not there yet: made below.
  }
  const id = randomUUID();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, id);
  return id;
}

/** Whether the installation with this id is offered a release staged to `percentage` (null: everyone). */
export function withinRollout(installId: string, percentage: number | null): boolean {
  if (percentage === null) return true;
  const lastBytes = Number.parseInt(installId.replaceAll('-', '').slice(24, 32), 16);
  return lastBytes / 0xffffffff < percentage / 100;
}
