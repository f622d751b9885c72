/**
 * What both hosts build the same way: the rotating log file (with the token kept out of it), and an
 * AppService on a ledger whose diagnostics read that log, with the shop's network parts
 * (`compose-network.ts`) when the host asks for them. Each host adds only what is its own — the
 * app its tray, window, notifications, keyring and save dialog; the headless host its stdout and HTTP.
 * Plain Node: no Electron here, so the headless host and the tests run exactly this.
 */
import { dirname, join } from 'node:path';
import type { AppApi, AppCommand, AppEvent } from '../../common/contract/app-api';
import { msg } from '../../common/messages/catalogue';
import { messageOf } from '../../common/messages/errors';
import { redactSecrets } from '../../common/syntax/redact';
import { AppService, type AppServiceOptions, type TokenStore } from '../app/app-service';
import type { DiagnosticsTarget } from '../app/diagnostics';
import type { LogoParts } from '../app/logo-store';
import { composeNetwork, type NetworkSetup } from './compose-network';
import { Ledger } from '../ledger';
import { logLine } from '../logging/log-lines';
import { RotatingLog } from '../logging/rotating-log';
import { pcNameOf } from '../app/fleet-snapshot';
import { fleetReportBody } from '../fleet/report-builder';

/**
 * The host's log file. Lines are built without the token; should one ever carry it (an error text that
 * quoted a request), it is replaced before it is written — by the one redaction, `redactSecrets`.
 */
export class HostLog {
  /** Every token seen while running: a replaced one stays secret in what is still written. */
  private readonly secrets = new Set<string>();

  private constructor(
    private readonly file: RotatingLog,
    private readonly token: Pick<TokenStore, 'read'>,
  ) {}

  static async open(path: string, token: Pick<TokenStore, 'read'>): Promise<HostLog> {
    const log = new HostLog(new RotatingLog(path), token);
    await log.readToken();
    return log;
  }

  /** The text with the token replaced: for anything the host writes elsewhere (stdout). */
  redact(text: string): string {
    return redactSecrets(text, [...this.secrets]);
  }

  write(line: string): void {
    this.file.write(this.redact(line));
  }

  /** The event as a line of the file (English text: what support reads), if it makes one. */
  record(event: AppEvent, now = new Date()): void {
    const line = logLine(event, 'text', now);
    if (line !== null) this.write(line);
  }

  /** A command that failed for a reason the service did not mean (a bug, a disk): kept for support. */
  commandFailed(command: AppCommand, error: unknown): void {
    const at = new Date();
    this.record(
      {
        type: 'log',
        level: 'error',
        message: msg('host.command-failed', { command, cause: messageOf(error) }),
        at: at.toISOString(),
      },
      at,
    );
  }

  files(): string[] {
    return this.file.files();
  }

  /** Reads the stored token again (after a save, or when the connection changes). */
  async readToken(): Promise<void> {
    const token = await this.token.read().catch(() => null);
    if (token) this.secrets.add(token);
  }

  /**
   * Writes a line for each event of `api`; re-reads the token when the connection changes, which is
   * what follows a new token being saved.
   */
  follow(api: Pick<AppApi, 'subscribe'>): () => void {
    return api.subscribe((event) => {
      if (event.type === 'connection') void this.readToken();
      this.record(event);
    });
  }
}

export type ServiceParts = Omit<AppServiceOptions, 'ledger' | 'diagnostics' | 'network'> & {
  /** The ledger's SQLite file; opened here, closed by `dispose`. */
  readonly ledgerFile: string;
  readonly log: HostLog;
  /** Where exported diagnostics go: the host's own way of handing a file to a person. */
  readonly saveDiagnostics: DiagnosticsTarget['save'];
  /**
   * The shop's network parts, built by `composeNetwork` (a command of the served window that fails
   * unexpectedly goes to `log`); absent: none (the app's demo).
   */
  readonly network?: Omit<NetworkSetup, 'onUnexpected'>;
  /** The host's own open dialog for a logo (the app's); absent: the window sends the file itself. */
  readonly pickLogo?: LogoParts['pick'];
};

/** An AppService and what ends it besides `service.stop()`: its ledger. */
export interface ComposedService {
  readonly service: AppService;
  readonly dispose: () => Promise<void>;
}

export function composeService(parts: ServiceParts): ComposedService {
  const { ledgerFile, log, saveDiagnostics, network: setup, pickLogo, ...options } = parts;
  const network = setup
    ? composeNetwork({ ...setup, onUnexpected: (command, error) => log.commandFailed(command, error) })
    : null;
  const ledger = Ledger.open(ledgerFile);
  const service = new AppService({
    ...options,
    ledger,
    diagnostics: { logFiles: () => log.files(), save: saveDiagnostics },
    // Beside the ledger, in the data folder: a logo stays where OrderSlip keeps its own files.
    logos: { folder: join(dirname(ledgerFile), 'logos'), ...(pickLogo ? { pick: pickLogo } : {}) },
    ...(network ? { network: network.parts } : {}),
  });
  network?.serve(service);
  // What a report to the fleet host says, read from the service at each report (docs/DEPLOY.md).
  network?.parts.fleet?.attach(async () =>
    fleetReportBody(await service.counterSnapshot(), {
      pcName: pcNameOf(options.settings.load()),
      version: options.info.version,
    }),
  );
  return { service, dispose: async () => ledger.close() };
}
