/**
 * What the engine needs to run: one connection to the ordering service, the shops to poll and where
 * each prints, the printers. Both hosts build it (the Electron settings, the headless flags and file).
 */
import { msg, type Message } from '../../common/messages/catalogue';
import { messageOf } from '../../common/messages/errors';
import { normalizeBaseUrl } from '../../common/syntax/base-url';
import { MAX_COPIES, type PrinterSettings } from '../../common/model/printer-settings';
import { parsePrinterUri } from '../printer';
import type { ShopDaySettings } from '../../common/contract/settings';

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
  /** The shop's day: scheduled bake lists and due-today slips (absent: none). */
  readonly shopDay?: ShopDaySettings;
}

/**
 * Problems a person must fix before the engine can run; empty when none. A printer's problem names the
 * printer ("Printer Counter: …"); a shop is named by its number, the only name the settings know.
 */
export function configProblems(config: EngineConfig): Message[] {
  const problems: Message[] = [];
  try {
    normalizeBaseUrl(config.connection.baseUrl);
  } catch (error) {
    problems.push(messageOf(error));
  }
  if (!config.connection.tenant.trim()) problems.push(msg('service.tenant-empty'));
  if (!config.connection.token.trim()) problems.push(msg('service.token-empty'));
  const byId = new Map<string, PrinterSettings>();
  for (const printer of config.printers) {
    const twin = byId.get(printer.id);
    if (twin)
      problems.push(msg('engine.config-duplicate-printer-id', { printers: [twin.name, printer.name] }));
    byId.set(printer.id, printer);
    const ofPrinter = (problem: Message) =>
      problems.push(msg('engine.config-printer', { printer: printer.name, problem }));
    try {
      parsePrinterUri(printer.uri);
    } catch (error) {
      ofPrinter(messageOf(error));
    }
    if (!Number.isInteger(printer.copies) || printer.copies < 1 || printer.copies > MAX_COPIES)
      ofPrinter(msg('engine.config-copies', { copies: printer.copies, max: MAX_COPIES }));
  }
  const routes =
    config.shops.length > 0
      ? config.shops.map((s) => [{ id: s.shopId, name: null }, s.printerIds] as const)
      : [[null, config.defaultPrinterIds] as const];
  for (const [shop, printerIds] of routes) {
    if (printerIds.length === 0) problems.push(msg('engine.config-no-printer', { shop }));
    for (const id of printerIds)
      if (!byId.has(id)) problems.push(msg('engine.config-unknown-printer', { shop, printer: id }));
  }
  // Hosts ask people for 1–300 s; the engine also takes shorter intervals for tests and benchmarks.
  if (!(config.pollIntervalMs >= 50 && config.pollIntervalMs <= 300_000))
    problems.push(msg('engine.config-poll-interval'));
  if (!(config.retentionDays >= 1 && config.retentionDays <= 3650))
    problems.push(msg('engine.config-retention'));
  return problems;
}
