import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { engineConfigFrom } from '../../core/app/engine-config';
import { fileSettingsStore } from '../../core/app/settings-file';
import { acquireDataFolderLock } from '../../core/runtime/data-folder-lock';
import packageJson from '../../../package.json' with { type: 'json' };
import { choiceFlag, intFlag, parseFlags, UsageError, type CliCommand } from '../command';
import { startHeadless } from '../host';
import { hostLine, LOG_FORMATS, type LogStyle } from '../../core/logging/log-lines';
import { msg, type Message } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import { LANGUAGES, type Language } from '../../common/words/languages';
import { layeredSettingsStore, readConfigFile, type SettingsFlags } from '../run-settings';
import { headlessTokenStore } from '../token-source';

export const DEFAULT_DATA_DIR = join(homedir(), '.orderslip');

const options = {
  'api-url': { type: 'string' },
  tenant: { type: 'string' },
  'token-file': { type: 'string' },
  shop: { type: 'string', multiple: true },
  printer: { type: 'string' },
  type: { type: 'string' },
  'paper-width': { type: 'string' },
  language: { type: 'string' },
  copies: { type: 'string' },
  'character-set': { type: 'string' },
  'allow-unverified': { type: 'boolean' },
  'print-mode': { type: 'string' },
  dpi: { type: 'string' },
  model: { type: 'string' },
  'poll-interval': { type: 'string' },
  'label-printer': { type: 'string' },
  'label-protocol': { type: 'string' },
  'label-size': { type: 'string' },
  'label-dpi': { type: 'string' },
  'data-dir': { type: 'string' },
  'http-port': { type: 'string' },
  config: { type: 'string' },
  'log-format': { type: 'string' },
} as const;

export const runCommand: CliCommand = {
  name: 'run',
  summary: 'Poll the ordering service, print every new order and confirm it once printed (no Electron).',
  usage: [
    '--api-url URL --tenant ID    the ordering service; the token comes from ORDERSLIP_TOKEN or --token-file PATH',
    '--shop ID                    a shop to poll; repeat for more (none: every shop the service lists)',
    '--printer URI                the receipt printer for all shops: tcp://HOST[:PORT], printer:QUEUE or a device path',
    `${`--language ${LANGUAGES.join('|')}`.padEnd(29)}the receipts' words, and the log's text lines (default: English log)`,
    '--type epson|star  --paper-width 58|80  --copies 1-5',
    '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9  --allow-unverified',
    '--print-mode text|image|auto  --dpi 180|203|300  --model ID (a printer family: print --help lists them)',
    '--label-printer URI          a label printer for all shops, beside the receipt printer (order and cake',
    '                             labels); with --label-protocol zpl|tspl|escpos and --label-size WxH (mm)',
    "--label-dpi 203|300          the label printer's head (default 203)",
    '--poll-interval SECONDS      time between polls of a shop (default 5)',
    `--data-dir DIR               the ledger and settings (default ${DEFAULT_DATA_DIR})`,
    '--http-port PORT             serve the window and AppApi on http://127.0.0.1:PORT/',
    '--config FILE                settings as JSON (docs/HEADLESS.md); flags win over it',
    "--log-format text|json       one line per event (default text); JSON lines carry each message's code",
  ].join('\n'),
  async run(args, io) {
    if (args.some((arg) => arg === '--token' || arg.startsWith('--token='))) {
      throw new UsageError(
        'the token is never a flag (it would show in process lists): set ORDERSLIP_TOKEN or use --token-file',
      );
    }
    const flags = parseFlags(args, options);
    const logFormat = choiceFlag('log-format', flags['log-format'], LOG_FORMATS) ?? 'text';
    // --language also sets every printer's receipt language (run-settings); here, the log's words.
    const language: Language = choiceFlag('language', flags.language, LANGUAGES) ?? 'en';
    const style: LogStyle = { format: logFormat, language };
    const httpPort =
      flags['http-port'] === undefined ? null : intFlag('http-port', flags['http-port'], 0, 0, 65_535);
    const dataDir = resolve(flags['data-dir'] ?? DEFAULT_DATA_DIR);
    const settingsFlags: SettingsFlags = flags;
    const configFile = flags.config ? readConfigFile(flags.config) : null;
    const settings = layeredSettingsStore(fileSettingsStore(dataDir), { configFile, flags: settingsFlags });
    const loaded = settings.load(); // validates the flags before anything starts
    const token = headlessTokenStore({
      env: process.env,
      tokenFile: flags['token-file'],
      dataDirTokenFile: join(dataDir, 'token'),
    });
    if (httpPort === null) {
      const stored = await token.read();
      const missing = [
        loaded.connection.baseUrl ? null : '--api-url',
        loaded.connection.tenant ? null : '--tenant',
        stored ? null : 'ORDERSLIP_TOKEN or --token-file',
        loaded.printers.length > 0 ? null : '--printer',
      ].filter((item): item is string => item !== null);
      if (missing.length > 0)
        throw new UsageError(`missing ${missing.join(', ')} (or give --http-port to set up in the window)`);
      // Present but unusable (an address that is not one, a route to a printer that is not set up):
      // without a window to fix it in, that is a usage error too.
      const usable = engineConfigFrom(loaded, stored);
      if (!usable.ok)
        throw new UsageError(usable.problems.map((problem) => say(problem, language)).join(' '));
    }
    const tell = (message: Message): void => io.out(hostLine(message, style, new Date()));
    // Everything above only read. From here on the folder is written, so it must be ours alone: a second
    // OrderSlip on it stops here (DataFolderBusyError, exit 2) having changed nothing.
    const lock = acquireDataFolderLock(dataDir, 'run');
    try {
      const host = await startHeadless({
        info: {
          name: 'OrderSlip',
          version: packageJson.version,
          host: 'headless',
          demo: false,
          demoSetup: null,
        },
        dataDir,
        settings,
        token,
        httpPort,
        coordinateShops: true,
        logFormat: style,
        io,
      });
      if (host.http) tell(msg('log.running', { url: host.http.url }));
      const signal = await io.stopRequested;
      tell(msg('log.stopping', { signal }));
      await host.stop();
      return 0;
    } finally {
      lock.release();
    }
  },
};
