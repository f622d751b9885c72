/**
 * Provisioning a counter from a file (docs/DEPLOY.md): decoded whole with every problem and its path,
 * fetched from a real HTTP server under a deadline and a size limit, applied once through a real
 * AppService's save on the simulator, and its secrets taken out of the file where it may be written.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppService } from '../../electron/core/app/app-service';
import {
  decodeSettings,
  decodeSettingsCollecting,
  SettingsError,
} from '../../electron/core/app/decode-settings';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import {
  applyProvisioning,
  loadProvisioning,
  ProvisioningRefused,
  provisioningUpdate,
} from '../../electron/core/app/provisioning/apply-provisioning';
import {
  PROVISION_FILE_NAME,
  provisionArgument,
  provisioningAtStart,
  provisioningCandidates,
} from '../../electron/core/app/provisioning/find-provisioning';
import { decodeProvisioning, problemMessage } from '../../electron/core/app/provisioning/provisioning-file';
import { stripSecrets } from '../../electron/core/app/provisioning/strip-secrets';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Ledger } from '../../electron/core/ledger';
import { say } from '../../electron/common/messages/say';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually, FAST_ENGINE } from '../engine/world';
import { SERVICE_INFO } from './service-world';

const TENANT = 'provisioned-bakery';
const TOKEN = 'tok-prov-4f1e-never-in-a-file-after';
const EXAMPLE = join(import.meta.dirname, '../../docs/provision.example.json');

const dirs: string[] = [];
const servers: Server[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-provision-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
    ),
  );
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The problems of a file as a person reads them, in `language`. */
function problemsOf(raw: unknown, language: 'en' | 'nl' = 'en'): string[] {
  const decoded = decodeProvisioning(raw);
  if (decoded.ok) throw new Error('the file was accepted');
  return decoded.problems.map((problem) => say(problemMessage(problem), language));
}

describe('a provisioning file', () => {
  it('docs/provision.example.json decodes: its settings, and its secrets apart from them', () => {
    const decoded = decodeProvisioning(JSON.parse(readFileSync(EXAMPLE, 'utf8')));
    if (!decoded.ok) throw new Error(decoded.problems.map((p) => say(problemMessage(p), 'en')).join('\n'));
    const { settings, secrets } = decoded.provisioning;
    expect(Object.keys(secrets).sort()).toEqual(['alertPassword', 'fleetKey', 'pin', 'token']);
    expect(settings.connection.tenant).toBe('bakkerij-janssens');
    expect(settings.printers.map((printer) => printer.uri)).toEqual([
      'tcp://192.168.1.50:9100',
      'tcp://192.168.1.51:9100',
    ]);
    expect(settings.language).toBe('nl');
    expect(settings.shopDay.bakeLists).toHaveLength(1);
    expect(settings.updates.channel).toBe('stable');
    expect(settings.fleet.url).toBe('https://fleet.example.com/');
    // No secret is left among the settings, which are stored in the clear.
    expect(JSON.stringify(settings)).not.toMatch(/paste-the|the-smtp-password|4821/);
    // Through the window's save: each secret in its write-only field.
    const update = provisioningUpdate(settings, decoded.provisioning);
    expect(update).toMatchObject({
      token: 'paste-the-tenant-access-token-here',
      newPin: '4821',
      fleetKey: 'paste-the-fleet-key-here',
      alertPassword: 'the-smtp-password',
    });
    expect(provisioningUpdate(settings, decoded.provisioning, ['token']).token).toBeUndefined();
  });

  it('lists every problem, each with its JSON path, in the reader’s language', () => {
    const file = {
      connection: { baseUrl: 'https://orders.example.com', tenant: 'x' },
      token: 42,
      shosp: [],
      printers: [
        { id: 'counter', uri: 'tcp://192.168.1.50:9100', copies: 9 },
        { id: 'kitchen', uri: 'tcp://' },
        { name: 'no id', uri: '192.168.1.52' },
      ],
      shops: [{ shopId: 1, printerIds: ['counter', 'oven'] }],
      shopDay: { openingTime: '18:00', closingTime: '07:00' },
      alerts: { webhook: { enabled: true, url: 'ftp://example.com' } },
    };
    const problems = problemsOf(file);
    expect(problems).toHaveLength(8);
    const starts = [
      /^token: must be text, not number\b/,
      /^shosp: not a setting OrderSlip knows/,
      /^Printer counter: the setting printers\[0\]\.copies must be a whole number from 1 to 5, not 9/,
      /^printers\[2\]\.id: Printer number 3 .*has no id/,
      /^shopDay\.closingTime: The closing time \(07:00\) must be later/,
      /alerts\.webhook\.url\b/,
      // Found once the rest decoded: what the engine would refuse to run on.
      /^printers\[1\]\.uri: Printer address “tcp:\/\/” has no host name/,
      /^shops\[0\]\.printerIds\[1\]: names the printer "oven"/,
    ];
    for (const pattern of starts)
      expect(
        problems.some((line) => pattern.test(line)),
        `${String(pattern)} in\n${problems.join('\n')}`,
      ).toBe(true);
    // The secret's value never appears in a problem, whatever its shape.
    expect(problemsOf({ token: ['tok-abc'] }).join(' ')).not.toContain('tok-abc');
    // Dutch for a Dutch reader.
    expect(problemsOf(file, 'nl')).toContainEqual(
      expect.stringMatching(/^shosp: geen instelling die OrderSlip kent/),
    );
  });

  it('finds a route to a printer the file does not set up, and a service address the token must not go to', () => {
    const problems = problemsOf({
      connection: { baseUrl: 'http://orders.example.com', tenant: 'x' },
      printers: [{ id: 'counter', uri: '192.168.1.50' }],
      shops: [{ shopId: 1, printerIds: ['counter', 'oven'] }],
      defaultPrinterIds: ['oven'],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^connection\.baseUrl: .*https/),
      expect.stringMatching(/^shops\[0\]\.printerIds\[1\]: names the printer "oven"/),
      expect.stringMatching(/^defaultPrinterIds\[0\]: names the printer "oven"/),
    ]);
  });

  it('decodeSettings still stops at the first problem, for its callers; the collecting mode reads on', () => {
    const raw = { pollIntervalSeconds: 0, retentionDays: 0 };
    expect(() => decodeSettings(raw)).toThrow(SettingsError);
    const collected = decodeSettingsCollecting(raw);
    expect(collected.ok).toBe(false);
    if (!collected.ok)
      expect(collected.problems.map((p) => p.path)).toEqual(['pollIntervalSeconds', 'retentionDays']);
    expect(decodeSettingsCollecting({}).ok).toBe(true);
  });
});

/** A server on loopback answering every request with `answer`. */
async function serve(answer: (response: ServerResponse) => void): Promise<string> {
  const server = createServer((_request, response) => answer(response));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/counters/gent.json?key=s3cret`;
}

async function refusalOf(promise: Promise<unknown>): Promise<ProvisioningRefused> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProvisioningRefused) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('a provisioning file at an address', () => {
  const example = readFileSync(EXAMPLE, 'utf8');

  it('is fetched and decoded', async () => {
    const url = await serve((response) => response.end(example));
    const provisioning = await loadProvisioning({ kind: 'url', url });
    expect(provisioning.settings.connection.tenant).toBe('bakkerij-janssens');
    expect(provisioning.secrets.token).toBe('paste-the-tenant-access-token-here');
  });

  it('that answers a byte at a time is given up at the deadline, with a clear error', async () => {
    let bytesSent = 0;
    const url = await serve((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // Never idle long enough for an idle timeout, never done: only an overall deadline ends it.
      const drip = setInterval(() => {
        if (response.destroyed) return clearInterval(drip);
        response.write(example[bytesSent % example.length]!);
        bytesSent += 1;
      }, 20);
      response.on('close', () => clearInterval(drip));
    });
    const refused = await refusalOf(
      loadProvisioning({ kind: 'url', url }, { deadlineMs: 1_500, maxBytes: 1 << 20 }),
    );
    expect(bytesSent).toBeGreaterThan(0);
    const said = say(refused.said, 'en');
    expect(said).toMatch(/did not arrive whole within 2 seconds: nothing was applied/);
    // The address is named without its query, which may carry a key.
    expect(said).toContain('/counters/gent.json');
    expect(said).not.toContain('s3cret');
  });

  it('that is too large, or not there, is refused saying so', async () => {
    const big = await serve((response) => response.end(`{"x":"${'a'.repeat(64 * 1024)}"}`));
    expect(
      say(
        (
          await refusalOf(
            loadProvisioning({ kind: 'url', url: big }, { deadlineMs: 30_000, maxBytes: 16 * 1024 }),
          )
        ).said,
        'en',
      ),
    ).toMatch(/larger than 16 KB/);
    const missing = await serve((response) => {
      response.statusCode = 404;
      response.end('no');
    });
    expect(say((await refusalOf(loadProvisioning({ kind: 'url', url: missing }))).said, 'en')).toMatch(
      /answered 404/,
    );
    const notJson = await serve((response) => response.end('<html>'));
    expect(say((await refusalOf(loadProvisioning({ kind: 'url', url: notJson }))).said, 'en')).toMatch(
      /not valid JSON/,
    );
  });
});

describe('the secrets in a provisioning file', () => {
  it('are removed from a writable file, atomically, the rest kept as it was', () => {
    const file = join(tempDir(), PROVISION_FILE_NAME);
    copyFileSync(EXAMPLE, file);
    chmodSync(file, 0o640);
    expect(stripSecrets(file, ['token', 'pin', 'fleetKey', 'alertPassword'])).toEqual({ kind: 'stripped' });
    const left = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const {
      token: _t,
      pin: _p,
      fleetKey: _f,
      alertPassword: _a,
      ...settings
    } = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
    expect(left).toEqual(settings);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(stripSecrets(file, ['token'])).toEqual({ kind: 'no-secrets' });
  });

  it('only those now kept elsewhere', () => {
    const file = join(tempDir(), PROVISION_FILE_NAME);
    writeFileSync(file, JSON.stringify({ token: 'a', pin: '1234' }));
    expect(stripSecrets(file, ['pin'])).toEqual({ kind: 'stripped' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ token: 'a' });
  });

  it('are left in a read-only file, which stays byte for byte as it was', () => {
    const file = join(tempDir(), PROVISION_FILE_NAME);
    copyFileSync(EXAMPLE, file);
    chmodSync(file, 0o444);
    const before = readFileSync(file);
    expect(stripSecrets(file, ['token', 'pin'])).toEqual({ kind: 'left', reason: 'read-only' });
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('provisioning at the app’s start', () => {
  let sim: Simulator;
  let printer: VirtualPrinter;
  beforeAll(async () => {
    sim = await Simulator.start({ seed: 71, tenants: [{ id: TENANT, token: TOKEN }] });
    printer = await VirtualPrinter.start();
  });
  afterAll(async () => {
    await printer.close();
    await sim.close();
  });

  it('reads --provision FILE|URL, and looks beside the AppImage and the program', () => {
    expect(provisionArgument(['app', '--provision', '/srv/p.json'])).toBe('/srv/p.json');
    expect(provisionArgument(['app', '--provision=https://it.example.com/p.json'])).toBe(
      'https://it.example.com/p.json',
    );
    expect(provisionArgument(['app', '--hidden'])).toBeNull();
    expect(
      provisioningCandidates({
        execPath: '/tmp/.mount_x/orderslip',
        appImage: '/home/shop/OrderSlip.AppImage',
      }),
    ).toEqual([join('/home/shop', PROVISION_FILE_NAME), join('/tmp/.mount_x', PROVISION_FILE_NAME)]);
  });

  it('applies the file beside the program on the first start only, through the save; --provision whenever given', async () => {
    const programDir = tempDir();
    const userData = tempDir();
    const settingsFile = join(userData, 'settings.json');
    const file = join(programDir, PROVISION_FILE_NAME);
    const fileText = JSON.stringify({
      connection: { baseUrl: sim.url, tenant: TENANT },
      token: TOKEN,
      pin: '4821',
      language: 'fr',
      pollIntervalSeconds: 1,
      printers: [{ id: 'counter', name: 'Comptoir', uri: printer.uri }],
    });
    writeFileSync(file, fileText);
    const start = { argv: ['orderslip'], execPath: join(programDir, 'orderslip'), settingsFile };

    // A wrong --provision changes nothing: still the first start afterwards.
    const wrong = join(programDir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ printers: [{ id: 'x', uri: 'tcp://' }], token: TOKEN }));
    await expect(
      provisioningAtStart({ ...start, argv: ['orderslip', '--provision', wrong] }),
    ).rejects.toThrow(ProvisioningRefused);
    expect(existsSync(settingsFile)).toBe(false);
    expect(readFileSync(wrong, 'utf8')).toContain(TOKEN);

    const first = await provisioningAtStart(start);
    expect(first?.source).toEqual({ kind: 'file', path: file });

    const ledger = Ledger.open(join(userData, 'ledger.db'));
    const token = memoryTokenStore('');
    const service = new AppService({
      info: SERVICE_INFO,
      ledger,
      settings: fileSettingsStore(userData),
      token,
      engine: FAST_ENGINE,
    });
    try {
      await service.start();
      const said = await applyProvisioning(
        service,
        first!.source,
        provisioningUpdate(first!.provisioning.settings, first!.provisioning),
      );
      expect(said.map((message) => message.code)).toEqual([
        'app.provision-applied',
        'app.provision-secrets-removed',
      ]);
      expect(await token.read()).toBe(TOKEN);
      expect(readFileSync(file, 'utf8')).not.toContain(TOKEN);
      expect(readFileSync(settingsFile, 'utf8')).not.toContain(TOKEN);
      expect((await service.getSettings()).settings.language).toBe('fr');
      // The PIN locks the counter from its first start, and is kept nowhere a person can read it back.
      expect((await service.getSettings()).hasPin).toBe(true);
      expect((JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)['pin']).toBeUndefined();
      expect(readFileSync(settingsFile, 'utf8')).not.toContain('4821');
      await expect(service.unlock('1111')).rejects.toMatchObject({ said: { code: 'pin.wrong' } });
      expect((await service.unlock('4821')).grant).toEqual(expect.any(String));
      // The engine runs on what was provisioned: an order prints and is confirmed.
      const [order] = sim.addOrders(1);
      await eventually('the order is confirmed', () => sim.isConfirmed(String(order!.id), TENANT), 30_000);
    } finally {
      await service.dispose();
      ledger.close();
    }

    // The second start: settings are stored, the file beside the program is not applied again.
    writeFileSync(file, fileText);
    expect(await provisioningAtStart(start)).toBeNull();
    // …unless a person says so.
    const again = await provisioningAtStart({ ...start, argv: ['orderslip', `--provision=${file}`] });
    expect(again?.provisioning.secrets.token).toBe(TOKEN);
  }, 60_000);
});
