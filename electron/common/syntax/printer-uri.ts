/**
 * Printer addresses as text: what `PrinterSettings.uri` may say, read the same way by the engine, the
 * settings and the wizard. Pure: whether a path is a device on this computer is the engine's to add.
 */
import { msg } from '../messages/catalogue';
import { MessageError } from '../messages/errors';
import type { AddressProblem } from '../words/en/messages/printer';

/** Where a printer's bytes go, decoded from `PrinterSettings.uri`. */
export type PrinterTarget =
  | { readonly kind: 'tcp'; readonly host: string; readonly port: number }
  | { readonly kind: 'queue'; readonly queue: string }
  | { readonly kind: 'device'; readonly path: string };

export const DEFAULT_TCP_PORT = 9100;

function invalid(address: string, problem: AddressProblem): MessageError {
  return new MessageError(msg('printer.address-invalid', { address, problem }));
}

const isIpv4 = (host: string): boolean =>
  /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) && host.split('.').every((part) => Number(part) <= 255);

function parseTcp(address: string, trimmed: string): PrinterTarget {
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw invalid(address, 'not-network-address');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') throw invalid(address, 'no-host');
  // All digits and dots is an IPv4 address or a typo: the system reads "192.168.1" as 192.168.0.1
  // and would print on another machine.
  if (/^[\d.]+$/.test(host) && !isIpv4(host)) throw invalid(address, 'incomplete-ip');
  if (/^(?:lpt|com|prn|usb)$/i.test(host)) throw invalid(address, 'device-without-number');
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '' && url.pathname !== '/')
  ) {
    throw invalid(address, 'extra-parts');
  }
  // URL refuses an out-of-range port by throwing, and keeps "" for none.
  const port = url.port === '' ? DEFAULT_TCP_PORT : Number(url.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw invalid(address, 'bad-port');
  return { kind: 'tcp', host, port };
}

/** Printer devices by their usual names: `/dev/…`, `COM3`, `LPT1`, `\\.\COM3`. */
function devicePath(text: string): string | null {
  const windowsPort = /^(?:\\\\\.\\)?((?:COM|LPT)\d{1,3})$/i.exec(text);
  if (windowsPort?.[1]) return `\\\\.\\${windowsPort[1].toUpperCase()}`;
  if (/^\/dev\/[^\0]+$/.test(text)) return text;
  return null;
}

/**
 * Decodes a printer address, or throws a `MessageError` (`printer.address-invalid`) whose wording names
 * the accepted forms. `isOtherDevice` accepts further device paths (the engine: files standing in for a
 * device in tests).
 */
export function parsePrinterAddress(
  address: string,
  isOtherDevice: (path: string) => boolean = () => false,
): PrinterTarget {
  const trimmed = address.trim();
  if (trimmed === '') throw invalid(address, 'empty');
  if (/^tcp:/i.test(trimmed)) return parseTcp(address, trimmed);
  if (/^printer:/i.test(trimmed)) {
    const queue = trimmed.slice('printer:'.length);
    if (queue === '' || queue.startsWith('//')) throw invalid(address, 'no-queue');
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
    if (/[\u0000-\u001f\u007f]/.test(queue)) throw invalid(address, 'control-characters');
    return { kind: 'queue', queue };
  }
  const path = devicePath(trimmed) ?? (isOtherDevice(trimmed) ? trimmed : null);
  if (path !== null) return { kind: 'device', path };
  throw invalid(address, 'not-understood');
}

/** How messages name the place, the same in every language: `192.168.1.50:9100`, `printer:Bar`, `/dev/usb/lp0`. */
export function describeTarget(target: PrinterTarget): string {
  switch (target.kind) {
    case 'tcp':
      return `${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`;
    case 'queue':
      return `printer:${target.queue}`;
    case 'device':
      return target.path;
  }
}

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host name or IPv4 address as typed, optionally with a port: `192.168.1.50`, `bar-printer.local:9101`. */
const HOST_AND_PORT = new RegExp(`^(${HOST_LABEL}(?:\\.${HOST_LABEL})*\\.?)(?::(\\d{1,5}))?$`, 'i');
/** An IPv6 address, bare (`fe80::1`) or in brackets with an optional port (`[fe80::1]:9101`). */
const BARE_IPV6 = /^[0-9a-f]*:[0-9a-f:.]*$/i;
const BRACKETED_IPV6 = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i;

/**
 * What a person means by what they typed as a printer's address: a bare `192.168.1.50`, a host name, or
 * `host:port` is a network printer, `tcp://…` with port 9100 unless given. Anything else — already a
 * `tcp://` or `printer:` address, a device path, or text that is no address at all — is returned as
 * typed (trimmed), for `parsePrinterAddress` to accept or explain.
 */
export function normalizePrinterAddress(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^(?:tcp|printer):/i.test(trimmed) || devicePath(trimmed) !== null) return trimmed;
  const bracketed = BRACKETED_IPV6.exec(trimmed);
  if (bracketed?.[1]) return `tcp://[${bracketed[1]}]:${bracketed[2] ?? DEFAULT_TCP_PORT}`;
  if (BARE_IPV6.test(trimmed) && trimmed.split(':').length > 2)
    return `tcp://[${trimmed}]:${DEFAULT_TCP_PORT}`;
  const hostAndPort = HOST_AND_PORT.exec(trimmed);
  if (hostAndPort?.[1]) return `tcp://${hostAndPort[1]}:${hostAndPort[2] ?? DEFAULT_TCP_PORT}`;
  return trimmed;
}
