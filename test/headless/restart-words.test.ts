/**
 * What the terminal of a headless host says when settings are saved (the setup wizard finishing, a
 * change in Settings): the engine restarts on them, which is not a stop. It says it restarted with the
 * new settings, never "Stopped." (in Dutch "Gestopt."); a real stop still says it stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { CliIo } from '../../electron/headless/command';
import type { HeadlessHost } from '../../electron/headless/host';
import { eventually } from '../engine/world';
import { startEnvTokenHost } from './host-world';

const TENANT = 'restart-shop';
const TOKEN = 'tok-restart';

const cleanups: (() => Promise<unknown> | undefined)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A simulator, a virtual printer, and a host on a fresh folder whose stdout lines are kept, in Dutch. */
async function world(configured: boolean) {
  const sim = await Simulator.start({ seed: 26, tenants: [{ id: TENANT, token: TOKEN }] });
  cleanups.push(() => sim.close());
  const paper = await VirtualPrinter.start();
  cleanups.push(() => paper.close());
  const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-restart-'));
  cleanups.push(() => {
    rmSync(dataDir, { recursive: true, force: true });
    return undefined;
  });
  const complete: AppSettings = {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [printerSettings({ id: 'counter', name: 'Toog', uri: paper.uri })],
    defaultPrinterIds: ['counter'],
    pollIntervalSeconds: 1,
  };
  const settings = fileSettingsStore(dataDir);
  // Unconfigured: no printer yet, as a PC before the wizard's last step.
  settings.save(configured ? complete : { ...complete, printers: [], defaultPrinterIds: [] });
  const lines: string[] = [];
  const io: CliIo = {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    stopRequested: new Promise<string>(() => undefined),
  };
  const host: HeadlessHost = await startEnvTokenHost({
    dataDir,
    settings,
    token: TOKEN,
    io,
    logFormat: { format: 'text', language: 'nl' },
  });
  let stopped = false;
  cleanups.push(() => (stopped ? undefined : host.stop()));
  return {
    host,
    lines,
    complete,
    stop: async () => {
      stopped = true;
      await host.stop();
    },
  };
}

const connected = (line: string): boolean => / SERVICE ok: /.test(line);
const saidStopped = (line: string): boolean => / SERVICE stopped|Gestopt\./.test(line);

describe('saving settings on a headless host', () => {
  it('says the running engine restarted with the new settings, not that it stopped; a real stop says so', async () => {
    const { host, lines, stop } = await world(true);
    await eventually('connected', () => lines.some(connected));
    const before = lines.length;
    const { settings } = await host.service.getSettings();
    await host.service.saveSettings({ settings: { ...settings, pollIntervalSeconds: 2 } });
    const afterSave = (): string[] => lines.slice(before);
    expect(
      afterSave().filter((line) => / INFO {2}Herstart met de nieuwe instellingen\.$/.test(line)),
    ).toHaveLength(1);
    // The new engine runs: it connects again.
    await eventually('connected again', () => afterSave().some(connected));
    expect(afterSave().filter(saidStopped)).toEqual([]);
    await stop();
    expect(lines.slice(before).filter(saidStopped)).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/ SERVICE stopped: Gestopt\.$/);
  }, 60_000);

  it('says neither when the wizard finishes on a PC where nothing ran yet: the engine just starts', async () => {
    const { host, lines, complete } = await world(false);
    await eventually('not set up said', () => lines.some((line) => / SERVICE not_configured: /.test(line)));
    const before = lines.length;
    await host.service.saveSettings({ settings: complete });
    await eventually('connected', () => lines.slice(before).some(connected));
    expect(lines.slice(before).filter(saidStopped)).toEqual([]);
    expect(lines.slice(before).filter((line) => /Herstart/.test(line))).toEqual([]);
  }, 60_000);
});
