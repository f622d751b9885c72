/**
 * The settings form's working copy: AppSettings made editable, plus the token the person may type (write
 * only), and the checks the window can make before asking the app to save. The app checks again; its
 * answer is shown too.
 */
import {
  DEFAULT_LABEL_SETTINGS,
  LABEL_HEIGHT_MM,
  LABEL_WIDTH_MM,
  MAX_COPIES,
  MAX_HEADER_LENGTH,
  MAX_LINES_PER_LABEL,
  printerSettings,
  type CharacterSetName,
  type Dpi,
  type LabelCount,
  type LabelProtocol,
  type LabelSettings,
  type PaperWidth,
  type PrinterModelId,
  type PrinterRole,
  type PrinterSettings,
  type PrinterType,
  type PrintMode,
  type LineFilter,
  type TicketTemplate,
} from '../../electron/common/model/printer-settings';
import { type Language } from '../../electron/common/words/languages';
import type { OrderType } from '../../electron/common/model/order';
import { printerModel } from '../../electron/common/model/printer-models';
import type {
  FoundPrinterView,
  SettingsUpdate,
  SettingsView,
  SuggestedPrinterSettings,
} from '../../electron/common/contract/app-api';
import {
  DEFAULT_ALARM,
  DEFAULT_ALERTS,
  DEFAULT_FLEET,
  DEFAULT_UPDATES,
  DEFAULT_NETWORK,
  DEFAULT_SHOP_DAY,
  POLL_INTERVAL_SECONDS,
  RETENTION_DAYS,
  type AlarmSettings,
  type AlertSettings,
  type FleetSettings,
  type UpdateSettings,
  type AppLanguage,
  type AppSettings,
  type BakeListSchedule,
  type DueSlipSettings,
  type NetworkSettings,
  type ShopDaySettings,
} from '../../electron/common/contract/settings';
import type { Messages } from '../../electron/common/words/en/window/app';
import { say } from '../../electron/common/messages/say';
import { msg } from '../../electron/common/messages/catalogue';
import { isPinFormat, PIN_LENGTH } from '../../electron/common/contract/pin';
import { baseUrlProblem } from '../../electron/common/syntax/base-url';
import { normalizePrinterAddress, parsePrinterAddress } from '../../electron/common/syntax/printer-uri';
import { MESSAGES } from './i18n.svelte';

// The wizard's address field writes out what a person typed the way the app takes it.
export { normalizePrinterAddress };

export interface PrinterDraft {
  id: string;
  name: string;
  uri: string;
  type: PrinterType;
  paperWidth: PaperWidth;
  characterSet: CharacterSetName;
  language: Language;
  copies: number;
  logoPath: string;
  allowUnverified: boolean;
  model: PrinterModelId;
  printMode: PrintMode;
  dpi: Dpi;
  /** The shop's own lines at the top and bottom of every receipt; empty: none. */
  header: string;
  footer: string;
  showPlu: boolean;
  /** For a `printer:` queue: "completed by the print queue" may confirm orders. */
  confirmOnQueueCompletion: boolean;
  /** Receipts or labels; a label printer's own settings are in `label`. */
  role: PrinterRole;
  label: LabelDraft;
  /** A receipt printer's ticket: the customer receipt or a production ticket. */
  ticket: TicketTemplate;
  /** Which orders and lines a receipt printer gets; the products as typed, one per line. */
  filter: FilterDraft;
  buzzer: boolean;
  /** Saved without a successful test print ("skip the test for now"); Status keeps reminding. */
  untested?: boolean;
}

export interface FilterDraft {
  orderTypes: OrderType[];
  products: string;
}

export function filterDraftFrom(filter: LineFilter | undefined): FilterDraft {
  return { orderTypes: [...(filter?.orderTypes ?? [])], products: (filter?.products ?? []).join('\n') };
}

export function filterFrom(filter: FilterDraft): LineFilter {
  return { orderTypes: [...filter.orderTypes], products: productList(filter.products) };
}

/** A label printer's settings as the form edits them: the products as typed, one per line. */
export interface LabelDraft {
  protocol: LabelProtocol;
  widthMm: number;
  heightMm: number;
  orderLabels: boolean;
  cakeLabels: boolean;
  count: LabelCount;
  linesPerLabel: number;
  orderTypes: OrderType[];
  /** Product names or PLU codes, one per line; empty: every product. */
  products: string;
}

/** The label sizes most shops buy, width × height in millimetres; any other size is typed in. */
export const LABEL_SIZE_PRESETS: readonly (readonly [number, number])[] = [
  [58, 40],
  [62, 29],
  [100, 50],
  [100, 150],
];

/** The preset a size is, as `58x40`, or null for a size of its own. */
export function labelSizePreset(label: { widthMm: number; heightMm: number }): string | null {
  const preset = LABEL_SIZE_PRESETS.find(([w, h]) => w === label.widthMm && h === label.heightMm);
  return preset ? `${preset[0]}x${preset[1]}` : null;
}

/**
 * The stored label settings made editable. Settings stored before labels existed (or partly) get the
 * defaults for what they lack, as the app does when it reads them.
 */
export function labelDraftFrom(label: Partial<LabelSettings> | undefined): LabelDraft {
  const full: LabelSettings = { ...DEFAULT_LABEL_SETTINGS, ...label };
  return {
    protocol: full.protocol,
    widthMm: full.widthMm,
    heightMm: full.heightMm,
    orderLabels: full.orderLabels,
    cakeLabels: full.cakeLabels,
    count: full.count,
    linesPerLabel: full.linesPerLabel,
    orderTypes: [...full.orderTypes],
    products: full.products.join('\n'),
  };
}

/** The products typed one per line: trimmed, blank lines and repeats dropped. */
export function productList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r\n?|\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    ),
  ];
}

export function labelSettingsFrom(label: LabelDraft): LabelSettings {
  return {
    protocol: label.protocol,
    widthMm: label.widthMm,
    heightMm: label.heightMm,
    orderLabels: label.orderLabels,
    cakeLabels: label.cakeLabels,
    count: label.count,
    linesPerLabel: label.linesPerLabel,
    orderTypes: [...label.orderTypes],
    products: productList(label.products),
  };
}

/** Whether two label settings print the same labels. */
function sameLabel(a: LabelSettings, b: LabelSettings): boolean {
  return (
    a.protocol === b.protocol &&
    a.widthMm === b.widthMm &&
    a.heightMm === b.heightMm &&
    a.orderLabels === b.orderLabels &&
    a.cakeLabels === b.cakeLabels &&
    a.count === b.count &&
    a.linesPerLabel === b.linesPerLabel &&
    a.orderTypes.length === b.orderTypes.length &&
    a.orderTypes.every((type) => b.orderTypes.includes(type)) &&
    a.products.join('\n') === b.products.join('\n')
  );
}

/**
 * Switching a printer to labels (or back): a label printer has 203 or 300 dpi, and an ESC/POS label
 * printer (TM-L90) is an Epson; the receipt settings stay as they were for a switch back.
 */
export function applyRole(printer: PrinterDraft, role: PrinterRole): void {
  printer.role = role;
  if (role === 'label') {
    if (printer.dpi !== 300) printer.dpi = 203;
    if (printer.label.protocol === 'escpos') printer.type = 'epson';
  }
}

/** Choosing a label protocol: an ESC/POS label printer goes through the Epson path. */
export function applyLabelProtocol(printer: PrinterDraft, protocol: LabelProtocol): void {
  printer.label.protocol = protocol;
  if (protocol === 'escpos') printer.type = 'epson';
}

export interface ShopDraft {
  shopId: number;
  name: string | null;
  city: string;
  chosen: boolean;
  printerIds: string[];
}

export interface SettingsDraft {
  baseUrl: string;
  tenant: string;
  /** Typed by the person; empty keeps the stored token. Never filled from the app. */
  token: string;
  /** The alert e-mails' SMTP password as typed; empty keeps the stored one. Never filled from the app. */
  alertPassword: string;
  /** A new PIN for the counter as typed; empty keeps the stored one. Never filled from the app. */
  newPin: string;
  /** Remove the stored PIN (the counter is no longer locked). */
  removePin: boolean;
  /** The fleet key as typed; empty keeps the stored one. Never filled from the app. */
  fleetKey: string;
  /** Remove the stored fleet key (when none is typed). */
  forgetFleetKey: boolean;
  /** Other OrderSlips by address, one per line, as typed (Settings › Network). */
  peerText: string;
  /** The alert e-mail's recipients as typed, separated by commas. */
  alertTo: string;
  /** False: every shop the service lists, printed on `defaultPrinterIds`. */
  onlyChosenShops: boolean;
  shops: ShopDraft[];
  defaultPrinterIds: string[];
  printers: PrinterDraft[];
  pollIntervalSeconds: number;
  retentionDays: number;
  notifyNewOrder: boolean;
  notifyProblems: boolean;
  sound: boolean;
  startAtLogin: boolean;
  /** Kept as stored: the window's language picker sets it with its own command. */
  language: AppLanguage;
  shopDay: ShopDayDraft;
  alarm: AlarmSettings;
  /** Edited by Settings › Network (kept whole here; its section checks its own fields). */
  network: NetworkSettings;
  /** Edited by Settings › Alerts. */
  alerts: AlertSettings;
  updates: UpdateSettings;
  fleet: FleetSettings;
}

/** The shop's day as the form edits it (the stored shape, made mutable). */
export interface ShopDayDraft {
  openingTime: string;
  closingTime: string;
  bakeLists: BakeListSchedule[];
  dueSlips: DueSlipSettings;
}

function shopDayDraftFrom(shopDay: ShopDaySettings | undefined): ShopDayDraft {
  const full = shopDay ?? DEFAULT_SHOP_DAY;
  return {
    openingTime: full.openingTime,
    closingTime: full.closingTime,
    bakeLists: full.bakeLists.map((schedule) => ({ ...schedule })),
    dueSlips: { ...full.dueSlips },
  };
}

export function draftFrom(view: SettingsView): SettingsDraft {
  const s = view.settings;
  return {
    baseUrl: s.connection.baseUrl,
    tenant: s.connection.tenant,
    token: '',
    alertPassword: '',
    newPin: '',
    removePin: false,
    fleetKey: '',
    forgetFleetKey: false,
    peerText: (s.network?.peerAddresses ?? []).join('\n'),
    alertTo: (s.alerts?.email.to ?? []).join(', '),
    onlyChosenShops: s.shops.length > 0,
    shops: s.shops.map((shop) => ({
      shopId: shop.shopId,
      name: shop.name,
      city: shop.city ?? '',
      chosen: true,
      printerIds: [...shop.printerIds],
    })),
    defaultPrinterIds: [...s.defaultPrinterIds],
    // Filled with the defaults where a printer was stored before a setting existed.
    printers: s.printers.map((printer) => ({
      ...printerSettings(printer),
      logoPath: printer.logoPath ?? '',
      label: labelDraftFrom(printer.label as Partial<LabelSettings> | undefined),
      filter: filterDraftFrom(printer.filter as LineFilter | undefined),
    })),
    pollIntervalSeconds: s.pollIntervalSeconds,
    retentionDays: s.retentionDays,
    notifyNewOrder: s.notifications.newOrder,
    notifyProblems: s.notifications.problems,
    sound: s.notifications.sound,
    startAtLogin: s.startAtLogin,
    language: s.language,
    shopDay: shopDayDraftFrom(s.shopDay as ShopDaySettings | undefined),
    alarm: { ...DEFAULT_ALARM, ...(s.alarm as AlarmSettings | undefined) },
    network: networkDraftFrom(s.network as NetworkSettings | undefined),
    alerts: alertsDraftFrom(s.alerts as AlertSettings | undefined),
    updates: { ...DEFAULT_UPDATES, ...(s.updates as UpdateSettings | undefined) },
    fleet: { ...DEFAULT_FLEET, ...(s.fleet as FleetSettings | undefined) },
  };
}

/** Settings stored before the network existed lack it: the defaults fill in. */
function networkDraftFrom(stored: NetworkSettings | undefined): NetworkSettings {
  const n = { ...DEFAULT_NETWORK, ...stored };
  return {
    ...n,
    peerAddresses: [...n.peerAddresses],
    printingShops: [...n.printingShops],
    serveWindow: { ...DEFAULT_NETWORK.serveWindow, ...n.serveWindow },
  };
}

function alertsDraftFrom(stored: AlertSettings | undefined): AlertSettings {
  const a = { ...DEFAULT_ALERTS, ...stored };
  return {
    ...a,
    quietMorning: { ...DEFAULT_ALERTS.quietMorning, ...a.quietMorning },
    email: { ...DEFAULT_ALERTS.email, ...a.email, to: [...(a.email.to ?? [])] },
    webhook: { ...DEFAULT_ALERTS.webhook, ...a.webhook },
    heartbeat: { ...DEFAULT_ALERTS.heartbeat, ...a.heartbeat },
  };
}

export function settingsFrom(draft: SettingsDraft): AppSettings {
  const printerIds = new Set(draft.printers.map((printer) => printer.id));
  const known = (ids: readonly string[]): string[] => ids.filter((id) => printerIds.has(id));
  return {
    connection: { baseUrl: draft.baseUrl.trim(), tenant: draft.tenant.trim() },
    shops: draft.onlyChosenShops
      ? draft.shops
          .filter((shop) => shop.chosen)
          .map((shop) => ({
            shopId: shop.shopId,
            name: shop.name,
            city: shop.city || null,
            printerIds: known(shop.printerIds),
          }))
      : [],
    defaultPrinterIds: known(draft.defaultPrinterIds),
    printers: draft.printers.map(printerSettingsFrom),
    pollIntervalSeconds: draft.pollIntervalSeconds,
    retentionDays: draft.retentionDays,
    notifications: { newOrder: draft.notifyNewOrder, problems: draft.notifyProblems, sound: draft.sound },
    startAtLogin: draft.startAtLogin,
    language: draft.language,
    shopDay: {
      ...draft.shopDay,
      // A schedule on a printer removed in this same edit would never print: it goes with the printer.
      bakeLists: draft.shopDay.bakeLists.filter((schedule) => printerIds.has(schedule.printerId)),
      dueSlips: {
        ...draft.shopDay.dueSlips,
        printerId:
          draft.shopDay.dueSlips.printerId !== null && printerIds.has(draft.shopDay.dueSlips.printerId)
            ? draft.shopDay.dueSlips.printerId
            : null,
      },
    },
    alarm: { ...draft.alarm },
    // Plain copies: the draft is the form's live state, which cannot cross to the app as it is.
    network: {
      ...draft.network,
      pcName: draft.network.pcName.trim(),
      peerAddresses: listFrom(draft.peerText, /\n/),
      printingShops: [...draft.network.printingShops],
      serveWindow: { ...draft.network.serveWindow },
    },
    alerts: {
      ...draft.alerts,
      quietMorning: { ...draft.alerts.quietMorning },
      email: {
        ...draft.alerts.email,
        host: draft.alerts.email.host.trim(),
        user: draft.alerts.email.user.trim(),
        from: draft.alerts.email.from.trim(),
        to: listFrom(draft.alertTo, /[,;\s]+/),
      },
      webhook: { ...draft.alerts.webhook, url: draft.alerts.webhook.url.trim() },
      heartbeat: { ...draft.alerts.heartbeat, url: draft.alerts.heartbeat.url.trim() },
    },
    updates: { ...draft.updates, feedUrl: draft.updates.feedUrl.trim() },
    fleet: { url: draft.fleet.url.trim() },
  };
}

/**
 * A printer as the app takes it: trimmed, its address normalised. Also what a test print of unsaved
 * changes sends, so the test prints exactly what would be saved.
 */
export function printerSettingsFrom(printer: PrinterDraft): PrinterSettings {
  const logoPath = printer.logoPath.trim();
  const { untested, label, filter, ...rest } = printer;
  return {
    ...rest,
    label: labelSettingsFrom(label),
    filter: filterFrom(filter),
    name: printer.name.trim(),
    uri: normalizePrinterAddress(printer.uri),
    logoPath: logoPath === '' ? null : logoPath,
    header: receiptText(printer.header),
    footer: receiptText(printer.footer),
    ...(untested === true ? { untested: true } : {}),
  };
}

/**
 * A header or footer as printed: line ends made one kind, trailing spaces and blank lines at either end
 * dropped (they would only feed paper); the lines in between stay as typed.
 */
export function receiptText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** The token goes along only when the person typed one. */
export function updateFrom(draft: SettingsDraft): SettingsUpdate {
  const token = draft.token.trim();
  const alertPassword = draft.alertPassword;
  const newPin = draft.removePin ? '' : draft.newPin === '' ? undefined : draft.newPin;
  const fleetKey = draft.fleetKey.trim();
  return {
    settings: settingsFrom(draft),
    ...(token === '' ? {} : { token }),
    // Write-only like the token: sent only when typed.
    ...(alertPassword === '' ? {} : { alertPassword }),
    // '' removes the PIN: sent only when the person asked for that.
    ...(newPin === undefined ? {} : { newPin }),
    // A typed key replaces the stored one; '' removes it, only when asked to.
    ...(fleetKey !== '' ? { fleetKey } : draft.forgetFleetKey ? { fleetKey: '' } : {}),
  };
}

/** Lines (or comma-separated items) as a list, without blanks. */
export function listFrom(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * A fresh printer with an id no other printer has: ids tie the history to a printer, so they never change.
 * Its paper speaks `language` (the window's, as the person setting it up reads it), else the default.
 */
export function newPrinter(
  existing: readonly PrinterDraft[],
  name: string,
  uri = '',
  language?: Language,
): PrinterDraft {
  let n = existing.length + 1;
  while (existing.some((printer) => printer.id === `printer-${n}`)) n += 1;
  return {
    ...printerSettings({ id: `printer-${n}`, name, uri, ...(language ? { language } : {}) }),
    logoPath: '',
    label: labelDraftFrom(DEFAULT_LABEL_SETTINGS),
    filter: filterDraftFrom(undefined),
  };
}

/**
 * Choosing a model starts from what that family can do (`printer-models.ts`): its make, resolution and
 * print mode; the paper width and character set stay when the model takes them, else its first.
 */
export function applyModel(printer: PrinterDraft, id: PrinterModelId): void {
  const model = printerModel(id);
  printer.model = id;
  printer.type = model.type;
  printer.dpi = model.dpi;
  printer.printMode = model.printMode;
  const [width] = model.paperWidths;
  if (width !== undefined && !model.paperWidths.includes(printer.paperWidth)) printer.paperWidth = width;
  const [set] = model.codePages;
  if (set !== undefined && !model.codePages.includes(printer.characterSet)) printer.characterSet = set;
}

/** Whether a model can print text at all (a Star TSP100 prints only pictures). */
export function printsText(id: PrinterModelId): boolean {
  return printerModel(id).text;
}

/** What a test print or a search suggests, put in the form (a model first, so the rest overrides it). */
export function applySuggested(printer: PrinterDraft, suggested: SuggestedPrinterSettings): void {
  if (suggested.model !== undefined) applyModel(printer, suggested.model);
  Object.assign(printer, suggested);
}

/**
 * A found printer: its address, and the settings that fit it — a label printer's role, language and
 * resolution; a receipt printer's model and what goes with it (so a test print has nothing left to
 * suggest that the search already knew).
 */
export function applyFound(printer: PrinterDraft, found: FoundPrinterView): void {
  printer.uri = found.uri;
  if (found.labelProtocol !== undefined) {
    applyRole(printer, 'label');
    applyLabelProtocol(printer, found.labelProtocol);
    if (found.suggested.dpi !== undefined) printer.dpi = found.suggested.dpi;
    return;
  }
  // A receipt printer found for a form set to ZPL or TSPL labels prints receipts: only an ESC/POS
  // label printer (a TM-L90) answers like a receipt printer.
  if (printer.role === 'label' && printer.label.protocol !== 'escpos') applyRole(printer, 'receipt');
  if (found.model !== null && found.suggested.model === undefined) applyModel(printer, found.model);
  applySuggested(printer, found.suggested);
}

/** Whether a suggestion would change anything in the form. */
export function changesOf(
  printer: PrinterDraft,
  suggested: SuggestedPrinterSettings,
): (keyof SuggestedPrinterSettings)[] {
  return (Object.keys(suggested) as (keyof SuggestedPrinterSettings)[]).filter(
    (key) => suggested[key] !== undefined && suggested[key] !== printer[key],
  );
}

/** Field → what is wrong with it, for people. Keys: `baseUrl`, `printers.<id>.uri`, `shops.<id>`… */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Whether the address can be used, by the engine's own rule (`parsePrinterAddress`), after reading a
 * bare IP or host name as a network printer. An absolute path elsewhere (a file standing in for a
 * device) is the app's to judge.
 */
export function printerUriProblem(value: string, e: Messages['settings']['errors']): string | null {
  try {
    parsePrinterAddress(normalizePrinterAddress(value), (path) => path.startsWith('/') && path.length > 1);
    return null;
  } catch {
    return e.printerUri;
  }
}

const wholeIn = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with the form, worded in the window's language. */
export function validate(draft: SettingsDraft, language: Language): FieldErrors {
  const e = MESSAGES[language].settings.errors;
  const errors: Record<string, string> = {};
  // The app's own check of the address, the one the engine applies.
  const baseUrl = baseUrlProblem(draft.baseUrl);
  if (baseUrl) errors['baseUrl'] = say(baseUrl, language);
  if (draft.tenant.trim() === '') errors['tenant'] = e.tenant;
  if (draft.printers.length === 0) errors['printers'] = e.noPrinter;
  for (const printer of draft.printers) {
    if (printer.name.trim() === '') errors[`printers.${printer.id}.name`] = e.printerName;
    const uri = printerUriProblem(printer.uri, e);
    if (uri) errors[`printers.${printer.id}.uri`] = uri;
    if (printer.role === 'label') Object.assign(errors, labelProblems(printer, e));
    else {
      // Copies, header and footer are a receipt printer's: a label printer does not show them.
      if (!wholeIn(printer.copies, 1, MAX_COPIES)) errors[`printers.${printer.id}.copies`] = e.copies;
      for (const field of ['header', 'footer'] as const) {
        if (receiptText(printer[field]).length > MAX_HEADER_LENGTH)
          errors[`printers.${printer.id}.${field}`] = e.receiptTextTooLong(MAX_HEADER_LENGTH);
      }
    }
  }
  if (draft.printers.length > 0) {
    const ids = new Set(draft.printers.map((printer) => printer.id));
    if (draft.onlyChosenShops) {
      for (const shop of draft.shops) {
        if (shop.chosen && !shop.printerIds.some((id) => ids.has(id)))
          errors[`shops.${shop.shopId}`] = e.noRoute;
      }
    } else if (!draft.defaultPrinterIds.some((id) => ids.has(id))) {
      errors['defaultPrinterIds'] = e.noRoute;
    }
  }
  if (!wholeIn(draft.pollIntervalSeconds, POLL_INTERVAL_SECONDS.min, POLL_INTERVAL_SECONDS.max))
    errors['pollIntervalSeconds'] = e.pollInterval;
  if (!wholeIn(draft.retentionDays, RETENTION_DAYS.min, RETENTION_DAYS.max))
    errors['retentionDays'] = e.retention;
  Object.assign(errors, shopDayProblems(draft, MESSAGES[language].shopDaySettings));
  Object.assign(errors, networkProblems(draft, MESSAGES[language]));
  Object.assign(errors, alertProblems(draft, MESSAGES[language].alerts));
  if (!draft.removePin && draft.newPin !== '' && !isPinFormat(draft.newPin))
    errors['newPin'] = say(msg('pin.bad-format', { min: PIN_LENGTH.min, max: PIN_LENGTH.max }), language);
  if (draft.fleet.url.trim() !== '' && !webAddress(draft.fleet.url))
    errors['fleet.url'] = MESSAGES[language].network.fleet.notAnAddress;
  return errors;
}

/** A host name or IP address with an optional port, as the app's settings decoder takes it. */
const PEER_ADDRESS = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(:\d{1,5})?$/;

function networkProblems(draft: SettingsDraft, t: Messages): Record<string, string> {
  const errors: Record<string, string> = {};
  const bad = listFrom(draft.peerText, /\n/).find((peer) => !PEER_ADDRESS.test(peer));
  if (bad !== undefined) errors['network.peerAddresses'] = t.network.errors.peer(bad);
  if (!wholeIn(draft.network.takeoverSeconds, 10, 3600))
    errors['network.takeoverSeconds'] = t.network.errors.takeover;
  if (!wholeIn(draft.network.serveWindow.port, 1024, 65535))
    errors['network.serveWindow.port'] = t.network.errors.port;
  return errors;
}

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

function webAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function alertProblems(draft: SettingsDraft, w: Messages['alerts']): Record<string, string> {
  const errors: Record<string, string> = {};
  const { alerts } = draft;
  const e = w.errors;
  if (!wholeIn(alerts.afterMinutes, 1, 1440)) errors['alerts.afterMinutes'] = e.minutes;
  if (minutesOfDay(alerts.quietMorning.until) === null) errors['alerts.quietMorning.until'] = e.time;
  const { email } = alerts;
  if (!wholeIn(email.port, 1, 65535)) errors['alerts.email.port'] = e.port;
  const from = email.from.trim();
  if (from !== '' && !EMAIL.test(from)) errors['alerts.email.from'] = e.email(from);
  const wrongTo = listFrom(draft.alertTo, /[,;\s]+/).find((address) => !EMAIL.test(address));
  if (wrongTo !== undefined) errors['alerts.email.to'] = e.email(wrongTo);
  if (email.enabled) {
    if (email.host.trim() === '') errors['alerts.email.host'] = e.needed;
    if (from === '') errors['alerts.email.from'] ??= e.needed;
    if (listFrom(draft.alertTo, /[,;\s]+/).length === 0) errors['alerts.email.to'] ??= e.needed;
  }
  for (const channel of ['webhook', 'heartbeat'] as const) {
    const { enabled, url } = alerts[channel];
    if (url.trim() !== '' && !webAddress(url)) errors[`alerts.${channel}.url`] = e.url;
    else if (enabled && url.trim() === '') errors[`alerts.${channel}.url`] = e.needed;
  }
  return errors;
}

/** Minutes since midnight of an `HH:MM` time, or null when it is not one. */
function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

/** What is wrong with the shop's day: its times, and the printers its schedules and slips print on. */
function shopDayProblems(draft: SettingsDraft, w: Messages['shopDaySettings']): Record<string, string> {
  const e = w.errors;
  const errors: Record<string, string> = {};
  const { shopDay } = draft;
  const opening = minutesOfDay(shopDay.openingTime);
  const closing = minutesOfDay(shopDay.closingTime);
  if (opening === null) errors['shopDay.openingTime'] = e.time;
  if (closing === null) errors['shopDay.closingTime'] = e.time;
  else if (opening !== null && closing <= opening) errors['shopDay.closingTime'] = e.closingAfterOpening;
  const receipt = new Set(receiptPrinters(draft).map((printer) => printer.id));
  // Two schedules alike would print the same list twice, each run claimed under its own id.
  const first = new Map<string, number>();
  shopDay.bakeLists.forEach((schedule, index) => {
    const key = JSON.stringify([schedule.day, schedule.time, schedule.printerId, schedule.shopId]);
    const same = first.get(key);
    if (same === undefined) first.set(key, index + 1);
    else errors[`shopDay.bakeLists.${schedule.id}.time`] = w.bakeLists.duplicate(same);
  });
  for (const schedule of shopDay.bakeLists) {
    if (minutesOfDay(schedule.time) === null) errors[`shopDay.bakeLists.${schedule.id}.time`] = e.time;
    if (!receipt.has(schedule.printerId)) errors[`shopDay.bakeLists.${schedule.id}.printerId`] = e.printer;
  }
  const slips = shopDay.dueSlips;
  if (slips.enabled && slips.printerId !== null && !receipt.has(slips.printerId))
    errors['shopDay.dueSlips.printerId'] = e.printer;
  if (slips.enabled && slips.when === 'before-due' && !wholeIn(slips.minutesBefore, 0, 24 * 60))
    errors['shopDay.dueSlips.minutesBefore'] = e.minutesBefore;
  return errors;
}

/** The printers a bake list or a due-today slip can print on: receipt printers (labels cannot). */
export function receiptPrinters(draft: Pick<SettingsDraft, 'printers'>): PrinterDraft[] {
  return draft.printers.filter((printer) => printer.role !== 'label');
}

/**
 * A new bake-list schedule, on the first receipt printer. Its id is new for good (a run is remembered by
 * it): made from the time, so a schedule removed and another added never share one.
 */
export function newBakeListSchedule(
  draft: Pick<SettingsDraft, 'printers' | 'shopDay'>,
  now = Date.now(),
): BakeListSchedule {
  let stamp = now;
  const taken = new Set(draft.shopDay.bakeLists.map((schedule) => schedule.id));
  while (taken.has(`bake-${stamp.toString(36)}`)) stamp += 1;
  return {
    id: `bake-${stamp.toString(36)}`,
    day: 'tomorrow',
    time: '14:00',
    printerId: receiptPrinters(draft)[0]?.id ?? '',
    shopId: null,
  };
}

/** What is wrong with a label printer's own settings (the size, the lines per label, the kinds). */
function labelProblems(printer: PrinterDraft, e: Messages['settings']['errors']): Record<string, string> {
  const errors: Record<string, string> = {};
  const at = (field: string): string => `printers.${printer.id}.label.${field}`;
  const { label } = printer;
  if (!wholeIn(label.widthMm, LABEL_WIDTH_MM.min, LABEL_WIDTH_MM.max))
    errors[at('widthMm')] = e.labelWidth(LABEL_WIDTH_MM.min, LABEL_WIDTH_MM.max);
  if (!wholeIn(label.heightMm, LABEL_HEIGHT_MM.min, LABEL_HEIGHT_MM.max))
    errors[at('heightMm')] = e.labelHeight(LABEL_HEIGHT_MM.min, LABEL_HEIGHT_MM.max);
  if (label.count === 'per-lines' && !wholeIn(label.linesPerLabel, 1, MAX_LINES_PER_LABEL))
    errors[at('linesPerLabel')] = e.linesPerLabel(MAX_LINES_PER_LABEL);
  if (!label.orderLabels && !label.cakeLabels) errors[at('kinds')] = e.labelKinds;
  return errors;
}

/** Shops from a connection test, merged with the ones already chosen (which keep their routes). */
export function mergeShops(
  current: readonly ShopDraft[],
  listed: readonly { readonly id: number; readonly name: string; readonly city: string }[],
  routeNew: readonly string[],
): ShopDraft[] {
  const merged = listed.map((shop) => {
    const existing = current.find((candidate) => candidate.shopId === shop.id);
    return existing
      ? { ...existing, name: shop.name, city: shop.city }
      : { shopId: shop.id, name: shop.name, city: shop.city, chosen: false, printerIds: [...routeNew] };
  });
  const unlisted = current.filter((shop) => !listed.some((candidate) => candidate.id === shop.shopId));
  return [...merged, ...unlisted];
}

/** Whether the app stores this printer exactly as the form shows it (a test print uses the stored one). */
export function isSaved(printer: PrinterDraft, stored: readonly PrinterSettings[]): boolean {
  const found = stored.find((candidate) => candidate.id === printer.id);
  if (!found) return false;
  const same = printerSettings(found);
  const logoPath = printer.logoPath.trim() === '' ? null : printer.logoPath.trim();
  return (
    same.name === printer.name.trim() &&
    normalizePrinterAddress(same.uri) === normalizePrinterAddress(printer.uri) &&
    same.type === printer.type &&
    same.paperWidth === printer.paperWidth &&
    same.characterSet === printer.characterSet &&
    same.language === printer.language &&
    same.copies === printer.copies &&
    same.logoPath === logoPath &&
    same.allowUnverified === printer.allowUnverified &&
    same.model === printer.model &&
    same.printMode === printer.printMode &&
    same.dpi === printer.dpi &&
    same.header === receiptText(printer.header) &&
    same.footer === receiptText(printer.footer) &&
    same.showPlu === printer.showPlu &&
    same.confirmOnQueueCompletion === printer.confirmOnQueueCompletion &&
    same.role === printer.role &&
    sameLabel({ ...DEFAULT_LABEL_SETTINGS, ...same.label }, labelSettingsFrom(printer.label)) &&
    same.ticket === printer.ticket &&
    JSON.stringify(same.filter) === JSON.stringify(filterFrom(printer.filter)) &&
    same.buzzer === printer.buzzer
  );
}
