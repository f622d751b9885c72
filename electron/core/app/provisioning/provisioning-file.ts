/**
 * A provisioning file: the settings in their own schema (the keys of AppSettings) plus, at the top, the
 * secrets a counter needs (`token`, `pin`, `fleetKey`, `alertPassword`). Decoded whole, every problem
 * with its path, and checked so far as a file alone can be: what it sets up must be able to run.
 */
import { normalizeBaseUrl } from '../../../common/syntax/base-url';
import { DEFAULT_SETTINGS, type AppSettings } from '../../../common/contract/settings';
import { msg, type Message } from '../../../common/messages/catalogue';
import { messageOf } from '../../../common/messages/errors';
import { printable } from '../../api/decode-fields';
import { parsePrinterUri } from '../../printer/printer-uri';
import { decodeSettingsCollecting, type SettingsProblem } from '../decode-settings';

/** The secrets a provisioning file may carry; each goes where the window's Settings put it. */
export const SECRET_KEYS = ['token', 'pin', 'fleetKey', 'alertPassword'] as const;
export type SecretKey = (typeof SECRET_KEYS)[number];
export type ProvisionedSecrets = { readonly [K in SecretKey]?: string };

export interface Provisioning {
  readonly settings: AppSettings;
  readonly secrets: ProvisionedSecrets;
}

export type DecodedProvisioning =
  | { readonly ok: true; readonly provisioning: Provisioning }
  | { readonly ok: false; readonly problems: readonly SettingsProblem[] };

/** Longer than any token or password we know of; a longer "secret" is a file pasted into the wrong key. */
const MAX_SECRET_LENGTH = 4096;

/** Keys a file may carry besides the settings': the version a saved settings file records. */
const ALSO_KNOWN = ['settingsVersion'];

export function decodeProvisioning(raw: unknown): DecodedProvisioning {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    // Not a group of settings at all: the decoder says so in its words.
    const decoded = decodeSettingsCollecting(raw);
    return decoded.ok
      ? { ok: true, provisioning: { settings: decoded.settings, secrets: {} } }
      : { ok: false, problems: decoded.problems };
  }
  const problems: SettingsProblem[] = [];
  const source = raw as Readonly<Record<string, unknown>>;
  const settingsPart: Record<string, unknown> = {};
  const secrets: Partial<Record<SecretKey, string>> = {};
  const known = new Set<string>([...Object.keys(DEFAULT_SETTINGS), ...ALSO_KNOWN]);
  for (const [key, value] of Object.entries(source)) {
    const secret = SECRET_KEYS.find((candidate) => candidate === key);
    if (secret !== undefined) {
      if (typeof value === 'string' && value.trim().length <= MAX_SECRET_LENGTH) {
        if (value.trim() !== '') secrets[secret] = value.trim();
      } else {
        // Never the value itself: it is a secret, whatever its shape.
        const got = typeof value === 'string' ? `${value.length} characters` : printable(typeof value);
        problems.push({ path: key, said: msg('app.provision-secret-not-text', { got }) });
      }
    } else if (known.has(key)) {
      if (key !== 'settingsVersion') settingsPart[key] = value;
    } else {
      problems.push({ path: printable(key), said: msg('app.provision-unknown-key') });
    }
  }
  const decoded = decodeSettingsCollecting(settingsPart);
  if (!decoded.ok) problems.push(...decoded.problems);
  // Checked on what could be read too: one try shows every problem, not these only once the rest is fixed.
  const read = decoded.ok ? decoded.settings : decoded.read;
  if (read !== null) problems.push(...runnable(read, printerIdsWritten(settingsPart['printers'])));
  if (problems.length > 0 || !decoded.ok) return { ok: false, problems };
  return { ok: true, provisioning: { settings: decoded.settings, secrets } };
}

/**
 * What the engine would refuse to run on, found now with its path: a counter provisioned from a file
 * has nobody at it to fix the settings. What the file leaves out is not a problem (set in the window).
 */
function runnable(settings: AppSettings, written: ReadonlySet<string>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const refused = (path: string, run: () => unknown): void => {
    try {
      run();
    } catch (error) {
      problems.push({ path, said: messageOf(error) });
    }
  };
  if (settings.connection.baseUrl !== '')
    refused('connection.baseUrl', () => normalizeBaseUrl(settings.connection.baseUrl));
  // A printer left out for a problem of its own is still there for its routes: said once, not twice.
  const ids = new Set([...settings.printers.map((printer) => printer.id), ...written]);
  settings.printers.forEach((printer, index) =>
    refused(`printers[${index}].uri`, () => parsePrinterUri(printer.uri)),
  );
  const unknown = (path: string, printerId: string): void => {
    if (!ids.has(printerId))
      problems.push({ path, said: msg('app.provision-unknown-printer', { printer: printable(printerId) }) });
  };
  settings.shops.forEach((shop, index) =>
    shop.printerIds.forEach((id, at) => unknown(`shops[${index}].printerIds[${at}]`, id)),
  );
  settings.defaultPrinterIds.forEach((id, at) => unknown(`defaultPrinterIds[${at}]`, id));
  return problems;
}

/** The ids of the printers as written, whether or not the printers could be read. */
function printerIdsWritten(printers: unknown): Set<string> {
  const ids = new Set<string>();
  if (Array.isArray(printers))
    for (const printer of printers as unknown[])
      if (typeof printer === 'object' && printer !== null) {
        const id = (printer as { id?: unknown }).id;
        if (typeof id === 'string' && id.trim() !== '') ids.add(id.trim());
      }
  return ids;
}

/** A problem as a person reads it: its path first, unless its message names the setting itself. */
export function problemMessage(problem: SettingsProblem): Message {
  const params: object = problem.said.params;
  if ('setting' in params && (params as { setting: unknown }).setting === problem.path) return problem.said;
  return msg('app.setting-problem-at', { path: problem.path, problem: problem.said });
}
