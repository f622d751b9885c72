/**
 * The service's address as a shop enters it. Requests carry a bearer token, so anything that leaves the
 * machine must use https; plain http is allowed only for this machine (the simulator, a local proxy).
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export class BaseUrlError extends Error {
  override readonly name = 'BaseUrlError';
}

/** Returns the base with a trailing slash and without a trailing `/v1` (the client adds the version). */
export function normalizeBaseUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    // The input is not repeated: a token pasted into the wrong field must not end up in a message.
    throw new BaseUrlError(
      "That is not a web address. Enter the service's address, e.g. https://api.example.com",
    );
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new BaseUrlError(
      `${url.origin} uses plain http, which would send the access token unencrypted. Use its https:// address.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BaseUrlError(`${url.protocol} addresses are not supported: use https://.`);
  }
  if (url.username || url.password) {
    throw new BaseUrlError('Put the access token in the token field, not in the address.');
  }
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '') + '/';
  return url;
}
