/**
 * What Linux says about a process: CPU time and resident memory from /proc, and its children. The
 * child is measured from outside, so the measuring costs it nothing.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | null = null;

/** USER_HZ, the unit of utime and stime in /proc/<pid>/stat (100 on every common Linux). */
export function clockTicksPerSecond(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

export function procAvailable(): boolean {
  try {
    readFileSync('/proc/self/stat', 'utf8');
    return true;
  } catch {
    return false;
  }
}

/** The fields after "pid (comm)": comm may hold spaces and parentheses, so split after the last ')'. */
function statFields(pid: number): string[] | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime of the process (its own threads, not its children), in seconds; null once it is gone. */
export function cpuSeconds(pid: number): number | null {
  const fields = statFields(pid);
  if (fields === null) return null;
  // After comm: state(3) ppid(4) … utime(14) stime(15), so indexes 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond();
}

export interface Memory {
  /** VmRSS: every resident page, the Node binary's own code and data included. */
  readonly rss: number;
  /** RssAnon: this process's own memory (JavaScript heap, malloc, SQLite's cache). */
  readonly anon: number;
  /** RssFile: resident pages of mapped files, mostly the Node binary (shared by every Node process). */
  readonly file: number;
}

/** The process's resident memory in MiB, from /proc/<pid>/status; null once it is gone. */
export function memoryMiB(pid: number): Memory | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB$`, 'm').exec(text);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  };
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
}

/** VmRSS in MiB; null once the process is gone. */
export function rssMiB(pid: number): number | null {
  return memoryMiB(pid)?.rss ?? null;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Every process whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (fields !== null && Number(fields[1]) === pid) children.push(Number(name));
  }
  return children;
}

/** `pid` and all its descendants. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i] ?? 0));
  return tree;
}
