/**
 * The headless host's HTTP face: AppApi as `POST /api/<command>`, events as server-sent events, the
 * window at `/`; only for pages it served itself, and never with the token in anything it sends.
 * A real host (startHeadless) on a real simulator and virtual printer.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SettingsStore, TokenStore } from '../../electron/core/app/app-service';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { CliIo } from '../../electron/headless/command';
import { startHeadless, type HeadlessHost } from '../../electron/headless/host';
import { startHttpHost, type HttpHost } from '../../electron/headless/http-host';
import { headlessTokenStore } from '../../electron/headless/token-source';
import type {
  AppEvent,
  AppInfo,
  DiagnosticsExportView,
  HistoryPageView,
  OrderDetailView,
  SettingsView,
  StatusView,
} from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { decodeMessage, msg, type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { MessageError, messageOf } from '../../electron/common/messages/errors';
import { httpAppApi } from '../../src/http-app-api';
import { eventually } from '../engine/world';
import { ROOT } from './cli-process';
import { envTokenStore, HEADLESS_INFO, QUICK_ENGINE, startEnvTokenHost } from './host-world';
import { bundleForNode } from '../node-module-bundle';
import { rawRequest, type RawAnswer } from '../local-http';

const TENANT = 'http-shop';
const TOKEN = 'tok-http-5b8e-secret-a41c';

let sim: Simulator;
let paper: VirtualPrinter;
let shop: number;
let host: HeadlessHost;
let base: string;
let mainDataDir: string;
const logs: string[] = [];
const dirs: string[] = [];
const hosts: HeadlessHost[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-http-'));
  dirs.push(dir);
  return dir;
}

const io: CliIo = {
  out: (line) => logs.push(line),
  err: (line) => logs.push(line),
  stopRequested: new Promise<string>(() => undefined),
};

function shopSettings(): AppSettings {
  return {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [printerSettings({ id: 'counter', name: 'Counter', uri: paper.uri, language: 'en' })],
    defaultPrinterIds: ['counter'],
    shops: [{ shopId: shop, name: null, city: null, printerIds: ['counter'] }],
    pollIntervalSeconds: 1,
  };
}

async function startHost(settings: SettingsStore, token: TokenStore, dataDir: string): Promise<HeadlessHost> {
  const started = await startHeadless({
    info: HEADLESS_INFO,
    dataDir,
    settings,
    token,
    httpPort: 0,
    logFormat: 'text',
    io,
    engine: QUICK_ENGINE,
  });
  hosts.push(started);
  return started;
}

beforeAll(async () => {
  sim = await Simulator.start({ seed: 31, tenants: [{ id: TENANT, token: TOKEN }] });
  paper = await VirtualPrinter.start();
  shop = sim.tenants[0]!.shopIds[0]!;
  const dataDir = tempDir();
  mainDataDir = dataDir;
  const settings = fileSettingsStore(dataDir);
  settings.save(shopSettings());
  host = await startHost(settings, envTokenStore(dataDir, TOKEN), dataDir);
  base = host.http!.url.replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  for (const started of hosts) await started.stop();
  await Promise.all([sim.close(), paper.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly headers: Headers;
}

const COMMAND_HEADERS = { 'Content-Type': 'application/json', 'X-OrderSlip': '1' };

async function post(path: string, body: string, headers: Record<string, string> = COMMAND_HEADERS) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text(), headers: response.headers } satisfies Answer;
}

/** Calls a command as the window does; fails the test on anything but 200. */
async function call<T>(command: string, ...args: unknown[]): Promise<T> {
  const answer = await post(`/api/${command}`, JSON.stringify(args));
  expect(answer.status, `${command}: ${answer.text}`).toBe(200);
  return (JSON.parse(answer.text) as { result: T }).result;
}

/** A request with headers fetch would not send (a foreign Host), on a plain socket. */
const raw = (
  options: { method: string; path: string; headers: Record<string, string> },
  body = '',
  to = base,
): Promise<RawAnswer> => rawRequest(to, { ...options, body, timeoutMs: 5_000 });

/** GET /api/events, collecting the raw text and the events until `close`. */
function openEvents(): Promise<{ text: () => string; events: () => AppEvent[]; close: () => void }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path: '/api/events' }, (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', () => undefined);
      resolve({
        text: () => text,
        events: () =>
          text
            .split('\n\n')
            .filter((block) => block.startsWith('data: '))
            .map((block) => JSON.parse(block.slice('data: '.length)) as AppEvent),
        close: () => req.destroy(),
      });
    });
    req.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    req.end();
  });
}

/** Asks the engine to poll now instead of after the poll interval (what "Retry now" does). */
const pollNow = () => call('retryNow', null);

async function confirmedOrder(): Promise<string> {
  const [order] = sim.addOrders(1, { shopId: shop });
  const id = String(order!.id);
  await pollNow();
  await eventually('the order is confirmed', () => sim.isConfirmed(id, TENANT), 10_000);
  return id;
}

describe('POST /api/<command>', () => {
  it('answers each command with its result as JSON', async () => {
    expect(await call<AppInfo>('getAppInfo')).toEqual(HEADLESS_INFO);
    await eventually('the service is reachable', () => logs.some((line) => /SERVICE ok/.test(line)), 10_000);
    const status = await call<StatusView>('getStatus');
    expect(status.connection.state).toBe('ok');
    expect(status.printers.map((printer) => printer.printerId)).toEqual(['counter']);
    expect(status.shops.map((listed) => listed.shopId)).toEqual([shop]);
    const answer = await post('/api/getStatus', '[]');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses commands that do not come from its own window: 403', async () => {
    const origin = base;
    const refusals: [string, Record<string, string>][] = [
      ['without X-OrderSlip', { 'Content-Type': 'application/json' }],
      ['with X-OrderSlip: 0', { 'Content-Type': 'application/json', 'X-OrderSlip': '0' }],
      ['from a foreign page', { ...COMMAND_HEADERS, Origin: 'https://evil.example' }],
      ['from another local port', { ...COMMAND_HEADERS, Origin: 'http://127.0.0.1:1' }],
      ['as a simple form post', { 'Content-Type': 'text/plain', 'X-OrderSlip': '1' }],
    ];
    for (const [what, headers] of refusals) {
      const answer = await post('/api/getStatus', '[]', headers);
      expect(answer.status, what).toBe(403);
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: 'host.not-our-window', params: { command: 'getStatus' } },
      });
    }
    expect((await post('/api/getStatus', '[]', { ...COMMAND_HEADERS, Origin: origin })).status).toBe(200);
  });

  it('answers only to its own address: a foreign Host header is 421 (DNS rebinding)', async () => {
    const { port } = new URL(base);
    for (const path of ['/', '/api/events']) {
      const answer = await raw({ method: 'GET', path, headers: { Host: 'evil.example' } });
      expect(answer.status, path).toBe(421);
    }
    const command = await raw(
      {
        method: 'POST',
        path: '/api/getStatus',
        headers: { ...COMMAND_HEADERS, Host: `evil.example:${port}` },
      },
      '[]',
    );
    expect(command.status).toBe(421);
    const local = await raw(
      { method: 'POST', path: '/api/getAppInfo', headers: { ...COMMAND_HEADERS, Host: `localhost:${port}` } },
      '[]',
    );
    expect(local.status).toBe(200);
  });

  it('says what is wrong with a bad request, as a message: 405, 404, 400, 413', async () => {
    const get = await fetch(`${base}/api/getStatus`, { headers: { 'X-OrderSlip': '1' } });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({
      error: { code: 'host.method-not-allowed', params: { method: 'GET' } },
    });
    const unknown = await post('/api/dropTables', '[]');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({
      error: { code: 'host.unknown-command', params: { command: 'dropTables' } },
    });
    const malformed = await post('/api/getStatus', '[1,');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toEqual({ error: { code: 'host.request-not-json', params: {} } });
    const huge = await post('/api/getStatus', JSON.stringify(['x'.repeat(1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text)).toMatchObject({ error: { code: 'host.request-too-large' } });
  });
});

describe('the network commands over HTTP (docs/NETWORK.md)', () => {
  it('refuses a test alert with nothing switched on, and a pairing code while the window is not served', async () => {
    const test = await post('/api/sendTestAlert', '[]');
    expect(test.status).toBe(422);
    expect(JSON.parse(test.text)).toEqual({ error: { code: 'alerts.none-switched-on', params: {} } });
    const pairing = await post('/api/startPairing', '[]');
    expect(pairing.status).toBe(422);
    expect(JSON.parse(pairing.text)).toEqual({ error: { code: 'pairing.not-served', params: {} } });
    expect(await call('listPairedDevices')).toEqual([]);
    const settings = await call<{ hasAlertPassword: boolean; settings: unknown }>('getSettings');
    expect(settings.hasAlertPassword).toBe(false);
    // The SMTP password is write-only: stored apart from the settings, only its presence told.
    const saved = await call<{ hasAlertPassword: boolean }>('saveSettings', {
      settings: settings.settings,
      alertPassword: 'smtp-s3cret-7f2a',
    });
    expect(saved.hasAlertPassword).toBe(true);
    expect(readFileSync(join(mainDataDir, 'settings.json'), 'utf8')).not.toContain('smtp-s3cret-7f2a');
    expect(statSync(join(mainDataDir, 'alert-password')).mode & 0o077).toBe(0);
    expect(JSON.stringify(await call('getSettings'))).not.toContain('smtp-s3cret-7f2a');
  });
});

describe('the dispatcher over HTTP: 200 {result} or 422 {error: {code, params}}', () => {
  const refusal = async (command: string, args: string) => {
    const answer = await post(`/api/${command}`, args);
    expect(answer.status, answer.text).toBe(422);
    return (JSON.parse(answer.text) as { error: Message }).error;
  };

  it('refuses arguments that are not a list', async () => {
    expect(await refusal('getOrder', '{"orderId":"x"}')).toEqual({
      code: 'host.arguments-not-a-list',
      params: { command: 'getOrder' },
    });
  });

  it('refuses each argument that does not decode, naming it, before the service sees it', async () => {
    expect(await refusal('getOrder', '[""]')).toEqual(
      msg('host.bad-argument', {
        command: 'getOrder',
        argument: 'orderId',
        problem: msg('host.expected-id', { max: 256 }),
      }),
    );
    expect(await refusal('getOrder', JSON.stringify(['x'.repeat(257)]))).toMatchObject({
      code: 'host.bad-argument',
      params: { argument: 'orderId' },
    });
    expect(await refusal('cancelReprint', '[1.5]')).toMatchObject({
      params: { argument: 'jobId', problem: { code: 'host.expected-job-id' } },
    });
    expect(await refusal('listHistory', '[{"limit":100000}]')).toMatchObject({
      params: {
        argument: 'query.limit',
        problem: { code: 'host.expected-whole-number', params: { min: 1, max: 500 } },
      },
    });
    expect(await refusal('listHistory', '[{"dueFrom":"2026-02-30"}]')).toMatchObject({
      params: { argument: 'query.dueFrom', problem: { code: 'host.expected-date' } },
    });
    expect(await refusal('listHistory', '[{"state":"lost"}]')).toMatchObject({
      params: { argument: 'query.state', problem: { code: 'host.expected-one-of' } },
    });
    expect(await refusal('setDemoPrinterFault', '["on-fire"]')).toMatchObject({
      params: {
        argument: 'fault',
        problem: { params: { choices: ['none', 'paper-out', 'offline', 'no-completion', 'early-answer'] } },
      },
    });
    expect(await refusal('setLanguage', '["it"]')).toMatchObject({
      params: { argument: 'language', problem: { params: { choices: ['system', 'nl', 'fr', 'de', 'en'] } } },
    });
    expect(await refusal('getAppInfo', '[1]')).toEqual(
      msg('host.too-many-arguments', { command: 'getAppInfo', count: 1, max: 0 }),
    );
  });

  it('reads settings and an unsaved printer with the settings decoder, and says what it refused', async () => {
    const current = await call<SettingsView>('getSettings');
    const noAddress = { ...current.settings, printers: [{ id: 'p9', name: 'Bar' }] };
    expect(await refusal('saveSettings', JSON.stringify([{ settings: noAddress }]))).toMatchObject({
      code: 'app.printer-without-address',
    });
    expect(await refusal('checkSettings', JSON.stringify([{ pollIntervalSeconds: 'fast' }]))).toMatchObject({
      code: expect.stringMatching(/^app\.setting-/),
      params: expect.objectContaining({ setting: expect.stringContaining('pollIntervalSeconds') }),
    });
    expect(await refusal('testPrint', JSON.stringify([{ id: 'p9', name: 'Bar' }]))).toMatchObject({
      code: 'app.printer-without-address',
    });
    expect(await refusal('testPrint', '[42]')).toMatchObject({
      params: { argument: 'printer', problem: { code: 'host.expected-printer' } },
    });
    // The settings were not touched.
    expect((await call<SettingsView>('getSettings')).settings).toEqual(current.settings);
  });

  it("answers a service's refusal with its code, and the window can say it in any language", async () => {
    const error = await refusal('getOrder', '["no-such-order"]');
    expect(error).toEqual({ code: 'app.no-such-order', params: { orderId: 'no-such-order' } });
    expect(say(error, 'nl')).toContain('no-such-order');
    expect(say(error, 'nl')).not.toBe(say(error, 'en'));
  });

  it('answers a command without a result as {result: null}', async () => {
    const answer = await post('/api/retryNow', '[null]');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ result: null });
  });
});

describe('GET /api/events', () => {
  it('streams an order event as soon as an order arrives', async () => {
    const stream = await openEvents();
    try {
      const [order] = sim.addOrders(1, { shopId: shop });
      const id = String(order!.id);
      await pollNow();
      await eventually(
        'the stream told of the new order',
        () => stream.events().some((event) => event.type === 'order' && event.orderId === id && event.isNew),
        10_000,
      );
      await eventually(
        'the stream told it was confirmed',
        () =>
          stream
            .events()
            .some((event) => event.type === 'order' && event.orderId === id && event.state === 'confirmed'),
        10_000,
      );
      expect(stream.text()).not.toContain(TOKEN);
    } finally {
      stream.close();
    }
  });
});

describe('the token never reaches the window (invariant 5)', () => {
  it('is in no answer, no event and no log line', async () => {
    const stream = await openEvents();
    try {
      const id = await confirmedOrder();
      const answers = await Promise.all(
        (
          [
            ['getSettings', []],
            ['getStatus', []],
            ['getAppInfo', []],
            ['listHistory', [{}]],
            ['getOrder', [id]],
            ['testConnection', [{ baseUrl: sim.url, tenant: TENANT }]],
          ] as const
        ).map(([command, args]) => post(`/api/${command}`, JSON.stringify(args))),
      );
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.text).not.toContain(TOKEN);
      }
      const view = (JSON.parse(answers[0]!.text) as { result: SettingsView }).result;
      expect(view).toMatchObject({ hasToken: true, tokenStorage: 'environment' });
      expect(stream.text()).not.toContain(TOKEN);
      expect(logs.join('\n')).not.toContain(TOKEN);
    } finally {
      stream.close();
    }
  });

  it('a token from ORDERSLIP_TOKEN cannot be replaced from the window, and the refusal does not echo it', async () => {
    const current = await call<SettingsView>('getSettings');
    const answer = await post(
      '/api/saveSettings',
      JSON.stringify([{ settings: current.settings, token: 'tok-new-from-window-77' }]),
    );
    expect(answer.status).toBe(422);
    const { error } = JSON.parse(answer.text) as { error: unknown };
    const said = decodeMessage(error);
    expect(said, answer.text).not.toBeNull();
    expect(say(said!, 'en')).toContain('ORDERSLIP_TOKEN');
    expect(answer.text).not.toContain('tok-new-from-window-77');
  });

  it('set up from the window: saveSettings takes the token, getSettings says only that there is one', async () => {
    const dataDir = tempDir();
    const tokenFile = join(dataDir, 'token');
    const ownHost = await startHost(
      fileSettingsStore(dataDir),
      headlessTokenStore({ env: {}, tokenFile: undefined, dataDirTokenFile: tokenFile }),
      dataDir,
    );
    const url = ownHost.http!.url;
    const command = async (name: string, ...args: unknown[]) => {
      const response = await fetch(`${url}api/${name}`, {
        method: 'POST',
        headers: COMMAND_HEADERS,
        body: JSON.stringify(args),
      });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return text;
    };
    const before = JSON.parse(await command('getStatus')) as { result: StatusView };
    expect(before.result.connection.state).toBe('not_configured');

    const saved = await command('saveSettings', { settings: shopSettings(), token: ` ${TOKEN} ` });
    const after = await command('getSettings');
    for (const text of [saved, after]) {
      expect(text).not.toContain(TOKEN);
      expect((JSON.parse(text) as { result: SettingsView }).result).toMatchObject({
        hasToken: true,
        tokenStorage: 'file',
      });
    }
    // Kept apart from the settings, readable by its owner only.
    expect(readFileSync(tokenFile, 'utf8').trim()).toBe(TOKEN);
    expect(statSync(tokenFile).mode & 0o077).toBe(0);
    expect(readFileSync(join(dataDir, 'settings.json'), 'utf8')).not.toContain(TOKEN);
    // And the engine runs on it.
    const deadline = Date.now() + 10_000;
    let state = '';
    while (state !== 'ok' && Date.now() < deadline) {
      state = (JSON.parse(await command('getStatus')) as { result: StatusView }).result.connection.state;
      await new Promise((wake) => setTimeout(wake, 50));
    }
    expect(state).toBe('ok');
    // A second PC of the same shop and printer: left running, it would take the shop over whenever the
    // first one's announcements came late on a busy machine, and print what the tests below hold back.
    await ownHost.stop();
    hosts.splice(hosts.indexOf(ownHost), 1);
  });
});

describe("a person's actions over HTTP", () => {
  it('reprint reaches the printer, marked REPRINT', async () => {
    const id = await confirmedOrder();
    const before = paper.jobs().length;
    await call('reprint', id, 'counter');
    const jobs = await paper.waitForJobs(before + 1, 10_000);
    const reprint = jobs.slice(before).find((job) => job.parsed.qrCodes.includes(id));
    expect(reprint?.text).toContain('REPRINT');
    const detail = await call<OrderDetailView>('getOrder', id);
    expect(detail.timeline.map((entry) => entry.kind)).toContain('reprint-requested');
  });

  it('markHandled confirms an unprinted order at the service, and it never prints', async () => {
    await call('pausePrinter', 'counter');
    const [order] = sim.addOrders(1, { shopId: shop });
    const handled = String(order!.id);
    try {
      await pollNow();
      await eventually(
        'the order waits in the history',
        () => logs.some((line) => line.includes(`ORDER ${handled} waiting (new)`)),
        10_000,
      );
      const page = await call<HistoryPageView>('listHistory', { state: 'waiting' });
      expect(page.rows.map((row) => row.id)).toContain(handled);
      await call('markHandled', handled);
      await eventually('the service has it confirmed', () => sim.isConfirmed(handled, TENANT), 10_000);
      expect((await call<OrderDetailView>('getOrder', handled)).timeline.map((entry) => entry.kind)).toEqual(
        expect.arrayContaining(['handled', 'confirmed']),
      );
    } finally {
      await call('resumePrinter', 'counter');
    }
    // An order after it prints; the handled one does not come out before or with it.
    const sentinel = await confirmedOrder();
    expect(paper.jobs().some((job) => job.parsed.qrCodes.includes(sentinel))).toBe(true);
    expect(paper.jobs().some((job) => job.parsed.qrCodes.includes(handled))).toBe(false);
  });
});

describe("the window's side (src/http-app-api.ts) against this host", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The browser resolves the window's relative addresses against the page; here, against the host. */
  function windowApi() {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
    return httpAppApi();
  }

  it('resolves with the result, and rejects a refusal with a MessageError carrying its message', async () => {
    const api = windowApi();
    expect(await api.getAppInfo()).toEqual(HEADLESS_INFO);
    const refused = await api.getOrder('no-such-order').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MessageError);
    expect(messageOf(refused)).toEqual({ code: 'app.no-such-order', params: { orderId: 'no-such-order' } });
    const bad = await api.answerUnverified('x', 'maybe' as never).catch((error: unknown) => error);
    expect(messageOf(bad)).toMatchObject({ code: 'host.bad-argument', params: { argument: 'answer' } });
  });

  it('says when the host does not answer, or answers with something that is not a reply', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    expect(
      messageOf(
        await httpAppApi()
          .getStatus()
          .catch((error: unknown) => error),
      ),
    ).toEqual(msg('host.not-answering'));
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(
      messageOf(
        await httpAppApi()
          .getStatus()
          .catch((error: unknown) => error),
      ),
    ).toEqual(msg('host.answered-status', { status: 502 }));
  });
});

describe('diagnostics from the browser window', () => {
  it('come back as a download, with the log and without the token; nothing is written in the data folder', async () => {
    await confirmedOrder();
    const before = readdirSync(mainDataDir).sort();
    const exported = await call<DiagnosticsExportView>('exportDiagnostics');
    expect(exported).toMatchObject({
      saved: 'download',
      fileName: expect.stringMatching(/^orderslip-diagnostics-.+\.json$/),
    });
    const content = (exported as Extract<DiagnosticsExportView, { saved: 'download' }>).content;
    expect(content).toContain('ORDER ');
    expect(content).not.toContain(TOKEN);
    expect(readdirSync(mainDataDir).sort()).toEqual(before);
  });
});

describe('one composition for both hosts (core/host/compose.ts)', () => {
  it("the headless host's log file and stdout never carry the token, even in a name a person typed", async () => {
    // A printer named with the token: its state lines would carry it, were they not redacted.
    const dataDir = tempDir();
    const settings = fileSettingsStore(dataDir);
    const named = shopSettings();
    settings.save({
      ...named,
      printers: named.printers.map((printer) => ({ ...printer, name: `Counter ${TOKEN}` })),
    });
    const out: string[] = [];
    const own = await startEnvTokenHost({
      dataDir,
      settings,
      token: TOKEN,
      io: { ...io, out: (line) => out.push(line) },
    });
    hosts.push(own);
    expect(own.logFile).toBe(join(dataDir, 'logs', 'orderslip.log'));
    await eventually(
      'the printer is logged',
      () => existsSync(own.logFile) && readFileSync(own.logFile, 'utf8').includes('PRINT Counter [token]'),
      10_000,
    );
    expect(readFileSync(own.logFile, 'utf8')).not.toContain(TOKEN);
    expect(out.some((line) => line.includes('PRINT Counter [token]'))).toBe(true);
    expect(out.join('\n')).not.toContain(TOKEN);
  });
});

describe('the window', () => {
  it('is served at / as HTML, built or compiled from src/', async () => {
    expect(['built', 'dev']).toContain(host.http!.renderer);
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/<html/i);
  });

  it('a malformed address is answered, and the host lives on', async () => {
    const answer = await raw({
      method: 'GET',
      path: '/%E0%A4%A',
      headers: { Host: new URL(base).host },
    });
    expect(answer.status).toBeLessThan(500);
    expect(await call<AppInfo>('getAppInfo')).toEqual(HEADLESS_INFO);
  });
});

describe('a built window (out/renderer)', () => {
  let built: HttpHost;
  let root: string;

  beforeAll(async () => {
    root = tempDir();
    mkdirSync(join(root, 'out/renderer/assets'), { recursive: true });
    writeFileSync(
      join(root, 'out/renderer/index.html'),
      '<!doctype html><html><body>OrderSlip</body></html>',
    );
    writeFileSync(join(root, 'out/renderer/assets/app.js'), 'console.log("window");');
    writeFileSync(join(root, 'secret.txt'), 'not for the web');
    built = await startHttpHost({ api: host.service, port: 0, root });
  });

  afterAll(async () => {
    await built.close();
  });

  const get = (path: string) =>
    raw({ method: 'GET', path, headers: { Host: new URL(built.url).host } }, '', built.url);

  it('serves its files, and index.html for the routes of the window', async () => {
    expect(built.renderer).toBe('built');
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('OrderSlip');
    const script = await get('/assets/app.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain('window');
    expect((await get('/history')).text).toContain('OrderSlip');
  });

  it('never serves a file outside its folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const answer = await get(path);
      expect(answer.text, path).not.toContain('not for the web');
    }
  });

  it('answers a malformed address (a bad %-escape) and lives on', async () => {
    const answer = await get('/%E0%A4%A');
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toContain('not for the web');
    expect((await get('/')).status).toBe(200);
  });
});

describe('a window compiled from src/ on the fly (not built)', () => {
  it('a port already in use fails the start and leaves nothing running, so the process can end', async () => {
    // A root without out/renderer, so the host starts Vite; in a child process, whose exit is the proof.
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/index.html'), '<!doctype html><html><body>OrderSlip</body></html>');
    writeFileSync(join(root, 'svelte.config.js'), 'export default {};\n');
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    // The host's module bundled once, beside that root's node_modules: the child starts on plain Node,
    // not compiling the sources through tsx first, which cost it more CPU than starting Vite twice.
    const hostModule = await bundleForNode('electron/headless/http-host.ts', join(root, 'http-host.mjs'), {
      packagesExternal: true,
    });
    const script = `
      import { createServer } from 'node:net';
      import { startHttpHost } from ${JSON.stringify(pathToFileURL(hostModule).href)};
      const api = { subscribe: () => () => undefined };
      const root = ${JSON.stringify(root)};
      const free = await startHttpHost({ api, port: 0, root });
      console.log('renderer: ' + free.renderer);
      await free.close();
      const busy = createServer();
      await new Promise((listening) => busy.listen(0, '127.0.0.1', listening));
      try {
        await startHttpHost({ api, port: busy.address().port, root });
        console.log('started on a busy port');
      } catch (error) {
        console.log('refused: ' + error.code);
      }
      busy.close();
    `;
    const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--input-type=module', '-e', script], {
      cwd: ROOT,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    // A child that never ends is the failure; how long a busy machine takes to start Vite is not.
    const timer = setTimeout(() => child.kill('SIGKILL'), 80_000);
    const code = await exited;
    clearTimeout(timer);
    expect(output).toContain('renderer: dev');
    expect(output).toContain('refused: EADDRINUSE');
    expect(code, `the process did not end by itself:\n${output}`).toBe(0);
  }, 90_000);
});
