/** The headless host: the AppService on a ledger in a data folder, logged to stdout, optionally served over HTTP. */
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppService, type SettingsStore, type TokenStore } from '../core/app/app-service';
import type { EngineOptions } from '../core/engine/engine';
import { Ledger } from '../core/ledger';
import { RotatingLog } from '../core/logging/rotating-log';
import type { AppInfo, DemoPrinterFault, DemoPrintView } from '../shared/contract';
import type { CliIo } from './command';
import { startHttpHost, type HttpHost } from './http-host';
import { logLine, type LogFormat } from '../core/logging/log-lines';

/** The repository (or installed app) root, where src/ and out/renderer live. */
export const APP_ROOT = resolve(import.meta.dirname, '../..');

export interface HeadlessOptions {
  readonly info: AppInfo;
  readonly dataDir: string;
  readonly settings: SettingsStore;
  readonly token: TokenStore;
  readonly httpPort: number | null;
  readonly logFormat: LogFormat;
  readonly io: CliIo;
  readonly engine?: Omit<EngineOptions, 'config' | 'ledger'>;
  readonly demoPaper?: () => readonly DemoPrintView[];
  readonly demoPrinterFault?: (fault: DemoPrinterFault) => Promise<void>;
}

export interface HeadlessHost {
  readonly service: AppService;
  readonly http: HttpHost | null;
  stop(): Promise<void>;
}

export async function startHeadless(options: HeadlessOptions): Promise<HeadlessHost> {
  mkdirSync(options.dataDir, { recursive: true });
  const ledger = Ledger.open(join(options.dataDir, 'ledger.db'));
  // Besides stdout, a rotating file in the data folder: what "export diagnostics" sends to support.
  // Lines are built without the token; should one ever carry it, it is replaced before it is written.
  let token = await options.token.read();
  const secrets = (): string[] => (token && token.length >= 4 ? [token] : []);
  const redact = (line: string): string =>
    secrets().reduce((text, secret) => text.split(secret).join('[token]'), line);
  const log = new RotatingLog(join(options.dataDir, 'logs', 'orderslip.log'), { secrets });
  const service = new AppService({
    info: options.info,
    ledger,
    settings: options.settings,
    token: options.token,
    ...(options.engine ? { engine: options.engine } : {}),
    ...(options.demoPaper ? { demoPaper: options.demoPaper } : {}),
    ...(options.demoPrinterFault ? { demoPrinterFault: options.demoPrinterFault } : {}),
    diagnostics: {
      logFiles: () => log.files(),
      save: async (content) => {
        const file = join(
          options.dataDir,
          `diagnostics-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
        );
        await writeFile(file, content, { mode: 0o600 });
        return file;
      },
    },
  });
  service.subscribe((event) => {
    const now = new Date();
    const line = logLine(event, options.logFormat, now);
    if (line !== null) options.io.out(redact(line));
    if (event.type === 'connection') void options.token.read().then((value) => (token = value));
    const fileLine = logLine(event, 'text', now);
    if (fileLine !== null) log.write(fileLine);
  });
  let http: HttpHost | null = null;
  try {
    await service.start();
    if (options.httpPort !== null)
      http = await startHttpHost({ api: service, port: options.httpPort, root: APP_ROOT });
  } catch (error) {
    await service.stop();
    ledger.close();
    throw error;
  }
  return {
    service,
    http,
    async stop() {
      await http?.close();
      await service.stop();
      ledger.close();
    },
  };
}
