/**
 * The HTTP host serves the window's own files and nothing else of the computer it runs on: built, only
 * out/renderer. Real HTTP requests, sent byte for byte as written (no client tidies `..` away first). The
 * window compiled on request from src/ is asked the same in test/e2e/window-on-request.test.ts, which
 * compiles it once for Chromium and for those requests (a second compile here cost the suite 8 s of CPU).
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpHost, WINDOW_PACKAGES, type HttpHost } from '../../electron/headless/http-host';
import type { AppApi } from '../../electron/common/contract/app-api';
import { ROOT } from './cli-process';
import { escapes, expectNotFramable, expectRefused, get, SECRET } from './window-http';

/** The window never calls the API in these tests; the host only needs to subscribe. */
const api = { subscribe: () => () => undefined } as unknown as AppApi;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the window compiled from src/ on request (not built)', () => {
  it('pre-bundles every package the window imports from the start: none is found late, when the page could not reload', () => {
    const packages = new Set<string>();
    for (const folder of ['src', 'electron/common'])
      for (const file of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|svelte)$/.test(file)) continue;
        const code = readFileSync(join(ROOT, folder, file), 'utf8');
        const imported = [
          ...code.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+'([^']+)'/gm),
          ...code.matchAll(/^\s*import\s+'([^']+)'/gm),
          ...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
        ].map(([, name]) => name!);
        for (const name of imported)
          if (!name.startsWith('.') && !name.startsWith('/') && !name.startsWith('node:'))
            packages.add(
              name
                .split('/')
                .slice(0, name.startsWith('@') ? 2 : 1)
                .join('/'),
            );
      }
    // Svelte's plugin names Svelte's own modules itself.
    packages.delete('svelte');
    expect([...packages].sort()).toEqual([...WINDOW_PACKAGES].sort());
  });
});

describe('the built window (out/renderer)', () => {
  let root: string;
  let host: HttpHost;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'orderslip-built-'));
    dirs.push(root);
    mkdirSync(join(root, 'out/renderer/assets'), { recursive: true });
    writeFileSync(
      join(root, 'out/renderer/index.html'),
      '<!doctype html><html><body>OrderSlip</body></html>',
    );
    writeFileSync(join(root, 'out/renderer/assets/app.js'), 'console.log("window");');
    writeFileSync(join(root, 'secret.txt'), SECRET);
    symlinkSync(join(root, 'secret.txt'), join(root, 'out/renderer/assets/leak.js'));
    symlinkSync(root, join(root, 'out/renderer/up'), 'dir');
    host = await startHttpHost({ api, port: 0, root });
  });

  afterAll(async () => {
    await host.close();
  });

  it('serves its own files only: nothing through a link, `..` or an absolute path', async () => {
    expect(host.renderer).toBe('built');
    expect((await get(host, '/assets/app.js')).text).toContain('window');
    for (const path of [...escapes(root), '/assets/leak.js', '/up/secret.txt', '/up/out/../secret.txt'])
      expectRefused(await get(host, path), path);
    expect((await get(host, '/assets/leak.js')).status).toBe(404);
  });

  it('may not be shown in a frame of another site: the page and its files say so', async () => {
    for (const path of ['/', '/history', '/assets/app.js']) {
      const answer = await get(host, path);
      expect(answer.status, path).toBe(200);
      expectNotFramable(answer, path);
    }
  });
});
