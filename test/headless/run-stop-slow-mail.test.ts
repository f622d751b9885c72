/**
 * A real `run` whose alert e-mail goes to a mail server that answers one byte at a time (issue 23 §5):
 * SIGTERM while that mail is on its way ends the process within seconds, not when the server is done.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { API_HEADER } from '../../electron/core/host/http-serve';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { dripSmtp, type DripServer } from '../network/drip-server';
import { localMail } from '../network/status-fixtures';
import { killAllCli, startCli } from './cli-process';

const TENANT = 'slow-mail';
const TOKEN = 'tok-slow-mail-4b7e';
/** A stop that waited on the mail would take as long as the server drips: here, for ever. */
const STOP_BOUND_MS = 20_000;

let sim: Simulator;
let printer: VirtualPrinter;
let smtp: DripServer;
const dirs: string[] = [];

beforeAll(async () => {
  sim = await Simulator.start({ seed: 2305, tenants: [{ id: TENANT, token: TOKEN }] });
  printer = await VirtualPrinter.start();
  smtp = await dripSmtp(500);
});

afterEach(async () => {
  await killAllCli();
});

afterAll(async () => {
  await killAllCli();
  await Promise.all([sim.close(), printer.close(), smtp.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-slow-mail-'));
  dirs.push(dir);
  return dir;
}

describe('npm run cli -- run, with a mail server that drips', () => {
  it('stops on SIGTERM within seconds while an alert e-mail is on its way', async () => {
    const dataDir = tempDir();
    const configFile = join(tempDir(), 'orderslip.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        alerts: { ...DEFAULT_SETTINGS.alerts, email: localMail(smtp.port) },
      }),
    );
    const cli = startCli(
      [
        'run',
        '--config',
        configFile,
        '--api-url',
        sim.url,
        '--tenant',
        TENANT,
        '--printer',
        printer.uri,
        '--data-dir',
        dataDir,
        '--http-port',
        '0',
      ],
      { ORDERSLIP_TOKEN: TOKEN, ORDERSLIP_TEST_LISTEN_MS: '200' },
    );
    const running = await cli.waitForLine(/http:\/\/127\.0\.0\.1:\d+\//, 30_000);
    const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(running)?.[0] ?? '';
    // "Send a test alert" from the window: its mail hangs on the server, so its answer never comes.
    const asked = fetch(`${url}api/sendTestAlert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [API_HEADER]: '1' },
      body: '[]',
    }).catch(() => null);
    await eventually('the mail server drips on the alert', () => smtp.dripping() === 1, 30_000);

    const began = performance.now();
    cli.signal('SIGTERM');
    const exit = await cli.waitForExit(STOP_BOUND_MS + 10_000);
    const took = performance.now() - began;
    expect(exit, cli.stdout() + cli.stderr()).toEqual({ code: 0, signal: null });
    expect(took).toBeLessThan(STOP_BOUND_MS);
    // The mail's connection went with the process, and the window's question got an end.
    await eventually('the mail server sees its connection closed', () => smtp.dripping() === 0, 10_000);
    await asked;
  }, 90_000);
});
