/**
 * The headless host as one file, `out/headless/cli.cjs` (`npm run build:headless`): our code bundled,
 * packages left in node_modules. CommonJS, not an ES module: Node evaluates every export of a built-in
 * imported as an ES module, and `node:http`'s load fetch's undici, http2, tls and worker_threads, and the
 * ES module loader itself stays in memory; as CommonJS the idle host needs about 10 MiB less
 * (docs/PERFORMANCE.md). `import.meta` does not exist in CommonJS: it is defined from the file's own path.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The options of the bundle, shared with the test that draws from a bundle like it. */
export const HEADLESS_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  packages: 'external',
  logLevel: 'warning',
  define: { 'import.meta.url': '__import_meta_url', 'import.meta.dirname': '__dirname' },
  banner: { js: "const __import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({
    ...HEADLESS_BUNDLE_OPTIONS,
    entryPoints: ['electron/headless/cli.ts'],
    outfile: 'out/headless/cli.cjs',
  });
}
