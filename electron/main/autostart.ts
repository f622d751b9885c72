/**
 * "Start at login": Windows and macOS through the login-item settings (started hidden, in the tray);
 * Linux through an autostart .desktop file, which is what desktop environments read.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'electron';

export const HIDDEN_FLAG = '--hidden';

export interface AutostartContext {
  readonly app: Pick<App, 'setLoginItemSettings'>;
  readonly platform: NodeJS.Platform;
  readonly homeDir: string;
  /** The program to start: the AppImage when running from one (its path is in $APPIMAGE). */
  readonly executable: string;
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
  context.app.setLoginItemSettings({ openAtLogin: enabled, args: [HIDDEN_FLAG] });
}
