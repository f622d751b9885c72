/**
 * "Start at login": Windows and macOS through the login-item settings (started hidden, in the tray);
 * Linux through an autostart .desktop file, which is what desktop environments read. Installed for
 * every user of a Windows PC (`/allusers`), the installer's own entry starts it for everyone instead.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { App } from 'electron';

export const HIDDEN_FLAG = '--hidden';

/**
 * Left in the program folder by a per-machine install (resources/installer.nsh), which also writes the
 * HKLM Run entry that starts OrderSlip at every user's login.
 */
export const MACHINE_AUTOSTART_MARKER = 'orderslip-machine-autostart';

/** Whether the installer starts OrderSlip at login for every user of this PC (Windows, per machine). */
export function machineStartsAtLogin(platform: NodeJS.Platform, execPath: string): boolean {
  return platform === 'win32' && existsSync(join(dirname(execPath), MACHINE_AUTOSTART_MARKER));
}

export interface AutostartContext {
  readonly app: Pick<App, 'setLoginItemSettings'>;
  readonly platform: NodeJS.Platform;
  readonly homeDir: string;
  /** The program to start: the AppImage when running from one (its path is in $APPIMAGE). */
  readonly executable: string;
  /** Started at login for every user by the installer: a login item of this user's would start it twice. */
  readonly machineWide?: boolean;
}

export function linuxAutostartFile(homeDir: string): string {
  return join(homeDir, '.config', 'autostart', 'orderslip.desktop');
}

export function setStartAtLogin(enabled: boolean, context: AutostartContext): void {
  if (context.platform === 'linux') {
    const file = linuxAutostartFile(context.homeDir);
    if (!enabled) {
      rmSync(file, { force: true });
      return;
    }
    mkdirSync(join(context.homeDir, '.config', 'autostart'), { recursive: true });
    const exec = `"${context.executable.replace(/(["\\`$])/g, '\\$1')}" ${HIDDEN_FLAG}`;
    writeFileSync(
      file,
      [
        '[Desktop Entry]',
        'Type=Application',
        'Name=OrderSlip',
        'Comment=Prints the shop’s online orders',
        `Exec=${exec}`,
        'X-GNOME-Autostart-enabled=true',
        'Terminal=false',
        '',
      ].join('\n'),
    );
    return;
  }
  // Windows passes the flag; macOS tells through getLoginItemSettings().wasOpenedAtLogin (see index.ts).
  // Per machine, the user's own item is removed (one left from a per-user install before) and never set.
  context.app.setLoginItemSettings({
    openAtLogin: enabled && context.machineWide !== true,
    args: [HIDDEN_FLAG],
  });
}
