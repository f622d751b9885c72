import { configProblems, type EngineConfig } from '../engine/config';
import type { AppSettings } from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';

export type EngineConfigResult =
  | { readonly ok: true; readonly config: EngineConfig }
  | { readonly ok: false; readonly problems: readonly Message[] };

/** Settings plus the token → what the engine runs on; or what is still missing, as messages. */
export function engineConfigFrom(settings: AppSettings, token: string | null): EngineConfigResult {
  const missing: Message[] = [];
  if (!settings.connection.baseUrl) missing.push(msg('app.enter-service-address'));
  if (!settings.connection.tenant) missing.push(msg('app.enter-tenant'));
  if (!token) missing.push(msg('app.enter-token'));
  if (settings.printers.length === 0) missing.push(msg('app.add-printer'));
  if (missing.length > 0) return { ok: false, problems: missing };
  const allPrinters = settings.printers.map((printer) => printer.id);
  const config: EngineConfig = {
    connection: { ...settings.connection, token: token ?? '' },
    shops: settings.shops.map(({ shopId, printerIds }) => ({ shopId, printerIds })),
    defaultPrinterIds: settings.defaultPrinterIds.length > 0 ? settings.defaultPrinterIds : allPrinters,
    printers: settings.printers,
    pollIntervalMs: settings.pollIntervalSeconds * 1000,
    retentionDays: settings.retentionDays,
    shopDay: settings.shopDay,
  };
  const problems = configProblems(config);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}
