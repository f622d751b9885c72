import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const NODE = resolve(ROOT, 'node_modules/.bin/node');

const children: ChildProcessWithoutNullStreams[] = [];
const servers: Server[] = [];

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

interface Run {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exit: Promise<number | null>;
}

function cli(...args: string[]): Run {
  // As `npm run cli` starts it (node --import tsx): SIGTERM reaches the simulator itself, not tsx's
  // wrapper, which under load could be ended by it before it passed it on (exit 143).
  const child = spawn(NODE, ['--import', 'tsx', 'electron/headless/cli.ts', ...args], {
    cwd: ROOT,
    // Its refusals are said in the locale's language: these tests read them in English.
    env: { ...process.env, NO_COLOR: '1', LC_ALL: 'C.UTF-8' },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exit = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitFor(run: Run, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  // Bounds a failure only: the simulator starting through tsx passed 15 s on a machine running two suites.
  const deadline = Date.now() + 45_000;
  for (;;) {
    const match = pattern.exec(run.stdout());
    if (match) return match;
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `no ${what} in the simulator's output.\nstdout: ${run.stdout()}\nstderr: ${run.stderr()}`,
      );
    }
    await new Promise((done) => setTimeout(done, 25));
  }
}

describe('npm run cli -- simulator', () => {
  it('prints its real URL, tenant and token, logs each request without the token, and exits 0 on SIGTERM', async () => {
    const run = cli(
      'simulator',
      '--port',
      '0',
      '--orders',
      '4',
      '--seed',
      '9',
      '--confirm-methods',
      'put,post',
    );
    const url = (await waitFor(run, /listening on (http:\/\/127\.0\.0\.1:(\d+))/, 'URL'))[1] ?? '';
    expect(url).not.toMatch(/:0$/);
    const tenant = (await waitFor(run, /tenant:\s+(\S+)/, 'tenant'))[1] ?? '';
    const token = (await waitFor(run, /token:\s+(\S+)/, 'token'))[1] ?? '';
    await waitFor(run, /\/_sim\//, 'control hint');

    const response = await fetch(`${url}/v1/orders?limit=2`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': tenant },
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown[]).toHaveLength(2);
    const confirm = await fetch(`${url}/v1/orders/nope/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': tenant },
    });
    expect(confirm.status).toBe(404);

    const logLine = (await waitFor(run, /^.*GET \/v1\/orders\?limit=2 200$/m, 'request log line'))[0];
    expect(logLine).not.toContain(token);
    await waitFor(run, /POST \/v1\/orders\/nope\/confirm 404/, 'confirm log line');

    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.stdout()).toMatch(/stopped/);
    const afterBanner = run
      .stdout()
      .split('\n')
      .filter((line) => /^\d{4}-/.test(line));
    expect(afterBanner.length).toBeGreaterThanOrEqual(2);
    expect(afterBanner.some((line) => line.includes(token))).toBe(false);
  });

  it('exits 2 with one line on a bad flag', async () => {
    const run = cli('simulator', '--orders', 'lots');
    expect(await run.exit).toBe(2);
    expect(run.stderr()).toMatch(/--orders must be a whole number/);
    const unknown = cli('simulator', '--colour', 'red');
    expect(await unknown.exit).toBe(2);
  });

  it('says the port is in use in one clear line and exits non-zero', async () => {
    const blocker = createServer();
    servers.push(blocker);
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const run = cli('simulator', '--port', String(port));
    const code = await run.exit;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(run.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`port ${port} .*already in use`)),
    ]);
  });
});
