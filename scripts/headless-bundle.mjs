/**
 * The headless host as one file, `out/headless/cli.cjs` (`npm run build:headless`): our code bundled,
 * packages left in node_modules. CommonJS, not an ES module: Node evaluates every export of a built-in
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
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages the host needs only on a rare path, with the functions our code calls: in the bundle each
 * is a module of forwarders that loads the package at its first call, not when the host starts.
 * libphonenumber-js formats a client's phone number on a receipt or a pick-up sheet: its code and its
 * countries' metadata are 85 modules (docs/PERFORMANCE.md). The window and the Electron app import it as
 * it is. A function our code calls that is not listed here fails the build (no such export).
 */
const LAZY_PACKAGES = {
  'libphonenumber-js': ['getCountryCallingCode', 'isSupportedCountry', 'parsePhoneNumberFromString'],
};

/** esbuild resolves each of LAZY_PACKAGES to its forwarders; the package itself stays external. */
const lazyPackages = {
  name: 'lazy-packages',
  setup(build) {
    const names = Object.keys(LAZY_PACKAGES).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) =>
      args.namespace === 'lazy-package'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'lazy-package' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => ({
      loader: 'js',
      contents: [
        `let loaded = null;`,
        `const load = () => (loaded ??= require(${JSON.stringify(args.path)}));`,
        ...LAZY_PACKAGES[args.path].map(
          (name) => `export function ${name}(...args) { return load().${name}(...args); }`,
        ),
      ].join('\n'),
    }));
  },
};

/**
 * The other languages' words, made when a language is first looked up rather than when the host starts.
 * `common/words/catalogues.ts` imports every language, as the window and the Electron app need (an ES
 * module cannot load one later without making `wordsOf` asynchronous); in the bundle it is replaced by a
 * module that `require`s Dutch, French and German on first use. esbuild wraps a module reached through
 * `require` in a function run at that call, so the three languages' objects (about 1.2 MiB of heap,
 * docs/PERFORMANCE.md) are not made by a host that speaks English only, or made one language at a time.
 * English stays eager: the message catalogue is built from its codes. The CLI's tests run this bundle,
 * and test/headless/cli-words.test.ts has it speak every language.
 */
const CATALOGUES_FILE = /[\\/]electron[\\/]common[\\/]words[\\/]catalogues\.ts$/;
const lazyLanguages = {
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
        `  nl: () => require('./nl').nl,`,
        `  fr: () => require('./fr').fr,`,
        `  de: () => require('./de').de,`,
        `};`,
        `export function wordsOf(language: Language): LanguageWords {`,
        `  return (made[language] ??= make[language as Exclude<Language, 'en'>]());`,
        `}`,
      ].join('\n'),
    }));
  },
};

/** The options of the bundle, shared with the test that draws from a bundle like it. */
export const HEADLESS_BUNDLE_OPTIONS = {
  plugins: [lazyPackages, lazyLanguages],
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outfile = 'out/headless/cli.cjs';
  const result = await build({
    ...HEADLESS_BUNDLE_OPTIONS,
    entryPoints: ['electron/headless/cli.ts'],
    outfile,
    write: false,
  });
  writeAscii(result.outputFiles);
}
