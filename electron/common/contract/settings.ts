/**
 * The app's settings as stored (electron-store in the app, a JSON file for the headless host) and as
 * the window edits them. The token is not part of them: it is stored apart (safeStorage in the app,
 * an environment variable or a file for the headless host) and never sent to the window.
 */
import type { PrinterSettings } from '../model/printer-settings';
import type { Language } from '../words/languages';

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

/**
 * The bounds of the whole numbers below, in one place for everything that checks them: the stored
 * settings' decoder, the window's form and its input fields.
 */
export const POLL_INTERVAL_SECONDS = { min: 1, max: 300 } as const;
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;

export interface AppSettings {
  readonly connection: {
    readonly baseUrl: string;
    readonly tenant: string;
  };
  /** The shops to poll. Empty: every shop the service lists, printing on `defaultPrinterIds`. */
  readonly shops: readonly ShopSetting[];
  readonly defaultPrinterIds: readonly string[];
  readonly printers: readonly PrinterSettings[];
  /** Within `POLL_INTERVAL_SECONDS`. */
  readonly pollIntervalSeconds: number;
  /** Within `RETENTION_DAYS`. */
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
  /** Other OrderSlips on the shop's network, and the window served to other devices: docs/NETWORK.md. */
  readonly network: NetworkSettings;
  /** E-mail, webhook and heartbeat for an owner who is not in the shop: docs/NETWORK.md. */
  readonly alerts: AlertSettings;
  /** New versions from the chain's own update feed: docs/DEPLOY.md. */
  readonly updates: UpdateSettings;
  /** Reports to the chain's fleet host, which shows every counter on one page: docs/DEPLOY.md. */
  readonly fleet: FleetSettings;
}

export const UPDATE_CHANNELS = ['stable', 'beta'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

export interface UpdateSettings {
  /** An electron-updater "generic" feed (the folder holding `latest.yml`); empty: never look. */
  readonly feedUrl: string;
  readonly channel: UpdateChannel;
}

/** The fleet key is not part of the settings: it is stored like the token (SettingsUpdate). */
export interface FleetSettings {
  /** The fleet host's address (`http://fleet.example:4870`); empty: report to nobody. */
  readonly url: string;
}

/**
 * Several OrderSlips of one tenant on one network: for each shop exactly one prints (docs/NETWORK.md).
 */
export interface NetworkSettings {
  /** How other PCs name this one ("Counter", "Office"); empty: the computer's own name. */
  readonly pcName: string;
  /** Find other OrderSlips by DNS-SD/mDNS on the local network and announce this one. */
  readonly discovery: boolean;
  /**
   * Other OrderSlips named by address (`192.168.1.20`, `office-pc.local`, with `:port` when their
   * discovery port is not 5353), for networks that multicast does not cross.
   */
  readonly peerAddresses: readonly string[];
  /**
   * Shops this PC was chosen to print (the shop's printing PC). Another OrderSlip that polls the
   * same shop stands by while this one runs. Shops not listed go to whichever PC printed them first.
   */
  readonly printingShops: readonly number[];
  /** How long the printing PC may stay silent before another takes its shops over. */
  readonly takeoverSeconds: number;
  /** Serve the window to other devices of the shop's network, each paired once with a code. */
  readonly serveWindow: {
    readonly enabled: boolean;
    readonly port: number;
  };
}

/** Conditions lasting longer than `afterMinutes` are sent to the owner; and their end. */
export interface AlertSettings {
  readonly afterMinutes: number;
  /** A printer that cannot print (offline, out of paper, cover open…). */
  readonly printerDown: boolean;
  /** An order held for a person. */
  readonly orderHeld: boolean;
  /** The service refuses the token. */
  readonly tokenRejected: boolean;
  /** Nothing printed from opening time until `until` on a day the shop opens. */
  readonly quietMorning: { readonly enabled: boolean; readonly until: TimeOfDay };
  readonly email: EmailAlertSettings;
  /** A JSON POST to this address (chat apps, monitoring services). */
  readonly webhook: { readonly enabled: boolean; readonly url: string };
  /** Called every minute while OrderSlip runs, for an uptime monitor (healthchecks.io, Uptime Kuma…). */
  readonly heartbeat: { readonly enabled: boolean; readonly url: string };
}

export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** SMTP. The password is not part of the settings: it is stored like the token (SettingsUpdate). */
export interface EmailAlertSettings {
  readonly enabled: boolean;
  readonly host: string;
  readonly port: number;
  readonly security: SmtpSecurity;
  /** Empty: no login. */
  readonly user: string;
  readonly from: string;
  readonly to: readonly string[];
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

/** The mDNS port; a peer named by address without a port is asked there. */
export const DISCOVERY_PORT = 5353;

export const DEFAULT_NETWORK: NetworkSettings = {
  pcName: '',
  discovery: true,
  peerAddresses: [],
  printingShops: [],
  takeoverSeconds: 60,
  serveWindow: { enabled: false, port: 4860 },
};

export const DEFAULT_ALERTS: AlertSettings = {
  afterMinutes: 10,
  printerDown: true,
  orderHeld: true,
  tokenRejected: true,
  quietMorning: { enabled: false, until: '10:00' },
  email: { enabled: false, host: '', port: 587, security: 'starttls', user: '', from: '', to: [] },
  webhook: { enabled: false, url: '' },
  heartbeat: { enabled: false, url: '' },
};

export const DEFAULT_UPDATES: UpdateSettings = { feedUrl: '', channel: 'stable' };

export const DEFAULT_FLEET: FleetSettings = { url: '' };

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
  network: DEFAULT_NETWORK,
  alerts: DEFAULT_ALERTS,
  updates: DEFAULT_UPDATES,
  fleet: DEFAULT_FLEET,
};
