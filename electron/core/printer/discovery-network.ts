/**
 * Network receipt printers near this PC: port 9100 on every address of the local /24 around each of
 * its IPv4 addresses, asked briefly and a few at a time (see discovery-probe.ts for what is asked).
 *
 * Gentle by construction: at most 254 addresses per network, never beyond a /24 even where the netmask
 * is wider (a /16 office network is not swept), only private address ranges (a PC with a public address
 * does not scan strangers), at most `concurrency` (≤ 64) connection attempts at once, one short
 * connection per open port, and an overall deadline after which no new address is tried.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { DEFAULT_TCP_PORT } from './printer-uri';
import { probePrinter, PROBE_TIMEOUTS, type ProbeAnswer, type ProbeTimeouts } from './discovery-probe';
import { monotonicNow } from '../time/monotonic';

/** Never more connection attempts at once than this, whatever a caller asks. */
export const MAX_CONCURRENCY = 64;
/** A whole /24 at 64 at a time is four rounds of `connectMs`, plus the printers' answers. */
export const NETWORK_DEADLINE_MS = 8_000;

export interface NetworkScanOptions {
  /** Explicit addresses to try (tests, a range a person typed); else the /24s of this PC's networks. */
  readonly hosts?: readonly string[];
  readonly port?: number;
  /**
   * The ports to try on each address, instead of `port` (the demo's receipt and label printers listen
   * on ports of their own; real ones share 9100).
   */
  readonly ports?: readonly number[];
  readonly timeouts?: Partial<ProbeTimeouts>;
  /** Connection attempts at once; capped at MAX_CONCURRENCY. */
  readonly concurrency?: number;
  /** After this long no new address is tried; what was found is returned. */
  readonly deadlineMs?: number;
  /**
   * After this long the scan answers with what it found so far, even while a slow probe is still
   * waiting (default: 2 s after `deadlineMs`, longer than one probe takes).
   */
  readonly stopMs?: number;
  /** This PC's interfaces (default `os.networkInterfaces()`); injectable for tests. */
  readonly interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>;
  /** Also ask Star's status of silent printers (default true). */
  readonly star?: boolean;
  /** Star's status port (9101; tests move it). */
  readonly starStatusPort?: number;
  /** Also ask label printers' status of printers silent so far (default true). */
  readonly label?: boolean;
}

export interface NetworkPrinter extends ProbeAnswer {
  readonly host: string;
  readonly port: number;
}

function toNumber(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255))
    return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function toAddress(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** 10/8, 172.16/12, 192.168/16: the networks of shops and homes. */
export function isPrivateIpv4(address: string): boolean {
  const value = toNumber(address);
  if (value === null) return false;
  const [a, b] = address.split('.').map(Number);
  return a === 10 || (a === 172 && b !== undefined && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * The addresses to try around one interface address: its /24, narrowed to its own subnet when the
 * netmask is narrower, without the network and broadcast addresses and without the PC itself.
 */
export function hostsAround(address: string, netmask = '255.255.255.0'): string[] {
  const own = toNumber(address);
  const mask = toNumber(netmask) ?? 0;
  if (own === null) return [];
  const slash24 = 0xffffff00;
  // The wider of the two masks' host parts is never taken: a /16 netmask still scans one /24.
  const effective = Math.max(mask >>> 0, slash24) >>> 0;
  const size = 2 ** 32 - effective;
  const network = own - (own % size);
  const hosts: string[] = [];
  for (let offset = 1; offset < size - 1 && hosts.length < 254; offset++) {
    const value = network + offset;
    if (value !== own) hosts.push(toAddress(value));
  }
  return hosts;
}

/** Addresses from `from` to `to`, both within one /24 (as a shop's network would be), at most 254. */
export function hostsInRange(from: string, to: string): string[] {
  const start = toNumber(from);
  const end = toNumber(to);
  if (start === null || end === null || end < start) return [];
  if (Math.floor(start / 256) !== Math.floor(end / 256)) return [];
  const hosts: string[] = [];
  for (let value = start; value <= end && hosts.length < 254; value++) hosts.push(toAddress(value));
  return hosts;
}

/** Every address to try on this PC's networks: the /24 around each private, non-link-local IPv4 address. */
export function localNetworkHosts(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  const hosts = new Set<string>();
  const own = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family !== 'IPv4' || entry.internal) continue;
      own.add(entry.address);
      if (entry.address.startsWith('169.254.') || !isPrivateIpv4(entry.address)) continue;
      for (const host of hostsAround(entry.address, entry.netmask)) hosts.add(host);
    }
  }
  for (const address of own) hosts.delete(address);
  return [...hosts];
}

/**
 * Tries port `port` (9100) on every address and asks each open one who it is. Resolves with the
 * printers found, in address order (then port order); never rejects.
 */
export async function findNetworkPrinters(options: NetworkScanOptions = {}): Promise<NetworkPrinter[]> {
  const hosts = options.hosts ? [...options.hosts] : localNetworkHosts(options.interfaces);
  const ports = options.ports ?? [options.port ?? DEFAULT_TCP_PORT];
  const targets = hosts.flatMap((host) => ports.map((port) => ({ host, port })));
  const concurrency = Math.max(1, Math.min(options.concurrency ?? MAX_CONCURRENCY, MAX_CONCURRENCY));
  const deadline = monotonicNow() + (options.deadlineMs ?? NETWORK_DEADLINE_MS);
  const probeOptions = {
    timeouts: { ...PROBE_TIMEOUTS, ...options.timeouts },
    ...(options.star === undefined ? {} : { star: options.star }),
    ...(options.starStatusPort === undefined ? {} : { starStatusPort: options.starStatusPort }),
    ...(options.label === undefined ? {} : { label: options.label }),
  };
  const found: NetworkPrinter[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < targets.length && monotonicNow() < deadline) {
      const target = targets[next++];
      if (target === undefined) return;
      const { host, port } = target;
      const answer = await probePrinter(host, port, probeOptions).catch(() => null);
      if (answer) found.push({ host, port, ...answer });
    }
  };
  const deadlineMs = options.deadlineMs ?? NETWORK_DEADLINE_MS;
  let stop: NodeJS.Timeout | undefined;
  // A probe still waiting at the hard stop is left to time out by itself; its answer no longer counts.
  const stopped = new Promise<void>((resolve) => {
    stop = setTimeout(resolve, options.stopMs ?? deadlineMs + 2_000);
  });
  await Promise.race([
    Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker)),
    stopped,
  ]);
  clearTimeout(stop);
  return [...found].sort((a, b) => (toNumber(a.host) ?? 0) - (toNumber(b.host) ?? 0) || a.port - b.port);
}
