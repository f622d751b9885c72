/**
 * The service's address as a shop enters it. Requests carry a bearer token, so anything that leaves the
 * machine must use https; plain http is allowed only for this machine (the simulator, a local proxy).
 */
import { msg, type Message } from '../messages/catalogue';
import { MessageError } from '../messages/errors';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An address OrderSlip will not send the token to; `said` tells the person what to enter instead. */
export class BaseUrlError extends MessageError {
  override readonly name = 'BaseUrlError';
}

/** Returns the base with a trailing slash and without a trailing `/v1` (the client adds the version). */
export function normalizeBaseUrl(input: string): URL {
  if (input.trim() === '') throw new BaseUrlError(msg('app.enter-service-address'));
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    // The input is not repeated: a token pasted into the wrong field must not end up in a message.
    throw new BaseUrlError(msg('service.address-not-url'));
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new BaseUrlError(msg('service.address-plain-http', { origin: url.origin }));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BaseUrlError(msg('service.address-unsupported', { protocol: url.protocol }));
  }
  if (url.username || url.password) {
    throw new BaseUrlError(msg('service.address-has-credentials'));
  }
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '') + '/';
  return url;
}

/** What is wrong with the address, or null when OrderSlip can use it (for forms, which check as one types). */
export function baseUrlProblem(input: string): Message | null {
  try {
    normalizeBaseUrl(input);
    return null;
  } catch (error) {
    if (error instanceof BaseUrlError) return error.said;
    throw error;
  }
}

/** Whether two addresses name the same service (as normalised); one that is no address names none. */
export function sameBaseUrl(a: string, b: string): boolean {
  try {
    return normalizeBaseUrl(a).href === normalizeBaseUrl(b).href;
  } catch {
    return false;
  }
}
