import type { AppApi } from '../electron/shared/contract';

declare global {
  interface Window {
    readonly orderslip?: AppApi;
  }
}

/** The AppApi the host gave this page: Electron's preload puts it on `window.orderslip`. */
export function appApi(): AppApi {
  const api = window.orderslip;
  if (!api) throw new Error('OrderSlip started this page without its AppApi (no preload).');
  return api;
}
