/**
 * Steps that bring settings written by an older version up to date, keyed by the version that
 * introduced them. The headless host's settings file and the app's electron-store run the same steps;
 * decoding (decode-settings.ts) fills in every default afterwards, so a step only moves or renames.
 */
import type { Options } from 'conf';

type Settings = Record<string, unknown>;

export interface SettingsStep {
  readonly version: string;
  readonly migrate: (settings: Settings) => Settings;
}

/** The settings' own version: raise it with each new step. */
export const SETTINGS_VERSION = '1.1.0';

export const SETTINGS_STEPS: readonly SettingsStep[] = [
  // The first released shape.
  { version: '1.0.0', migrate: (settings) => settings },
  // The app's own language: settings from before it follow the system, as the app did then.
  {
    version: '1.1.0',
    migrate: (settings) => ('language' in settings ? settings : { ...settings, language: 'system' }),
  },
];

function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Runs the steps newer than `from`, in order. */
export function migrateSettings(
  settings: Settings,
  from: string,
  steps: readonly SettingsStep[] = SETTINGS_STEPS,
): Settings {
  return steps
    .filter((step) => compareVersions(step.version, from) > 0)
    .sort((a, b) => compareVersions(a.version, b.version))
    .reduce((current, step) => step.migrate(current), settings);
}

/** The same steps in the form electron-store (conf) runs them. */
export function storeMigrations(): NonNullable<Options<Settings>['migrations']> {
  return Object.fromEntries(
    SETTINGS_STEPS.map((step) => [
      step.version,
      (store: { store: Settings }) => void (store.store = step.migrate(store.store)),
    ]),
  );
}
