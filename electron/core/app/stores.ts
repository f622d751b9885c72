/**
 * Where the app service keeps what it is told: the settings and the token. Each host brings its own
 * (electron-store and safeStorage in the app; a JSON file and the environment in the headless host).
 */
import type { SettingsView } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';

export interface SettingsStore {
  load(): AppSettings;
  save(settings: AppSettings): void;
}

export interface TokenStore {
  readonly kind: SettingsView['tokenStorage'];
  read(): Promise<string | null>;
  /** Hosts whose token comes from outside (an environment variable) may refuse to store one. */
  write(token: string): Promise<void>;
}
