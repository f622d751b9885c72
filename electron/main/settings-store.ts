import Store from 'electron-store';
import { decodeSettings } from '../core/app/decode-settings';
import type { SettingsStore } from '../core/app/app-service';
import { SETTINGS_MIGRATIONS, SETTINGS_VERSION } from '../core/app/settings-migrations';
import { DEFAULT_SETTINGS, type AppSettings } from '../shared/settings';

/** The app's settings in electron-store (userData/settings.json), with the headless host's migrations. */
export function electronSettingsStore(): SettingsStore {
  const store = new Store<Record<string, unknown>>({
    name: 'settings',
    projectVersion: SETTINGS_VERSION,
    defaults: { ...DEFAULT_SETTINGS },
    migrations: SETTINGS_MIGRATIONS,
  });
  return {
    load: () => decodeSettings(store.store),
    save: (settings: AppSettings) => {
      store.store = { ...settings };
    },
  };
}
