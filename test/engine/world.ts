/**
 * A whole shop world for engine tests: the simulator, virtual printers, a real SQLite ledger in a
 * temporary folder, and an engine with short timings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import type { EngineConfig, ShopRoute } from '../../electron/core/engine/config';
import { Engine, type EngineOptions } from '../../electron/core/engine/engine';
import type { EngineEvent } from '../../electron/core/engine/events';
import { Ledger } from '../../electron/core/ledger';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { Simulator, type SimulatorOptions } from '../../electron/demo/simulator';
import { VirtualPrinter, type PrintedJob } from '../../electron/demo/virtual-printer';

/** A message as the English log and window say it ('' for none): for asserting on wording. */
export const english = (message: Message | null | undefined): string => (message ? say(message, 'en') : '');

export const TENANT = 'shop-tenant';
export const TOKEN = 'engine-test-token';

/** Short deadlines and retries, so an engine in a test reacts within milliseconds. */
export const FAST_ENGINE: Omit<EngineOptions, 'config' | 'ledger'> = {
  client: { timeoutMs: 1_000, maxAttempts: 2, backoff: { baseMs: 5, maxMs: 20 }, maxRetryAfterMs: 2_000 },
  timing: { idleStatusMs: 60_000, printerRetryBaseMs: 50, confirmRetryBaseMs: 50, confirmIdleMs: 50 },
  printOptions: {
    timeouts: { connectMs: 500, statusMs: 300, completionBaseMs: 1_500, completionPerKbMs: 0 },
  },
};

export interface WorldOptions {
  readonly printers?: number;
  readonly routes?: (shopIds: readonly number[], printerIds: readonly string[]) => ShopRoute[];
  readonly simulator?: SimulatorOptions;
  readonly pollIntervalMs?: number;
  readonly printer?: Partial<PrinterSettings>;
  /**
   * The virtual printers' paper speed (ms a line; their own, as fast as a real printer could be, unless
   * given). 0: at once, for a test about hundreds of orders rather than paper; the engine is then told
   * that its printers are faster than any paper, or it would believe none of them.
   */
  readonly paperMsPerLine?: number;
}

export class World {
  engine: Engine | null = null;
  readonly events: EngineEvent[] = [];
  private constructor(
    readonly sim: Simulator,
    readonly printers: VirtualPrinter[],
    readonly dir: string,
    public ledger: Ledger,
    readonly config: EngineConfig,
    /** Its printers print at once: the engine believes answers sooner than paper can move. */
    private readonly instantPaper = false,
  ) {}

  static async start(options: WorldOptions = {}): Promise<World> {
    const sim = await Simulator.start({
      seed: 11,
      tenants: [{ id: TENANT, token: TOKEN }],
      ...options.simulator,
    });
    const printers = await Promise.all(
      Array.from({ length: options.printers ?? 1 }, () =>
        VirtualPrinter.start(
          options.paperMsPerLine === undefined ? {} : { printMsPerLine: options.paperMsPerLine },
        ),
      ),
    );
    const dir = mkdtempSync(join(tmpdir(), 'orderslip-engine-'));
    const ledger = Ledger.open(join(dir, 'ledger.db'));
    const printerList: PrinterSettings[] = printers.map((printer, index) =>
      printerSettings({
        id: `p${index + 1}`,
        name: `Printer ${index + 1}`,
        uri: printer.uri,
        language: 'en',
        ...options.printer,
      }),
    );
    const shopIds = sim.tenants[0]!.shopIds;
    const printerIds = printerList.map((printer) => printer.id);
    const config: EngineConfig = {
      connection: { baseUrl: sim.url, tenant: TENANT, token: TOKEN },
      shops: options.routes
        ? options.routes(shopIds, printerIds)
        : shopIds.map((shopId) => ({ shopId, printerIds })),
      defaultPrinterIds: printerIds,
      printers: printerList,
      pollIntervalMs: options.pollIntervalMs ?? 100,
      retentionDays: 90,
    };
    return new World(sim, printers, dir, ledger, config, options.paperMsPerLine === 0);
  }

  engineOptions(): EngineOptions {
    const options: EngineOptions = { config: this.config, ledger: this.ledger, ...FAST_ENGINE };
    if (!this.instantPaper) return options;
    const timeouts = { ...FAST_ENGINE.printOptions?.timeouts, fastestPaperMmPerS: Infinity };
    return { ...options, printOptions: { ...FAST_ENGINE.printOptions, timeouts } };
  }

  startEngine(overrides: Partial<EngineOptions> = {}): Engine {
    const engine = new Engine({ ...this.engineOptions(), ...overrides });
    engine.events.on((event) => this.events.push(event));
    engine.start();
    this.engine = engine;
    return engine;
  }

  async stopEngine(): Promise<void> {
    await this.engine?.stop();
    this.engine = null;
  }

  /** Ids of the orders each printed job was for (from the QR code every receipt carries). */
  printedIds(printer = 0): string[] {
    return this.printers[printer]!.jobs().flatMap((job) => job.parsed.qrCodes);
  }

  jobsFor(orderId: string, printer = 0): PrintedJob[] {
    return this.printers[printer]!.jobs().filter((job) => job.parsed.qrCodes.includes(orderId));
  }

  /** The engine's log so far, as messages. */
  logged(level?: 'info' | 'warn' | 'error'): Message[] {
    return this.events.flatMap((event) =>
      event.type === 'log' && (level === undefined || event.level === level) ? [event.message] : [],
    );
  }

  confirmedIds(): string[] {
    return [...this.sim.confirmations(TENANT)]
      .filter(([, record]) => record.confirmedAt !== null)
      .map(([id]) => id);
  }

  async close(): Promise<void> {
    await this.stopEngine();
    // Loops survive their own bugs (they log and go on): a test must not pass over one.
    const internal = this.events.filter(
      (event) =>
        event.type === 'log' &&
        ['engine.internal-error', 'engine.polling-internal-error', 'engine.confirm-internal-error'].includes(
          event.message.code,
        ),
    );
    if (internal.length > 0) throw new Error(`The engine hit internal errors: ${JSON.stringify(internal)}`);
    this.ledger.close();
    await Promise.all([this.sim.close(), ...this.printers.map((printer) => printer.close())]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Routes for a test about one shop: the tenant's first shop prints on every printer. */
export const oneShop = (shops: readonly number[], printers: readonly string[]): ShopRoute[] => [
  { shopId: shops[0]!, printerIds: [...printers] },
];

/** Routes for two printers: the tenant's first shop prints on the first, its second shop on the second. */
export const shopPerPrinter = ([a, b]: readonly number[], [p1, p2]: readonly string[]): ShopRoute[] => [
  { shopId: a!, printerIds: [p1!] },
  { shopId: b!, printerIds: [p2!] },
];

/** One of the world's shops (the first by default). */
export const shopOf = (w: World, index = 0): number => w.sim.tenants[0]!.shopIds[index]!;

/** Polls a condition until it holds; fails with the description when it does not within the time. */
export async function eventually(
  description: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 8_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
