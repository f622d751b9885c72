/**
 * Where the headless host keeps the fleet key: given by `--fleet-key` or ORDERSLIP_FLEET_KEY (read only:
 * the window cannot change what a service file set), else the file `fleet-key` in the data folder, which
 * only its owner can read, written when the window saves a key. The app keeps it with safeStorage instead.
 */
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { ownerOnlySecretFile } from '../network/alerts/password-store';
import type { SecretStore } from '../network/parts';
import { FLEET_KEY_ENV } from './reporter';

export const FLEET_KEY_FILE = 'fleet-key';

export function headlessFleetKeyStore(options: {
  readonly file: string;
  readonly flag: string | undefined;
  readonly env: NodeJS.ProcessEnv;
}): SecretStore {
  const given = options.flag?.trim() ? { key: options.flag.trim(), where: '--fleet-key' } : null;
  const fromEnv = options.env[FLEET_KEY_ENV]?.trim()
    ? { key: options.env[FLEET_KEY_ENV].trim(), where: FLEET_KEY_ENV }
    : null;
  const fixed = given ?? fromEnv;
  if (fixed)
    return {
      read: () => Promise.resolve(fixed.key),
      write: () =>
        Promise.reject(new MessageError(msg('network.fleet-key-given-elsewhere', { where: fixed.where }))),
    };
  return ownerOnlySecretFile(options.file);
}
