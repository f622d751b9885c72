/**
 * Where the headless host gets the token: the ORDERSLIP_TOKEN environment variable, a file named by
 * --token-file, or (set from the window) a file in the data folder. Never a command-line flag: flags
 * show up in process lists and shell history.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TokenStore } from '../core/app/app-service';
import { msg } from '../common/messages/catalogue';
import { MessageError } from '../common/messages/errors';
import { UsageError } from './command';

export const TOKEN_ENV = 'ORDERSLIP_TOKEN';

export function headlessTokenStore(options: {
  readonly env: NodeJS.ProcessEnv;
  readonly tokenFile: string | undefined;
  readonly dataDirTokenFile: string;
}): TokenStore {
  const fromEnv = options.env[TOKEN_ENV]?.trim();
  if (fromEnv) {
    return {
      kind: 'environment',
      read: () => Promise.resolve(fromEnv),
      write: () =>
        Promise.reject(new MessageError(msg('host.token-from-environment', { variable: TOKEN_ENV }))),
    };
  }
  if (options.tokenFile) {
    const file = options.tokenFile;
    try {
      readFileSync(file, 'utf8');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new UsageError(msg('cli.file-unreadable', { flag: '--token-file', path: file, reason }));
    }
    return fileStore(file);
  }
  return fileStore(options.dataDirTokenFile);
}

function fileStore(file: string): TokenStore {
  return {
    kind: 'file',
    read: () => {
      try {
        return Promise.resolve(readFileSync(file, 'utf8').trim() || null);
      } catch {
        return Promise.resolve(null);
      }
    },
    write: async (token: string) => {
      if (token === '') return rm(file, { force: true });
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${token}\n`, { mode: 0o600 });
    },
  };
}
