/**
 * `fleet` and `fleet-status` as real processes: the fleet host refuses to start without a key, notices
 * a silent counter by itself on its own clock (timings shortened through the environment, waited on
 * by its log line and the webhook, not by sleeping), and `fleet-status` prints the view as text or JSON
 * with exit 0 when every counter is fine and 3 when one is red.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_PATHS, type FleetView } from '../../electron/common/contract/fleet';
import { killAllCli, startCli, type CliChild } from '../headless/cli-process';
import { eventually } from '../engine/world';
import { KEY, printer, removeTempFolders, report, shop, tempFolder, webhookReceiver } from './host-fixtures';
import { freePort } from '../local-http';

async function fleetHost(
  env: Record<string, string> = {},
  extra: string[] = [],
): Promise<{ child: CliChild; url: string }> {
  const child = startCli(
    ['fleet', '--data-dir', tempFolder(), '--http-port', '0', '--listen', '127.0.0.1', ...extra],
    { ORDERSLIP_FLEET_KEY: KEY, ...env },
  );
  // The first line, in whatever language the host speaks, names the address it listens on.
  const line = await child.waitForLine(/http:\/\/127\.0\.0\.1:\d+\//, 60_000);
  return { child, url: /(http:\/\/\S+\/)/.exec(line)![1]! };
}

async function post(url: string, body: unknown): Promise<number> {
  const response = await fetch(new URL(FLEET_PATHS.report, url), {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

async function fleetStatus(args: string[], env: Record<string, string> = {}) {
  const child = startCli(['fleet-status', ...args], env);
  const exit = await child.waitForExit(60_000);
  return { code: exit.code, out: child.stdout(), err: child.stderrLines() };
}

afterAll(async () => {
  await killAllCli();
  removeTempFolders();
});

describe('fleet', () => {
  it('refuses to start without a fleet key, or with one too short to be a secret (exit 2)', async () => {
    const none = startCli(['fleet', '--data-dir', tempFolder(), '--http-port', '0']);
    expect(await none.waitForExit(60_000)).toEqual({ code: 2, signal: null });
    expect(none.stderrLines()).toEqual([
      'orderslip fleet: there is no fleet key: give it with --fleet-key KEY or in ORDERSLIP_FLEET_KEY. Counters send the same key.',
    ]);
    const short = startCli(
      ['fleet', '--data-dir', tempFolder(), '--http-port', '0', '--fleet-key', 'bakery'],
      {
        LANG: 'nl_BE.UTF-8',
      },
    );
    expect(await short.waitForExit(60_000)).toEqual({ code: 2, signal: null });
    expect(short.stderrLines()[0]).toMatch(
      /^orderslip fleet: de vlootsleutel is te kort: gebruik minstens 16 tekens/,
    );
  });

  it('notices by itself that a counter went silent, logs it and tells the webhook', async () => {
    const hook = await webhookReceiver();
    try {
      // The alerts as a settings file sets them (the app's schema: its language and alert channels).
      const settings = join(tempFolder(), 'fleet-alerts.json');
      writeFileSync(
        settings,
        JSON.stringify({ language: 'fr', alerts: { webhook: { enabled: true, url: hook.url } } }),
      );
      const { child, url } = await fleetHost({ ORDERSLIP_TEST_FLEET_SILENT_MS: '1500' }, [
        '--settings',
        settings,
      ]);
      const sent = Date.now();
      expect(await post(url, report('front', { pcName: 'Comptoir Nord' }))).toBe(204);
      await child.waitForLine(/Le comptoir Comptoir Nord n’a rien envoyé depuis/, 60_000);
      await eventually('the webhook hears it', () => hook.bodies.length > 0, 60_000);
      // Timers fire late, never early: the fleet host cannot have called it silent before the threshold.
      expect(Date.now() - sent).toBeGreaterThanOrEqual(1500);
      expect(hook.bodies).toMatchObject([
        {
          event: 'silent',
          counter: 'front',
          pc: 'Comptoir Nord',
          text: expect.stringMatching(/^Le comptoir Comptoir Nord/),
        },
      ]);
      const status = await fleetStatus(['--fleet-url', url, '--fleet-key', KEY, '--format', 'json']);
      expect(status.code).toBe(3);
      const view = JSON.parse(status.out) as FleetView;
      expect(view.counters[0]).toMatchObject({
        counterId: 'front',
        red: true,
        reasons: [{ kind: 'silent' }],
      });
      expect(view.silentAfterSeconds).toBe(2);
      child.signal('SIGTERM');
      expect(await child.waitForExit(60_000)).toEqual({ code: 0, signal: null });
    } finally {
      await hook.close();
    }
  });
});

describe('fleet-status', () => {
  let url: string;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    hook = await webhookReceiver();
    ({ url } = await fleetHost({}, ['--alert-webhook', hook.url]));
  });

  afterAll(() => hook.close());

  it('prints every counter fine with exit 0, then the red one with why and exit 3, as text and JSON', async () => {
    expect(
      await post(url, report('front', { pcName: 'Toonbank', shops: [shop({ shopId: 1, name: 'Zuid' })] })),
    ).toBe(204);
    expect(
      await post(
        url,
        report('office', {
          pcName: 'Bureau',
          shops: [shop({ shopId: 1, name: 'Zuid', role: 'standing-by' })],
        }),
      ),
    ).toBe(204);
    const fine = await fleetStatus(['--fleet-url', url, '--fleet-key', KEY, '--language', 'nl']);
    expect(fine.code).toBe(0);
    const fineLines = fine.out.split('\n');
    expect(fineLines[0]).toBe('Elke toonbank is in orde (2 toonbanken).');
    expect(fineLines).toContain('Zuid');
    expect(fineLines.some((line) => /^ {2}OK Toonbank \(drukt af\): in orde, 1\.4\.0, /.test(line))).toBe(
      true,
    );
    expect(fineLines.some((line) => /^ {2}OK Bureau \(staat klaar\): in orde/.test(line))).toBe(true);

    expect(
      await post(
        url,
        report('office', {
          pcName: 'Bureau',
          shops: [shop({ shopId: 1, name: 'Zuid', role: 'standing-by' })],
          printers: [printer({ name: 'Kassa', state: 'paper-out' })],
        }),
      ),
    ).toBe(204);
    const red = await fleetStatus(['--fleet-url', url, '--fleet-key', KEY, '--language', 'fr']);
    expect(red.code).toBe(3);
    const lines = red.out.split('\n');
    expect(lines[0]).toBe('1 sur 2 comptoirs demande de l’attention.');
    // Worst first inside the shop: the red counter before the fine one.
    const bureau = lines.findIndex((line) => line.includes('!! Bureau'));
    const toonbank = lines.findIndex((line) => line.includes('OK Toonbank'));
    expect(bureau).toBeGreaterThan(0);
    expect(toonbank).toBeGreaterThan(bureau);
    expect(lines[bureau + 1]).toBe('     - Kassa n’a plus de papier');
    // The day's strip: 96 quarter hours, this one red.
    expect(lines[bureau + 2]).toMatch(/^ {5}[.+x]{95}x$/);

    // The red counter was told to the webhook of --alert-webhook, in English (no language given).
    await eventually('the webhook hears that Bureau is red', () => hook.bodies.length > 0, 60_000);
    expect(hook.bodies).toMatchObject([
      { event: 'red', counter: 'office', text: 'The counter Bureau needs attention: Kassa is out of paper.' },
    ]);

    const json = await fleetStatus(['--fleet-url', url, '--fleet-key', KEY, '--format', 'json']);
    expect(json.code).toBe(3);
    const view = JSON.parse(json.out) as FleetView;
    expect(view.counters.map((counter) => [counter.counterId, counter.red])).toEqual([
      ['office', true],
      ['front', false],
    ]);
  });

  it('says a refused key (exit 2) and a fleet host that does not answer (exit 1) in one line', async () => {
    const refused = await fleetStatus(['--fleet-url', url, '--fleet-key', 'wrong-key-wrong-key']);
    expect(refused.code).toBe(2);
    expect(refused.err).toEqual([`orderslip fleet-status: the fleet host at ${url} refused the fleet key.`]);
    const gone = `http://127.0.0.1:${await freePort()}/`;
    const nobody = await fleetStatus(['--fleet-url', gone, '--fleet-key', KEY]);
    expect(nobody.code).toBe(1);
    expect(nobody.err).toEqual([expect.stringMatching(/ECONNREFUSED/)]);
    expect(nobody.err[0]?.startsWith(`orderslip: the fleet host at ${gone} does not answer: `)).toBe(true);
    const keyless = await fleetStatus(['--fleet-url', url]);
    expect(keyless.code).toBe(2);
  });
});
