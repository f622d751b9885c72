import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  HIDDEN_FLAG,
  linuxAutostartFile,
  MACHINE_AUTOSTART_MARKER,
  machineStartsAtLogin,
  setStartAtLogin,
} from '../../electron/main/autostart';

const home = mkdtempSync(join(tmpdir(), 'orderslip-home-'));
afterEach(() => rmSync(join(home, '.config'), { recursive: true, force: true }));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function appDouble() {
  const calls: unknown[] = [];
  return { calls, app: { setLoginItemSettings: (settings: unknown) => void calls.push(settings) } };
}

describe('start at login', () => {
  it('on Linux writes an autostart entry that starts hidden, and removes it when switched off', () => {
    const { app, calls } = appDouble();
    const context = {
      app,
      platform: 'linux' as const,
      homeDir: home,
      executable: '/opt/Order "Slip"/orderslip.AppImage',
    };
    setStartAtLogin(true, context);
    const entry = readFileSync(linuxAutostartFile(home), 'utf8');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain(`Exec="/opt/Order \\"Slip\\"/orderslip.AppImage" ${HIDDEN_FLAG}`);
    setStartAtLogin(false, context);
    expect(existsSync(linuxAutostartFile(home))).toBe(false);
    expect(calls).toEqual([]);
  });

  it.each(['win32', 'darwin'] as const)('on %s uses the login-item settings', (platform) => {
    const { app, calls } = appDouble();
    setStartAtLogin(true, { app, platform, homeDir: home, executable: 'C:\\OrderSlip\\OrderSlip.exe' });
    setStartAtLogin(false, { app, platform, homeDir: home, executable: 'C:\\OrderSlip\\OrderSlip.exe' });
    expect(calls).toEqual([
      { openAtLogin: true, args: [HIDDEN_FLAG] },
      { openAtLogin: false, args: [HIDDEN_FLAG] },
    ]);
  });

  it('installed for every user on Windows, sets no login item of the user’s own (the installer’s starts it)', () => {
    const programDir = mkdtempSync(join(tmpdir(), 'orderslip-program-'));
    const exe = join(programDir, 'OrderSlip.exe');
    try {
      expect(machineStartsAtLogin('win32', exe)).toBe(false);
      writeFileSync(join(programDir, MACHINE_AUTOSTART_MARKER), '');
      expect(machineStartsAtLogin('win32', exe)).toBe(true);
      // The marker means nothing elsewhere: no installer wrote a Run entry there.
      expect(machineStartsAtLogin('linux', exe)).toBe(false);
      const { app, calls } = appDouble();
      setStartAtLogin(true, { app, platform: 'win32', homeDir: home, executable: exe, machineWide: true });
      // Switched off, not on: one left from an earlier per-user install would start it a second time.
      expect(calls).toEqual([{ openAtLogin: false, args: [HIDDEN_FLAG] }]);
    } finally {
      rmSync(programDir, { recursive: true, force: true });
    }
  });
});
