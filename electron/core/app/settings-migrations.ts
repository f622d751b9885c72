/**
 * Steps that bring settings written by an older version up to date, keyed by the version that
 * introduced them (conf and electron-store run them in order, once per file). Decoding
 * (decode-settings.ts) fills in every default afterwards, so a step only moves or renames what changed.
 */
import type { Options } from 'conf';

/** The settings' own version: raise it with each new migration. */
export const SETTINGS_VERSION = '1.0.0';

export const SETTINGS_MIGRATIONS: NonNullable<Options<Record<string, unknown>>['migrations']> = {
  // The first released shape: nothing to migrate yet. Add `'1.1.0': (store) => { … }` with the next change.
  '1.0.0': () => undefined,
};
