/**
 * The demo a new user meets: the ordering-service simulator with a stream of orders and a virtual
 * printer, with settings that point OrderSlip at both. Used by `npm run demo` and by the Electron app
 * when it has no configuration.
 */
import type { SettingsStore, TokenStore } from '../core/app/app-service';
import { memoryTokenStore } from '../core/app/memory-token';
import { fileSettingsStore } from '../core/app/settings-file';
import { printerSettings } from '../core/model/printer-settings';
import type { DemoPrinterFault, DemoPrintView } from '../shared/contract';
import { DEFAULT_SETTINGS, type AppSettings } from '../shared/settings';
import { Simulator } from './simulator';
import { VirtualPrinter, type VirtualPrinterMode } from './virtual-printer';

const DEMO_FAULT_MODES: Readonly<Record<DemoPrinterFault, VirtualPrinterMode>> = {
  none: 'ready',
  'paper-out': 'paper-out',
  offline: 'offline',
  'no-completion': 'no-completion',
};

/** Receipts of the virtual printer the window can show. */
const DEMO_PAPER_KEPT = 50;

export interface DemoRuntime {
  readonly simulator: Simulator;
  readonly printer: VirtualPrinter;
  readonly tenant: string;
  readonly settings: SettingsStore;
  readonly token: TokenStore;
  readonly paper: () => readonly DemoPrintView[];
  /** Makes the virtual printer misbehave like a real one (the window's demo buttons). */
  readonly setPrinterFault: (fault: DemoPrinterFault) => Promise<void>;
  readonly setup: { readonly serviceUrl: string; readonly tenant: string; readonly printerUri: string };
  close(): Promise<void>;
}

/** Settings that point the engine at the demo's simulator and virtual printer. */
export function demoSettings(simulatorUrl: string, tenant: string, printerUri: string): AppSettings {
  return {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: simulatorUrl, tenant },
    printers: [printerSettings({ id: 'counter', name: 'Counter (virtual)', uri: printerUri })],
    defaultPrinterIds: ['counter'],
    pollIntervalSeconds: 2,
    startAtLogin: false,
  };
}

export async function startDemo(options: {
  readonly dataDir: string;
  readonly perMinute: number;
}): Promise<DemoRuntime> {
  const simulator = await Simulator.start({ seed: Date.now() % 100_000 });
  const printer = await VirtualPrinter.start({ printMsPerLine: 4 });
  const tenant = simulator.tenants[0];
  if (!tenant) throw new Error('The simulator started without a tenant.');
  simulator.addOrders(6);
  simulator.startStream(options.perMinute);
  const paper: DemoPrintView[] = [];
  printer.onJob((job) => {
    paper.push({ at: job.receivedAt.toISOString(), text: job.text, html: job.html });
    if (paper.length > DEMO_PAPER_KEPT) paper.shift();
  });
  const settings = fileSettingsStore(options.dataDir);
  settings.save(demoSettings(simulator.url, tenant.id, printer.uri));
  return {
    simulator,
    printer,
    tenant: tenant.id,
    settings,
    // The simulator's token, known only to this process: the window never sees it.
    token: memoryTokenStore(tenant.token),
    paper: () => paper,
    setPrinterFault: (fault) => printer.setMode(DEMO_FAULT_MODES[fault]),
    setup: { serviceUrl: simulator.url, tenant: tenant.id, printerUri: printer.uri },
    async close() {
      simulator.stopStream();
      await Promise.all([simulator.close(), printer.close()]);
    },
  };
}
