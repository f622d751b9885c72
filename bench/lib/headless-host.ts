/**
 * The real headless host as a child process, started the two ways it can run: straight from the sources
 * through tsx, as `npm run cli -- run` does, and bundled (CommonJS) and run by plain Node (how a
 * packaged headless host would run). When started through tsx's CLI the program runs in a child of it
 * (tsx's CLI only relays signals); `hostPid` is the process that runs OrderSlip.
 */
import { execFile } from 'node:child_process';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NODE, ROOT } from './peers';
import { childrenOf, commandLine } from './proc';

export type HostVariantId = 'tsx' | 'bundled';

export interface HostVariant {
  readonly id: HostVariantId;
  /** For people: the command, shortened. */
  readonly label: string;
  readonly file: string;
  readonly args: readonly string[];
  /** tsx runs the program in a child of the process we start. */
  readonly programInChild: boolean;
}

/**
 * The host exactly as `npm run cli` starts it, read from package.json's "cli" script: `tsx FILE` (tsx's
 * CLI, which runs the program in a child) or `node --import tsx FILE` (one process). Node is always the
 * project's Node 22, as npm run puts node_modules/.bin first on the PATH.
 */
export function npmCliHost(): HostVariant {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const script = pkg.scripts?.['cli'];
  if (script === undefined)
    throw new Error('package.json has no "cli" script to start the headless host with.');
  const [first, ...rest] = script.split(/\s+/);
  if (first === 'tsx') {
    return {
      id: 'tsx',
      label: script,
      file: NODE,
      args: [resolve(ROOT, 'node_modules/.bin/tsx'), ...rest],
      programInChild: true,
    };
  }
  if (first === 'node') return { id: 'tsx', label: script, file: NODE, args: rest, programInChild: false };
  throw new Error(
    `The "cli" script (${script}) starts neither with tsx nor with node; the benchmark cannot start it.`,
  );
}

export const BUNDLE_PATH = resolve(ROOT, 'out/headless/cli.cjs');

/**
 * The headless host as `npm run build` ships it (`npm run build:headless`: an entry that loads our code
 * bundled in CommonJS, `run` alone or every command, with the few files it reads late beside it, packages
 * left in node_modules), run by plain Node the way a shop's service runs it.
 */
export async function bundledHost(): Promise<HostVariant> {
  await new Promise<void>((done, fail) =>
    execFile('npm', ['run', '--silent', 'build:headless'], { cwd: ROOT }, (error) =>
      error ? fail(error) : done(),
    ),
  );
  return {
    id: 'bundled',
    label: 'npm run headless (node out/headless/cli.cjs)',
    file: NODE,
    args: [BUNDLE_PATH],
    programInChild: false,
  };
}

export interface RunningHost {
  readonly variant: HostVariant;
  readonly child: ChildProcess;
  /** The process we started. */
  readonly spawnedPid: number;
  /** performance.now() just before the spawn. */
  readonly spawnedAt: number;
  /** Date.now() just before the spawn, to compare with the simulator's request times. */
  readonly spawnedAtEpoch: number;
  readonly output: () => string;
  /** The process that runs OrderSlip (a child of the spawned one under tsx). */
  hostPid(timeoutMs?: number): Promise<number>;
  /** SIGTERM (tsx relays it), then SIGKILL to the group if it does not end in time. */
  stop(timeoutMs?: number): Promise<void>;
}

export function startHost(
  variant: HostVariant,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): RunningHost {
  const inherited: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete inherited['NODE_OPTIONS'];
  const spawnedAt = performance.now();
  const spawnedAtEpoch = Date.now();
  const child = spawn(variant.file, [...variant.args, ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // Kept short: a long run logs a line per poll problem, and only the end matters for a failure.
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const spawnedPid = child.pid;
  if (spawnedPid === undefined) throw new Error(`The headless host (${variant.label}) could not be started.`);
  return {
    variant,
    child,
    spawnedPid,
    spawnedAt,
    spawnedAtEpoch,
    output: () => output,
    async hostPid(timeoutMs = 10_000) {
      if (!variant.programInChild) return spawnedPid;
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const node = childrenOf(spawnedPid).find((pid) =>
          commandLine(pid).includes('electron/headless/cli.ts'),
        );
        if (node !== undefined) return node;
        if (child.exitCode !== null || performance.now() > deadline)
          throw new Error(`The headless host (${variant.label}) did not start its program:\n${output}`);
        await new Promise((done) => setTimeout(done, 5));
      }
    },
    async stop(timeoutMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-spawnedPid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
