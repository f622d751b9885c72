/**
 * What the tests of a real headless host share: the app's info, an engine quick enough for a test, and
 * a host started as `orderslip run` starts it with the token in ORDERSLIP_TOKEN, writing nothing.
 */
import { join } from 'node:path';
import type { AppInfo } from '../../electron/common/contract/app-api';
import type { TokenStore } from '../../electron/core/app/app-service';
import type { EngineOptions } from '../../electron/core/engine/engine';
import type { CliIo } from '../../electron/headless/command';
import { startHeadless, type HeadlessHost, type HeadlessOptions } from '../../electron/headless/host';
import { headlessTokenStore } from '../../electron/headless/token-source';

export const HEADLESS_INFO: AppInfo = {
  name: 'OrderSlip',
  version: 'test',
  host: 'headless',
  demo: false,
  demoSetup: null,
};

export const QUICK_ENGINE: Omit<EngineOptions, 'config' | 'ledger'> = {
  client: { timeoutMs: 2_000, maxAttempts: 2, backoff: { baseMs: 5, maxMs: 20 }, maxRetryAfterMs: 2_000 },
  timing: { idleStatusMs: 60_000, printerRetryBaseMs: 50, confirmRetryBaseMs: 50, confirmIdleMs: 50 },
  printOptions: {
    timeouts: { connectMs: 500, statusMs: 500, completionBaseMs: 2_000, completionPerKbMs: 0 },
  },
};

/** An io that writes nothing and is never asked to stop. */
export const silentIo = (): CliIo => ({
  out: () => undefined,
  err: () => undefined,
  stopRequested: new Promise<string>(() => undefined),
});

/** The token as `run` finds it in ORDERSLIP_TOKEN, with the data folder's token file behind it. */
export function envTokenStore(dataDir: string, token: string): TokenStore {
  return headlessTokenStore({
    env: { ORDERSLIP_TOKEN: token },
    tokenFile: undefined,
    dataDirTokenFile: join(dataDir, 'token'),
  });
}

/**
 * A headless host on `dataDir` and `settings` with `token` in the environment: no HTTP, text logs, a
 * silent io and the quick engine unless `options` says otherwise.
 */
export function startEnvTokenHost(
  options: Pick<HeadlessOptions, 'dataDir' | 'settings'> &
    Partial<Omit<HeadlessOptions, 'token'>> & { readonly token: string },
): Promise<HeadlessHost> {
  const { token, ...rest } = options;
  return startHeadless({
    info: HEADLESS_INFO,
    httpPort: null,
    logFormat: 'text',
    io: silentIo(),
    engine: QUICK_ENGINE,
    ...rest,
    token: envTokenStore(options.dataDir, token),
  });
}
