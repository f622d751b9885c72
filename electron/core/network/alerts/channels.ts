/**
 * The ways an alert leaves the PC: an e-mail over SMTP (nodemailer), a JSON POST (webhook), and the
 * heartbeat's GET. Each has an overall deadline and stops when its owner does (docs/NETWORK.md): a
 * server that drips its answer one byte at a time never trips an idle timeout, and must not hold
 * "Send a test alert" or the app's stopping. Each throws an Error a person can read; the caller words it.
 */
import type { EmailAlertSettings } from '../../../common/contract/settings';
import { withDeadline } from '../../time/deadline';
import type { AlertText } from './alert-text';

/** Everything from connecting to the server's last answer: a mail takes a few seconds at most. */
export const EMAIL_DEADLINE_MS = 30_000;
/** One webhook POST or heartbeat GET, its answer included. */
export const HTTP_DEADLINE_MS = 10_000;
/** The SMTP library's own stage timeouts, each shorter than the overall deadline. */
export const SMTP_STAGE_MS = 15_000;

export interface CallLimits {
  readonly deadlineMs: number;
  /** E-mail only: the SMTP library's stage timeouts (connecting, the greeting, a quiet socket). */
  readonly stageMs?: number;
  /** Aborts the call at once (the app stopping). */
  readonly stop?: AbortSignal;
}

export async function sendEmail(
  settings: EmailAlertSettings,
  password: string | null,
  text: AlertText,
  limits: CallLimits = { deadlineMs: EMAIL_DEADLINE_MS },
): Promise<void> {
  // Loaded when a mail is sent: most shops never set e-mail up, and the idle app stays smaller.
  const { createTransport } = await import('nodemailer');
  const options = {
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.user ? { auth: { user: settings.user, pass: password ?? '' } } : {}),
    connectionTimeout: limits.stageMs ?? SMTP_STAGE_MS,
    greetingTimeout: limits.stageMs ?? SMTP_STAGE_MS,
    socketTimeout: limits.stageMs ?? SMTP_STAGE_MS,
    // An abandoned connection is destroyed, not closed politely: a dripping server would hold the
    // polite close (and the process) for its own grace period.
    socketCloseTimeout: 0,
  };
  const transport = createTransport(options);
  try {
    await withDeadline(
      (signal) =>
        // nodemailer (10.x) cancels a send on `signal` and tears its socket down; its types predate it.
        transport.sendMail({
          from: settings.from,
          to: [...settings.to],
          subject: text.subject,
          text: text.body,
          ...{ signal },
        }),
      limits.deadlineMs,
      limits.stop,
    );
  } finally {
    transport.close();
  }
}

export async function postWebhook(
  url: string,
  text: AlertText,
  limits: CallLimits = { deadlineMs: HTTP_DEADLINE_MS },
): Promise<void> {
  await callUrl(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'OrderSlip' },
      body: JSON.stringify(text.json),
      redirect: 'error',
    },
    limits,
  );
}

export async function callHeartbeat(
  url: string,
  limits: CallLimits = { deadlineMs: HTTP_DEADLINE_MS },
): Promise<void> {
  await callUrl(url, { method: 'GET', headers: { 'user-agent': 'OrderSlip' } }, limits);
}

/** One HTTP call within its deadline; a status other than 2xx is an Error. */
async function callUrl(url: string, init: RequestInit, limits: CallLimits): Promise<void> {
  await withDeadline(
    async (signal) => {
      const response = await fetch(url, { ...init, signal });
      // The answer's body is not read, only closed: a receiver that drips it cannot hold the call.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    },
    limits.deadlineMs,
    limits.stop,
  );
}

/**
 * A server that cannot be reached at all, by the system's code for it (`ECONNREFUSED`: nothing listens on
 * that port; `ENOTFOUND`: no such name), or null. The SMTP library keeps the code only in its message.
 */
export function unreachableCode(error: unknown): string | null {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 3; depth++) {
    const found = /\b(ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ECONNRESET)\b/.exec(
      `${(cause as { code?: unknown }).code ?? ''} ${cause.message}`,
    );
    if (found?.[1]) return found[1];
    cause = cause.cause;
  }
  return null;
}

/** Whether the SMTP library gave up at one of its own stage timeouts (its errors carry `ETIMEDOUT`). */
export function isStageTimeout(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'ETIMEDOUT';
}

/** The cause a person can act on: fetch's own message is "fetch failed", its cause says why. */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  const text = cause ? `${error.message}: ${cause}` : error.message;
  return text.replace(/\s+/g, ' ').slice(0, 300);
}
