/**
 * `fleet`: the chain's fleet host (docs/DEPLOY.md). Receives every counter's reports, serves the
 * fleet page, the view for `fleet-status` and /metrics behind the fleet key, and alerts when a counter
 * goes silent or red. Its own data folder (fleet.db); it runs no engine and prints nothing.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { decodeSettings } from '../../core/app/decode-settings';
import { DEFAULT_SETTINGS } from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, messageOf } from '../../common/messages/errors';
import { LANGUAGES, type Language } from '../../common/words/languages';
import { FleetAlerts, type FleetAlertSettings } from '../../core/fleet/fleet-alerts';
import { FLEET_KEY_MIN_LENGTH } from '../../core/fleet/fleet-key';
import { startFleetHost } from '../../core/fleet/fleet-host';
import { fleetTimings } from '../../core/fleet/timings';
import { hostLine, LOG_FORMATS, type LogStyle } from '../../core/logging/log-lines';
import { choiceFlag, intFlag, parseFlags, readJsonFlagFile, UsageError, type CliCommand } from '../command';

export const DEFAULT_FLEET_DATA_DIR = join(homedir(), '.orderslip-fleet');
export const DEFAULT_FLEET_PORT = 4870;
export const FLEET_KEY_ENV = 'ORDERSLIP_FLEET_KEY';
export const FLEET_SMTP_PASSWORD_ENV = 'ORDERSLIP_FLEET_SMTP_PASSWORD';

const options = {
  'data-dir': { type: 'string' },
  'http-port': { type: 'string' },
  listen: { type: 'string' },
  'fleet-key': { type: 'string' },
  settings: { type: 'string' },
  'alert-webhook': { type: 'string' },
  language: { type: 'string' },
  'log-format': { type: 'string' },
} as const;

/** The key from the flag, else the environment; refused when absent or too short to be a secret. */
export function fleetKeyFrom(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  const key = (flag ?? env[FLEET_KEY_ENV] ?? '').trim();
  if (key === '') throw new UsageError(msg('fleet-host.no-key'));
  if (key.length < FLEET_KEY_MIN_LENGTH)
    throw new UsageError(msg('fleet-host.key-too-short', { min: FLEET_KEY_MIN_LENGTH }));
  return key;
}

/**
 * The alerts' channels and language: a settings file in the app's own schema (its `alerts` and
 * `language`, as a provisioning file has them), and `--alert-webhook` over it.
 */
function alertSettings(
  flags: ReturnType<typeof parseFlags<typeof options>>,
  language: Language | undefined,
  cliLanguage: Language,
): FleetAlertSettings {
  let settings = DEFAULT_SETTINGS;
  if (flags.settings !== undefined) {
    try {
      settings = decodeSettings(readJsonFlagFile('settings', flags.settings));
    } catch (error) {
      if (error instanceof UsageError) throw error;
      if (error instanceof MessageError)
        throw new UsageError(msg('cli.flag-problem', { flag: '--settings', problem: error.said }));
      throw error;
    }
  }
  const webhook = flags['alert-webhook'];
  if (webhook !== undefined && !/^https?:\/\/\S+$/i.test(webhook))
    throw new UsageError(msg('alerts.setting-not-a-url', { setting: '--alert-webhook', got: webhook }));
  // --language, else the file's, else the CLI's own (the locale's): its log lines say the same.
  const chosen = settings.language === 'system' ? cliLanguage : settings.language;
  return {
    language: language ?? chosen,
    email: settings.alerts.email,
    webhook: webhook !== undefined ? { enabled: true, url: webhook } : settings.alerts.webhook,
  };
}

export const fleetCommand: CliCommand = {
  name: 'fleet',
  summary: msg('fleet-host.summary'),
  usage: [msg('fleet-host.usage')],
  async run(args, io, cliLanguage) {
    const flags = parseFlags(args, options);
    const logFormat = choiceFlag('log-format', flags['log-format'], LOG_FORMATS) ?? 'text';
    const language = choiceFlag('language', flags.language, LANGUAGES);
    const port = intFlag('http-port', flags['http-port'], DEFAULT_FLEET_PORT, 0, 65_535);
    const key = fleetKeyFrom(flags['fleet-key'], process.env);
    const alerts = alertSettings(flags, language, cliLanguage ?? 'en');
    const style: LogStyle = { format: logFormat, language: alerts.language };
    const dataDir = resolve(flags['data-dir'] ?? DEFAULT_FLEET_DATA_DIR);
    const tell = (message: Message): void => io.out(hostLine(message, style, new Date()));
    const log = (level: 'info' | 'warn' | 'error', message: Message): void =>
      (level === 'error' ? io.err : io.out)(hostLine(message, style, new Date()));
    const host = await startFleetHost({
      dataDir,
      key,
      address: flags.listen ?? '0.0.0.0',
      port,
      timings: fleetTimings(),
      watcher: new FleetAlerts({
        settings: alerts,
        password: async () => process.env[FLEET_SMTP_PASSWORD_ENV] ?? null,
        log,
      }),
      log,
      onUnexpected: (error) => log('error', messageOf(error)),
    });
    tell(msg('fleet-host.listening', { url: host.url }));
    const signal = await io.stopRequested;
    tell(msg('fleet-host.stopping', { signal }));
    await host.stop();
    return 0;
  },
};
