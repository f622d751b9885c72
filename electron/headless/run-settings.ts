/**
 * The headless host's settings: the --config file when given, else the settings the window saved in
 * the data folder; then every flag given overrides its setting.
 */
import type { SettingsStore } from '../core/app/app-service';
import { decodeSettings, SettingsError } from '../core/app/decode-settings';
import {
  CHARACTER_SETS,
  DPIS,
  printerSettings,
  LANGUAGES,
  MAX_COPIES,
  PAPER_WIDTHS,
  PRINT_MODES,
  PRINTER_MODEL_IDS,
  PRINTER_TYPES,
  type Language,
  type PaperWidth,
  type PrinterSettings,
  type PrinterType,
} from '../common/model/printer-settings';
import type { AppSettings } from '../common/contract/settings';
import { printerModel } from '../common/model/printer-models';
import { choiceFlag, intFlag, readJsonFlagFile, UsageError } from './command';

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
}

/** The id of the printer a `--printer URI` flag sets up. */
export const FLAG_PRINTER_ID = 'printer';

export function readConfigFile(path: string): AppSettings {
  const json = readJsonFlagFile('config', path);
  try {
    return decodeSettings(json);
  } catch (error) {
    if (error instanceof SettingsError) throw new UsageError(`--config ${path}: ${error.message}`);
    throw error;
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

  let printers = base.printers.map((printer) => ({ ...printer, ...printerPatch }));
  let defaultPrinterIds = base.defaultPrinterIds;
  let shops = base.shops;
  if (flags.printer !== undefined) {
    printers = [
      printerSettings({ id: FLAG_PRINTER_ID, name: 'Printer', uri: flags.printer, ...printerPatch }),
    ];
    defaultPrinterIds = [FLAG_PRINTER_ID];
    shops = shops.map((shop) => ({ ...shop, printerIds: [FLAG_PRINTER_ID] }));
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
    pollIntervalSeconds:
      flags['poll-interval'] === undefined
        ? base.pollIntervalSeconds
        : intFlag('poll-interval', flags['poll-interval'], 5, 1, 300),
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
