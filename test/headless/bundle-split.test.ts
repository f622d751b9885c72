/**
 * The headless host as it ships (scripts/headless-bundle.mjs): an entry, `cli.cjs`, that loads one of
 * two bundles beside it, `run` alone for a host that runs and every command for anything else; and in
 * both, a language's window, paper and notification words made at their first use. What a host never
 * runs is kept out of the memory of one that idles for days (docs/PERFORMANCE.md); these tests hold the
 * behaviour that rests on it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { basename, dirname, join } from 'node:path';
import { build, type PluginBuild } from 'esbuild';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import {
  HOST_BUNDLES,
  hostBundleFileName,
  lazyWordParts,
  lazyWordPartsPlugin,
} from '../../scripts/headless-bundle.mjs';
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import { wordsOf, type LanguageWords } from '../../electron/common/words/catalogues';
import { killAllCli, ROOT, startCli } from './cli-process';
import { runInFreshNode } from '../fresh-node';

const entry = inject('cliBundle');
const bundleText = (part: string) =>
  readFileSync(join(dirname(entry), hostBundleFileName(basename(entry), part)), 'utf8');

const scratch = mkdtempSync(join(tmpdir(), 'orderslip-bundles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(async () => {
  await killAllCli();
});

describe('the run bundle and the tools bundle', () => {
  // esbuild names each module it runs lazily by its path: a module in a bundle shows as its path.
  it('keeps the demo, the simulator, the virtual printers and the other commands out of the run bundle', () => {
    const [run, tools] = HOST_BUNDLES.map(bundleText);
    for (const module of [
      'electron/demo/simulator/simulator.ts',
      'electron/demo/virtual-printer/virtual-printer.ts',
      'electron/headless/commands/demo.ts',
      'electron/headless/commands/print.ts',
      'electron/headless/commands/fleet-status.ts',
    ]) {
      expect(tools).toContain(module);
      expect(run).not.toContain(module);
    }
    for (const text of [run, tools]) expect(text).toContain('electron/headless/commands/run.ts');
  });

  it.each([
    ['run', 'run'],
    ['simulator', 'tools'],
    ['--help', 'tools'],
  ])('`cli.cjs %s` loads the %s bundle alone, and answers', async (command, part) => {
    // Node's module cache, read as the process exits: which of our files it loaded.
    const hook = join(scratch, 'loaded.cjs');
    writeFileSync(
      hook,
      `process.on('exit', () => process.stderr.write('LOADED ' + Object.keys(require.cache).map((f) => require('node:path').basename(f)).filter((f) => f.startsWith(${JSON.stringify(basename(entry).replace(/\.cjs$/, ''))})).sort().join(' ') + '\\n'));`,
    );
    const args = command === '--help' ? ['--help'] : [command, '--help'];
    const child = startCli(args, { NODE_OPTIONS: `--require ${hook}` });
    expect(await child.waitForExit()).toEqual({ code: 0, signal: null });
    expect(child.stdout()).toContain(command === '--help' ? 'virtual-printer' : `-- ${command} [flags]`);
    const loaded = /LOADED (.*)/.exec(child.stderr())?.[1]?.split(' ');
    expect(loaded).toEqual([basename(entry), hostBundleFileName(basename(entry), part)].sort());
  });
});

/** A value's keys and texts, with every wording (a function) as the word "function". */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(shape);
  return Object.fromEntries(
    Object.keys(value).map((key) => [key, shape((value as Record<string, unknown>)[key])]),
  );
}

describe('the words of a bundle', () => {
  /**
   * Every language's words, bundled as the host's are, with a note in `made` each time the module of a
   * window's, a label's or the notifications' words runs.
   */
  async function bundledWords(): Promise<{ words: Record<Language, LanguageWords>; made: string[] }> {
    const noteRun = {
      name: 'note-run',
      setup(plugin: PluginBuild) {
        plugin.onLoad(
          { filter: /[\\/]words[\\/][a-z]{2}[\\/](window[\\/]app|paper[\\/]label|notifications)\.ts$/ },
          (args) => ({
            loader: 'ts',
            contents: `${readFileSync(args.path, 'utf8')}\nglobalThis.__wordsMade.push(${JSON.stringify(args.path.split(/[\\/]words[\\/]/)[1])});`,
          }),
        );
      },
    };
    const file = join(scratch, `words-${Math.random().toString(36).slice(2)}.cjs`);
    await build({
      stdin: {
        contents: LANGUAGES.map(
          (language) => `export { ${language} } from './electron/common/words/${language}';`,
        ).join('\n'),
        resolveDir: ROOT,
        sourcefile: 'words.ts',
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'warning',
      plugins: [noteRun, lazyWordPartsPlugin],
      outfile: file,
    });
    const made: string[] = [];
    (globalThis as { __wordsMade?: string[] }).__wordsMade = made;
    return { words: createRequire(import.meta.url)(file) as Record<Language, LanguageWords>, made };
  }

  it('makes a language’s window, paper and notification words only when they are first read', async () => {
    const { words, made } = await bundledWords();
    expect(Object.keys(words.en.messages).length).toBeGreaterThan(100);
    expect(made).toEqual([]);
    expect(words.en.window.orderTypes.pick_up).toBe('Pick-up');
    expect(made).toEqual(['en/window/app.ts']);
    // A receipt's and a day list's words come with the messages that quote them; a label's do not.
    expect('label' in words.nl.paper).toBe(true);
    expect(made).toEqual(['en/window/app.ts']);
    expect(Object.keys(words.nl.paper.label)).toEqual(Object.keys(wordsOf('nl').paper.label));
    expect(made).toEqual(['en/window/app.ts', 'nl/paper/label.ts']);
    expect(Object.keys(words.fr.notifications)).toEqual(Object.keys(wordsOf('fr').notifications));
    expect(made).toContain('fr/notifications.ts');
  });

  it('reads every word of every language as the sources have it', async () => {
    const { words } = await bundledWords();
    for (const language of LANGUAGES) expect(shape(words[language])).toEqual(shape(wordsOf(language)));
  });

  it('refuses to change words, as a frozen object would', async () => {
    const { words } = await bundledWords();
    const window = words.en.window as unknown as Record<string, unknown>;
    expect(() => (window['orderTypes'] = {})).toThrow(TypeError);
    expect(() => delete window['orderTypes']).toThrow(TypeError);
    expect(words.en.window.orderTypes.pick_up).toBe('Pick-up');
  });

  it('refuses a words index whose parts it cannot make lazily, rather than make them at start', () => {
    for (const index of [
      `import * as window from './window/app';\nexport const xx = { window };`,
      `export { app } from './window/app';`,
      `import './notifications';`,
      `import { notifications } from './notifications.js';`,
      `const app = () => import('./window/app');`,
      `import { day } from '../nl/paper/day';`,
    ])
      expect(() => lazyWordParts(index)).toThrow(/lazy words/);
    expect(
      lazyWordParts(
        `import type { App } from './window/app';\nimport { app as w, type Pin, pin } from './window/app';\nexport const xx = { w, pin };`,
      ),
    ).toContain(
      `const w = lazyWords(() => require("./window/app").app);\nconst pin = lazyWords(() => require("./window/app").pin);`,
    );
  });
});

describe('what of Node a host loads', () => {
  const loadedBy = (script: string): Promise<string[]> =>
    runInFreshNode(`${script}; process.stdout.write(JSON.stringify(process.moduleLoadList));`).then(
      (out) => JSON.parse(out) as string[],
    );

  // Node's `module` (for createRequire) and `dns/promises` wait for a package to load and a peer named
  // by its host name (core/runtime/package-require.ts, mdns-discovery.ts).
  it('loads the run command without Node’s module loader or its promised name lookups', async () => {
    const run = join(dirname(entry), hostBundleFileName(basename(entry), 'run'));
    // `run --help` loads the command and all it imports, as a running host does, and stops there. Plain
    // Node, from a file: tsx loads `node:module` for its hooks, and so does `node -e`.
    const script = `const io = { out() {}, err() {}, stopRequested: new Promise(() => {}) };
      require(${JSON.stringify(run)}).main(['run', '--help'], io).then((code) => {
        if (code !== 0) throw new Error('exit ' + code);
        process.stdout.write(JSON.stringify(process.moduleLoadList));
      });`;
    const file = join(scratch, 'load-run.cjs');
    writeFileSync(file, script);
    const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/node'), [file]);
    const loaded = JSON.parse(stdout) as string[];
    expect(loaded).toContain('NativeModule sqlite');
    expect(loaded).toContain('NativeModule dgram');
    expect(loaded).not.toContain('NativeModule dns/promises');
    expect(loaded).not.toContain('NativeModule module');
  });

  it('reads the monotonic clock without loading perf_hooks', async () => {
    const loaded = await loadedBy(
      `const { monotonicNow } = await import('./electron/core/time/monotonic.ts'); const a = monotonicNow(); if (!(monotonicNow() >= a)) throw new Error('went back')`,
    );
    expect(loaded).not.toContain('NativeModule perf_hooks');
  });
});
