/**
 * The real CLI as a child process, with its output kept line by line: the headless host bundled for this
 * run from the sources (cli-bundle-setup.ts), run by Node 22 as the shipped host is. `npm run cli` runs
 * the same sources through tsx; one test runs that script itself (run-command's usage test). Each child
 * leads its own process group, so a crash (SIGKILL) or a Ctrl+C reaches whatever it started, as on a
 * real machine.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { inject } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
/** node_modules/.bin comes first on PATH, as npm puts it, so `node` there is Node 22. */
const BIN = resolve(ROOT, 'node_modules/.bin');

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface CliChild {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly stdoutLines: () => string[];
  readonly stderrLines: () => string[];
  readonly exited: Promise<Exit>;
  /** Waits until a stdout line matches; fails with the whole output when the child exits or time runs out. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** A signal to the CLI's own process. */
  signal(signal: NodeJS.Signals): void;
  /** A signal to the whole process group: a crash (SIGKILL) or a Ctrl+C in a terminal (SIGINT). */
  signalGroup(signal: NodeJS.Signals): void;
  /** Resolves with the exit, or kills the group and fails after `timeoutMs`. */
  waitForExit(timeoutMs?: number): Promise<Exit>;
}

/**
 * A `run` listens 3 s at start for another OrderSlip before it claims a shop (docs/NETWORK.md): a test
 * of one PC would spend most of its time waiting for no one, so it listens 100 ms unless the test says
 * otherwise (the tests of several PCs do, in test/network/lan-pcs.ts).
 */
const ALONE_ON_THE_NETWORK = { ORDERSLIP_TEST_LISTEN_MS: '100' };

/**
 * Node keeps the bundle's compiled code here between starts (node:module's compile cache, keyed by the
 * code's hash, so a new bundle is compiled afresh): a start costs about a sixth less CPU, and the tests
 * start the CLI about a hundred times a run.
 */
const COMPILE_CACHE = { NODE_COMPILE_CACHE: join(tmpdir(), 'orderslip-test-compile-cache') };

const running = new Set<CliChild>();

const lines = (text: string): string[] => text.split('\n').filter((line) => line !== '');

/**
 * Starts `cli.ts` with `args`. The environment is this process's without any ORDERSLIP_TOKEN or locale, plus `env`,
 * so only what a test gives the child reaches it.
 */
export function startCli(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
  /** A command that runs the CLI elsewhere: `ip netns exec NS` runs it on another PC of a test LAN. */
  on: readonly string[] = [],
): CliChild {
  const inherited: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete inherited['ORDERSLIP_TOKEN'];
  // The CLI speaks the locale's language when --language does not say: the tests' own locale must not
  // decide what a child says. A test that wants one gives LANG in `env`.
  delete inherited['LC_ALL'];
  delete inherited['LC_MESSAGES'];
  delete inherited['LANG'];
  inherited['PATH'] = `${BIN}${delimiter}${process.env['PATH'] ?? ''}`;
  // `exec`: the shell becomes the CLI's process, which is then the one a test signals.
  const [command, ...prefix] = [...on, '/bin/sh'];
  const script = 'exec node "$0" "$@"';
  const child = spawn(command!, [...prefix, '-c', script, inject('cliBundle'), ...args], {
    cwd: ROOT,
    env: { ...inherited, ...ALONE_ON_THE_NETWORK, ...COMPILE_CACHE, ...env },
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<Exit>((done) => child.on('close', (code, signal) => done({ code, signal })));
  const alive = (): boolean => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const describeOutput = (): string => `\n--- stdout ---\n${stdout}\n--- stderr ---\n${stderr}`;
  const handle: CliChild = {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    stdoutLines: () => lines(stdout),
    stderrLines: () => lines(stderr),
    exited,
    async waitForLine(pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = lines(stdout).find((candidate) => pattern.test(candidate));
        if (line !== undefined) return line;
        if (!alive())
          throw new Error(`The CLI exited before printing a line like ${pattern}.${describeOutput()}`);
        if (Date.now() > deadline)
          throw new Error(
            `The CLI printed no line like ${pattern} within ${timeoutMs} ms.${describeOutput()}`,
          );
        await new Promise((wake) => setTimeout(wake, 20));
      }
    },
    signal(signal) {
      if (alive()) child.kill(signal);
    },
    signalGroup,
    async waitForExit(timeoutMs = 15_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          signalGroup('SIGKILL');
          reject(new Error(`The CLI did not exit within ${timeoutMs} ms.${describeOutput()}`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([exited, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

/** Kills every child still running (whole groups): for afterEach/afterAll, whatever a test left behind. */
export async function killAllCli(): Promise<void> {
  const left = [...running];
  for (const handle of left) handle.signalGroup('SIGKILL');
  await Promise.all(left.map((handle) => handle.exited));
}
