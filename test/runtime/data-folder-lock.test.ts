/**
 * One OrderSlip per data folder: the lock file, judged against real processes of this machine (live,
 * exited, a zombie, a reused pid) and raced by real processes starting at the same moment.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataFolderLock,
  DataFolderBusyError,
  LOCK_FILE_NAME,
  type DataFolderLock,
  type LockHolder,
} from '../../electron/core/runtime/data-folder-lock';
import { ROOT } from '../headless/cli-process';
import { bundleForNode } from '../node-module-bundle';

const dirs: string[] = [];
const locks: DataFolderLock[] = [];
const children: { kill(): void }[] = [];

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-lock-'));
  dirs.push(dir);
  return dir;
}

function take(dir: string, kind: LockHolder['kind'] = 'run'): DataFolderLock {
  const lock = acquireDataFolderLock(dir, kind);
  locks.push(lock);
  return lock;
}

function refusal(dir: string): DataFolderBusyError {
  try {
    take(dir);
  } catch (error) {
    if (error instanceof DataFolderBusyError) return error;
    throw error;
  }
  throw new Error(`the lock of ${dir} was taken although it is held`);
}

const lockFile = (dir: string): string => join(dir, LOCK_FILE_NAME);
const readHolder = (dir: string): LockHolder => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockHolder;

/** Every entry of the folder with its size and times: what "changed nothing" compares. */
function listing(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = statSync(join(dir, name));
    return `${name} ${stat.size} ${stat.mtimeMs} ${stat.ctimeMs}`;
  });
  const self = statSync(dir);
  return [`. ${self.mtimeMs} ${self.ctimeMs}`, ...entries.sort()];
}

/** A lock as another process wrote it. */
function plant(dir: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = {
    pid: process.pid,
    kind: 'run',
    startedAt: new Date().toISOString(),
    hostname: hostname(),
    bootId: null,
    processStart: null,
    ...holder,
  };
  writeFileSync(lockFile(dir), `${JSON.stringify(full)}\n`);
}

/** A process that lives until the test ends; its pid and start time (field 22 of /proc/PID/stat). */
async function liveProcess(): Promise<{ pid: number; start: string }> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push({ kill: () => child.kill('SIGKILL') });
  await new Promise((ready) => child.once('spawn', ready));
  const pid = child.pid!;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
  return { pid, start };
}

/** The pid of a process that has exited and been collected. */
async function exitedPid(): Promise<number> {
  const child = spawn('true', [], { stdio: 'ignore' });
  await new Promise((done) => child.once('close', done));
  return child.pid!;
}

const bootId = (): string => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

describe('the data folder lock', () => {
  it('is a file naming this process, removed on release; then the folder can be taken again', () => {
    const dir = folder();
    const lock = take(dir, 'demo');
    const holder = readHolder(dir);
    expect(holder).toMatchObject({ pid: process.pid, kind: 'demo', hostname: hostname(), bootId: bootId() });
    expect(Date.parse(holder.startedAt)).not.toBeNaN();
    expect(holder.processStart).toMatch(/^\d+$/);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    take(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
  });

  it('creates the data folder when it does not exist yet', () => {
    const dir = join(folder(), 'new', 'data');
    take(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
  });

  it('is refused to a second taker while held, with who holds it, and the folder is left exactly as it was', async () => {
    const dir = folder();
    const other = await liveProcess();
    plant(dir, { pid: other.pid, kind: 'app', processStart: other.start, bootId: bootId() });
    writeFileSync(join(dir, 'settings.json'), '{}');
    mkdirSync(join(dir, 'logs'));
    const before = listing(dir);
    const error = refusal(dir);
    expect(error.holder.pid).toBe(other.pid);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`the OrderSlip app (pid ${other.pid}, started `);
    expect(error.message).not.toContain('\n');
    expect(listing(dir)).toEqual(before);
  });

  it('is refused to a second taker in the same process', () => {
    const dir = folder();
    const first = take(dir);
    expect(refusal(dir).holder.pid).toBe(process.pid);
    first.release();
    take(dir);
  });

  it('left by a process that has exited (SIGKILL, power cut) is taken over', async () => {
    const dir = folder();
    plant(dir, { pid: await exitedPid(), kind: 'run' });
    take(dir, 'app');
    expect(readHolder(dir)).toMatchObject({ pid: process.pid, kind: 'app' });
    expect(readdirSync(dir)).toEqual([LOCK_FILE_NAME]); // nothing left aside
  });

  it('whose pid now belongs to another process (started at another time) is taken over', async () => {
    const dir = folder();
    const other = await liveProcess();
    plant(dir, { pid: other.pid, processStart: String(Number(other.start) + 1), bootId: bootId() });
    take(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
  });

  it('from before a reboot is taken over, even when its pid is alive now', async () => {
    const dir = folder();
    const other = await liveProcess();
    plant(dir, { pid: other.pid, processStart: other.start, bootId: 'a-boot-before-this-one' });
    take(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
  });

  it('naming our own pid without being ours (a restarted container is pid 1 again) is taken over', () => {
    const dir = folder();
    plant(dir, { pid: process.pid, processStart: '1', bootId: bootId() });
    take(dir);
    expect(readHolder(dir).processStart).not.toBe('1');
  });

  it('held by a zombie (exited, not yet collected by its parent) is taken over', async () => {
    // `sh` starts a short `sleep` in the background and becomes a long one, which never collects it.
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push({ kill: () => parent.kill('SIGKILL') });
    const zombie = Number(
      await new Promise<string>((got) => parent.stdout.once('data', (chunk: Buffer) => got(String(chunk)))),
    );
    const state = async (): Promise<string> => {
      const stat = readFileSync(`/proc/${zombie}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!;
    };
    for (let tries = 0; (await state()) !== 'Z' && tries < 200; tries++)
      await new Promise((wait) => setTimeout(wait, 10));
    expect(await state()).toBe('Z');
    const dir = folder();
    plant(dir, { pid: zombie });
    take(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
  });

  it('that is unreadable (a disk that lost the write) is taken over', () => {
    const dir = folder();
    writeFileSync(lockFile(dir), '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    take(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
  });

  it('held from another computer (a shared folder) is refused while it is renewed, and taken over once it is not', () => {
    const dir = folder();
    plant(dir, { pid: 4242, hostname: 'counter-pc', kind: 'run' });
    const error = refusal(dir);
    expect(error.elsewhere).toBe(true);
    expect(error.message).toContain('pid 4242 on counter-pc');
    expect(error.message).toContain(`delete ${lockFile(dir)}`);
    const longAgo = new Date(Date.now() - 11 * 60_000);
    utimesSync(lockFile(dir), longAgo, longAgo);
    take(dir);
    expect(readHolder(dir).hostname).toBe(hostname());
  });

  it('is released only while it is still ours: never the lock of a process that took over', () => {
    const dir = folder();
    const lock = take(dir);
    plant(dir, { pid: 4243, kind: 'run', processStart: '7' });
    lock.release();
    expect(readHolder(dir).pid).toBe(4243);
  });

  it('is released when the process exits without releasing it', async () => {
    const dir = folder();
    const child = spawn(
      join(ROOT, 'node_modules/.bin/node'),
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { acquireDataFolderLock } from ${JSON.stringify(join(ROOT, 'electron/core/runtime/data-folder-lock.ts'))};
         acquireDataFolderLock(${JSON.stringify(dir)}, 'run');
         console.log('held');`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    const code = await new Promise<number | null>((done) => child.once('close', done));
    expect(output.trim(), output).toBe('held');
    expect(code).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('processes contending for one folder', () => {
  /**
   * Three processes try to take `dir` over and over for two seconds. Whoever has it proves it is alone
   * (an exclusive marker file), then lets go: half the time properly, half the time as a crash would,
   * leaving a lock that names a process which has exited. So both the plain start and the takeover of a
   * stale lock are raced a great many times.
   */
  it('never lets two hold it at once, through a great many takes and takeovers of stale locks', async () => {
    const dir = folder();
    const dead = await exitedPid();
    // The lock's module bundled once: each contender then starts on plain Node, where tsx compiling
    // the sources in each of the three took most of this test's time on a busy machine.
    const lockModule = await bundleForNode(
      'electron/core/runtime/data-folder-lock.ts',
      join(folder(), 'data-folder-lock.mjs'),
    );
    const script = `
      import { renameSync, rmSync, writeFileSync } from 'node:fs';
      import { hostname } from 'node:os';
      import { join } from 'node:path';
      import { acquireDataFolderLock, DataFolderBusyError } from ${JSON.stringify(pathToFileURL(lockModule).href)};
      const dir = ${JSON.stringify(dir)};
      // Loaded: wait until every contender is, then contend for a number of turns, not for a time.
      console.log('ready');
      await new Promise((go) => process.stdin.once('data', go));
      const counts = { took: 0, refused: 0, overlaps: 0 };
      for (let attempt = 0; (counts.took < 30 || counts.refused < 5) && attempt < 3_000; attempt++) {
        let lock;
        try {
          lock = acquireDataFolderLock(dir, 'run');
        } catch (error) {
          if (!(error instanceof DataFolderBusyError)) throw error;
          counts.refused++;
          continue;
        }
        counts.took++;
        let alone = true;
        try {
          writeFileSync(join(dir, 'inside'), String(process.pid), { flag: 'wx' });
        } catch {
          alone = false;
          counts.overlaps++;
        }
        for (const end = Date.now() + 1; Date.now() < end; );
        if (alone) rmSync(join(dir, 'inside'));
        if (counts.took % 2 === 0) {
          // A crash: the lock stays, naming a process that is gone.
          const stale = join(dir, 'stale-' + process.pid);
          writeFileSync(stale, JSON.stringify({ pid: ${dead}, kind: 'run', startedAt: new Date().toISOString(), hostname: hostname() }));
          renameSync(stale, join(dir, 'orderslip.lock'));
        }
        lock.release();
      }
      console.log(JSON.stringify(counts));`;
    const runs = Array.from({ length: 3 }, () => {
      const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--input-type=module', '-e', script], {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      children.push({ kill: () => child.kill('SIGKILL') });
      let output = '';
      const ready = new Promise<void>((loaded) =>
        child.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          if (output.startsWith('ready\n')) loaded();
        }),
      );
      child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
      const said = new Promise<string>((done) => child.once('close', () => done(output.trim())));
      return { child, ready: Promise.race([ready, said]), said };
    });
    await Promise.all(runs.map((run) => run.ready));
    for (const { child } of runs) child.stdin.end('go\n');
    const said = await Promise.all(runs.map((run) => run.said));
    const counts = said.map((text) => {
      const line = text.split('\n').at(-1) ?? '';
      try {
        return JSON.parse(line) as { took: number; refused: number; overlaps: number };
      } catch {
        throw new Error(`a contender failed: ${text}`);
      }
    });
    expect(counts.map((count) => count.overlaps)).toEqual([0, 0, 0]);
    // Worth something only if they really took turns, and met each other's locks.
    expect(counts.reduce((sum, count) => sum + count.took, 0)).toBeGreaterThan(50);
    // Each took it; together they were refused (met a live lock) many times. Which of them met the
    // others' locks is the scheduler's luck: one that ran ahead on a quiet machine may never have been.
    expect(counts.every((count) => count.took > 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count.refused, 0)).toBeGreaterThanOrEqual(5);
    // Nothing is left behind but, at most, the last crash's lock.
    expect(readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME)).toEqual([]);
  }, 90_000);
});
