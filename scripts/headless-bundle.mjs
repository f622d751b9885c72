/**
 * The headless host, `out/headless/cli.cjs` (`npm run build:headless`): an entry that loads one of two
 * bundles of our code beside it (HOST_BUNDLES), packages left in node_modules, and beside them the few
 * files they read late (LAZY_PACKAGES, FILED_LANGUAGES). CommonJS, not an ES module: Node evaluates every export of a built-in
 * imported as an ES module, and `node:http`'s load fetch's undici, http2, tls and worker_threads, and the
 * ES module loader itself stays in memory; as CommonJS the idle host needs about 10 MiB less
 * (docs/PERFORMANCE.md). `import.meta` does not exist in CommonJS: it is defined from the file's own path.
 *
 * Whitespace and comments are left out (`minifyWhitespace`, `minifySyntax`): V8 keeps a script's whole
 * source in the heap for as long as the script lives (it compiles each function from it on first call),
 * and our comments' dashes and ellipses made it a two-byte string, 4.4 MiB for 2.1 MB of text; without
 * them it is ASCII, one byte a character, and half as long. Names are not shortened, so a stack trace
 * still names its functions and classes (and `constructor.name` stays what the code says).
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages the host needs only on a rare path, with the functions our code calls: in the bundle each
 * is a module of forwarders that loads the package at its first call, not when the host starts.
 * libphonenumber-js formats a client's phone number on a receipt or a pick-up sheet. The package is
 * read from a file of its own beside the bundle (`lazyPackageFileName`), bundled from it with only the
 * functions listed here and what they reach, without whitespace and in ASCII like the bundle: its full
 * entry loads 85 modules, and a host that printed kept 0.8 MiB more (docs/PERFORMANCE.md). The window
 * and the Electron app import it as it is. A function our code calls that is not listed here fails the
 * build (no such export).
 */
const LAZY_PACKAGES = {
  'libphonenumber-js': ['getCountryCallingCode', 'isSupportedCountry', 'parsePhoneNumberFromString'],
};

/** A file the bundle named `bundleFileName` reads from beside it: `cli.cjs` and `words-fr` give `cli.words-fr.cjs`. */
function besideBundle(bundleFileName, part) {
  return `${bundleFileName.replace(/\.cjs$/, '')}.${part}.cjs`;
}

/** The file a bundle named `cli.cjs` loads `pkg` from: `cli.libphonenumber-js.cjs`, beside it. */
export function lazyPackageFileName(bundleFileName, pkg) {
  return besideBundle(bundleFileName, pkg.replace(/[^a-z0-9-]/gi, '-'));
}

/**
 * esbuild resolves each of LAZY_PACKAGES to its forwarders, which `require` the package's file beside
 * the bundle (`bundleFileName`'s); without a bundle file name (a bundle made for a test of something
 * else), the package itself from node_modules.
 */
function lazyPackages(bundleFileName) {
  return {
    name: 'lazy-packages',
    setup(build) {
      const names = Object.keys(LAZY_PACKAGES).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) =>
        args.namespace === 'lazy-package'
          ? { path: args.path, external: true }
          : { path: args.path, namespace: 'lazy-package' },
      );
      build.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => {
        const file =
          bundleFileName === undefined ? args.path : `./${lazyPackageFileName(bundleFileName, args.path)}`;
        return {
          loader: 'js',
          contents: [
            `let loaded = null;`,
            `const load = () => (loaded ??= require(${JSON.stringify(file)}));`,
            ...LAZY_PACKAGES[args.path].map(
              (name) => `export function ${name}(...args) { return load().${name}(...args); }`,
            ),
          ].join('\n'),
        };
      });
      build.onResolve({ filter: /\.cjs$/, namespace: 'lazy-package' }, (args) => ({
        path: args.path,
        external: true,
      }));
    },
  };
}

/**
 * The other languages' words, made when a language is first looked up rather than when the host starts.
 * `common/words/catalogues.ts` imports every language, as the window and the Electron app need (an ES
 * module cannot load one later without making `wordsOf` asynchronous); in the bundle it is replaced by a
 * module that `require`s Dutch, French and German on first use. esbuild wraps a module reached through
 * `require` in a function run at that call, so the languages' objects (about 0.4 MiB of heap each,
 * docs/PERFORMANCE.md) are not made by a host that does not speak them, or made one language at a time.
 * English stays eager: the message catalogue is built from its codes. French and German are read from
 * files of their own beside the bundle (`wordsFileName`), so a host that speaks neither does not hold
 * their text either (about 0.37 MB of the bundle's source, which V8 keeps in memory for as long as the
 * script lives: 0.6 MiB less in all). Dutch stays in the bundle: receipts are Dutch unless set
 * otherwise, and a language's own file carries a copy of the English words it borrows (1.2 MiB more when
 * Dutch was read from one). The CLI's tests run
 * a bundle built the same way, and test/headless/cli-words.test.ts has it speak every language.
 */
const CATALOGUES_FILE = /[\\/]electron[\\/]common[\\/]words[\\/]catalogues\.ts$/;
export const FILED_LANGUAGES = ['fr', 'de'];

/** The file a bundle named `cli.cjs` loads `language`'s words from: `cli.words-fr.cjs`, beside it. */
export function wordsFileName(bundleFileName, language) {
  return besideBundle(bundleFileName, `words-${language}`);
}

/**
 * Without a bundle file name (a bundle made for a test of something else), every language is in the
 * bundle.
 */
function lazyLanguages(bundleFileName) {
  const source = (language) =>
    bundleFileName !== undefined && FILED_LANGUAGES.includes(language)
      ? `./${wordsFileName(bundleFileName, language)}`
      : `./${language}`;
  return {
    name: 'lazy-languages',
    setup(build) {
      build.onLoad({ filter: CATALOGUES_FILE }, () => ({
        loader: 'ts',
        contents: [
          `import type { Language } from './languages';`,
          `import { en, type LanguageWords } from './en';`,
          `export type { LanguageWords };`,
          `const made: Partial<Record<Language, LanguageWords>> = { en };`,
          `const make: Record<Exclude<Language, 'en'>, () => LanguageWords> = {`,
          ...['nl', 'fr', 'de'].map(
            (language) => `  ${language}: () => require(${JSON.stringify(source(language))}).${language},`,
          ),
          `};`,
          `export function wordsOf(language: Language): LanguageWords {`,
          `  return (made[language] ??= make[language as Exclude<Language, 'en'>]());`,
          `}`,
        ].join('\n'),
      }));
      // The language files are not bundled: Node finds them beside the bundle when they are asked for.
      build.onResolve({ filter: /\.words-[a-z]+\.cjs$/ }, (args) => ({ path: args.path, external: true }));
    },
  };
}

/**
 * A language's window words, its paper words and its notifications, made at their first use rather than
 * with its messages. Each language's `index.ts` imports them with its messages, as the window and the
 * Electron app need; in the bundles each such import becomes an object that `require`s its module at the
 * first look inside (`common/words/lazy-words.ts`; esbuild then runs that module only at that call). A host that only polls and
 * prints says messages and prints paper: English's window words alone were about 0.4 MiB of an idle
 * host (docs/PERFORMANCE.md), and a Dutch receipt does not make the Dutch window. Every part of a
 * language's words is read through them as before: keys, values, spread, `in`.
 */
const WORDS_INDEX_FILE = /[\\/]electron[\\/]common[\\/]words[\\/][a-z]{2}[\\/]index\.ts$/;
const WORDS_PART_IMPORT = /^import \{([^}]*)\} from '(\.\/(?:window|paper)\/[\w-]+|\.\/notifications)';$/gm;
/**
 * An import, re-export, `import()` or `require` of a window, paper or notifications module of this
 * language or another, with or without an extension: left in an index, it would make that part at start.
 */
const ANY_WORDS_PART_IMPORT =
  /(?:\bfrom|\bimport|\brequire)\s*\(?\s*['"](?:\.\/|\.\.\/[a-z]{2}\/)(?:window|paper|notifications)(?:[/.][^'"]*)?['"]/;

export function lazyWordParts(source) {
  const lazy = source.replace(WORDS_PART_IMPORT, (_, names, path) =>
    names
      .split(',')
      .map((name) => name.trim())
      // A type is gone once compiled: nothing to make.
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => {
        const [imported, local = imported] = name.split(/\s+as\s+/);
        return `const ${local} = lazyWords(() => require(${JSON.stringify(path)}).${imported});`;
      })
      .join('\n'),
  );
  const left = source.replace(WORDS_PART_IMPORT, '').replace(/^(?:import|export) type [^;]*;$/gm, '');
  if (ANY_WORDS_PART_IMPORT.test(left))
    throw new Error(
      "A words index imports a window, paper or notifications module in a form the lazy words do not read: one `import { a, b as c } from './window/x';` a module.",
    );
  return `import { lazyWords } from '../lazy-words';\n${lazy}`;
}

export const lazyWordPartsPlugin = {
  name: 'lazy-word-parts',
  setup(build) {
    build.onLoad({ filter: WORDS_INDEX_FILE }, async (args) => ({
      loader: 'ts',
      contents: lazyWordParts(await readFile(args.path, 'utf8')),
    }));
  },
};

/** The options of the bundle, shared with the test that draws from a bundle like it. */
export const HEADLESS_BUNDLE_OPTIONS = {
  plugins: [lazyPackages(undefined), lazyLanguages(undefined)],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  packages: 'external',
  logLevel: 'warning',
  minifyWhitespace: true,
  minifySyntax: true,
  // No comment kept at the end either: the source must stay ASCII (see above).
  legalComments: 'none',
  define: { 'import.meta.url': '__import_meta_url', 'import.meta.dirname': '__dirname' },
  banner: { js: "const __import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
};

/**
 * The bundle's text with every character outside ASCII written as `\uXXXX`. esbuild escapes them in
 * strings and templates but leaves them in regular expression literals (`/[øæœß]/`), and one is enough to
 * make V8 hold the whole source as a two-byte string. The escape means the same there (and in a `u`
 * regular expression a pair of escaped surrogates is the one character); after a backslash it would not,
 * so that is refused rather than guessed.
 */
export function asciiOnly(text) {
  const escapedAfterBackslash = /\\[\u0080-\uffff]/.exec(text);
  if (escapedAfterBackslash)
    throw new Error(`The bundle escapes a non-ASCII character with a backslash: ${escapedAfterBackslash[0]}`);
  return text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Writes esbuild's output files (built with `write: false`) in ASCII, their folder made if missing: a fresh clone has no out/. */
export function writeAscii(outputFiles) {
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, asciiOnly(file.text));
  }
}

/** The repository: the builds resolve their entries from it, wherever they are started. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The host's two bundles of `electron/headless/cli.ts`, beside its entry `cli.cjs`: `cli.run.cjs` with the
 * `run` command alone, which a counter's host runs for days, and `cli.tools.cjs` with every command.
 * Code in a bundle costs memory even when it never runs: V8 holds the script's source and makes a
 * function object for each of its declarations as it starts, and the demo, the simulator, the virtual
 * printers and the other commands were 0.7-0.9 MiB of an idle host's (docs/PERFORMANCE.md). A process
 * loads one of the two, so no class exists twice in it. CommonJS cannot share code between bundles
 * (esbuild splits only ES modules), so the tools' bundle has its own copy of the host.
 */
export const HOST_BUNDLES = ['run', 'tools'];

/** The file of the bundle `part` (HOST_BUNDLES) beside the entry named `entryFileName`: `cli.run.cjs`. */
export function hostBundleFileName(entryFileName, part) {
  return besideBundle(entryFileName, part);
}

/** The entry, `cli.cjs`: picks the bundle by the command, before anything else is loaded, and starts it. */
function entrySource(entryFileName) {
  const [run, tools] = HOST_BUNDLES.map((part) => `./${hostBundleFileName(entryFileName, part)}`);
  return [
    `'use strict';`,
    `require(process.argv[2] === 'run' ? ${JSON.stringify(run)} : ${JSON.stringify(tools)}).startFromCommandLine();`,
  ].join('\n');
}

/** Resolves cli.ts's list of commands to `run` alone (commands/run-only.ts): the run bundle. */
const runOnly = {
  name: 'run-only',
  setup(build) {
    build.onResolve({ filter: /^\.\/commands$/ }, (args) =>
      /[\\/]electron[\\/]headless[\\/]cli\.ts$/.test(args.importer)
        ? { path: join(ROOT, 'electron/headless/commands/run-only.ts') }
        : undefined,
    );
  },
};

/**
 * What `buildHeadless(outfile)` builds: the entry at `outfile` (a `.cjs` path), the two bundles
 * (HOST_BUNDLES), LAZY_PACKAGES' and FILED_LANGUAGES' files beside it, each with its esbuild options. The
 * files beside it are named from the entry's name, so both bundles read the same ones.
 */
function headlessBuilds(outfile) {
  const name = basename(outfile);
  const beside = (file) => join(dirname(outfile), file);
  const options = { ...HEADLESS_BUNDLE_OPTIONS, absWorkingDir: ROOT, write: false };
  const hostBundle = (part, plugins) => ({
    ...options,
    plugins: [...plugins, lazyPackages(name), lazyLanguages(name), lazyWordPartsPlugin],
    entryPoints: ['electron/headless/cli.ts'],
    outfile: beside(hostBundleFileName(name, part)),
  });
  return [
    {
      ...options,
      // Not bundled: it requires a bundle by its path.
      bundle: false,
      packages: undefined,
      plugins: [],
      banner: undefined,
      define: undefined,
      stdin: { contents: entrySource(name), resolveDir: ROOT, sourcefile: 'cli-entry.js', loader: 'js' },
      outfile,
    },
    hostBundle('run', [runOnly]),
    hostBundle('tools', []),
    ...Object.entries(LAZY_PACKAGES).map(([pkg, functions]) => ({
      ...options,
      plugins: [],
      // Bundled, not left in node_modules: only what the functions reach is kept.
      packages: undefined,
      stdin: {
        contents: `export { ${functions.join(', ')} } from ${JSON.stringify(pkg)};`,
        resolveDir: ROOT,
        sourcefile: `${pkg}.js`,
        loader: 'js',
      },
      outfile: beside(lazyPackageFileName(name, pkg)),
    })),
    ...FILED_LANGUAGES.map((language) => ({
      ...options,
      plugins: [lazyPackages(name), lazyWordPartsPlugin],
      entryPoints: [`electron/common/words/${language}/index.ts`],
      outfile: beside(wordsFileName(name, language)),
    })),
  ];
}

/** Builds the headless host's entry at `outfile` and its files beside it: `npm run build:headless`, and the tests' own. */
export async function buildHeadless(outfile) {
  const results = await Promise.all(headlessBuilds(outfile).map((options) => build(options)));
  for (const result of results) writeAscii(result.outputFiles);
}

/** Every file `buildHeadless(outfile)` writes, the entry first. */
export function headlessFiles(outfile) {
  return headlessBuilds(outfile).map((options) => options.outfile);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildHeadless('out/headless/cli.cjs');
}
