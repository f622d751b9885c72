/**
 * Slow servers never hold the app (issue 23 §5): servers on real sockets that answer one byte every
 * few hundred milliseconds, so no idle timeout ever trips. "Send a test alert" still answers within its
 * deadline and says, per channel, that the server timed out; an alert's webhook POST gives up the same
 * way; stopping abandons whatever is in flight within seconds and closes its sockets; the CUPS print
 * server and the ordering service get the same treatment. "Within" is a generous bound (the deadline
 * plus many seconds), never a tight window: only a call that hangs fails it.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatusView } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { msg, type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { OwnerAlerts, STOP_GRACE_MS } from '../../electron/core/network/alerts/owner-alerts';
import { memoryPasswordStore } from '../../electron/core/network/alerts/password-store';
import { FAILING_LISTINGS } from '../../electron/core/app/problems';
import { printJob } from '../../electron/core/printer';
import { ServiceWorld } from '../app/service-world';
import { alertSettings, heldOrder, localMail, statusWith } from './status-fixtures';
import { eventually, FAST_ENGINE } from '../engine/world';
import { fakeCups } from '../printer/fake-cups';
import { receipt, settingsFor } from '../printer/helpers';
import { dripHttpBody, dripHttpHeaders, dripSmtp, type DripServer } from './drip-server';

const DRIP_MS = 300;
/** What a hanging call would exceed: the deadline plus many seconds of a busy machine. */
const MARGIN_MS = 15_000;
/** Each test's own limit: far above every bound it asserts, so only a call that hangs reaches it. */
const TEST_MS = 90_000;

const servers: DripServer[] = [];
const alertsMade: OwnerAlerts[] = [];
afterEach(async () => {
  await Promise.all(alertsMade.splice(0).map((alerts) => alerts.stop()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function started(make: Promise<DripServer>): Promise<DripServer> {
  const server = await make;
  servers.push(server);
  return server;
}

function alertingVia(
  smtp: DripServer,
  hook: DripServer,
  beat: DripServer | null,
  patch: Partial<AppSettings['alerts']> = {},
): AppSettings {
  const heartbeatUrl = beat ? `http://127.0.0.1:${beat.port}/beat` : null;
  return alertSettings(localMail(smtp.port), `http://127.0.0.1:${hook.port}/hook`, heartbeatUrl, patch);
}

function ownerAlerts(options: Partial<ConstructorParameters<typeof OwnerAlerts>[0]> = {}): {
  alerts: OwnerAlerts;
  logged: Message[];
} {
  const logged: Message[] = [];
  const alerts = new OwnerAlerts({
    password: memoryPasswordStore(),
    log: (_level, message) => logged.push(message),
    ...options,
  });
  alertsMade.push(alerts);
  return { alerts, logged };
}

const held = heldOrder(new Date(2026, 10, 24, 9));

const status = statusWith;

describe('alerts to servers that drip', () => {
  it(
    '"Send a test alert" answers within its deadline, saying for each channel that the server timed out',
    async () => {
      const smtp = await started(dripSmtp(DRIP_MS));
      const hook = await started(dripHttpHeaders(DRIP_MS));
      const beat = await started(dripHttpHeaders(DRIP_MS));
      const settings = alertingVia(smtp, hook, beat);
      const deadlines = { emailMs: 3_000, httpMs: 3_000 };
      const { alerts } = ownerAlerts({ deadlines });
      // Not applied: the heartbeat's own timer stays out of it, only the test calls it.
      const began = performance.now();
      const outcome = await alerts.test(settings);
      expect(performance.now() - began).toBeLessThan(deadlines.emailMs + MARGIN_MS);
      // Each server really was dripping when its call was given up.
      expect([smtp.dripped(), hook.dripped(), beat.dripped()]).toEqual([1, 1, 1]);
      expect(outcome.results).toEqual([
        {
          channel: 'email',
          ok: false,
          detail: msg('alerts.delivery-timed-out', { channel: 'e-mail', seconds: 3 }),
        },
        {
          channel: 'webhook',
          ok: false,
          detail: msg('alerts.delivery-timed-out', { channel: 'webhook', seconds: 3 }),
        },
        {
          channel: 'heartbeat',
          ok: false,
          detail: msg('alerts.delivery-timed-out', { channel: 'heartbeat', seconds: 3 }),
        },
      ]);
      const email = outcome.results[0]?.detail;
      expect(email && say(email, 'nl')).toContain('had na 3 seconden nog niet volledig geantwoord');
      // Abandoned means closed: no socket is left for a server to drip on.
      await eventually(
        'every dripping connection is closed',
        () => smtp.dripping() + hook.dripping() + beat.dripping() === 0,
        MARGIN_MS,
      );
    },
    TEST_MS,
  );

  it(
    'stopping while a test alert waits on a dripping mail server ends within seconds, and the test says why',
    async () => {
      const smtp = await started(dripSmtp(DRIP_MS));
      const hook = await started(dripHttpHeaders(DRIP_MS));
      const settings = alertingVia(smtp, hook, null);
      // The real deadlines (30 s, 10 s): stopping must not wait for them.
      const { alerts } = ownerAlerts();
      const answer = alerts.test(settings);
      await eventually(
        'the mail server drips',
        () => smtp.dripping() === 1 && hook.dripping() === 1,
        MARGIN_MS,
      );
      const began = performance.now();
      await alerts.stop();
      expect(performance.now() - began).toBeLessThan(STOP_GRACE_MS + MARGIN_MS);
      expect((await answer).results).toEqual([
        { channel: 'email', ok: false, detail: msg('alerts.delivery-stopped', { channel: 'e-mail' }) },
        { channel: 'webhook', ok: false, detail: msg('alerts.delivery-stopped', { channel: 'webhook' }) },
      ]);
      await eventually(
        'the connections are closed',
        () => smtp.dripping() + hook.dripping() === 0,
        MARGIN_MS,
      );
    },
    TEST_MS,
  );

  it(
    'a held order’s webhook POST to a receiver that drips: given up at its deadline, tried again, then logged as timed out',
    async () => {
      const smtp = await started(dripSmtp(DRIP_MS));
      const hook = await started(dripHttpHeaders(DRIP_MS));
      const settings = alertingVia(smtp, hook, null, {
        email: { ...alertingVia(smtp, hook, null).alerts.email, enabled: false },
      });
      const { alerts, logged } = ownerAlerts({ deadlines: { httpMs: 1_500 }, retryMs: 10 });
      alerts.apply(settings);
      const at = new Date(2026, 10, 24, 9);
      const holding = status({ attention: [held] });
      alerts.observe(holding, at);
      alerts.observe(holding, new Date(at.getTime() + 61_000));
      await eventually('the failure is logged', () => logged.length === 1, 3 * 1_500 + MARGIN_MS);
      expect(logged).toEqual([msg('alerts.delivery-timed-out', { channel: 'webhook', seconds: 2 })]);
      expect(hook.dripped()).toBe(3);
      await eventually('no connection is left open', () => hook.dripping() === 0, MARGIN_MS);
    },
    TEST_MS,
  );

  it(
    'a heartbeat address that drips: the call ends at its deadline, and the log says so once',
    async () => {
      const smtp = await started(dripSmtp(DRIP_MS));
      const hook = await started(dripHttpHeaders(DRIP_MS));
      const beat = await started(dripHttpHeaders(DRIP_MS));
      const settings = alertingVia(smtp, hook, beat);
      const { alerts, logged } = ownerAlerts({ deadlines: { httpMs: 1_000 } });
      alerts.apply(settings);
      await eventually('the failure is logged', () => logged.length === 1, 1_000 + MARGIN_MS);
      expect(logged).toEqual([msg('alerts.heartbeat-timed-out', { seconds: 1 })]);
      expect(say(logged[0]!, 'en')).toContain('did not finish answering within 1 second;');
      await eventually('its connection is closed', () => beat.dripping() === 0, MARGIN_MS);
    },
    TEST_MS,
  );

  it(
    'stopping with an alert mail, a webhook POST and a heartbeat in flight ends within seconds, and closes them',
    async () => {
      const smtp = await started(dripSmtp(DRIP_MS));
      const hook = await started(dripHttpHeaders(DRIP_MS));
      const beat = await started(dripHttpHeaders(DRIP_MS));
      const settings = alertingVia(smtp, hook, beat);
      // The real deadlines and waits between tries: before, stopping waited on all of them (minutes).
      const { alerts, logged } = ownerAlerts();
      alerts.apply(settings);
      const at = new Date(2026, 10, 24, 9);
      const holding = status({ attention: [held] });
      alerts.observe(holding, at);
      alerts.observe(holding, new Date(at.getTime() + 61_000));
      await eventually(
        'all three servers drip',
        () => smtp.dripping() === 1 && hook.dripping() === 1 && beat.dripping() === 1,
        MARGIN_MS,
      );
      const began = performance.now();
      await alerts.stop();
      expect(performance.now() - began).toBeLessThan(STOP_GRACE_MS + MARGIN_MS);
      expect(logged).toEqual(
        expect.arrayContaining([
          msg('alerts.delivery-stopped', { channel: 'e-mail' }),
          msg('alerts.delivery-stopped', { channel: 'webhook' }),
        ]),
      );
      await eventually(
        'every connection is closed',
        () => smtp.dripping() + hook.dripping() + beat.dripping() === 0,
        MARGIN_MS,
      );
    },
    TEST_MS,
  );
});

describe('alerts to servers that never answer or cannot be reached', () => {
  it(
    'a mail server that accepts and never greets, and a port where nothing listens: the test alert says why in the person’s words, never the library’s English',
    async () => {
      // Accepts and says nothing: no greeting ever comes.
      const accepted = new Set<Socket>();
      const silent = createServer((socket) => accepted.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      try {
        const email = (port: number): AppSettings['alerts']['email'] => ({
          enabled: true,
          host: '127.0.0.1',
          port,
          security: 'none',
          user: '',
          from: 'orderslip@bakkerij.be',
          to: ['eigenaar@bakkerij.be'],
        });
        const settings = (emailPort: number): AppSettings => ({
          ...DEFAULT_SETTINGS,
          language: 'nl',
          alerts: {
            ...DEFAULT_SETTINGS.alerts,
            email: email(emailPort),
            webhook: { enabled: true, url: `http://127.0.0.1:${closedPort}/hook` },
            heartbeat: { enabled: false, url: '' },
          },
        });
        // The mail library's own stage timeout is shorter than the overall deadline: it trips first.
        const { alerts } = ownerAlerts({ deadlines: { emailMs: 30_000, smtpStageMs: 1_000 } });
        const began = performance.now();
        const unanswered = await alerts.test(settings((silent.address() as AddressInfo).port));
        expect(performance.now() - began).toBeLessThan(1_000 + MARGIN_MS);
        const unreachable = (channel: string): Message =>
          msg('alerts.delivery-unreachable', { channel, code: 'ECONNREFUSED' });
        expect(unanswered.results).toEqual([
          {
            channel: 'email',
            ok: false,
            detail: msg('alerts.delivery-timed-out', { channel: 'e-mail', seconds: 1 }),
          },
          { channel: 'webhook', ok: false, detail: unreachable('webhook') },
        ]);
        const refused = await alerts.test(settings(closedPort));
        expect(refused.results[0]).toEqual({ channel: 'email', ok: false, detail: unreachable('e-mail') });
        expect(say(unreachable('e-mail'), 'nl')).toContain('de server is niet bereikbaar (ECONNREFUSED)');
      } finally {
        for (const socket of accepted) socket.destroy();
        silent.close();
      }
    },
    TEST_MS,
  );
});

describe('a CUPS print server that drips', () => {
  it(
    'a job is not followed forever: each question has an overall deadline, and the job counts as handed over',
    async () => {
      const cups = await fakeCups({ jobId: 42, steps: [{ state: 3 }], dripMs: DRIP_MS });
      try {
        const began = performance.now();
        const result = await printJob(settingsFor('printer:Bar'), [receipt('x')], {
          osQueue: { env: cups.env, platform: 'linux' },
          timeouts: { deviceMs: 5_000 },
        });
        expect(performance.now() - began).toBeLessThan(5_000 + MARGIN_MS);
        expect(cups.polls()).toBeGreaterThanOrEqual(1);
        // Nothing is known of the job: it was accepted by the queue, not proven.
        expect(result).toMatchObject({ outcome: 'delivered', detail: { code: 'printer.queue-delivered' } });
      } finally {
        await cups.close();
      }
    },
    TEST_MS,
  );
});

describe('an ordering service that drips', () => {
  let world: ServiceWorld | null = null;
  afterEach(async () => {
    await world?.close();
    world = null;
  });

  const counterOn = (w: ServiceWorld) =>
    printerSettings({ id: 'counter', name: 'Toonbank', uri: w.printer.uri, language: 'nl' });

  it(
    'a poll whose answer drips fails at its deadline, and Status says the service does not answer in time',
    async () => {
      const service = await started(dripHttpBody(DRIP_MS));
      world = await ServiceWorld.open({ seed: 231, tenant: 'drip', token: 'tok-drip-5e1a' });
      const settings = world.settingsWith([counterOn(world)], {
        connection: { baseUrl: `http://127.0.0.1:${service.port}`, tenant: 'drip' },
      });
      const timeoutMs = 1_500;
      const maxAttempts = 1;
      const app = world.service(settings, {
        engine: { ...FAST_ENGINE, client: { ...FAST_ENGINE.client, timeoutMs, maxAttempts } },
      });
      const began = performance.now();
      await app.start();
      try {
        // Status names the service as failing after a few listings that failed, each within its deadline
        // (a try per attempt, a second between listings).
        const bound = FAILING_LISTINGS * (maxAttempts * timeoutMs + 1_000) + MARGIN_MS;
        let seen: StatusView;
        for (;;) {
          seen = await app.getStatus();
          if (seen.problems.some((problem) => problem.kind === 'service-failing')) break;
          if (performance.now() - began > bound) throw new Error('Status never said the service fails');
          await new Promise((wake) => setTimeout(wake, 50));
        }
        expect(service.dripped()).toBeGreaterThanOrEqual(FAILING_LISTINGS);
        expect(seen.connection.state).toBe('failing');
        const problem = seen.problems.find((found) => found.kind === 'service-failing');
        const said = problem && 'detail' in problem ? problem.detail : null;
        expect(said?.code).toBe('service.answer-incomplete');
        expect(said && say(said, 'en')).toContain('the answer did not arrive completely within 1.5 seconds');
      } finally {
        await app.dispose();
      }
    },
    TEST_MS,
  );

  it(
    'stopping while a poll waits on the dripping service ends within seconds, long before the request’s deadline',
    async () => {
      const service = await started(dripHttpBody(DRIP_MS));
      world = await ServiceWorld.open({ seed: 232, tenant: 'drip', token: 'tok-drip-5e1a' });
      const settings = world.settingsWith([counterOn(world)], {
        connection: { baseUrl: `http://127.0.0.1:${service.port}`, tenant: 'drip' },
      });
      const timeoutMs = 120_000;
      const app = world.service(settings, {
        engine: { ...FAST_ENGINE, client: { ...FAST_ENGINE.client, timeoutMs } },
      });
      await app.start();
      await eventually('a poll is in flight', () => service.dripping() >= 1, MARGIN_MS);
      const began = performance.now();
      await app.dispose();
      expect(performance.now() - began).toBeLessThan(MARGIN_MS);
      await eventually('its connection is closed', () => service.dripping() === 0, MARGIN_MS);
    },
    TEST_MS,
  );
});
