/**
 * Real `run` processes as the PCs of a shop's network (`netns.ts`): each with its own data folder, its
 * settings' network part in a config file, and its own virtual receipt printer on the LAN. Shared by
 * the tests of two PCs, of rogue devices and of the service watch, which differ only in what the PCs
 * are set to and what else is on the network.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter, type VirtualPrinterOptions } from '../../electron/demo/virtual-printer';
import { tcpUri } from '../../electron/demo/virtual-printer/printer-server';
import { killAllCli, startCli, type CliChild } from '../headless/cli-process';
import { lan, type Lan, type LanHost } from './netns';

/** Announcements twice a second, 1.5 s of listening at start: the files stay quick. */
const FAST = { ORDERSLIP_TEST_ANNOUNCE_MS: '500', ORDERSLIP_TEST_LISTEN_MS: '1500' };

export interface LanPc {
  readonly name: string;
  readonly host: LanHost;
  readonly printer: VirtualPrinter;
  readonly cli: CliChild;
  /** Its data folder: start it again with this one to restart the same PC. */
  readonly dataDir: string;
}

export interface LanService {
  readonly tenant: string;
  readonly token: string;
  readonly shop: number;
  /** The simulator's port, reached on each PC at 127.0.0.1 (plain http is allowed only there). */
  readonly simPort: number;
  readonly takeoverSeconds: number;
}

export interface LanPcOptions {
  /** The settings' `network` part beyond the PC's name and the takeover time. */
  readonly network?: object;
  readonly printerMode?: VirtualPrinterOptions['mode'];
  /** Serves the AppApi on the PC's own loopback (each namespace has its own). */
  readonly httpPort?: number;
  /** A PC's data folder from an earlier start: this start is a restart of that PC. */
  readonly dataDir?: string;
  /** Environment beyond the token and the quick timings (they can be overridden here). */
  readonly env?: Readonly<Record<string, string>>;
}

/** A LAN of PCs and a simulator serving one tenant, reached on each PC: what each file's `beforeAll` makes. */
export interface ShopLan {
  readonly network: Lan;
  readonly sim: Simulator;
  /** The tenant's first shop: the one the PCs print. */
  readonly shop: number;
  /** The simulator's port, reached on each PC at 127.0.0.1 (plain http is allowed only there). */
  readonly simPort: number;
}

/** `hosts` PCs on one LAN and a simulator (`seed`) for `tenant`, forwarded to each PC's 127.0.0.1. */
export async function shopLan(
  hosts: number,
  tenant: { readonly id: string; readonly token: string },
  seed: number,
): Promise<ShopLan> {
  const network = lan(hosts);
  let sim: Simulator | undefined;
  try {
    sim = await Simulator.start({ seed, tenants: [tenant] });
    const simPort = Number(new URL(sim.url).port);
    await network.forward(simPort);
    return { network, sim, shop: sim.tenants[0]!.shopIds[0]!, simPort };
  } catch (error) {
    await sim?.close();
    network.close();
    throw error;
  }
}

/** Takes it all down after the file (`afterAll`): the `run` processes, printers, simulator, LAN, folders. */
export async function closeShopLan(
  pcs: ReturnType<typeof lanPcs>,
  sim: Simulator | undefined,
  network: Lan | undefined,
): Promise<void> {
  await killAllCli();
  await pcs.closePrinters();
  await sim?.close();
  network?.close();
  pcs.removeFolders();
}

/** Starts PCs on `lan` for `service`; `closePrinters` after each test, `removeFolders` at the end. */
export function lanPcs(lan: () => Lan, service: () => LanService) {
  const printers: VirtualPrinter[] = [];
  const folders: string[] = [];
  return {
    async start(host: LanHost, name: string, options: LanPcOptions = {}): Promise<LanPc> {
      const { tenant, token, shop, simPort, takeoverSeconds } = service();
      const printer = await VirtualPrinter.start(options.printerMode ? { mode: options.printerMode } : {});
      printers.push(printer);
      // On the LAN at the gateway's address; switched off, its port here is closed and the PC's
      // connection is dropped as soon as it is made.
      await lan().expose(printer.port);
      const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `orderslip-${name}-`));
      if (options.dataDir === undefined) folders.push(dataDir);
      const config = join(dataDir, 'config.json');
      const network = { pcName: name, takeoverSeconds, ...options.network };
      writeFileSync(config, JSON.stringify({ network }));
      const args = [
        'run',
        '--api-url',
        `http://127.0.0.1:${simPort}`,
        '--tenant',
        tenant,
        '--shop',
        String(shop),
        '--printer',
        tcpUri(lan().gateway, printer.port),
        '--poll-interval',
        '1',
        '--data-dir',
        dataDir,
        '--config',
        config,
        ...(options.httpPort === undefined ? [] : ['--http-port', String(options.httpPort)]),
        '--log-format',
        'json',
        '--language',
        'en',
      ];
      const cli = startCli(args, { ORDERSLIP_TOKEN: token, ...FAST, ...options.env }, lan().exec(host));
      return { name, host, printer, cli, dataDir };
    },
    async closePrinters(): Promise<void> {
      await Promise.all(printers.splice(0).map((printer) => printer.close()));
    },
    removeFolders(): void {
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** How many receipts of order `id` came out on these PCs' printers together. */
export const copies = (pcs: readonly LanPc[], id: string): number =>
  pcs.reduce((sum, pc) => sum + pc.printer.jobs().filter((job) => job.parsed.qrCodes.includes(id)).length, 0);

/** Whether a receipt of order `id` on this PC's printer is marked POSSIBLE DUPLICATE. */
export const marked = (pc: LanPc, id: string): boolean =>
  pc.printer.jobs().some((job) => job.parsed.qrCodes.includes(id) && /POSSIBLE DUPLICATE/.test(job.text));

export const ids = (orders: readonly { id: unknown }[]): string[] => orders.map((order) => String(order.id));

/** The message codes a PC logged (its JSON log lines carry each message's code). */
export const codes = (pc: LanPc): string[] =>
  pc.cli.stdoutLines().flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { code?: unknown };
      return typeof parsed.code === 'string' ? [parsed.code] : [];
    } catch {
      return [];
    }
  });
