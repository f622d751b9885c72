/**
 * The headless host: the composed AppService (core/host/compose.ts) on a ledger in a data folder,
 * its events as lines on stdout, and optionally the window and AppApi over HTTP.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppService, SettingsStore, TokenStore } from '../core/app/app-service';
import type { DiagnosticsTarget } from '../core/app/diagnostics';
import type { EngineOptions } from '../core/engine/engine';
import { composeService, HostLog } from '../core/host/compose';
import { logLine } from '../core/logging/log-lines';
import type { AppEvent, AppInfo, DemoPrinterFault, DemoPrintView } from '../common/contract/app-api';
import type { Message } from '../common/messages/catalogue';
import { filePasswordStore } from '../core/network/alerts/password-store';
import { PinLock } from '../core/app/pin/pin-lock';
import { filePinStore, PIN_FILE } from '../core/app/pin/pin-store';
import type { SecretStore } from '../core/network/parts';
import type { CliIo } from './command';
import type { FindPrintersOptions } from '../core/printer/discovery';
import { startHttpHost, type HttpHost } from './http-host';
import { CounterMetrics } from '../core/host/metrics';

/** The repository (or installed app) root, where src/ and out/renderer live. */
export const APP_ROOT = resolve(import.meta.dirname, '../..');

export interface HeadlessOptions {
  readonly info: AppInfo;
  readonly dataDir: string;
  readonly settings: SettingsStore;
  readonly token: TokenStore;
  readonly httpPort: number | null;
  /** How stdout lines are written: a format, or a format and the language of text lines. */
  readonly logFormat: Parameters<typeof logLine>[1];
  readonly io: CliIo;
  readonly engine?: Omit<EngineOptions, 'config' | 'ledger'>;
  readonly demoPaper?: () => readonly DemoPrintView[];
  readonly demoPrinterFault?: (fault: DemoPrinterFault) => Promise<void>;
  /** Where "Find printers" looks (the demo points it at its virtual printer); default: this PC's networks. */
  readonly discovery?: FindPrintersOptions;
  /**
   * Look for other OrderSlips on the network and print only the shops this PC is to print
   * (docs/NETWORK.md). The `run` command does; the demo, on its own simulator, does not.
   */
  readonly coordinateShops?: boolean;
  /** Where the alert e-mails' SMTP password is kept; default: a file in the data folder (or the env). */
  readonly alertPassword?: SecretStore;
  /** Where the window served to the network listens (all addresses; tests: 127.0.0.2). */
  readonly lanHost?: string;
  /** Where out/renderer is found (tests build the window elsewhere); the app's root by default. */
  readonly windowRoot?: string;
  /**
   * Where the fleet key is kept: with it, reports go to the fleet host the settings name
   * (docs/DEPLOY.md). Absent: no reports (the demo).
   */
  readonly fleetKey?: SecretStore;
  /**
   * Serve `/metrics` on the HTTP host (needs `httpPort`): always (`run --metrics`), or only while a
   * fleet key is stored. Either way a scrape must carry the key.
   */
  readonly metrics?: boolean;
}

export interface HeadlessHost {
  readonly service: AppService;
  readonly http: HttpHost | null;
  /** The rotating log file in the data folder (what diagnostics send to support). */
  readonly logFile: string;
  stop(): Promise<void>;
}

/**
 * The browser window downloads exported diagnostics itself (the browser puts them in Downloads): the
 * headless host writes nothing, and never into the data folder.
 */
export const downloadDiagnostics: DiagnosticsTarget['save'] = (content, fileName) =>
  Promise.resolve({ saved: 'download', fileName, content });

export async function startHeadless(options: HeadlessOptions): Promise<HeadlessHost> {
  mkdirSync(options.dataDir, { recursive: true });
  const logFile = join(options.dataDir, 'logs', 'orderslip.log');
  const log = await HostLog.open(logFile, options.token);
  // What the network parts say goes where the engine's words go: the log file and stdout.
  const tell = (level: 'info' | 'warn' | 'error', message: Message): void => {
    const event: AppEvent = { type: 'log', level, message, at: new Date().toISOString() };
    log.record(event);
    const line = logLine(event, options.logFormat, new Date());
    if (line !== null) options.io.out(log.redact(line));
  };
  const { service, dispose } = composeService({
    info: options.info,
    ledgerFile: join(options.dataDir, 'ledger.db'),
    settings: options.settings,
    token: options.token,
    log,
    saveDiagnostics: downloadDiagnostics,
    // Apart from the settings, like the SMTP password: settings are read by anyone at the counter.
    pin: new PinLock(filePinStore(join(options.dataDir, PIN_FILE))),
    ...(options.engine ? { engine: options.engine } : {}),
    ...(options.demoPaper ? { demoPaper: options.demoPaper } : {}),
    ...(options.demoPrinterFault ? { demoPrinterFault: options.demoPrinterFault } : {}),
    ...(options.discovery ? { discovery: options.discovery } : {}),
    network: {
      dataDir: options.dataDir,
      windowRoot: options.windowRoot ?? APP_ROOT,
      log: tell,
      alertPassword: options.alertPassword ?? filePasswordStore(join(options.dataDir, 'alert-password')),
      coordinateShops: options.coordinateShops ?? false,
      ...(options.lanHost ? { lanHost: options.lanHost } : {}),
      ...(options.fleetKey ? { fleetKey: options.fleetKey } : {}),
    },
  });
  log.follow(service);
  service.subscribe((event) => {
    const line = logLine(event, options.logFormat, new Date());
    if (line !== null) options.io.out(log.redact(line));
  });
  let http: HttpHost | null = null;
  try {
    await service.start();
    if (options.httpPort !== null)
      http = await startHttpHost({
        api: service,
        port: options.httpPort,
        root: APP_ROOT,
        onUnexpected: (command, error) => log.commandFailed(command, error),
        ...(options.fleetKey && (options.metrics || (await options.fleetKey.read()))
          ? {
              metrics: new CounterMetrics({
                snapshot: () => service.counterSnapshot(),
                key: options.fleetKey,
              }),
            }
          : {}),
      });
  } catch (error) {
    await service.dispose();
    await dispose();
    throw error;
  }
  return {
    service,
    http,
    logFile,
    async stop() {
      await http?.close();
      await service.dispose();
      await dispose();
    },
  };
}
