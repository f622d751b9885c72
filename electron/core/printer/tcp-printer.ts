/**
 * Raw TCP printing (port 9100) with proof, on one connection: the status before the job and proof after
 * each copy, Epson's way (`DLE EOT`, `GS ( H` / `GS r 1`: epson-flow.ts) or Star's (ASB and the ETB
 * counter: star-flow.ts). node-thermal-printer's execute() cannot do this (it resolves when bytes reach
 * the local OS), hence node:net.
 */
import { msg } from '../../common/messages/catalogue';
import { textOf } from '../../common/messages/errors';
import type { NetworkProblem } from '../../common/words/en/messages/printer';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { printEpson, queryEpson } from './epson-flow';
import type { LinkPlace } from './link-outcomes';
import type { CompletionMethod, PrintTimeouts } from './print-options';
import { failed, type PrintFailure, type PrinterStatus, type PrintResult } from './print-result';
import { ConnectError, LinkClosedError, PrinterLink } from './printer-link';
import { describeTarget } from './printer-uri';
import { printStar, queryStar, type StarStatusPort } from './star-flow';
import { STAR_STATUS_PORT, StarAnswerDecoder } from './star-status';
import type { PrintCopy } from './paper-time';

export interface TcpTarget {
  readonly host: string;
  readonly port: number;
}

const NETWORK_PROBLEMS: Readonly<Record<string, Exclude<NetworkProblem, 'other'>>> = {
  ETIMEDOUT: 'timeout',
  EHOSTUNREACH: 'no-route',
  EHOSTDOWN: 'host-down',
  ENETUNREACH: 'network-unreachable',
  ENOTFOUND: 'unknown-host',
  EAI_AGAIN: 'lookup-failed',
};

/** Why connecting failed, for the shop (exported for the label printers' flows). */
export function connectFailure(settings: PrinterSettings, target: TcpTarget, error: unknown): PrintFailure {
  const printer = settings.name;
  const where = describeTarget({ kind: 'tcp', ...target });
  const code = error instanceof ConnectError ? error.code : 'EIO';
  if (code === 'ECONNREFUSED')
    return failed('unreachable', msg('printer.refused', { printer, where }), false);
  const problem = NETWORK_PROBLEMS[code];
  // The OS's own code stays in the sentence: it is what a technician searches for.
  const cause = problem
    ? msg('printer.network-problem', { problem, code })
    : msg('printer.network-problem', { problem: 'other', code: textOf(error) });
  return failed('unreachable', msg('printer.unreachable', { printer, where, cause }), false);
}

export function tcpPlace(settings: PrinterSettings, target: TcpTarget): LinkPlace {
  return {
    key: `${target.host}:${target.port}`,
    silent: 'refuse-unless-allowed',
    lost: (copy) => msg('printer.connection-lost', { printer: settings.name, ...copy }),
    delivered: (why) => msg('printer.delivered', { printer: settings.name, why }),
  };
}

/**
 * A Star network interface answers status on its status port too (9101); none when the job itself goes
 * to that port. `statusPort` is for tests, whose printers listen on free ports.
 */
function starStatusPort(target: TcpTarget, statusPort: number | undefined): StarStatusPort | null {
  const port = statusPort ?? STAR_STATUS_PORT;
  return port === target.port ? null : { host: target.host, port };
}

/** Prints over one TCP connection; never throws for printer problems. */
export async function printOverTcp(
  settings: PrinterSettings,
  target: TcpTarget,
  copies: readonly PrintCopy[],
  timeouts: PrintTimeouts,
  completion: CompletionMethod,
  statusPort?: number,
): Promise<PrintResult> {
  const place = tcpPlace(settings, target);
  if (settings.type === 'star') {
    let link;
    try {
      link = await PrinterLink.connect(target.host, target.port, timeouts.connectMs, new StarAnswerDecoder());
    } catch (error) {
      return connectFailure(settings, target, error);
    }
    try {
      const where = starStatusPort(target, statusPort);
      return await printStar(link, settings, place, where, copies, timeouts);
    } finally {
      link.destroy();
    }
  }
  let link: PrinterLink;
  try {
    link = await PrinterLink.connect(target.host, target.port, timeouts.connectMs);
  } catch (error) {
    return connectFailure(settings, target, error);
  }
  try {
    return await printEpson(link, settings, place, copies, timeouts, completion);
  } finally {
    link.destroy();
  }
}

/** What the printer says about itself, over a short-lived TCP connection. */
export async function queryTcpStatus(
  settings: PrinterSettings,
  target: TcpTarget,
  timeouts: PrintTimeouts,
  statusPort?: number,
): Promise<PrinterStatus> {
  const silent = {
    state: 'unknown',
    detail: msg('printer.status-silent', { printer: settings.name }),
  } as const;
  let link: { destroy(): void };
  let ask: () => Promise<PrinterStatus | null>;
  try {
    if (settings.type === 'star') {
      const star = await PrinterLink.connect(
        target.host,
        target.port,
        timeouts.connectMs,
        new StarAnswerDecoder(),
      );
      link = star;
      ask = () => queryStar(star, settings, starStatusPort(target, statusPort), timeouts);
    } else {
      const epson = await PrinterLink.connect(target.host, target.port, timeouts.connectMs);
      link = epson;
      ask = () => queryEpson(epson, settings, timeouts.statusMs);
    }
  } catch (error) {
    return { state: 'unreachable', detail: connectFailure(settings, target, error).message };
  }
  try {
    return (await ask()) ?? silent;
  } catch (error) {
    if (!(error instanceof LinkClosedError)) throw error;
    return { state: 'unknown', detail: msg('printer.status-closed', { printer: settings.name }) };
  } finally {
    link.destroy();
  }
}
