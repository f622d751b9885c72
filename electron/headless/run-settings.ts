/**
 * The headless host's settings: the --settings (or --config) file when given, else the settings the
 * window saved in the data folder; then every flag given overrides its setting.
 */
import type { SettingsStore } from '../core/app/app-service';
import { decodeSettings, SettingsError } from '../core/app/decode-settings';
import {
  CHARACTER_SETS,
  DEFAULT_LABEL_SETTINGS,
  DPIS,
  LABEL_HEIGHT_MM,
  LABEL_PROTOCOLS,
  LABEL_WIDTH_MM,
  printerSettings,
  MAX_COPIES,
  PAPER_WIDTHS,
  PRINT_MODES,
  PRINTER_MODEL_IDS,
  PRINTER_TYPES,
  type PaperWidth,
  type PrinterSettings,
  type PrinterType,
} from '../common/model/printer-settings';
import { LANGUAGES, type Language } from '../common/words/languages';
import type { AppSettings } from '../common/contract/settings';
import { printerModel } from '../common/model/printer-models';
import { defaultPrinterName } from '../common/printer-name';
import { msg } from '../common/messages/catalogue';
import { say } from '../common/messages/say';
import { loadProvisioning, ProvisioningRefused } from '../core/app/provisioning/apply-provisioning';
import type { Provisioning } from '../core/app/provisioning/provisioning-file';
import { choiceFlag, intFlag, readJsonFlagFile, UsageError, type CliIo } from './command';

export interface SettingsFlags {
  readonly 'api-url'?: string;
  readonly tenant?: string;
  readonly shop?: readonly string[];
  readonly printer?: string;
  readonly type?: string;
  readonly 'paper-width'?: string;
  readonly language?: string;
  readonly copies?: string;
  readonly 'character-set'?: string;
  readonly 'allow-unverified'?: boolean;
  readonly 'print-mode'?: string;
  readonly dpi?: string;
  readonly model?: string;
  readonly 'poll-interval'?: string;
  readonly 'label-printer'?: string;
  readonly 'label-protocol'?: string;
  readonly 'label-size'?: string;
  readonly 'label-dpi'?: string;
  readonly 'fleet-url'?: string;
}

/** The id of the printer a `--printer URI` flag sets up. */
export const FLAG_PRINTER_ID = 'printer';
/** The id of the label printer a `--label-printer URI` flag sets up. */
export const FLAG_LABEL_PRINTER_ID = 'label-printer';

/** A label printer's head: 203 dpi (8 dots a mm) on most, 300 on the finer ones; no 180 dpi label heads. */
export const LABEL_DPIS = [203, 300] as const;

/**
 * `--label-size WxH` in whole millimetres ("58x40", "62×29"), each within the sizes a person may set;
 * undefined when the flag is absent.
 */
export function labelSizeFlag(
  name: string,
  raw: string | undefined,
): { readonly widthMm: number; readonly heightMm: number } | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d+)\s*[x×X]\s*(\d+)$/.exec(raw.trim());
  if (!match) throw new UsageError(msg('cli.label-size-shape', { flag: `--${name}`, value: raw }));
  const widthMm = Number(match[1]);
  const heightMm = Number(match[2]);
  if (widthMm < LABEL_WIDTH_MM.min || widthMm > LABEL_WIDTH_MM.max)
    throw new UsageError(msg('cli.label-width', { flag: `--${name}`, ...LABEL_WIDTH_MM, value: widthMm }));
  if (heightMm < LABEL_HEIGHT_MM.min || heightMm > LABEL_HEIGHT_MM.max)
    throw new UsageError(msg('cli.label-height', { flag: `--${name}`, ...LABEL_HEIGHT_MM, value: heightMm }));
  return { widthMm, heightMm };
}

export function readConfigFile(path: string): AppSettings {
  const json = readJsonFlagFile('config', path);
  try {
    return decodeSettings(json);
  } catch (error) {
    if (error instanceof SettingsError)
      throw new UsageError(msg('cli.flag-problem', { flag: `--config ${path}`, problem: error.said }));
    throw error;
  }
}

/**
 * `--settings FILE`: a provisioning file (docs/DEPLOY.md), the settings and their secrets. Refused
 * whole: every problem on a line of its own (in `language`), then the refusal, before anything is written.
 */
export async function readSettingsFile(path: string, io: CliIo, language: Language): Promise<Provisioning> {
  try {
    return await loadProvisioning({ kind: 'file', path });
  } catch (error) {
    if (!(error instanceof ProvisioningRefused)) throw error;
    for (const problem of error.problems) io.err(say(problem, language));
    throw new UsageError(error.said);
  }
}

/** Applies the flags to settings; a bad flag value is a UsageError. */
export function applyFlags(base: AppSettings, flags: SettingsFlags): AppSettings {
  const type = choiceFlag<PrinterType>('type', flags.type, PRINTER_TYPES);
  const paperWidth = choiceFlag<PaperWidth>('paper-width', flags['paper-width'], PAPER_WIDTHS);
  const language = choiceFlag<Language>('language', flags.language, LANGUAGES);
  const characterSet = choiceFlag('character-set', flags['character-set'], CHARACTER_SETS);
  const copies = flags.copies === undefined ? undefined : intFlag('copies', flags.copies, 1, 1, MAX_COPIES);
  const printMode = choiceFlag('print-mode', flags['print-mode'], PRINT_MODES);
  const dpi = choiceFlag('dpi', flags.dpi, DPIS);
  const model = choiceFlag('model', flags.model, PRINTER_MODEL_IDS);
  const printerPatch: Partial<PrinterSettings> = {
    // The model first: the printer's family gives its type and dpi, unless those flags say otherwise.
    ...(model ? { model, type: printerModel(model).type, dpi: printerModel(model).dpi } : {}),
    ...(type ? { type } : {}),
    ...(paperWidth ? { paperWidth } : {}),
    ...(language ? { language } : {}),
    ...(characterSet ? { characterSet } : {}),
    ...(copies ? { copies } : {}),
    ...(flags['allow-unverified'] ? { allowUnverified: true } : {}),
    ...(printMode ? { printMode } : {}),
    ...(dpi ? { dpi } : {}),
  };

  // The receipt flags shape receipts; of them only the words and the trust go onto a label printer
  // too (its dpi is --label-dpi: a receipt model's 180 dpi would misplace every label).
  const labelPatch: Partial<PrinterSettings> = {
    ...(language ? { language } : {}),
    ...(flags['allow-unverified'] ? { allowUnverified: true } : {}),
  };
  const patched = (printer: PrinterSettings): PrinterSettings =>
    printer.role === 'label'
      ? applyLabelFlags({ ...printer, ...labelPatch }, flags)
      : { ...printer, ...printerPatch };

  let printers: readonly PrinterSettings[] = base.printers.map(patched);
  let defaultPrinterIds = base.defaultPrinterIds;
  let shops = base.shops;
  // --printer replaces the receipt printers and --label-printer the label printers, each with one on
  // every shop's route; a printer of the other role and its routes stay as the settings have them.
  if (flags.printer !== undefined) {
    const unnamed = printerSettings({ id: FLAG_PRINTER_ID, uri: flags.printer, ...printerPatch });
    // No name is given on the command line: the word for a printer in the language of its paper.
    const receipt = { ...unnamed, name: defaultPrinterName('receipt', unnamed.language) };
    ({ printers, defaultPrinterIds, shops } = replaceRole(
      'receipt',
      receipt,
      printers,
      defaultPrinterIds,
      shops,
    ));
  }
  if (flags['label-printer'] !== undefined) {
    if (flags['label-protocol'] === undefined || flags['label-size'] === undefined)
      throw new UsageError(msg('cli.label-printer-needs'));
    const unnamedLabel = patched(
      printerSettings({
        id: FLAG_LABEL_PRINTER_ID,
        uri: flags['label-printer'],
        role: 'label',
        label: { ...DEFAULT_LABEL_SETTINGS, orderLabels: true, cakeLabels: true },
      }),
    );
    const label = { ...unnamedLabel, name: defaultPrinterName('label', unnamedLabel.language) };
    ({ printers, defaultPrinterIds, shops } = replaceRole(
      'label',
      label,
      printers,
      defaultPrinterIds,
      shops,
    ));
  } else if (
    (flags['label-protocol'] ?? flags['label-size'] ?? flags['label-dpi']) !== undefined &&
    !printers.some((printer) => printer.role === 'label')
  ) {
    throw new UsageError(msg('cli.label-flags-need-printer'));
  }
  if (flags.shop !== undefined && flags.shop.length > 0) {
    const ids = flags.shop.map((raw) => intFlag('shop', raw, 0, 0, Number.MAX_SAFE_INTEGER));
    shops = ids.map((shopId) => ({
      shopId,
      name: base.shops.find((shop) => shop.shopId === shopId)?.name ?? null,
      city: base.shops.find((shop) => shop.shopId === shopId)?.city ?? null,
      printerIds:
        shops.find((shop) => shop.shopId === shopId)?.printerIds ??
        (defaultPrinterIds.length > 0 ? defaultPrinterIds : printers.map((printer) => printer.id)),
    }));
  }
  return {
    ...base,
    connection: {
      baseUrl: flags['api-url'] ?? base.connection.baseUrl,
      tenant: flags.tenant ?? base.connection.tenant,
    },
    printers,
    defaultPrinterIds,
    shops,
    fleet: flags['fleet-url'] === undefined ? base.fleet : { url: fleetUrlFlag(flags['fleet-url']) },
    pollIntervalSeconds:
      flags['poll-interval'] === undefined
        ? base.pollIntervalSeconds
        : intFlag('poll-interval', flags['poll-interval'], 5, 1, 300),
  };
}

/** `--fleet-url`, decoded as the settings' own `fleet.url` is (an http or https address). */
function fleetUrlFlag(raw: string): string {
  try {
    return decodeSettings({ fleet: { url: raw } }).fleet.url;
  } catch (error) {
    if (error instanceof SettingsError)
      throw new UsageError(msg('cli.flag-problem', { flag: '--fleet-url', problem: error.said }));
    throw error;
  }
}

/** --label-protocol, --label-size and --label-dpi, on a label printer. */
function applyLabelFlags(printer: PrinterSettings, flags: SettingsFlags): PrinterSettings {
  const protocol = choiceFlag('label-protocol', flags['label-protocol'], LABEL_PROTOCOLS);
  const size = labelSizeFlag('label-size', flags['label-size']);
  const dpi = choiceFlag('label-dpi', flags['label-dpi'], LABEL_DPIS);
  return {
    ...printer,
    ...(dpi ? { dpi } : {}),
    label: { ...printer.label, ...(protocol ? { protocol } : {}), ...(size ?? {}) },
  };
}

/**
 * The settings with `replacement` instead of every printer of its role: on every shop's route and among
 * the default printers in their place (added when the route had none of that role).
 */
function replaceRole(
  role: PrinterSettings['role'],
  replacement: PrinterSettings,
  printers: readonly PrinterSettings[],
  defaultPrinterIds: readonly string[],
  shops: AppSettings['shops'],
): Pick<AppSettings, 'printers' | 'defaultPrinterIds' | 'shops'> {
  const replaced = new Set(printers.filter((printer) => printer.role === role).map((printer) => printer.id));
  const route = (ids: readonly string[]): string[] => {
    const kept = ids.filter((id) => !replaced.has(id) && printers.some((printer) => printer.id === id));
    // The receipt printer first, as a shop's route lists it: the window previews the first one.
    return role === 'receipt' ? [replacement.id, ...kept] : [...kept, replacement.id];
  };
  return {
    printers:
      role === 'receipt'
        ? [replacement, ...printers.filter((printer) => !replaced.has(printer.id))]
        : [...printers.filter((printer) => !replaced.has(printer.id)), replacement],
    defaultPrinterIds: route(defaultPrinterIds),
    shops: shops.map((shop) => ({ ...shop, printerIds: route(shop.printerIds) })),
  };
}

/**
 * A store whose loads always carry the flags on top: what the window saves is kept in the data folder
 * (or the config file's place is taken by it), and the flags still win at the next load.
 */
export function layeredSettingsStore(
  stored: SettingsStore,
  options: { readonly configFile: AppSettings | null; readonly flags: SettingsFlags },
): SettingsStore {
  let savedFromWindow = false;
  return {
    load: () =>
      applyFlags(options.configFile && !savedFromWindow ? options.configFile : stored.load(), options.flags),
    save: (settings) => {
      savedFromWindow = true;
      stored.save(settings);
    },
  };
}
