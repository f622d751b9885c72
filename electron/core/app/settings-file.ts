/**
 * Settings in a plain JSON file in the data folder (the headless host, the demo, the tests). Written to
 * a temporary file and renamed, so a crash mid-write leaves the old settings, never half of the new.
 * (The Electron app keeps the same settings in electron-store; `conf` here would cost the headless
 * host some 15 MB of memory for JSON-schema machinery it does not use: docs/PERFORMANCE.md.)
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppSettings } from '../../common/contract/settings';
import type { SettingsStore } from './app-service';
import { msg } from '../../common/messages/catalogue';
import { decodeSettings, SettingsError } from './decode-settings';
import { migrateSettings, SETTINGS_VERSION } from './settings-migrations';

/** The key under which the file records which version wrote it. */
const VERSION_KEY = 'settingsVersion';

export function fileSettingsStore(directory: string): SettingsStore {
  const file = join(directory, 'settings.json');
  return {
    load(): AppSettings {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return decodeSettings({});
        throw error;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new SettingsError(msg('app.settings-not-json', { file }));
      }
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return decodeSettings(raw);
      const { [VERSION_KEY]: version, ...settings } = raw as Record<string, unknown>;
      return decodeSettings(migrateSettings(settings, typeof version === 'string' ? version : '0.0.0'));
    },
    save(settings: AppSettings): void {
      mkdirSync(directory, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(
        temporary,
        `${JSON.stringify({ [VERSION_KEY]: SETTINGS_VERSION, ...settings }, null, 2)}\n`,
        {
          mode: 0o600,
        },
      );
      renameSync(temporary, file);
    },
  };
}
