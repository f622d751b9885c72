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
import type { MissingSetting } from '../../common/words/en/messages/cli';
import { LANGUAGES, type Language } from '../../common/words/languages';
import { layeredSettingsStore, readConfigFile, readSettingsFile, type SettingsFlags } from '../run-settings';
import { headlessTokenStore, TOKEN_ENV } from '../token-source';
import { PASSWORD_ENV } from '../../core/network/alerts/password-store';
import type { SecretKey } from '../../core/app/provisioning/provisioning-file';
import {
  applyProvisioning,
  carriesSecrets,
  provisioningUpdate,
} from '../../core/app/provisioning/apply-provisioning';
import { FLEET_KEY_FILE, headlessFleetKeyStore } from '../../core/fleet/key-store';
import { holdOptimizingCompiler } from '../../core/runtime/optimizing-compiler';

/**
 * Tests shorten the longest Retry-After the client waits out by itself (10 s; a longer one is the
 * engine's to retry) through the environment, so a test of the engine's own retry waits seconds.
 */
export const RETRY_AFTER_TEST_ENV = 'ORDERSLIP_TEST_RETRY_AFTER_MS';

function retryAfterForTests(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const ms = Number(env[RETRY_AFTER_TEST_ENV]);
  return Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

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
  settings: { type: 'string' },
  'log-format': { type: 'string' },
  'fleet-url': { type: 'string' },
  'fleet-key': { type: 'string' },
  metrics: { type: 'boolean' },
} as const;

export const runCommand: CliCommand = {
  name: 'run',
  summary: msg('cli.run.summary'),
  usage: [msg('cli.run.usage', { dataDir: DEFAULT_DATA_DIR, languages: LANGUAGES.join('|') })],
  async run(args, io, cliLanguage) {
    // A host idles between prints: V8 optimizes from its first print on (core/runtime/optimizing-compiler.ts).
    holdOptimizingCompiler();
    if (args.some((arg) => arg === '--token' || arg.startsWith('--token='))) {
      throw new UsageError(msg('cli.token-not-a-flag'));
    }
    const flags = parseFlags(args, options);
    const logFormat = choiceFlag('log-format', flags['log-format'], LOG_FORMATS) ?? 'text';
    // --language also sets every printer's receipt language (run-settings); here, the log's words.
    const language: Language = choiceFlag('language', flags.language, LANGUAGES) ?? 'en';
    const style: LogStyle = { format: logFormat, language };
    const httpPort =
      flags['http-port'] === undefined ? null : intFlag('http-port', flags['http-port'], 0, 0, 65_535);
    if (flags.metrics && httpPort === null)
      throw new UsageError(msg('cli.only-with', { flag: '--metrics', needs: '--http-port' }));
    const dataDir = resolve(flags['data-dir'] ?? DEFAULT_DATA_DIR);
    const settingsFlags: SettingsFlags = flags;
    if (flags.settings !== undefined && flags.config !== undefined)
      throw new UsageError(msg('cli.settings-and-config'));
    // Read whole before anything else happens: a wrong file lists every problem and changes nothing.
    const provisioning =
      flags.settings === undefined
        ? null
        : await readSettingsFile(flags.settings, io, cliLanguage ?? language);
    const configFile = flags.config ? readConfigFile(flags.config) : (provisioning?.settings ?? null);
    // ORDERSLIP_TOKEN and --token-file win over the file's token, ORDERSLIP_SMTP_PASSWORD over its
    // alertPassword, as a flag wins over a setting.
    const tokenOverridden = Boolean(process.env[TOKEN_ENV]?.trim()) || flags['token-file'] !== undefined;
    const overridden: SecretKey[] = [
      ...(tokenOverridden ? (['token'] as const) : []),
      ...(process.env[PASSWORD_ENV] ? (['alertPassword'] as const) : []),
    ];
    const fileToken = tokenOverridden ? undefined : provisioning?.secrets.token;
    const settings = layeredSettingsStore(fileSettingsStore(dataDir), { configFile, flags: settingsFlags });
    const loaded = settings.load(); // validates the flags before anything starts
    const token = headlessTokenStore({
      env: process.env,
      tokenFile: flags['token-file'],
      dataDirTokenFile: join(dataDir, 'token'),
    });
    if (httpPort === null) {
      // The file's token is the one the host will keep (below), over one kept before.
      const stored = fileToken ?? (await token.read());
      const missing = [
        loaded.connection.baseUrl ? null : '--api-url',
        loaded.connection.tenant ? null : '--tenant',
        stored ? null : 'token',
        loaded.printers.length > 0 ? null : '--printer',
      ].filter((item): item is MissingSetting => item !== null);
      if (missing.length > 0) throw new UsageError(msg('cli.missing', { missing }));
      // Present but unusable (an address that is not one, a route to a printer that is not set up):
      // without a window to fix it in, that is a usage error too.
      const usable = engineConfigFrom(loaded, stored);
      if (!usable.ok) throw new UsageError(msg('cli.problems', { problems: usable.problems }));
    }
    const tell = (message: Message): void => io.out(hostLine(message, style, new Date()));
    // Everything above only read. From here on the folder is written, so it must be ours alone: a second
    // OrderSlip on it stops here (DataFolderBusyError, exit 2) having changed nothing.
    const lock = acquireDataFolderLock(dataDir, 'run');
    try {
      // The file's token before the engine starts, so it does not first say "not set up" (the save
      // below keeps it again, with the other secrets).
      if (fileToken !== undefined) await token.write(fileToken);
      const waitsOut = retryAfterForTests();
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
        fleetKey: headlessFleetKeyStore({
          file: join(dataDir, FLEET_KEY_FILE),
          flag: flags['fleet-key'],
          env: process.env,
        }),
        ...(flags.metrics ? { metrics: true } : {}),
        ...(waitsOut ? { engine: { client: { maxRetryAfterMs: waitsOut } } } : {}),
        logFormat: style,
        io,
      });
      if (host.http) tell(msg('log.running', { url: host.http.url }));
      if (provisioning !== null && flags.settings !== undefined) {
        // The secrets go where the window's Settings put them (the token into the data folder's token
        // file), through the same save; the settings themselves are read from the file at every start.
        const update = provisioningUpdate(settings.load(), provisioning, overridden);
        // A secret that cannot be kept stops the host: it would run on without what the file was
        // deployed to give it. Exit 1, the reason said.
        const said = carriesSecrets(update)
          ? await applyProvisioning(host.service, { kind: 'file', path: flags.settings }, update).catch(
              async (error: unknown) => {
                await host.stop();
                throw error;
              },
            )
          : [];
        said.forEach(tell);
      }
      const signal = await io.stopRequested;
      tell(msg('log.stopping', { signal }));
      await host.stop();
      return 0;
    } finally {
      lock.release();
    }
  },
};
