/**
 * What the AppService tests run on: the real simulator with one tenant, a virtual printer, a data
 * folder of its own with the ledger and the settings file in it, and an AppService built on them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppService, type AppServiceOptions } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Ledger } from '../../electron/core/ledger';
import type { PrinterSettings } from '../../electron/common/model/printer-settings';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { FAST_ENGINE } from '../engine/world';

export const SERVICE_INFO = {
  name: 'OrderSlip',
  version: '0',
  host: 'headless',
  demo: false,
  demoSetup: null,
} as const;

export interface ServiceWorldOptions {
  readonly seed: number;
  readonly tenant: string;
  readonly token: string;
  readonly printer?: Parameters<typeof VirtualPrinter.start>[0];
  readonly ledger?: Parameters<typeof Ledger.open>[1];
}

/** What a test may set of the AppService; the token is the world's unless given (`''`: none). */
export type ServiceOptions = Partial<Omit<AppServiceOptions, 'info' | 'ledger' | 'settings' | 'token'>> & {
  readonly token?: string;
};

export class ServiceWorld {
  private constructor(
    readonly dir: string,
    readonly sim: Simulator,
    readonly printer: VirtualPrinter,
    readonly ledger: Ledger,
    readonly shopId: number,
    private readonly options: ServiceWorldOptions,
  ) {}

  static async open(options: ServiceWorldOptions): Promise<ServiceWorld> {
    const dir = mkdtempSync(join(tmpdir(), 'orderslip-service-'));
    const sim = await Simulator.start({
      seed: options.seed,
      tenants: [{ id: options.tenant, token: options.token }],
    });
    const printer = await VirtualPrinter.start(options.printer);
    const ledger = Ledger.open(join(dir, 'ledger.db'), options.ledger);
    return new ServiceWorld(dir, sim, printer, ledger, sim.tenants[0]!.shopIds[0]!, options);
  }

  /** The world's shop, printing on `printers`, polled every second. */
  settingsWith(printers: readonly PrinterSettings[], patch: Partial<AppSettings> = {}): AppSettings {
    return {
      ...DEFAULT_SETTINGS,
      connection: { baseUrl: this.sim.url, tenant: this.options.tenant },
      shops: [{ shopId: this.shopId, name: null, city: null, printerIds: printers.map((p) => p.id) }],
      printers,
      pollIntervalSeconds: 1,
      ...patch,
    };
  }

  /** An AppService on `settings` (stored in the data folder first) and the fast engine; not started. */
  service(settings: AppSettings, options: ServiceOptions = {}): AppService {
    const { token = this.options.token, ...rest } = options;
    const store = fileSettingsStore(this.dir);
    store.save(settings);
    return new AppService({
      info: SERVICE_INFO,
      ledger: this.ledger,
      settings: store,
      token: memoryTokenStore(token),
      engine: FAST_ENGINE,
      ...rest,
    });
  }

  async close(): Promise<void> {
    this.ledger.close();
    await Promise.all([this.sim.close(), this.printer.close()]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
