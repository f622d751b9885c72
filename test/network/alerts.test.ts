/**
 * Alerts for the owner: which conditions are told and when (pure, with the time given), and what
 * really leaves the PC — an e-mail to a real SMTP server (smtp-server, with a login) and a JSON POST
 * to a real HTTP receiver, worded in the owner's language, with an order's number but never its
 * customer; and "Send a test alert", channel by channel.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemView } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { AlertConditions } from '../../electron/core/network/alerts/alert-conditions';
import { OwnerAlerts } from '../../electron/core/network/alerts/owner-alerts';
import { memoryPasswordStore } from '../../electron/core/network/alerts/password-store';
import { alertSettings, heldOrder, localMail, statusWith } from './status-fixtures';
import { eventually } from '../engine/world';

const T0 = new Date(2026, 10, 24, 9, 0, 0);
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

const paperOut: ProblemView = {
  kind: 'printer-not-ready',
  printerId: 'counter',
  printerName: 'Toonbank',
  state: 'paper_out',
  waiting: 2,
  detail: verbatim('Out of paper.'),
};
const held = heldOrder(T0);

const status = statusWith;

describe('which conditions are told, and when', () => {
  const settings = { ...DEFAULT_SETTINGS.alerts, afterMinutes: 10 };

  it('a printer down longer than the set time is told once, and once more when it prints again', () => {
    const conditions = new AlertConditions();
    const down = status({ problems: [paperOut] });
    expect(conditions.observe(down, T0, settings, '07:00')).toEqual([]);
    expect(conditions.observe(down, minutes(9), settings, '07:00')).toEqual([]);
    const told = conditions.observe(down, minutes(10), settings, '07:00');
    expect(told).toMatchObject([
      { event: 'problem', condition: { kind: 'printer-down', printer: 'Toonbank' } },
    ]);
    expect(conditions.observe(down, minutes(30), settings, '07:00')).toEqual([]);
    // Back for a moment is not over yet (a flapping paper-out is one problem)…
    expect(conditions.observe(status(), minutes(30.5), settings, '07:00')).toEqual([]);
    expect(conditions.observe(down, minutes(31), settings, '07:00')).toEqual([]);
    // …gone for a minute is.
    expect(conditions.observe(status(), minutes(31.5), settings, '07:00')).toEqual([]);
    expect(conditions.observe(status(), minutes(32.1), settings, '07:00')).toMatchObject([
      { event: 'resolved', condition: { kind: 'printer-down' } },
    ]);
  });

  it('a paused printer is a person’s doing, and a short problem that ended is never told', () => {
    const conditions = new AlertConditions();
    const paused = { ...paperOut, state: 'paused' as const };
    expect(conditions.observe(status({ problems: [paused] }), minutes(60), settings, '07:00')).toEqual([]);
    conditions.observe(status({ problems: [paperOut] }), T0, settings, '07:00');
    expect(conditions.observe(status(), minutes(5), settings, '07:00')).toEqual([]);
    expect(conditions.observe(status(), minutes(20), settings, '07:00')).toEqual([]);
  });

  it('a held order and a refused token are told by their own switches', () => {
    const conditions = new AlertConditions();
    const both = status({
      attention: [held],
      problems: [{ kind: 'token-rejected', detail: msg('service.connected') }],
    });
    conditions.observe(both, T0, settings, '07:00');
    const told = conditions.observe(both, minutes(10), settings, '07:00');
    expect(
      told.map((event) => (event.event === 'quiet-morning' ? null : event.condition.kind)).sort(),
    ).toEqual(['order-held', 'token-rejected']);
    const off = new AlertConditions();
    const quietSettings = { ...settings, orderHeld: false, tokenRejected: false };
    off.observe(both, T0, quietSettings, '07:00');
    expect(off.observe(both, minutes(10), quietSettings, '07:00')).toEqual([]);
  });

  it('a quiet morning is told once, at its time, only when nothing came in or printed', () => {
    const quiet = { ...settings, quietMorning: { enabled: true, until: '10:00' } };
    const conditions = new AlertConditions();
    expect(conditions.observe(status(), minutes(59), quiet, '07:00')).toEqual([]);
    expect(conditions.observe(status(), minutes(60), quiet, '07:00')).toMatchObject([
      { event: 'quiet-morning', until: '10:00' },
    ]);
    expect(conditions.observe(status(), minutes(90), quiet, '07:00')).toEqual([]);
    const busy = new AlertConditions();
    const shop = {
      shopId: 3,
      name: null,
      lastSuccessAt: null,
      lastError: null,
      nextPollAt: null,
      dueToday: 1,
      arrivedToday: 1,
      waiting: 0,
      held: 0,
    };
    expect(busy.observe(status({ shops: [shop] }), minutes(60), quiet, '07:00')).toEqual([]);
  });
});

interface Mail {
  readonly user: string | null;
  readonly text: string;
}

describe('alerts leave the PC', () => {
  const mails: Mail[] = [];
  const posts: { path: string; body: unknown }[] = [];
  const beats: string[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;
  let http: Server;
  let base: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      secure: false,
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'bakker' && auth.password === 'geheim') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push({ user: typeof session.user === 'string' ? session.user : null, text });
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    http = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/missing') return void response.writeHead(404).end();
        if (request.method === 'GET') beats.push(request.url ?? '');
        else posts.push({ path: request.url ?? '', body: JSON.parse(body) as unknown });
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', () => done()));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((done) => smtp.close(() => done()));
    await new Promise<void>((done) => http.close(() => done()));
  });

  const settingsFor = (patch: Partial<AppSettings['alerts']> = {}): AppSettings =>
    alertSettings(localMail(smtpPort, 'bakker'), `${base}/hook`, null, patch);

  async function alertsWith(settings: AppSettings, password = 'geheim'): Promise<OwnerAlerts> {
    const store = memoryPasswordStore();
    await store.write(password);
    const alerts = new OwnerAlerts({ password: store, log: () => undefined, retryMs: 10 });
    alerts.apply(settings);
    return alerts;
  }

  it('a held order becomes one Dutch e-mail and one webhook POST with its number, never its customer', async () => {
    mails.length = 0;
    posts.length = 0;
    const alerts = await alertsWith(settingsFor());
    const holding = status({ attention: [held] });
    alerts.observe(holding, T0);
    alerts.observe(holding, minutes(1));
    alerts.observe(holding, minutes(2));
    await eventually(
      'the e-mail and the POST arrive',
      () => mails.length === 1 && posts.length === 1,
      10_000,
    );
    const [mail] = mails;
    expect(mail?.user).toBe('bakker');
    expect(mail?.text).toMatch(/Subject: =\?UTF-8\?|Subject: OrderSlip Kassa/);
    expect(mail?.text).toContain('Afhalen 12');
    expect(mail?.text).toContain('tegengehouden');
    expect(mail?.text).not.toMatch(/Zo.?ë|Verstraeten/);
    const post = posts[0]?.body as Record<string, unknown>;
    expect(post).toMatchObject({
      source: 'orderslip',
      version: 1,
      pc: 'Kassa',
      event: 'problem',
      kind: 'order-held',
      order: { number: '12', type: 'pick_up' },
      shop: 3,
    });
    expect(JSON.stringify(post)).not.toContain('Verstraeten');
    // Over: one more of each, saying so.
    alerts.observe(status(), minutes(3));
    alerts.observe(status(), minutes(4.1));
    await eventually('the resolution arrives', () => mails.length === 2 && posts.length === 2, 10_000);
    expect(posts[1]?.body).toMatchObject({ event: 'resolved', kind: 'order-held' });
    await alerts.stop();
  });

  it('sends a test alert on every channel switched on and says how each went', async () => {
    mails.length = 0;
    beats.length = 0;
    const settings = settingsFor({ heartbeat: { enabled: true, url: `${base}/beat` } });
    const alerts = await alertsWith(settings);
    const outcome = await alerts.test(settings);
    expect(outcome.results).toEqual([
      { channel: 'email', ok: true, detail: null },
      { channel: 'webhook', ok: true, detail: null },
      { channel: 'heartbeat', ok: true, detail: null },
    ]);
    expect(mails[0]?.text).toContain('testwaarschuwing');
    // The heartbeat is also called by itself as soon as it is switched on.
    expect(beats.filter((path) => path === '/beat').length).toBeGreaterThanOrEqual(1);
    await alerts.stop();
  });

  it('says why a channel failed: a refused login, a 404, a closed port — in the window’s words', async () => {
    const settings = settingsFor({
      webhook: { enabled: true, url: `${base}/missing` },
      heartbeat: { enabled: true, url: 'http://127.0.0.1:9/beat' },
    });
    const alerts = await alertsWith(settings, 'verkeerd');
    const outcome = await alerts.test(settings);
    expect(outcome.results.map((result) => result.ok)).toEqual([false, false, false]);
    const [email, webhook, heartbeat] = outcome.results.map((result) =>
      result.detail ? say(result.detail, 'en') : '',
    );
    expect(email).toMatch(/^The alert could not be sent by e-mail: .*(auth|login|Invalid)/i);
    expect(webhook).toContain('HTTP 404');
    expect(heartbeat).toMatch(/ECONNREFUSED|fetch failed/);
    await alerts.stop();
  });

  it('refuses a test with nothing switched on, and names a channel switched on but empty', async () => {
    const none = settingsFor({
      email: { ...settingsFor().alerts.email, enabled: false },
      webhook: { enabled: false, url: '' },
    });
    const alerts = await alertsWith(none);
    await expect(alerts.test(none)).rejects.toMatchObject({ said: { code: 'alerts.none-switched-on' } });
    const empty = settingsFor({ webhook: { enabled: true, url: '' } });
    const outcome = await alerts.test(empty);
    expect(outcome.results[1]).toMatchObject({
      channel: 'webhook',
      ok: false,
      detail: { code: 'alerts.channel-not-set-up' },
    });
    await alerts.stop();
  });
});
