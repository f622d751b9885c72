/**
 * A script (an ES module, TypeScript imports allowed) run once in a fresh Node of the project's: for what
 * only a new process shows, such as which modules a path loads or how V8 settings made at run time act.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Its standard output. `nodeArgs` go before the script (V8 flags, say); a failed run rejects with stderr. */
export function runInFreshNode(script: string, nodeArgs: readonly string[] = []): Promise<string> {
  return new Promise((done, fail) =>
    execFile(
      join(ROOT, 'node_modules/.bin/node'),
      ['--import', 'tsx', ...nodeArgs, '--input-type=module', '-e', script],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => (error ? fail(new Error(`${error.message}\n${stderr}`)) : done(stdout)),
    ),
  );
}
