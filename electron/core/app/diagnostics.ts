/**
 * Diagnostics for support: logs, settings, Status and ledger counts in one JSON text, never the token.
 * Where it goes is the host's: a save dialog in the app, a download in the browser window.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { AppInfo, DiagnosticsExportView, StatusView } from '../../common/contract/app-api';
import { msg } from '../../common/messages/catalogue';
import { MessageError, textOf } from '../../common/messages/errors';
import { redactSecrets } from '../../common/syntax/redact';
import type { AppContext } from './app-context';

export interface DiagnosticsTarget {
  /** The log files to include, newest first. */
  readonly logFiles: () => readonly string[];
  /**
   * Offers the text to the person where they find it (the app: a save dialog opened on Downloads; the
   * browser window: a download), and says where it went.
   */
  readonly save: (content: string, suggestedName: string) => Promise<DiagnosticsExportView>;
}

/** The report, with the log files' tails, handed to the host's target; refused where there is none. */
export async function exportDiagnostics(
  context: AppContext,
  target: DiagnosticsTarget | undefined,
  about: { readonly info: AppInfo; readonly status: () => Promise<StatusView> },
): Promise<DiagnosticsExportView> {
  if (!target) throw new MessageError(msg('app.no-diagnostics'));
  const token = await context.token.read();
  const now = context.now();
  const report = {
    generatedAt: now.toISOString(),
    app: about.info,
    platform: { os: process.platform, arch: process.arch, node: process.versions.node },
    settings: context.settings.load(),
    token: { stored: Boolean(token), storage: context.token.kind },
    status: await about.status(),
    ledger: context.ledger.counts(),
  };
  return target.save(diagnosticsText(report, target.logFiles(), token), diagnosticsFileName(now));
}

/** The tail of each log file that goes into diagnostics: enough to see the last days of a shop. */
export const DIAGNOSTIC_LOG_BYTES = 512 * 1024;

/** The report as text, with every occurrence of the token replaced: the last net should anything change. */
export function diagnosticsText(report: object, logFiles: readonly string[], token: string | null): string {
  const logs = logFiles.map((file) => ({ file, tail: tailOf(file, DIAGNOSTIC_LOG_BYTES) }));
  return redactSecrets(JSON.stringify({ ...report, logs }, null, 2), token ? [token] : []);
}

/** "orderslip-diagnostics-2025-03-14-1205.json", in the shop's local time: sorts and says when. */
export function diagnosticsFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `orderslip-diagnostics-${day}-${two(now.getHours())}${two(now.getMinutes())}.json`;
}

/** The last `bytes` of a file as text (from a line start), or a note when it cannot be read. */
function tailOf(file: string, bytes: number): string {
  try {
    const size = statSync(file).size;
    const start = Math.max(0, size - bytes);
    const buffer = Buffer.alloc(size - start);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, start);
    } finally {
      closeSync(fd);
    }
    const text = buffer.toString('utf8');
    return start === 0 ? text : text.slice(text.indexOf('\n') + 1);
  } catch (error) {
    return `(cannot read: ${textOf(error)})`;
  }
}
