import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SafeStorage } from 'electron';
import { afterAll, describe, expect, it } from 'vitest';
import { safeTokenStore } from '../../electron/main/token-store';

const dir = mkdtempSync(join(tmpdir(), 'orderslip-token-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** safeStorage as far as the shell uses it; "encryption" is a byte flip, enough to see no plain text lands on disk. */
function safeStorageDouble(options: { available: boolean; backend?: string; rotate?: boolean }): SafeStorage {
  const flip = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ 0x5a));
  return {
    isAsyncEncryptionAvailable: () => Promise.resolve(options.available),
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptStringAsync: (text: string) => Promise.resolve(flip(Buffer.from(text))),
    decryptStringAsync: (data: Buffer) =>
      Promise.resolve({ result: flip(data).toString(), shouldReEncrypt: options.rotate ?? false }),
  } as unknown as SafeStorage;
}

describe('the token in the keyring', () => {
  it('is stored encrypted and read back', async () => {
    const file = join(dir, 'token.bin');
    const store = await safeTokenStore(safeStorageDouble({ available: true }), file, 'linux');
    expect(store.kind).toBe('keyring');
    expect(await store.read()).toBeNull();
    await store.write('the-secret-token');
    expect(readFileSync(file).toString()).not.toContain('the-secret-token');
    expect(await store.read()).toBe('the-secret-token');
    await store.write('');
    expect(await store.read()).toBeNull();
  });

  it('says so when Linux has no keyring and Electron falls back to a fixed key', async () => {
    const store = await safeTokenStore(
      safeStorageDouble({ available: true, backend: 'basic_text' }),
      join(dir, 'weak.bin'),
      'linux',
    );
    expect(store.kind).toBe('weak');
  });

  it('refuses to store a token where nothing can encrypt it', async () => {
    const store = await safeTokenStore(
      safeStorageDouble({ available: false }),
      join(dir, 'none.bin'),
      'win32',
    );
    expect(store.kind).toBe('none');
    await expect(store.write('x-token')).rejects.toMatchObject({
      said: { code: 'host.token-cannot-be-stored', params: {} },
    });
  });
});
