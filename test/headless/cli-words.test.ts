/**
 * The CLI speaks to the person at the terminal in their language: its usage lines and its refusals of
 * how it was called are said in --language, else in the environment's locale, else English, through
 * the real `main()` and through a real child process. Exit codes stay what scripts rely on.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { HOST_BUNDLES, hostBundleFileName, wordsFileName } from '../../scripts/headless-bundle.mjs';
import { main } from '../../electron/headless/cli';
import type { CliIo } from '../../electron/headless/command';
import { environmentLanguage } from '../../electron/headless/cli-language';
import { LANGUAGES } from '../../electron/common/words/languages';
import { startCli, killAllCli } from './cli-process';

const NNBSP = '\u202f';

async function cli(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (text) => out.push(...text.split('\n')),
    err: (line) => err.push(line),
    stopRequested: new Promise<string>(() => undefined),
  };
  const code = await main(args, io, env);
  return { code, out, err };
}

afterEach(async () => {
  await killAllCli();
});

describe('the CLI in the chosen language', () => {
  it.each([
    [
      'en',
      'Usage: npm run cli -- print [flags]',
      '--order FILE.json            the order as the ordering service sends it',
    ],
    [
      'nl',
      'Gebruik: npm run cli -- print [opties]',
      '--order BESTAND.json         de bestelling zoals de bestelservice ze stuurt',
    ],
    [
      'fr',
      `Utilisation${NNBSP}: npm run cli -- print [options]`,
      '--order FICHIER.json         la commande telle que le service de commande l’envoie',
    ],
  ])("says a command's usage lines in --language %s", async (language, first, orderLine) => {
    const { code, out, err } = await cli(['print', '--help', '--language', language]);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out[0]).toBe(first);
    expect(out).toContain(orderLine);
    // The languages --language takes are the app's own, listed from the one registry.
    expect(out.join('\n')).toContain(`--language ${LANGUAGES.join('|')}`);
  });

  it.each([
    ['en', `orderslip demo: --per-minute must be a whole number, got "lots"`],
    ['nl', `orderslip demo: --per-minute moet een geheel getal zijn, niet "lots"`],
    ['fr', `orderslip demo: --per-minute doit être un nombre entier, pas «${NNBSP}lots${NNBSP}»`],
  ])('refuses a bad value in --language %s, with exit code 2', async (language, line) => {
    // The environment says Dutch: --language wins over it.
    const result = await cli(['demo', '--per-minute', 'lots', '--language', language], {
      LANG: 'nl_BE.UTF-8',
    });
    expect(result).toEqual({ code: 2, out: [], err: [line] });
  });

  it('says an unknown flag and a missing one in --language, though they are found before it is read', async () => {
    expect(await cli(['demo', '--colour', 'red', '--language', 'nl'])).toEqual({
      code: 2,
      out: [],
      err: ["orderslip demo: Onbekende optie '--colour'"],
    });
    expect(await cli(['print', '--language=fr'])).toEqual({
      code: 2,
      out: [],
      err: ['orderslip print: --order FILE.json est obligatoire'],
    });
    expect((await cli(['demo', 'extra', '--language', 'fr'])).err).toEqual([
      `orderslip demo: argument inattendu 'extra'${NNBSP}: chaque valeur suit son option`,
    ]);
    expect((await cli(['demo', '--show-receipts=yes', '--language', 'nl'])).err).toEqual([
      'orderslip demo: --show-receipts neemt geen waarde',
    ]);
    // A value that looks like a flag is not taken for one: the flag before it lacks its value.
    expect((await cli(['print', '--order', '--printer', 'tcp://127.0.0.1:9'])).err).toEqual([
      'orderslip print: --order needs a value (one that starts with a dash is written --order=-…)',
    ]);
    expect((await cli(['print', '--order'], { LANG: 'nl_BE' })).err).toEqual([
      'orderslip print: --order heeft een waarde nodig (een die met een streepje begint, schrijft u --order=-…)',
    ]);
  });

  it('falls back on the locale when --language is missing or not one of ours, and on English after that', async () => {
    expect((await cli(['demo', '--per-minute', 'lots'], { LANG: 'fr_BE.UTF-8' })).err).toEqual([
      `orderslip demo: --per-minute doit être un nombre entier, pas «${NNBSP}lots${NNBSP}»`,
    ]);
    // POSIX order: LC_ALL before LC_MESSAGES before LANG.
    expect(
      (await cli(['demo', '--per-minute', 'lots'], { LC_ALL: 'nl_BE.UTF-8', LANG: 'fr_BE.UTF-8' })).err,
    ).toEqual(['orderslip demo: --per-minute moet een geheel getal zijn, niet "lots"']);
    expect((await cli(['demo', '--language', 'xx'], { LC_MESSAGES: 'nl_NL', LANG: 'fr_FR' })).err).toEqual([
      `orderslip demo: --language moet een van ${LANGUAGES.join(', ')} zijn, niet "xx"`,
    ]);
    expect((await cli(['demo', '--per-minute', 'lots'], { LANG: 'C.UTF-8' })).err).toEqual([
      'orderslip demo: --per-minute must be a whole number, got "lots"',
    ]);
    const help = await cli(['--help'], { LANG: 'fr_BE.UTF-8' });
    expect(help.code).toBe(0);
    expect(help.out.slice(0, 3)).toEqual([
      `Utilisation${NNBSP}: npm run cli -- <commande> [options]`,
      '',
      `Commandes${NNBSP}:`,
    ]);
    expect(await cli(['bake'], { LANG: 'nl_BE' })).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/^orderslip: onbekende opdracht "bake"\. Opdrachten: run, demo, /)],
    });
  });

  it('reads the language from a locale name, and speaks German once German is one of ours', () => {
    expect(environmentLanguage({ LANG: 'nl_BE.UTF-8' })).toBe('nl');
    expect(environmentLanguage({ LANG: 'fr_LU@euro' })).toBe('fr');
    expect(environmentLanguage({ LANG: 'en_GB' })).toBe('en');
    expect(environmentLanguage({ LANG: 'es_ES.UTF-8' })).toBe('en');
    expect(environmentLanguage({ LC_ALL: '', LANG: 'nl' })).toBe('nl');
    expect(environmentLanguage({})).toBe('en');
    const german = (LANGUAGES as readonly string[]).includes('de') ? 'de' : 'en';
    expect(environmentLanguage({ LANG: 'de_BE.UTF-8' })).toBe(german);
  });

  it("says it in the locale's language as a real process too, and exits 2", async () => {
    const child = startCli(['print', '--copies', '9'], { LANG: 'fr_BE.UTF-8' });
    expect(await child.waitForExit()).toEqual({ code: 2, signal: null });
    // The value typed wrong is named before the flag that is missing.
    expect(child.stderrLines()).toEqual(['orderslip print: --copies doit être entre 1 et 5, pas 9']);
    expect(child.stdout()).toBe('');
  }, 30_000);

  it('says why it could not start in --language too, with exit code 1', async () => {
    const busy = createServer();
    await new Promise<void>((listening) => busy.listen(0, '127.0.0.1', listening));
    const { port } = busy.address() as AddressInfo;
    const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-cli-words-'));
    try {
      const child = startCli(['run', '--http-port', String(port), '--data-dir', dataDir, '--language', 'nl']);
      expect(await child.waitForExit()).toEqual({ code: 1, signal: null });
      expect(child.stderrLines()).toEqual([
        `orderslip: Poort ${port} op 127.0.0.1 is in gebruik door een ander programma: kies een andere --http-port.`,
      ]);
    } finally {
      await new Promise((closed) => busy.close(closed));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('the refusal names the value typed wrong first, on one line', () => {
  it.each([
    ['en', 'orderslip simulator: --orders must be between 0 and 10000, got -3'],
    ['nl', 'orderslip simulator: --orders moet tussen 0 en 10000 liggen, niet -3'],
    ['fr', 'orderslip simulator: --orders doit être entre 0 et 10000, pas -3'],
    ['de', 'orderslip simulator: --orders muss zwischen 0 und 10000 liegen, nicht -3'],
  ])(
    'simulator --orders -3 in %s: the negative number is the value, and it is named',
    async (language, line) => {
      expect(await cli(['simulator', '--orders', '-3', '--language', language])).toEqual({
        code: 2,
        out: [],
        err: [line],
      });
    },
  );

  // French and German are read from files of their own beside the bundles, only by a host that speaks
  // them; Dutch stays in each (scripts/headless-bundle.mjs). Words without accents: the files write those
  // as escapes.
  it('keeps French and German words in files beside the bundles, and Dutch in each', () => {
    const entry = inject('cliBundle');
    const beside = (file: string) => readFileSync(join(dirname(entry), file), 'utf8');
    const inFile = (language: string) => beside(wordsFileName(basename(entry), language));
    expect(inFile('fr')).toContain('nouvelles commandes');
    expect(inFile('de')).toContain('muss zwischen');
    for (const part of HOST_BUNDLES) {
      const text = beside(hostBundleFileName(basename(entry), part));
      expect(text).not.toContain('nouvelles commandes');
      expect(text).not.toContain('muss zwischen');
      expect(text).toContain('moet tussen');
    }
  });

  // The bundled CLI makes a language's words at their first use (scripts/headless-bundle.mjs): Dutch and
  // German here, French above, each in a process that had made none of them.
  it.each([
    ['nl_BE.UTF-8', 'orderslip simulator: --orders moet tussen 0 en 10000 liggen, niet -3\n'],
    ['de_DE.UTF-8', 'orderslip simulator: --orders muss zwischen 0 und 10000 liegen, nicht -3\n'],
  ])(
    'simulator --orders -3 as a real process in %s: one line on stderr, nothing written as an escape',
    async (locale, said) => {
      const child = startCli(['simulator', '--orders', '-3'], { LANG: locale });
      expect(await child.waitForExit()).toEqual({ code: 2, signal: null });
      expect(child.stderr()).toBe(said);
      expect(child.stdout()).toBe('');
    },
    30_000,
  );

  it('print --print-mode fancy names the mode, before the missing order and before reading a file', async () => {
    const modes = 'text, image, auto';
    expect((await cli(['print', '--print-mode', 'fancy'])).err).toEqual([
      `orderslip print: --print-mode must be one of ${modes}, got "fancy"`,
    ]);
    const missing = join(tmpdir(), 'orderslip-no-such-order.json');
    const withFile = ['print', '--order', missing, '--printer', 'tcp://127.0.0.1:9', '--print-mode', 'fancy'];
    expect(await cli([...withFile, '--language', 'nl'])).toEqual({
      code: 2,
      out: [],
      err: [`orderslip print: --print-mode moet een van ${modes} zijn, niet "fancy"`],
    });
    // Every value right: then the file is what is wrong.
    expect((await cli(withFile.slice(0, -2))).err).toEqual([
      `orderslip print: --order ${missing} cannot be read: ENOENT`,
    ]);
    expect((await cli(['print', '--copies', '-2', '--language', 'fr'])).err).toEqual([
      'orderslip print: --copies doit être entre 1 et 5, pas -2',
    ]);
  });

  it('print-labels --protocol epl names the protocol, before the missing size, order and printer', async () => {
    expect(await cli(['print-labels', '--protocol', 'epl'])).toEqual({
      code: 2,
      out: [],
      err: ['orderslip print-labels: --protocol must be one of zpl, tspl, escpos, got "epl"'],
    });
    const missing = join(tmpdir(), 'orderslip-no-such-order.json');
    const given = ['print-labels', '--order', missing, '--printer', 'tcp://127.0.0.1:9'];
    expect((await cli([...given, '--protocol', 'epl', '--language', 'fr'])).err).toEqual([
      `orderslip print-labels: --protocol doit être l’une des valeurs zpl, tspl, escpos, pas «${NNBSP}epl${NNBSP}»`,
    ]);
    expect((await cli(['print-labels', '--size', '10x40', '--protocol', 'zpl'])).err).toEqual([
      'orderslip print-labels: --size: the width must be between 25 and 120 mm, got 10',
    ]);
    // Nothing typed wrong: what is missing is said, the size before the order file is read.
    expect((await cli([...given, '--protocol', 'zpl'])).err).toEqual([
      'orderslip print-labels: --size WxH (the label in mm, like 58x40) is required',
    ]);
  });
});
