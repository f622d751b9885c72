import { tmpdir } from 'node:os';
import { isAbsolute, relative } from 'node:path';

/** Where a printer's bytes go, decoded from `PrinterSettings.uri`. */
export type PrinterTarget =
  | { readonly kind: 'tcp'; readonly host: string; readonly port: number }
  | { readonly kind: 'queue'; readonly queue: string }
  | { readonly kind: 'device'; readonly path: string };

export const DEFAULT_TCP_PORT = 9100;

const ACCEPTED_FORMS =
  'Use tcp://host[:port] for a network printer (port 9100 unless given), printer:<queue name> for a printer ' +
  'installed on this computer, or a device path such as /dev/usb/lp0, /dev/ttyUSB0 or COM3.';

function invalid(uri: string, why: string): Error {
  return new Error(`Printer address "${uri}" ${why}. ${ACCEPTED_FORMS}`);
}

function parseTcp(uri: string): PrinterTarget {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw invalid(uri, 'is not a valid network address');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') throw invalid(uri, 'has no host name');
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '' && url.pathname !== '/')
  ) {
    throw invalid(uri, 'has parts a printer address cannot have (a path, a query or a user name)');
  }
  // URL drops an out-of-range port only by throwing, and keeps "" for none.
  const port = url.port === '' ? DEFAULT_TCP_PORT : Number(url.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw invalid(uri, 'has a port outside 1-65535');
  return { kind: 'tcp', host, port };
}

function isUnderTmpdir(path: string): boolean {
  const inside = relative(tmpdir(), path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
}

/** Printer devices by their usual names; a file under the temp directory stands in for one in tests. */
function devicePath(uri: string): string | null {
  const windowsPort = /^(?:\\\\\.\\)?((?:COM|LPT)\d{1,3})$/i.exec(uri);
  if (windowsPort?.[1]) return `\\\\.\\${windowsPort[1].toUpperCase()}`;
  if (/^\/dev\/[^\0]+$/.test(uri)) return uri;
  if (isAbsolute(uri) && isUnderTmpdir(uri)) return uri;
  return null;
}

/** Decodes a printer address, or throws an Error that names the accepted forms. */
export function parsePrinterUri(uri: string): PrinterTarget {
  const trimmed = uri.trim();
  if (trimmed === '') throw invalid(uri, 'is empty');
  if (/^tcp:/i.test(trimmed)) return parseTcp(trimmed);
  if (/^printer:/i.test(trimmed)) {
    const queue = trimmed.slice('printer:'.length);
    if (queue === '' || queue.startsWith('//')) throw invalid(uri, 'names no print queue');
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
    if (/[\u0000-\u001f\u007f]/.test(queue)) throw invalid(uri, 'has control characters in the queue name');
    return { kind: 'queue', queue };
  }
  const path = devicePath(trimmed);
  if (path !== null) return { kind: 'device', path };
  throw invalid(uri, 'is not understood');
}

/** How messages name the place: `192.168.1.50:9100`, `print queue "Bar"`, `/dev/usb/lp0`. */
export function describeTarget(target: PrinterTarget): string {
  switch (target.kind) {
    case 'tcp':
      return `${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`;
    case 'queue':
      return `print queue "${target.queue}"`;
    case 'device':
      return target.path;
  }
}
