/**
 * One module of the sources bundled with esbuild into an ES module a child process imports on plain
 * Node, as the tests' CLI is bundled (test/headless/cli-bundle-setup.ts): a child that compiled the
 * sources through tsx spent most of its start doing so, the more on a busy machine.
 */
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');

/**
 * Bundles `entry` (a path in the repository) into `outfile`. `packagesExternal`: the packages are
 * imported from a node_modules beside `outfile` instead of bundled (a module that starts Vite).
 */
export async function bundleForNode(
  entry: string,
  outfile: string,
  options: { readonly packagesExternal?: boolean } = {},
): Promise<string> {
  await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    ...(options.packagesExternal ? { packages: 'external' as const } : {}),
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}
