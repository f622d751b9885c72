import Store from 'electron-store';
import { decodeSettings } from '../core/app/decode-settings';
import type { SettingsStore } from '../core/app/app-service';
import { SETTINGS_VERSION, storeMigrations } from '../core/app/settings-migrations';
import { DEFAULT_SETTINGS, type AppSettings } from '../common/contract/settings';

/** The app's settings in electron-store (userData/settings.json), migrated by the same steps as the headless host's. */
export function electronSettingsStore(): SettingsStore {
  const store = new Store<Record<string, unknown>>({
    name: 'settings',
    projectVersion: SETTINGS_VERSION,
    defaults: { ...DEFAULT_SETTINGS },
    migrations: storeMigrations(),
  });
  return {
    load: () => decodeSettings(store.store),
    save: (settings: AppSettings) => {
      store.store = { ...settings };
    },
  };
}
