/**
 * The fleet host's alerts (docs/DEPLOY.md): when a counter goes silent, goes red, or is fine again,
 * through the owner alert channels every counter has (e-mail, webhook: `network/alerts/channels.ts`).
 * The state last announced is kept with the counter (`FleetStore`), so a restart neither repeats an
 * alert nor loses one: a counter that fell silent while the fleet host was down is announced when it
 * comes back up. Every change is also a line in the fleet host's log, whether or not a channel is set.
 */
import type { FleetCounterView, FleetView } from '../../common/contract/fleet';
import type { EmailAlertSettings } from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import type { Language } from '../../common/words/languages';
import type { AlertText } from '../network/alerts/alert-text';
import { failureText, postWebhook, sendEmail } from '../network/alerts/channels';
import { sleep } from '../time/backoff';
import type { FleetWatcher } from './fleet-host';
import { reasonMessages } from './fleet-reasons';
import type { AnnouncedState, FleetStore } from './fleet-store';

export interface FleetAlertSettings {
  readonly language: Language;
  readonly email: EmailAlertSettings;
  readonly webhook: { readonly enabled: boolean; readonly url: string };
}

export interface FleetAlertsOptions {
  readonly settings: FleetAlertSettings;
  /** The SMTP password, when the e-mail server asks for one. */
  readonly password: () => Promise<string | null>;
  readonly log: (level: 'info' | 'warn' | 'error', message: Message) => void;
  /** The wait before a failed send is tried again (doubles each time). */
  readonly retryMs?: number;
}

const ATTEMPTS = 3;
const STOP_GRACE_MS = 2_000;

export function counterState(counter: FleetCounterView): AnnouncedState {
  return counter.reasons[0]?.kind === 'silent' ? 'silent' : counter.red ? 'red' : 'green';
}

function alertMessage(counter: FleetCounterView, state: AnnouncedState): Message {
  const pc = counter.report.pcName.trim() || counter.counterId;
  const minutes = Math.max(1, Math.floor(counter.ageSeconds / 60));
  const reasons = reasonMessages(counter);
  if (state === 'silent') return msg('fleet-host.alert-silent', { pc, minutes, reasons });
  if (state === 'red') return msg('fleet-host.alert-red', { pc, minutes, reasons });
  return msg('fleet-host.alert-back', { pc, minutes, reasons });
}

export function fleetAlertText(
  counter: FleetCounterView,
  state: AnnouncedState,
  language: Language,
  at: Date,
): AlertText {
  const pc = counter.report.pcName.trim() || counter.counterId;
  const body = say(alertMessage(counter, state), language);
  return {
    event: state === 'green' ? 'resolved' : 'problem',
    subject: say(msg('fleet-host.alert-subject', { pc, state }), language),
    body: `${body}\n\n— OrderSlip fleet, ${at.toISOString()}`,
    json: {
      source: 'orderslip-fleet',
      version: 1,
      event: state === 'green' ? 'back' : state,
      counter: counter.counterId,
      pc: counter.report.pcName,
      shops: counter.report.shops.map((shop) => ({ id: shop.shopId, name: shop.name })),
      reasons: counter.reasons,
      lastReportAt: counter.receivedAt,
      at: at.toISOString(),
      text: body,
    },
  };
}

export class FleetAlerts implements FleetWatcher {
  private readonly sending = new Set<Promise<void>>();
  private readonly abandon = new AbortController();
  private stopped = false;

  constructor(private readonly options: FleetAlertsOptions) {}

  observe(view: FleetView, store: FleetStore): void {
    if (this.stopped) return;
    for (const counter of view.counters) {
      const state = counterState(counter);
      const announced = store.announced(counter.counterId);
      if (announced === null || announced === state) continue;
      // Kept first: a send that fails is retried and logged, never announced twice.
      store.announce(counter.counterId, state);
      const message = alertMessage(counter, state);
      this.options.log(state === 'green' ? 'info' : 'warn', message);
      const text = fleetAlertText(counter, state, this.options.settings.language, new Date(view.generatedAt));
      const task = this.deliver(text);
      this.sending.add(task);
      void task.finally(() => this.sending.delete(task));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const settled = Promise.allSettled([...this.sending]);
    const grace = new AbortController();
    await Promise.race([settled, sleep(STOP_GRACE_MS, grace.signal).catch(() => undefined)]);
    grace.abort();
    this.abandon.abort();
    await settled;
  }

  private async deliver(text: AlertText): Promise<void> {
    const { email, webhook } = this.options.settings;
    const sends: Promise<void>[] = [];
    const stop = this.abandon.signal;
    if (email.enabled && email.host !== '' && email.from !== '' && email.to.length > 0)
      sends.push(
        this.retrying('e-mail', async () =>
          sendEmail(email, await this.options.password(), text, {
            deadlineMs: 30_000,
            stageMs: 15_000,
            stop,
          }),
        ),
      );
    if (webhook.enabled && webhook.url !== '')
      sends.push(
        this.retrying('webhook', () => postWebhook(webhook.url, text, { deadlineMs: 10_000, stop })),
      );
    await Promise.all(sends);
  }

  private async retrying(channel: string, send: () => Promise<void>): Promise<void> {
    let wait = this.options.retryMs ?? 30_000;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        if (attempt >= ATTEMPTS || this.stopped) {
          this.options.log('error', msg('fleet-host.alert-failed', { channel, detail: failureText(error) }));
          return;
        }
      }
      try {
        await sleep(wait, this.abandon.signal);
      } catch {
        return;
      }
      wait *= 2;
    }
  }
}
