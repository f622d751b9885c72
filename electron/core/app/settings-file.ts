/**
 * Settings kept in a JSON file with `conf` (the library under electron-store, which runs in plain
 * Node): the headless host and the tests use this; the Electron app uses electron-store with the same
 * defaults and migrations, in its own folder.
 */
import Conf from 'conf';
import { DEFAULT_SETTINGS, type AppSettings } from '../../shared/settings';
import type { SettingsStore } from './app-service';
import { decodeSettings } from './decode-settings';
import { SETTINGS_MIGRATIONS, SETTINGS_VERSION } from './settings-migrations';

export function fileSettingsStore(directory: string): SettingsStore {
  const conf = new Conf<Record<string, unknown>>({
    cwd: directory,
    configName: 'settings',
    projectName: 'orderslip',
    projectVersion: SETTINGS_VERSION,
    defaults: { ...DEFAULT_SETTINGS },
    migrations: SETTINGS_MIGRATIONS,
  });
  return {
    load: () => decodeSettings(conf.store),
    save: (settings: AppSettings) => {
      conf.store = { ...settings };
    },
  };
}
