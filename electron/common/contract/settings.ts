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
  /** Opening hours, scheduled lists and due-today slips: see docs/SHOP-DAY.md. */
  readonly shopDay: ShopDaySettings;
  /** A sound in the window for new orders and problems that need a person. */
  readonly alarm: AlarmSettings;
}

/** A time of day as `HH:MM` (24 hours), in the PC's local time. */
export type TimeOfDay = string;

/** The bake list of today or tomorrow, printed every day at a set time. */
export interface BakeListSchedule {
  /** Stable: a run is remembered by it, so a renamed or moved schedule does not print twice. */
  readonly id: string;
  readonly day: 'today' | 'tomorrow';
  readonly time: TimeOfDay;
  readonly printerId: string;
  /** One shop, or null for every shop. */
  readonly shopId: number | null;
}

export interface DueSlipSettings {
  /** A short "due today" slip for each order due today that was placed on an earlier day. */
  readonly enabled: boolean;
  /** The printer; null: the first receipt printer of the order's shop. */
  readonly printerId: string | null;
  /** At opening time, or `minutesBefore` the order's pick-up/delivery time. */
  readonly when: 'opening' | 'before-due';
  readonly minutesBefore: number;
}

export interface ShopDaySettings {
  readonly openingTime: TimeOfDay;
  /** From this time Status lists today's orders that were not collected. */
  readonly closingTime: TimeOfDay;
  readonly bakeLists: readonly BakeListSchedule[];
  readonly dueSlips: DueSlipSettings;
}

export const ALARM_MODES = ['off', 'once', 'until-acknowledged'] as const;
export type AlarmMode = (typeof ALARM_MODES)[number];

/** The bundled sounds (drawn by the window's audio, nothing to download). */
export const ALARM_SOUNDS = ['bell', 'chime', 'beep'] as const;
export type AlarmSound = (typeof ALARM_SOUNDS)[number];

export interface AlarmSettings {
  readonly mode: AlarmMode;
  readonly sound: AlarmSound;
  /** Sound for a new order. */
  readonly newOrders: boolean;
  /** Sound for a problem that needs a person (a printer out of paper, a held order…). */
  readonly problems: boolean;
}

export const DEFAULT_SHOP_DAY: ShopDaySettings = {
  openingTime: '07:00',
  closingTime: '18:00',
  bakeLists: [],
  dueSlips: { enabled: false, printerId: null, when: 'opening', minutesBefore: 30 },
};

export const DEFAULT_ALARM: AlarmSettings = {
  mode: 'off',
  sound: 'bell',
  newOrders: true,
  problems: true,
};

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
  shopDay: DEFAULT_SHOP_DAY,
  alarm: DEFAULT_ALARM,
};
