/**
 * The fleet host's tests: counters' reports as a counter would send them, a fleet host on a temporary
 * folder with a clock the test moves, and a real webhook receiver for its alerts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FleetPrinterReport, FleetReport, FleetShopReport } from '../../electron/common/contract/fleet';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import type { Message } from '../../electron/common/messages/catalogue';
import { FleetAlerts } from '../../electron/core/fleet/fleet-alerts';
import { startFleetHost, type RunningFleetHost } from '../../electron/core/fleet/fleet-host';

export const KEY = 'bakery-chain-fleet-key-0001';
/** Quarter-hour aligned, so slots in a test start where the test says. */
export const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
export const MINUTE = 60_000;

export function shop(patch: Partial<FleetShopReport> = {}): FleetShopReport {
  return {
    shopId: 1,
    name: 'Bakkerij Zuid',
    role: 'printing',
    lastPrinted: { orderId: 41, at: '2026-11-28T08:55:00Z' },
    lastConfirmedAt: '2026-11-28T08:55:02Z',
    held: 0,
    late: 0,
    ...patch,
  };
}

export function printer(patch: Partial<FleetPrinterReport> = {}): FleetPrinterReport {
  return { name: 'Kassa', state: 'ready', problem: null, ...patch };
}

export function report(counterId: string, patch: Partial<FleetReport> = {}): FleetReport {
  return {
    counterId,
    pcName: `PC ${counterId}`,
    version: '1.4.0',
    sentAt: '2026-11-28T09:00:00Z',
    shops: [shop()],
    printers: [printer()],
    problems: [],
    ...patch,
  };
}

export interface HostUnderTest {
  readonly host: RunningFleetHost;
  readonly url: string;
  readonly logged: Message[];
  readonly unexpected: unknown[];
  /** Moves the fleet host's clock (ms since the epoch). */
  setNow(ms: number): void;
  post(body: unknown, key?: string | null): Promise<Response>;
  get(path: string, key?: string | null): Promise<Response>;
  stop(): Promise<void>;
}

const folders: string[] = [];

export function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'orderslip-fleet-'));
  folders.push(folder);
  return folder;
}

export function removeTempFolders(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

export async function fleetHostUnderTest(
  options: { dataDir?: string; webhook?: string; silentAfterMs?: number; now?: number } = {},
): Promise<HostUnderTest> {
  let now = options.now ?? T0;
  const logged: Message[] = [];
  const unexpected: unknown[] = [];
  const log = (_level: string, message: Message): void => void logged.push(message);
  const host = await startFleetHost({
    dataDir: options.dataDir ?? tempFolder(),
    key: KEY,
    address: '127.0.0.1',
    port: 0,
    timings: { reportEveryMs: MINUTE, silentAfterMs: options.silentAfterMs ?? 2 * MINUTE },
    watcher: new FleetAlerts({
      settings: {
        language: 'nl',
        email: DEFAULT_SETTINGS.alerts.email,
        webhook: options.webhook ? { enabled: true, url: options.webhook } : DEFAULT_SETTINGS.alerts.webhook,
      },
      password: async () => null,
      log,
      retryMs: 50,
    }),
    log,
    onUnexpected: (error) => void unexpected.push(error),
    now: () => now,
    // The clock is the test's: the host looks at it often, so a move of it is seen at once.
    checkEveryMs: 20,
  });
  const headers = (key: string | null | undefined): Record<string, string> =>
    key === null ? {} : { authorization: `Bearer ${key ?? KEY}` };
  return {
    host,
    url: host.url,
    logged,
    unexpected,
    setNow: (ms) => void (now = ms),
    post: (body, key) =>
      fetch(new URL('/fleet/v1/report', host.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers(key) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path, key) => fetch(new URL(path, host.url), { headers: headers(key) }),
    stop: () => host.stop(),
  };
}

/** A webhook receiver: every JSON body POSTed to it, in order. */
export async function webhookReceiver(): Promise<{
  url: string;
  bodies: Record<string, unknown>[];
  close(): Promise<void>;
}> {
  const bodies: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(JSON.parse(text) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    bodies,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
