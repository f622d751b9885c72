import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../electron/headless/command';
import { main } from '../../../electron/headless/cli';
import { printJob } from '../../../electron/core/printer';
import { VIRTUAL_PRINTER_MODES } from '../../../electron/demo/virtual-printer';
import { receipt, settingsFor } from '../../printer/helpers';

function fakeIo() {
  const out: string[] = [];
  const err: string[] = [];
  let stop: (signal: string) => void = () => undefined;
  const stopRequested = new Promise<string>((resolve) => (stop = resolve));
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), stopRequested };
  return { io, out, err, stop: (signal: string) => stop(signal) };
}

// Generous: a process started with tsx on a busy machine takes seconds before it listens.
async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('npm run cli -- virtual-printer', () => {
  it('prints its address, shows each job, writes its picture, and stops cleanly', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'orderslip-vp-cli-'));
    try {
      const { io, out, stop } = fakeIo();
      const running = main(['virtual-printer', '--port', '0', '--width', '58', '--html-dir', dir], io);
      const uri = await until(() => /listening on (tcp:\/\/\S+)/.exec(out.join('\n'))?.[1], 'the address');
      const result = await printJob(settingsFor(uri), [receipt('Bestelling 7')], {
        timeouts: { statusMs: 500, completionBaseMs: 3000 },
      });
      expect(result.outcome).toBe('printed');
      await until(
        () => (out.some((line) => line.startsWith('  picture: ')) ? true : undefined),
        'the picture',
      );
      expect(out).toContain('  Bestelling 7');
      expect(out).toContain('  Totaal € 12,50');
      stop('SIGTERM');
      expect(await running).toBe(0);
      expect(out.at(-1)).toBe('Stopped (SIGTERM); 1 job printed.');
      expect(await readFile(join(dir, 'job-1.html'), 'utf8')).toContain('Totaal € 12,50');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes every mode the virtual printer has, and says what a fault mode does', async () => {
    for (const mode of VIRTUAL_PRINTER_MODES) {
      const { io, out, stop } = fakeIo();
      const running = main(['virtual-printer', '--port', '0', '--mode', mode], io);
      await until(() => (out.some((line) => line.includes(`(mode ${mode},`)) ? true : undefined), mode);
      if (mode !== 'ready') expect(out.some((line) => line.startsWith(`  mode ${mode}: `))).toBe(true);
      stop('SIGTERM');
      expect(await running).toBe(0);
    }
  });

  it('says what it does in the language of --language, the address and the printed text as they are', async () => {
    const dutch = fakeIo();
    const receiptPrinter = main(
      ['virtual-printer', '--port', '0', '--mode', 'paper-out', '--language', 'nl'],
      dutch.io,
    );
    const uri = await until(
      () =>
        /^Virtuele printer luistert op (tcp:\/\/\S+) \(modus paper-out, 80 mm\)$/m.exec(
          dutch.out.join('\n'),
        )?.[1],
      'the Dutch address line',
    );
    dutch.stop('SIGTERM');
    expect(await receiptPrinter).toBe(0);
    expect(dutch.out).toEqual([
      `Virtuele printer luistert op ${uri} (modus paper-out, 80 mm)`,
      `  printeradres voor OrderSlip: ${uri}`,
      '  modus paper-out: meldt dat het papier op is, en drukt niets af tot de modus verandert.',
      'Druk op Ctrl+C om te stoppen.',
      'Gestopt (SIGTERM); 0 opdrachten afgedrukt.',
    ]);

    const french = fakeIo();
    const labelPrinter = main(
      ['virtual-printer', '--protocol', 'zpl', '--port', '0', '--mode', 'mute', '--language', 'fr'],
      french.io,
    );
    const labels = await until(
      () => /à l’écoute sur (tcp:\/\/\S+)/.exec(french.out.join('\n'))?.[1],
      'the French address line',
    );
    french.stop('SIGINT');
    expect(await labelPrinter).toBe(0);
    expect(french.out).toEqual([
      `Imprimante d’étiquettes ZPL virtuelle à l’écoute sur ${labels} (mode mute, 203 dpi)`,
      `  adresse de l’imprimante pour OrderSlip\u202f: ${labels}\u202f; réglez son rôle sur étiquettes et son protocole sur zpl`,
      '  mode mute\u202f: ne répond rien du tout (pas même l’état), et imprime.',
      'Appuyez sur Ctrl+C pour arrêter.',
      'Arrêtée (SIGINT)\u202f; 0 étiquette imprimée.',
    ]);

    const german = fakeIo();
    const simulator = main(['simulator', '--port', '0', '--orders', '2', '--language', 'de'], german.io);
    const url = await until(
      () => /^Nachgebildeter Bestelldienst hört auf (http:\S+)$/m.exec(german.out.join('\n'))?.[1],
      'the German simulator line',
    );
    german.stop('SIGTERM');
    expect(await simulator).toBe(0);
    const said = german.out.join('\n');
    expect(said).toContain(`  Basis-URL:  ${url}`);
    expect(said).toMatch(
      / {2}Geschäfte: {2}\d+(, \d+)*; bestätigen mit PUT; 2 Bestellungen, 0 weitere pro Minute/,
    );
    expect(german.out.at(-1)).toBe('Nachgebildeter Bestelldienst beendet (SIGTERM).');
    for (const english of ['listening', 'Press', 'Stopped', ' orders,', 'base URL', 'mode mute:'])
      expect(said + dutch.out.join('\n') + french.out.join('\n')).not.toContain(english);
  });

  it('in ack-then-lose, a print job is answered but never printed', async () => {
    const { io, out, stop } = fakeIo();
    const running = main(['virtual-printer', '--port', '0', '--mode', 'ack-then-lose'], io);
    const uri = await until(() => /listening on (tcp:\/\/\S+)/.exec(out.join('\n'))?.[1], 'the address');
    const result = await printJob(settingsFor(uri), [receipt('Lost')], {
      timeouts: { statusMs: 250, completionBaseMs: 400 },
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'no_answer', mayHavePrinted: true });
    stop('SIGTERM');
    expect(await running).toBe(0);
    expect(out.at(-1)).toBe('Stopped (SIGTERM); 0 jobs printed.');
  });

  it.each([
    [['--mode', 'jammed'], '--mode must be one of ready, offline, paper-out'],
    [['--width', '76'], '--width must be 58 or 80 (mm), got "76"'],
    [['--port', '70000'], '--port must be between 0 and 65535'],
    [['--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j with exit code 2', async (args, message) => {
    const { io, err } = fakeIo();
    expect(await main(['virtual-printer', ...args], io)).toBe(2);
    expect(err.join('\n')).toContain(message);
  });

  it('runs as a real process: prints its URI and exits 0 on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      // As `npm run cli` starts it: the signal goes to OrderSlip itself, not through tsx's wrapper process
      // (which, told to stop before its child said it handles signals, kills it and exits 143).
      ['--import', 'tsx', 'electron/headless/cli.ts', 'virtual-printer', '--port', '0'],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await until(() => (/listening on tcp:\/\/127\.0\.0\.1:\d+/.test(stdout) ? true : undefined), 'the URI');
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(stdout).toContain('Stopped (SIGTERM); 0 jobs printed.');
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
