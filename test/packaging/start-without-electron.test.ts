/**
 * `npm start` where Electron's program was never downloaded (CI, this machine, an offline install):
 * one line saying why and pointing at `npm run demo`, a failing exit code, no stack trace — and the
 * same check lets a present program through.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = resolve(ROOT, 'node_modules/.bin');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, PATH: `${BIN}${delimiter}${process.env['PATH'] ?? ''}` };
  delete base['ELECTRON_EXEC_PATH'];
  delete base['ELECTRON_OVERRIDE_DIST_PATH'];
  return { ...base, ...extra };
}

/**
 * Electron's program as absent, wherever this runs: its dist folder pointed at an empty one (and on a
 * machine that never downloaded it, as here and in CI, there is no path.txt either).
 */
function absent(): Record<string, string> {
  const dist = mkdtempSync(join(tmpdir(), 'orderslip-no-electron-'));
  dirs.push(dist);
  // As CI and offline installs say: do not download it.
  return { ELECTRON_OVERRIDE_DIST_PATH: dist, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };
}

function check(extra: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['scripts/electron-present.mjs'], {
    cwd: ROOT,
    env: env(extra),
    encoding: 'utf8',
  });
}

describe('npm start without Electron’s program', () => {
  it('runs the check before electron-vite, for start and dev', () => {
    expect(packageJson.scripts.prestart).toBe('node scripts/electron-present.mjs');
    expect(packageJson.scripts.predev).toBe('node scripts/electron-present.mjs');
  });

  it('says in one line why, points at npm run demo, and fails', () => {
    const result = check(absent());
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^orderslip: the desktop app cannot start: Electron's program is not installed/);
    expect(lines[0]).toContain('npm run demo');
    expect(lines[0]).toContain('npx install-electron');
  });

  it('through npm start: the same line, a failing exit, no stack trace and nothing of electron-vite', () => {
    const result = spawnSync('npm', ['start', '--silent'], {
      cwd: ROOT,
      env: env(absent()),
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    const output = `${result.stdout}\n${result.stderr}`;
    expect(output).toContain('npm run demo');
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('Electron uninstall');
    expect(output).not.toContain('vite');
  });

  it('on a desktop, tries to fetch it as Electron would; where that fails, the same one line and no stack trace', () => {
    // A mirror nobody answers at: the download fails at once, as it does offline.
    const { ELECTRON_SKIP_BINARY_DOWNLOAD: _skip, ...desktop } = absent();
    const cache = mkdtempSync(join(tmpdir(), 'orderslip-electron-cache-'));
    dirs.push(cache);
    const result = check({
      ...desktop,
      ELECTRON_SKIP_BINARY_DOWNLOAD: '',
      ELECTRON_MIRROR: 'http://127.0.0.1:9/',
      electron_config_cache: cache,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^orderslip: downloading Electron's program once/);
    expect(lines[1]).toMatch(/^orderslip: the desktop app cannot start/);
    expect(lines).toHaveLength(2);
  });

  it('lets a present program through (ELECTRON_EXEC_PATH, as electron-vite reads it), not a missing one', () => {
    expect(check({ ELECTRON_EXEC_PATH: process.execPath }).status).toBe(0);
    expect(check({ ELECTRON_EXEC_PATH: join(tmpdir(), 'no-such-electron') }).status).toBe(1);
  });
});
