import type { AppApi } from '../electron/shared/contract';
import { httpAppApi } from './http-app-api';

declare global {
  interface Window {
    readonly orderslip?: AppApi;
  }
}

/** The AppApi of the host that serves this page: Electron's preload, or the headless host over HTTP. */
export function appApi(): AppApi {
  return window.orderslip ?? httpAppApi();
}
