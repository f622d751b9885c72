/**
 * The access token, encrypted with the operating system's keyring through safeStorage (the
 * asynchronous calls: the synchronous ones are deprecated in Electron 45). Where Linux has no keyring,
 * Electron falls back to a fixed key; the settings then say the token is only weakly protected.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { SafeStorage } from 'electron';
import { msg } from '../common/messages/catalogue';
import { MessageError } from '../common/messages/errors';
import type { TokenStore } from '../core/app/app-service';

export async function safeTokenStore(
  safeStorage: SafeStorage,
  file: string,
  platform: NodeJS.Platform,
): Promise<TokenStore> {
  const available = await safeStorage.isAsyncEncryptionAvailable();
  const weak = platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';
  return {
    kind: !available ? 'none' : weak ? 'weak' : 'keyring',
    async read() {
      let encrypted: Buffer;
      try {
        encrypted = await readFile(file);
      } catch {
        return null;
      }
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(encrypted);
      if (shouldReEncrypt)
        await writeFile(file, await safeStorage.encryptStringAsync(result), { mode: 0o600 });
      return result || null;
    },
    async write(token: string) {
      if (!available) throw new MessageError(msg('host.token-cannot-be-stored'));
      if (token === '') return rm(file, { force: true });
      await writeFile(file, await safeStorage.encryptStringAsync(token), { mode: 0o600 });
    },
  };
}
