import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { acquireDataFolderLock } from '../../core/runtime/data-folder-lock';
import { startDemo } from '../../demo/demo-runtime';
import packageJson from '../../../package.json' with { type: 'json' };
import { intFlag, parseFlags, type CliCommand, type CliIo } from '../command';
import { startHeadless } from '../host';

const options = {
  'http-port': { type: 'string' },
  'per-minute': { type: 'string' },
  'data-dir': { type: 'string' },
} as const;

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
    // Before the demo writes its settings into the folder: a folder another OrderSlip uses stays as it is.
    const lock = acquireDataFolderLock(dataDir, 'demo');
    try {
      return await runDemo(dataDir, perMinute, httpPort, io);
    } finally {
      lock.release();
    }
  },
};

async function runDemo(dataDir: string, perMinute: number, httpPort: number, io: CliIo): Promise<number> {
  const demo = await startDemo({ dataDir, perMinute });
  demo.printer.onJob((job) => io.out(`\n${job.text}\n`));
  const host = await startHeadless({
    info: {
      name: 'OrderSlip',
      version: packageJson.version,
      host: 'headless',
      demo: true,
      demoSetup: demo.setup,
    },
    demoPaper: demo.paper,
    demoPrinterFault: demo.setPrinterFault,
    dataDir,
    settings: demo.settings,
    token: demo.token,
    httpPort,
    logFormat: 'text',
    io,
  }).catch(async (error: unknown) => {
    await demo.close(); // a port in use must not leave the simulator keeping the process alive
    throw error;
  });
  io.out(
    `OrderSlip demo: simulator ${demo.simulator.url}, virtual printer ${demo.printer.uri}, data in ${dataDir}`,
  );
  io.out(`Open ${host.http?.url ?? '(no window)'} to watch orders arrive. Ctrl+C stops the demo.`);
  await io.stopRequested;
  await host.stop();
  await demo.close();
  return 0;
}
