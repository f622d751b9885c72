/**
 * Where the SMTP password of the alert e-mails is kept when the OS keyring is not at hand (the headless
 * host): an environment variable, read only, or a file in the data folder only its owner can read. The
 * app keeps it with safeStorage instead, like the token.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { msg } from '../../../common/messages/catalogue';
import { MessageError } from '../../../common/messages/errors';
import type { SecretStore } from '../parts';

export const PASSWORD_ENV = 'ORDERSLIP_SMTP_PASSWORD';

export function filePasswordStore(file: string, env: NodeJS.ProcessEnv = process.env): SecretStore {
  const fromEnv = env[PASSWORD_ENV];
  const kept = ownerOnlySecretFile(file);
  return {
    read: () => (fromEnv ? Promise.resolve(fromEnv) : kept.read()),
    async write(secret: string) {
      if (fromEnv) throw new MessageError(msg('alerts.password-cannot-be-stored'));
      await kept.write(secret);
    },
  };
}

/**
 * A secret of the headless host in a file of its data folder that only its owner can read (the SMTP
 * password, the fleet key); none when the file is missing or empty; '' removes the file.
 */
export function ownerOnlySecretFile(file: string): SecretStore {
  return {
    async read() {
      try {
        return (await readFile(file, 'utf8')).trim() || null;
      } catch {
        return null;
      }
    },
    async write(secret: string) {
      if (secret === '') return rm(file, { force: true });
      await writeFile(file, `${secret}\n`, { mode: 0o600 });
    },
  };
}

/** Kept only while running: the demo. */
export function memoryPasswordStore(): SecretStore {
  let secret: string | null = null;
  return {
    read: async () => secret,
    write: async (next) => {
      secret = next === '' ? null : next;
    },
  };
}
