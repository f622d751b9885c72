/**
 * AppApi: everything the window may ask of the app, declared once. The Electron preload (IPC) and the
 * headless host (HTTP) both implement it; the renderer uses nothing else.
 */

export interface AppInfo {
  readonly name: string;
  readonly version: string;
}

export interface AppApi {
  getAppInfo(): Promise<AppInfo>;
}

/** IPC channel names, derived from the command names so the two sides cannot drift apart. */
export type AppCommand = keyof AppApi;
export const APP_COMMANDS = ['getAppInfo'] as const satisfies readonly AppCommand[];
export const ipcChannel = (command: AppCommand): string => `orderslip:${command}`;
