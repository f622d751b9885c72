import type { AppApi } from '../electron/common/contract/app-api';
import { appApiOver, httpAppApi, type AppTransport } from './http-app-api';
import { windowGrant } from './lib/pin-grant';

declare global {
  interface Window {
    /**
     * The Electron preload's transport. It hands over replies as they came, not an AppApi that
     * rejects: an Error crossing the context bridge keeps only its text, so the message (code and
     * parameters) would be lost; the reply is unwrapped here instead.
     */
    readonly orderslip?: AppTransport;
  }
}

/** The AppApi of the host that serves this page: Electron's preload, or the headless host over HTTP. */
export function appApi(): AppApi {
  return window.orderslip ? appApiOver(window.orderslip, windowGrant) : httpAppApi(windowGrant);
}

/**
 * Whether this window is the app's own (the preload's transport): only there can the host open a
 * dialog for the person in front of it. A browser, the headless host's or a paired tablet's, cannot.
 */
export function hostHasDialogs(): boolean {
  return window.orderslip !== undefined;
}
