/**
 * The ways an alert leaves the PC: an e-mail over SMTP (nodemailer), a JSON POST (webhook), and the
 * heartbeat's GET. Each throws an Error a person can read; the caller words it.
 */
import type { EmailAlertSettings } from '../../../common/contract/settings';
import type { AlertText } from './alert-text';

const SMTP_TIMEOUT_MS = 15_000;
const HTTP_TIMEOUT_MS = 10_000;

export async function sendEmail(
  settings: EmailAlertSettings,
  password: string | null,
  text: AlertText,
): Promise<void> {
  // Loaded when a mail is sent: most shops never set e-mail up, and the idle app stays smaller.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.user ? { auth: { user: settings.user, pass: password ?? '' } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: settings.from,
      to: [...settings.to],
      subject: text.subject,
      text: text.body,
    });
  } finally {
    transport.close();
  }
}

export async function postWebhook(url: string, text: AlertText): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'OrderSlip' },
    body: JSON.stringify(text.json),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
}

export async function callHeartbeat(url: string): Promise<void> {
  const response = await fetch(url, {
    method: 'GET',
    headers: { 'user-agent': 'OrderSlip' },
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
}

/** The cause a person can act on: fetch's own message is "fetch failed", its cause says why. */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  const text = cause ? `${error.message}: ${cause}` : error.message;
  return text.replace(/\s+/g, ' ').slice(0, 300);
}
