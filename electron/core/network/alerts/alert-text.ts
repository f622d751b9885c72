/**
 * An alert as the owner reads it: a subject and a body in the app's language, and the webhook's JSON.
 * Built only from what may leave the PC: the PC's name, a printer's name, an order's type and number
 * (or, for one that could not be read, the service's id for it and its shop).
 * Never the customer, never the token, never an order's data.
 */
import type { AppLanguage } from '../../../common/contract/settings';
import { msg, type Message } from '../../../common/messages/catalogue';
import { say } from '../../../common/messages/say';
import type { AlertSubject } from '../../../common/words/en/messages/alerts';
import type { Language } from '../../../common/words/languages';
import type { AlertEvent } from './alert-conditions';

export interface AlertText {
  readonly event: AlertSubject;
  readonly subject: string;
  readonly body: string;
  /** The webhook's JSON (docs/NETWORK.md). */
  readonly json: Readonly<Record<string, unknown>>;
}

/** The language alerts are written in: the app's, or English when it follows the system. */
export function alertLanguage(language: AppLanguage, system: Language = 'en'): Language {
  return language === 'system' ? system : language;
}

function minutesSince(since: Date, at: Date): number {
  return Math.max(1, Math.round((at.getTime() - since.getTime()) / 60_000));
}

/** What the event says, as a message. */
function messageOf(event: AlertEvent, at: Date): Message {
  if (event.event === 'quiet-morning') return msg('alerts.quiet-morning', { until: event.until });
  const { condition } = event;
  const minutes = minutesSince(event.since, at);
  const over = event.event === 'resolved';
  switch (condition.kind) {
    case 'printer-down':
      return over
        ? msg('alerts.printer-up', { printer: condition.printer ?? '' })
        : msg('alerts.printer-down', { printer: condition.printer ?? '', minutes });
    case 'order-held': {
      const order = condition.order ?? { number: null, type: null, id: null, shop: null };
      return over ? msg('alerts.order-released', { order }) : msg('alerts.order-held', { order, minutes });
    }
    case 'token-rejected':
      return over ? msg('alerts.token-accepted') : msg('alerts.token-rejected', { minutes });
    case 'shop-taken-over':
      return msg('alerts.shop-taken-over', {
        shop: condition.shopId ?? 0,
        fromPc: condition.takenFrom?.pc ?? '',
        order: condition.order ?? { number: null, type: null, id: null, shop: null },
        minutes: Math.max(1, Math.round((condition.takenFrom?.waitedMs ?? 0) / 60_000)),
      });
    case 'update-check-failed': {
      const update = condition.update ?? {
        version: '',
        fromVersion: '',
        detail: msg('general.text', { text: '' }),
      };
      return msg('update.self-check-failed', {
        version: update.version,
        fromVersion: update.fromVersion,
        failures:
          update.detail.code === 'update.check-failures' ? update.detail.params.failures : [update.detail],
      });
    }
  }
}

export function alertText(
  event: AlertEvent | 'test',
  context: { readonly pc: string; readonly language: Language; readonly at: Date },
): AlertText {
  const { pc, language, at } = context;
  const message = event === 'test' ? msg('alerts.test') : messageOf(event, at);
  const kind: AlertSubject = event === 'test' ? 'test' : event.event;
  const body = say(message, language);
  const what = body.length > 70 ? `${body.slice(0, 69)}…` : body;
  const subject = say(msg('alerts.subject', { pc, subject: kind, what }), language);
  const condition = event !== 'test' && event.event !== 'quiet-morning' ? event.condition : null;
  return {
    event: kind,
    subject,
    body: `${body}\n\n— OrderSlip, ${pc}, ${at.toISOString()}`,
    json: {
      source: 'orderslip',
      version: 1,
      pc,
      event: kind,
      kind: condition?.kind ?? (kind === 'quiet-morning' ? 'quiet-morning' : 'test'),
      ...(condition?.printer ? { printer: condition.printer } : {}),
      ...(condition?.order
        ? { order: { number: condition.order.number, type: condition.order.type, id: condition.order.id } }
        : {}),
      ...(condition?.shopId !== null && condition?.shopId !== undefined ? { shop: condition.shopId } : {}),
      ...(condition?.update
        ? { update: { version: condition.update.version, fromVersion: condition.update.fromVersion } }
        : {}),
      ...(event !== 'test' && event.event !== 'quiet-morning' ? { since: event.since.toISOString() } : {}),
      at: at.toISOString(),
      text: body,
    },
  };
}
