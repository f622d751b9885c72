import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileSettingsStore } from '../../core/app/settings-file';
import { DEFAULT_CHARACTER_SET } from '../../core/model/printer-settings';
import { Simulator } from '../../demo/simulator';
import { VirtualPrinter } from '../../demo/virtual-printer';
import type { DemoPrintView } from '../../shared/contract';
import { DEFAULT_SETTINGS, type AppSettings } from '../../shared/settings';
import packageJson from '../../../package.json' with { type: 'json' };
import { intFlag, parseFlags, type CliCommand } from '../command';
import { startHeadless } from '../host';
import { memoryTokenStore } from '../token-source';

/** Receipts of the virtual printer the window can show. */
const DEMO_PAPER_KEPT = 50;

const options = {
  'http-port': { type: 'string' },
  'per-minute': { type: 'string' },
  'data-dir': { type: 'string' },
} as const;

/** Settings that point the engine at the demo's simulator and virtual printer. */
export function demoSettings(simulatorUrl: string, tenant: string, printerUri: string): AppSettings {
  return {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: simulatorUrl, tenant },
    printers: [
      {
        id: 'counter',
        name: 'Counter (virtual)',
        uri: printerUri,
        type: 'epson',
        paperWidth: 80,
        characterSet: DEFAULT_CHARACTER_SET,
        language: 'nl',
        copies: 1,
        logoPath: null,
        allowUnverified: false,
      },
    ],
    defaultPrinterIds: ['counter'],
    pollIntervalSeconds: 2,
  };
}

export const demoCommand: CliCommand = {
  name: 'demo',
  summary:
    'The demo: the ordering-service simulator with a stream of orders, a virtual printer, and the window.',
  usage: [
    '--http-port PORT     where to serve the window (default: a free port, printed)',
    '--per-minute N       new orders per minute (default 4)',
    '--data-dir DIR       keep the demo history here (default: a new temporary folder)',
  ].join('\n'),
  async run(args, io) {
    const flags = parseFlags(args, options);
    const httpPort = intFlag('http-port', flags['http-port'], 0, 0, 65_535);
    const perMinute = intFlag('per-minute', flags['per-minute'], 4, 0, 600);
    const dataDir = resolve(flags['data-dir'] ?? mkdtempSync(join(tmpdir(), 'orderslip-demo-')));
    const simulator = await Simulator.start({ seed: Date.now() % 100_000 });
    const printer = await VirtualPrinter.start({ printMsPerLine: 4 });
    const tenant = simulator.tenants[0];
    if (!tenant) throw new Error('The simulator started without a tenant.');
    simulator.addOrders(6);
    simulator.startStream(perMinute);
    printer.onJob((job) => io.out(`\n${job.text}\n`));

    const settings = fileSettingsStore(dataDir);
    settings.save(demoSettings(simulator.url, tenant.id, printer.uri));
    const paper: DemoPrintView[] = [];
    printer.onJob((job) => {
      paper.push({ at: job.receivedAt.toISOString(), text: job.text, html: job.html });
      if (paper.length > DEMO_PAPER_KEPT) paper.shift();
    });
    const host = await startHeadless({
      info: {
        name: 'OrderSlip',
        version: packageJson.version,
        host: 'headless',
        demo: true,
        demoSetup: { serviceUrl: simulator.url, tenant: tenant.id, printerUri: printer.uri },
      },
      demoPaper: () => paper,
      dataDir,
      settings,
      token: memoryTokenStore(tenant.token),
      httpPort,
      logFormat: 'text',
      io,
    });
    io.out(`OrderSlip demo: simulator ${simulator.url}, virtual printer ${printer.uri}, data in ${dataDir}`);
    io.out(`Open ${host.http?.url ?? '(no window)'} to watch orders arrive. Ctrl+C stops the demo.`);
    await io.stopRequested;
    await host.stop();
    simulator.stopStream();
    await Promise.all([simulator.close(), printer.close()]);
    return 0;
  },
};
