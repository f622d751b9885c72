/**
 * Alerts for an owner who is not in the shop (docs/NETWORK.md): the app service hands every reading of
 * Status to `observe`; conditions that lasted the set time, their end, and a quiet morning go out by
 * e-mail and/or webhook in the background (a failed send is tried again a few times, then logged);
 * the heartbeat is called every minute while OrderSlip runs. Every call has an overall deadline, and
 * stopping waits a moment for a send in flight, then abandons it.
 */
import { hostname } from 'node:os';
import type { StatusView } from '../../../common/contract/app-api';
import type { AlertChannel, AlertTestView } from '../../../common/contract/network';
import type { AppSettings } from '../../../common/contract/settings';
import { msg, type Message } from '../../../common/messages/catalogue';
import { MessageError } from '../../../common/messages/errors';
import type { Language } from '../../../common/words/languages';
import { sleep } from '../../time/backoff';
import { CallAbandoned, DeadlineExceeded } from '../../time/deadline';
import type { OwnerAlerts as OwnerAlertsPort, SecretStore } from '../parts';
import { AlertConditions } from './alert-conditions';
import { alertLanguage, alertText, type AlertText } from './alert-text';
import {
  callHeartbeat,
  EMAIL_DEADLINE_MS,
  failureText,
  HTTP_DEADLINE_MS,
  isStageTimeout,
  postWebhook,
  sendEmail,
  SMTP_STAGE_MS,
  unreachableCode,
  type CallLimits,
} from './channels';

export const HEARTBEAT_MS = 60_000;
const ATTEMPTS = 3;
/** How long stopping lets a send in flight finish before it is abandoned (its socket destroyed). */
export const STOP_GRACE_MS = 2_000;

export interface OwnerAlertsOptions {
  readonly password: SecretStore;
  readonly log: (level: 'info' | 'warn' | 'error', message: Message) => void;
  /** The language when the app follows the system's. */
  readonly systemLanguage?: () => Language;
  readonly heartbeatMs?: number;
  /** The wait before a failed send is tried again (doubles each time). */
  readonly retryMs?: number;
  readonly now?: () => Date;
  /** Each call's overall deadline: an e-mail's, and a webhook's or heartbeat's. */
  readonly deadlines?: { readonly emailMs?: number; readonly httpMs?: number; readonly smtpStageMs?: number };
}

export class OwnerAlerts implements OwnerAlertsPort {
  private readonly conditions = new AlertConditions();
  private settings: AppSettings | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private heartbeatUrl = '';
  private heartbeatFailing = false;
  private readonly sending = new Set<Promise<void>>();
  private stopped = false;
  /** Aborts every call in flight and every wait before a retry: the app is stopping. */
  private readonly abandon = new AbortController();

  constructor(private readonly options: OwnerAlertsOptions) {}

  apply(settings: AppSettings): void {
    this.settings = settings;
    const { heartbeat } = settings.alerts;
    const url = heartbeat.enabled ? heartbeat.url : '';
    if (url === this.heartbeatUrl) return;
    this.heartbeatUrl = url;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    if (!url || this.stopped) return;
    const beat = () => void this.beat(url);
    beat();
    this.heartbeat = setInterval(beat, this.options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  listening(): boolean {
    const alerts = this.settings?.alerts;
    return !this.stopped && alerts !== undefined && (alerts.email.enabled || alerts.webhook.enabled);
  }

  observe(status: StatusView, now: Date): void {
    const settings = this.settings;
    if (!settings || this.stopped) return;
    const { alerts } = settings;
    if (!alerts.email.enabled && !alerts.webhook.enabled) return;
    for (const event of this.conditions.observe(status, now, alerts, settings.shopDay.openingTime)) {
      const text = alertText(event, this.context(settings, now));
      this.track(this.deliver(settings, text));
    }
  }

  async test(settings: AppSettings): Promise<AlertTestView> {
    const text = alertText('test', this.context(settings, this.now()));
    type Result = AlertTestView['results'][number];
    const attempt = async (channel: AlertChannel, send: () => Promise<void>): Promise<Result> => {
      if (!setUp(channel, settings))
        return {
          channel,
          ok: false,
          detail: msg('alerts.channel-not-set-up', { channel: CHANNEL_NAMES[channel] }),
        };
      try {
        await send();
        return { channel, ok: true, detail: null };
      } catch (error) {
        return { channel, ok: false, detail: this.failureOf(channel, error) };
      }
    };
    const { email, webhook, heartbeat } = settings.alerts;
    // Side by side: the answer comes within the longest channel's deadline, not the sum of them.
    const tries: Promise<Result>[] = [];
    if (email.enabled)
      tries.push(
        attempt('email', async () =>
          sendEmail(email, await this.options.password.read(), text, this.limits('email')),
        ),
      );
    if (webhook.enabled)
      tries.push(attempt('webhook', () => postWebhook(webhook.url, text, this.limits('webhook'))));
    if (heartbeat.enabled)
      tries.push(attempt('heartbeat', () => callHeartbeat(heartbeat.url, this.limits('heartbeat'))));
    if (tries.length === 0) throw new MessageError(msg('alerts.none-switched-on'));
    return { results: await Promise.all(tries) };
  }

  /**
   * Sends in flight get a moment to finish (a resolution that is nearly out), then are abandoned:
   * stopping never waits on a slow server.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    const settled = Promise.allSettled([...this.sending]);
    const grace = new AbortController();
    await Promise.race([settled, sleep(STOP_GRACE_MS, grace.signal).catch(() => undefined)]);
    grace.abort();
    this.abandon.abort();
    await settled;
  }

  /** Why a call on `channel` failed, worded with the SMTP stage timeout in use. */
  private failureOf(channel: AlertChannel, error: unknown): Message {
    return failureMessage(channel, error, this.options.deadlines?.smtpStageMs ?? SMTP_STAGE_MS);
  }

  /** A call's deadline, and the signal that abandons it when stopping. */
  private limits(channel: AlertChannel): CallLimits {
    const {
      emailMs = EMAIL_DEADLINE_MS,
      httpMs = HTTP_DEADLINE_MS,
      smtpStageMs = SMTP_STAGE_MS,
    } = this.options.deadlines ?? {};
    return channel === 'email'
      ? { deadlineMs: emailMs, stageMs: smtpStageMs, stop: this.abandon.signal }
      : { deadlineMs: httpMs, stop: this.abandon.signal };
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private context(settings: AppSettings, at: Date) {
    return {
      pc: settings.network.pcName.trim() || hostname(),
      language: alertLanguage(settings.language, this.options.systemLanguage?.() ?? 'en'),
      at,
    };
  }

  private track(task: Promise<void>): void {
    this.sending.add(task);
    void task.finally(() => this.sending.delete(task));
  }

  /** Every channel switched on, each tried a few times; what still fails is logged, never thrown. */
  private async deliver(settings: AppSettings, text: AlertText): Promise<void> {
    const { email, webhook } = settings.alerts;
    const sends: Promise<void>[] = [];
    if (email.enabled && setUp('email', settings))
      sends.push(
        this.retrying('email', async () =>
          sendEmail(email, await this.options.password.read(), text, this.limits('email')),
        ),
      );
    if (webhook.enabled && setUp('webhook', settings))
      sends.push(this.retrying('webhook', () => postWebhook(webhook.url, text, this.limits('webhook'))));
    await Promise.all(sends);
  }

  private async retrying(channel: AlertChannel, send: () => Promise<void>): Promise<void> {
    let wait = this.options.retryMs ?? 30_000;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await send();
        return;
      } catch (error) {
        if (attempt >= ATTEMPTS || this.stopped) {
          this.options.log('error', this.failureOf(channel, error));
          return;
        }
      }
      try {
        await sleep(wait, this.abandon.signal);
      } catch {
        this.options.log('error', msg('alerts.delivery-stopped', { channel: CHANNEL_NAMES[channel] }));
        return;
      }
      wait *= 2;
    }
  }

  /** One call of the heartbeat: its failure is said once, and its recovery goes unsaid (the monitor shows it). */
  private async beat(url: string): Promise<void> {
    try {
      await callHeartbeat(url, this.limits('heartbeat'));
      this.heartbeatFailing = false;
    } catch (error) {
      if (this.heartbeatFailing || url !== this.heartbeatUrl || error instanceof CallAbandoned) return;
      this.heartbeatFailing = true;
      this.options.log(
        'warn',
        error instanceof DeadlineExceeded
          ? msg('alerts.heartbeat-timed-out', { seconds: Math.round(error.deadlineMs / 1000) })
          : msg('alerts.heartbeat-failing', { detail: failureText(error) }),
      );
    }
  }
}

/** Why a send failed, for the person: a slow server and a stop are said as such, anything else as it came. */
function failureMessage(channel: AlertChannel, error: unknown, stageMs: number): Message {
  const name = CHANNEL_NAMES[channel];
  if (error instanceof DeadlineExceeded)
    return msg('alerts.delivery-timed-out', {
      channel: name,
      seconds: Math.round(error.deadlineMs / 1000),
    });
  if (error instanceof CallAbandoned) return msg('alerts.delivery-stopped', { channel: name });
  // The mail library's own timeouts (a server that accepts and never greets) read like the deadline's,
  // not as its English "Greeting never received".
  if (channel === 'email' && isStageTimeout(error))
    return msg('alerts.delivery-timed-out', { channel: name, seconds: Math.round(stageMs / 1000) });
  const code = unreachableCode(error);
  if (code !== null) return msg('alerts.delivery-unreachable', { channel: name, code });
  return msg('alerts.delivery-failed', { channel: name, detail: failureText(error) });
}

/** Whether a channel switched on has what it needs to be tried (the settings allow saving it empty). */
function setUp(channel: AlertChannel, settings: AppSettings): boolean {
  const { email, webhook, heartbeat } = settings.alerts;
  switch (channel) {
    case 'email':
      return email.host !== '' && email.from !== '' && email.to.length > 0;
    case 'webhook':
      return webhook.url !== '';
    case 'heartbeat':
      return heartbeat.url !== '';
  }
}

/** How channels are named inside messages (the same in every language). */
const CHANNEL_NAMES: Readonly<Record<AlertChannel, string>> = {
  email: 'e-mail',
  webhook: 'webhook',
  heartbeat: 'heartbeat',
};
