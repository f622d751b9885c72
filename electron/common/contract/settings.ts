/**
 * The app's settings as stored (electron-store in the app, a JSON file for the headless host) and as
 * the window edits them. The token is not part of them: it is stored apart (safeStorage in the app,
 * an environment variable or a file for the headless host) and never sent to the window.
 */
import type { Language, PrinterSettings } from '../model/printer-settings';

/** The app's language: the system's, or one chosen. Notifications, the tray and the window follow it. */
export type AppLanguage = 'system' | Language;

export interface ShopSetting {
  readonly shopId: number;
  /** As the service named it when the shop was chosen; for display only. */
  readonly name: string | null;
  /** Its city, as the service listed it; for display only. */
  readonly city: string | null;
  readonly printerIds: readonly string[];
}

export interface AppSettings {
  readonly connection: {
    readonly baseUrl: string;
    readonly tenant: string;
  };
  /** The shops to poll. Empty: every shop the service lists, printing on `defaultPrinterIds`. */
  readonly shops: readonly ShopSetting[];
  readonly defaultPrinterIds: readonly string[];
  readonly printers: readonly PrinterSettings[];
  readonly pollIntervalSeconds: number;
  readonly retentionDays: number;
  readonly notifications: {
    readonly newOrder: boolean;
    readonly problems: boolean;
    readonly sound: boolean;
  };
  readonly startAtLogin: boolean;
  readonly language: AppLanguage;
}

export const DEFAULT_SETTINGS: AppSettings = {
  connection: { baseUrl: '', tenant: '' },
  shops: [],
  defaultPrinterIds: [],
  printers: [],
  pollIntervalSeconds: 5,
  retentionDays: 90,
  notifications: { newOrder: true, problems: true, sound: false },
  startAtLogin: true,
  language: 'system',
};
