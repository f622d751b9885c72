import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { msg, type Message } from '../../common/messages/catalogue';
import { LANGUAGES, type Language } from '../../common/words/languages';
import { hostLine } from '../../core/logging/log-lines';
import { acquireDataFolderLock } from '../../core/runtime/data-folder-lock';
import { startDemo } from '../../demo/demo-runtime';
import { tellDemoStory } from '../../demo/demo-story';
import packageJson from '../../../package.json' with { type: 'json' };
import { choiceFlag, intFlag, parseFlags, type CliCommand, type CliIo } from '../command';
import { startHeadless } from '../host';
import { memoryPasswordStore } from '../../core/network/alerts/password-store';

const options = {
  'http-port': { type: 'string' },
  'per-minute': { type: 'string' },
  'data-dir': { type: 'string' },
  language: { type: 'string' },
  'show-receipts': { type: 'boolean' },
} as const;

interface DemoFlags {
  readonly dataDir: string;
  readonly perMinute: number;
  readonly httpPort: number;
  readonly language: Language;
  readonly showReceipts: boolean;
}

export const demoCommand: CliCommand = {
  name: 'demo',
  summary:
    'The demo: the ordering-service simulator with a stream of orders, a virtual printer, and the window.',
  usage: [
    '--http-port PORT     where to serve the window (default: a free port, printed)',
    '--per-minute N       new orders per minute (default 4)',
    '--data-dir DIR       keep the demo history here (default: a new temporary folder)',
    `${`--language ${LANGUAGES.join('|')}`.padEnd(20)} the words of the terminal lines (default en) and of the receipts (default nl)`,
    '--show-receipts      print every receipt in the terminal as the virtual printer prints it',
  ].join('\n'),
  async run(args, io) {
    const flags = parseFlags(args, options);
    const language = choiceFlag<Language>('language', flags.language, LANGUAGES);
    const demo: DemoFlags = {
      httpPort: intFlag('http-port', flags['http-port'], 0, 0, 65_535),
      perMinute: intFlag('per-minute', flags['per-minute'], 4, 0, 600),
      dataDir: resolve(flags['data-dir'] ?? mkdtempSync(join(tmpdir(), 'orderslip-demo-'))),
      language: language ?? 'en',
      showReceipts: flags['show-receipts'] ?? false,
    };
    // Before the demo writes its settings into the folder: a folder another OrderSlip uses stays as it is.
    const lock = acquireDataFolderLock(demo.dataDir, 'demo');
    try {
      return await runDemo(demo, language, io);
    } finally {
      lock.release();
    }
  },
};

async function runDemo(flags: DemoFlags, receiptLanguage: Language | undefined, io: CliIo): Promise<number> {
  const tell = (message: Message): void =>
    io.out(hostLine(message, { format: 'text', language: flags.language }, new Date()));
  const demo = await startDemo({
    dataDir: flags.dataDir,
    perMinute: flags.perMinute,
    ordersAtOnce: false,
    ...(receiptLanguage ? { language: receiptLanguage } : {}),
  });
  if (flags.showReceipts) demo.printer.onJob((job) => io.out(`\n${job.text}\n`));
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
    discovery: demo.discovery,
    // The demo's settings are made anew at each start: a password typed in it is kept only meanwhile.
    alertPassword: memoryPasswordStore(),
    dataDir: flags.dataDir,
    settings: demo.settings,
    token: demo.token,
    httpPort: flags.httpPort,
    logFormat: 'text',
    // The engine's step-by-step lines go to the log file only; the terminal tells the story below.
    io: { ...io, out: () => undefined },
  }).catch(async (error: unknown) => {
    await demo.close(); // a port in use must not leave the simulator keeping the process alive
    throw error;
  });
  tell(
    msg('log.demo-started', {
      simulator: demo.simulator.url,
      printer: demo.printer.uri,
      dataDir: flags.dataDir,
    }),
  );
  tell(msg('log.demo-open', { url: host.http?.url ?? '' }));
  const stopTelling = tellDemoStory(host.service, tell);
  demo.beginOrders();
  const signal = await io.stopRequested;
  tell(msg('log.stopping', { signal }));
  stopTelling();
  await host.stop();
  await demo.close();
  return 0;
}
