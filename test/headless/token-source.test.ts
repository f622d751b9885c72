import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { messageOf } from '../../electron/common/messages/errors';
import { headlessTokenStore, TOKEN_ENV } from '../../electron/headless/token-source';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-token-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the headless token', () => {
  it('from the environment cannot be changed from the window, and says where to change it', async () => {
    const store = headlessTokenStore({
      env: { [TOKEN_ENV]: ' env-token ' },
      tokenFile: undefined,
      dataDirTokenFile: join(dir, 'token'),
    });
    expect(store.kind).toBe('environment');
    expect(await store.read()).toBe('env-token');
    const refused = await store.write('other').catch((error: unknown) => error);
    expect(messageOf(refused)).toEqual(msg('host.token-from-environment', { variable: TOKEN_ENV }));
    expect(say(messageOf(refused), 'nl')).toBe(
      `Het token komt uit ${TOKEN_ENV}; wijzig het daar en herstart OrderSlip.`,
    );
  });

  it('in the data folder is written for this user only, and removed when emptied', async () => {
    const file = join(dir, 'sub', 'token');
    const store = headlessTokenStore({ env: {}, tokenFile: undefined, dataDirTokenFile: file });
    expect(await store.read()).toBeNull();
    await store.write('secret');
    expect(readFileSync(file, 'utf8')).toBe('secret\n');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await store.read()).toBe('secret');
    await store.write('');
    expect(await store.read()).toBeNull();
  });
});
