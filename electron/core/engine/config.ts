/**
 * What the engine needs to run: one connection to the ordering service, the shops to poll and where
 * each prints, the printers. Both hosts build it (the Electron settings, the headless flags and file).
 */
import { normalizeBaseUrl } from '../api/base-url';
import { MAX_COPIES, type PrinterSettings } from '../model/printer-settings';
import { parsePrinterUri } from '../printer';

export interface ConnectionSettings {
  readonly baseUrl: string;
  readonly tenant: string;
  readonly token: string;
}

export interface ShopRoute {
  readonly shopId: number;
  /** The printers this shop's orders print on, each with its own copies, width and language. */
  readonly printerIds: readonly string[];
}

export interface EngineConfig {
  readonly connection: ConnectionSettings;
  /**
   * The shops to poll. Empty: every shop the service lists (`/v1/shops`), each printing on
   * `defaultPrinterIds`.
   */
  readonly shops: readonly ShopRoute[];
  readonly defaultPrinterIds: readonly string[];
  readonly printers: readonly PrinterSettings[];
  /** Time between two polls of one shop (jittered by ±10 %). */
  readonly pollIntervalMs: number;
  /** History older than this many days is removed. */
  readonly retentionDays: number;
}

/** Problems a person must fix before the engine can run, each as a sentence; empty when none. */
export function configProblems(config: EngineConfig): string[] {
  const problems: string[] = [];
  try {
    normalizeBaseUrl(config.connection.baseUrl);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (!config.connection.tenant.trim()) problems.push('The tenant is empty.');
  if (!config.connection.token.trim()) problems.push('The access token is empty.');
  const ids = new Set<string>();
  for (const printer of config.printers) {
    if (ids.has(printer.id)) problems.push(`Two printers share the id "${printer.id}".`);
    ids.add(printer.id);
    try {
      parsePrinterUri(printer.uri);
    } catch (error) {
      problems.push(`Printer "${printer.name}": ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!Number.isInteger(printer.copies) || printer.copies < 1 || printer.copies > MAX_COPIES) {
      problems.push(`Printer "${printer.name}": copies must be 1 to ${MAX_COPIES}, not ${printer.copies}.`);
    }
  }
  const routes =
    config.shops.length > 0
      ? config.shops.map((s) => [`shop ${s.shopId}`, s.printerIds] as const)
      : [['every shop', config.defaultPrinterIds] as const];
  for (const [who, printerIds] of routes) {
    if (printerIds.length === 0) problems.push(`No printer is chosen for ${who}.`);
    for (const id of printerIds)
      if (!ids.has(id)) problems.push(`${who} prints on printer "${id}", which is not set up.`);
  }
  // Hosts ask people for 1–300 s; the engine also takes shorter intervals for tests and benchmarks.
  if (!(config.pollIntervalMs >= 50 && config.pollIntervalMs <= 300_000)) {
    problems.push('The poll interval must be between 1 and 300 seconds.');
  }
  if (!(config.retentionDays >= 1 && config.retentionDays <= 3650))
    problems.push('History is kept 1 to 3650 days.');
  return problems;
}
