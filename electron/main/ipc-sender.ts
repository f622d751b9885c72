/**
 * Only our own window may call AppApi: a page loaded from our renderer bundle (file://…/renderer/) or,
 * in development, from the electron-vite dev server.
 */
export function isTrustedSender(senderUrl: string | undefined, devServerUrl: string | null): boolean {
  if (!senderUrl) return false;
  let url: URL;
  try {
    url = new URL(senderUrl);
  } catch {
    return false;
  }
  if (devServerUrl) {
    const dev = new URL(devServerUrl);
    if (url.origin === dev.origin) return true;
  }
  return url.protocol === 'file:' && /\/renderer\/index\.html$/.test(url.pathname);
}
