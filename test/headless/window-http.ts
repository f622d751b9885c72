/**
 * Asking the HTTP host for the window's files as a browser or an attacker would: real requests, sent byte
 * for byte as written (no client tidies `..` away first), and the addresses that try to leave the window.
 * Shared by the files test of the built window (test/headless/window-files.test.ts) and that of the window
 * compiled on request (test/e2e/window-on-request.test.ts, which compiles it once for Chromium and these).
 */
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { HttpHost } from '../../electron/headless/http-host';
import { rawRequest, type RawAnswer } from '../local-http';
import { ROOT } from './cli-process';

export const SECRET = 'not for the web 5e1f';
/** What only the repository's own package.json, and the shell's entry point, say. */
const REPO_PACKAGE = '"productName": "OrderSlip"';
const SHELL_SOURCE = 'APP_USER_MODEL_ID';

export interface Answer extends RawAnswer {
  readonly type: string;
}

/**
 * A project laid out like this one, without out/renderer, in a folder of its own: the window's sources,
 * its packages, and things the web must never see (the shell's sources, a secret file, a link inside src/
 * that leads out of it).
 */
export function projectWithoutBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'orderslip-window-'));
  for (const folder of ['src', 'electron/common', 'electron/core/ledger', 'electron/main'])
    cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
  cpSync(join(ROOT, 'svelte.config.js'), join(root, 'svelte.config.js'));
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'secret.txt'), SECRET);
  symlinkSync(join(root, 'secret.txt'), join(root, 'src', 'leak.txt'));
  return root;
}

/** A GET with the path exactly as given. */
export async function get(host: Pick<HttpHost, 'url'>, path: string): Promise<Answer> {
  const url = new URL(host.url);
  const answer = await rawRequest(url, { method: 'GET', path, headers: { Host: url.host, Accept: '*/*' } });
  return { ...answer, type: answer.headers['content-type'] ?? '' };
}

/** Addresses that try to leave the window's files, for a host whose project root is `root`. */
export function escapes(root: string): string[] {
  return [
    `/@fs${ROOT}/package.json`,
    `/@fs${ROOT}/package.json?import&raw`,
    `/@fs${root}/secret.txt`,
    `/@fs${root}/secret.txt?raw`,
    `/@fs${root}/src/../secret.txt`,
    `/@fs${root}/src/%2e%2e/secret.txt`,
    `/@fs${root}/src/..%2fsecret.txt`,
    `/@fs${root}/electron/main/index.ts`,
    `/@fs${root}/electron/main/index.ts?import`,
    `/@fs/etc/passwd`,
    `${root}/secret.txt`,
    `${root}/electron/main/index.ts`,
    `${ROOT}/package.json?raw`,
    `/@id/${root}/secret.txt`,
    '/../secret.txt',
    '/../../secret.txt?raw',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..\\secret.txt',
    '/leak.txt',
    '/leak.txt?raw',
    '/main.ts%00/../../secret.txt',
  ];
}

/** No other site may show the window in a frame: said by headers, as a `<meta>` CSP cannot say it. */
export function expectNotFramable(answer: Answer, path: string): void {
  expect(answer.headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options'], path).toBe('DENY');
}

export function expectRefused(answer: Answer, path: string): void {
  expect(answer.text, path).not.toContain(SECRET);
  expect(answer.text, path).not.toContain(REPO_PACKAGE);
  expect(answer.text, path).not.toContain(SHELL_SOURCE);
  // Refused outright, or answered with the window's page (an address of the window that is no file).
  if (answer.status === 200) expect(answer.text, path).toMatch(/^<!doctype html>/i);
  else expect(answer.status, path).toBeGreaterThanOrEqual(400);
}

/** The modules a served file imports (static and dynamic), as addresses on this host. */
export function importsOf(text: string, from: string): string[] {
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm),
    ...text.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ...text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
  ].map((match) => match[1]!);
  return found
    .map((specifier) => new URL(specifier, `http://window${from}`))
    .filter((url) => url.host === 'window')
    .map((url) => url.pathname + url.search);
}
