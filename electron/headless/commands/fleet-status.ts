/**
 * `fleet-status`: the fleet host's view for scripts and terminals (docs/HEADLESS.md). Exit 0 when
 * every counter is fine, 3 when one is red; a fleet host that cannot be asked is exit 1, a refused key 2.
 */
import { FLEET_PATHS } from '../../common/contract/fleet';
import { msg } from '../../common/messages/catalogue';
import { MessageError, textOf } from '../../common/messages/errors';
import { LANGUAGES } from '../../common/words/languages';
import { decodeFleetView } from '../../core/fleet/decode-view';
import { fleetText } from '../../core/fleet/fleet-text';
import { jsonLine } from '../../core/logging/one-line';
import { choiceFlag, parseFlags, UsageError, type CliCommand } from '../command';
import { FLEET_KEY_ENV } from './fleet';

export const EXIT_RED = 3;
/** The whole question, answer included: a fleet host that does not answer must not hold a script. */
const DEADLINE_MS = 15_000;

const options = {
  'fleet-url': { type: 'string' },
  'fleet-key': { type: 'string' },
  format: { type: 'string' },
  language: { type: 'string' },
} as const;

export const fleetStatusCommand: CliCommand = {
  name: 'fleet-status',
  summary: msg('fleet-host.status-summary'),
  usage: [msg('fleet-host.status-usage')],
  async run(args, io, cliLanguage) {
    const flags = parseFlags(args, options);
    const format = choiceFlag('format', flags.format, ['text', 'json'] as const) ?? 'text';
    const language = choiceFlag('language', flags.language, LANGUAGES) ?? cliLanguage ?? 'en';
    const base = flags['fleet-url'];
    if (base === undefined) throw new UsageError(msg('cli.required', { usage: '--fleet-url URL' }));
    let url: URL;
    try {
      url = new URL(FLEET_PATHS.view, base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
    } catch {
      throw new UsageError(msg('alerts.setting-not-a-url', { setting: '--fleet-url', got: base }));
    }
    const key = (flags['fleet-key'] ?? process.env[FLEET_KEY_ENV] ?? '').trim();
    if (key === '') throw new UsageError(msg('fleet-host.no-key'));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(DEADLINE_MS),
      });
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : textOf(error);
      throw new MessageError(msg('fleet-host.status-unreachable', { url: base, detail: cause }));
    }
    if (response.status === 401) {
      await response.body?.cancel();
      throw new UsageError(msg('fleet-host.status-key-refused', { url: base }));
    }
    const view = response.ok ? decodeFleetView(await response.json().catch(() => null)) : null;
    if (view === null) {
      await response.body?.cancel().catch(() => undefined);
      throw new MessageError(msg('fleet-host.status-bad-answer', { url: base, status: response.status }));
    }
    io.out(format === 'json' ? jsonLine(view) : fleetText(view, language));
    return view.counters.some((counter) => counter.red) ? EXIT_RED : 0;
  },
};
