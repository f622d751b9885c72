/**
 * Reading a provisioning file whole before anything is written (a wrong file changes nothing), and
 * applying it as the window's Settings would: one SettingsUpdate through the same save, so the token
 * goes to the protected store and the other secrets where their own code keeps them.
 */
import type { AppApi, SettingsUpdate } from '../../../common/contract/app-api';
import type { AppSettings } from '../../../common/contract/settings';
import { msg, type Message } from '../../../common/messages/catalogue';
import { MessageError } from '../../../common/messages/errors';
import { decodeProvisioning, problemMessage, type Provisioning, type SecretKey } from './provisioning-file';
import {
  PROVISIONING_LIMITS,
  ProvisioningUnavailable,
  readProvisioningJson,
  sourceName,
  type FetchLimits,
  type ProvisioningSource,
} from './provisioning-source';
import { stripSecrets } from './strip-secrets';

/** A provisioning file that cannot be applied: `said` sums it up, `problems` are one line each. */
export class ProvisioningRefused extends MessageError {
  override readonly name = 'ProvisioningRefused';
  constructor(
    said: Message,
    readonly problems: readonly Message[],
  ) {
    super(said);
  }
}

/** The file's settings and secrets, or a ProvisioningRefused with every problem. Writes nothing. */
export async function loadProvisioning(
  source: ProvisioningSource,
  limits: FetchLimits = PROVISIONING_LIMITS,
): Promise<Provisioning> {
  let raw: unknown;
  try {
    raw = await readProvisioningJson(source, limits);
  } catch (error) {
    if (error instanceof ProvisioningUnavailable) throw new ProvisioningRefused(error.said, []);
    throw error;
  }
  const decoded = decodeProvisioning(raw);
  if (decoded.ok) return decoded.provisioning;
  throw new ProvisioningRefused(
    msg('app.provision-refused', { source: sourceName(source), count: decoded.problems.length }),
    decoded.problems.map(problemMessage),
  );
}

/** Which secret goes in which write-only field of the window's save. */
const UPDATE_FIELD = {
  token: 'token',
  pin: 'newPin',
  fleetKey: 'fleetKey',
  alertPassword: 'alertPassword',
} as const satisfies Record<SecretKey, keyof SettingsUpdate>;

/**
 * The save the window would make with these settings and secrets. `ignore`: secrets something else
 * decides this run (ORDERSLIP_TOKEN over the file's token, as a flag wins over a setting).
 */
export function provisioningUpdate(
  settings: AppSettings,
  provisioning: Provisioning,
  ignore: readonly SecretKey[] = [],
): SettingsUpdate {
  const update: { -readonly [K in keyof SettingsUpdate]: SettingsUpdate[K] } = { settings };
  for (const key of Object.keys(UPDATE_FIELD) as SecretKey[]) {
    const value = provisioning.secrets[key];
    if (value !== undefined && !ignore.includes(key)) update[UPDATE_FIELD[key]] = value;
  }
  return update;
}

/** The update carries a secret: there is something to save that the settings alone do not hold. */
export function carriesSecrets(update: SettingsUpdate): boolean {
  return (Object.keys(UPDATE_FIELD) as SecretKey[]).some((key) => update[UPDATE_FIELD[key]] !== undefined);
}

/**
 * Saves the update through `api`, then takes the secrets out of a local file. Returns what to log:
 * applied, and the secrets removed or (a file this user may not write) left, with why.
 */
export async function applyProvisioning(
  api: Pick<AppApi, 'saveSettings'>,
  source: ProvisioningSource,
  update: SettingsUpdate,
): Promise<Message[]> {
  await api.saveSettings(update);
  const name = sourceName(source);
  const said: Message[] = [msg('app.provision-applied', { source: name })];
  // Fetched from an address: nothing here to rewrite (the server's copy is its owner's to guard).
  if (source.kind !== 'file') return said;
  const moved = (Object.keys(UPDATE_FIELD) as SecretKey[]).filter(
    (key) => update[UPDATE_FIELD[key]] !== undefined,
  );
  const stripped = stripSecrets(source.path, moved);
  if (stripped.kind === 'stripped') said.push(msg('app.provision-secrets-removed', { source: name }));
  if (stripped.kind === 'left')
    said.push(msg('app.provision-secrets-left', { source: name, reason: stripped.reason }));
  return said;
}
