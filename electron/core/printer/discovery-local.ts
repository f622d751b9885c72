/**
 * Printers this PC already knows: its print queues and its USB/serial printer devices. Nothing is sent
 * to any of them (a serial port may be a scale or a card terminal): they are listed by name only.
 *
 * - Queues: `lpstat -e` on Linux and macOS (CUPS: one destination name a line), PowerShell
 *   `Get-Printer` on Windows (name and driver name, tab-separated). Programs are spawned without a
 *   shell, with a time limit; a missing program or a refusal gives an empty list.
 * - Devices on Linux: `/dev/usb/lp*` (USB printer class), `/dev/ttyUSB*` and `/dev/ttyACM*` (USB
 *   serial adapters, as many receipt printers present themselves). A USB printer's own name comes from
 *   its IEEE 1284 device id in sysfs (`MDL:` field), read as a file, never from the device.
 * - Devices on Windows: the COM ports (`[System.IO.Ports.SerialPort]::GetPortNames()`). USB printers
 *   on Windows are spooler queues, found above.
 *
 * The Windows parts cannot run on the build machines: they are reviewed by reading, and their parsing
 * is tested with a fake `powershell.exe`.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

export interface LocalScanOptions {
  readonly platform?: NodeJS.Platform;
  /** Environment for the spawned programs (PATH decides which `lpstat` / `powershell.exe` runs). */
  readonly env?: NodeJS.ProcessEnv;
  /** Each program's time limit. */
  readonly timeoutMs?: number;
  /** Lists a folder (names only); injectable for tests. A missing folder lists as empty. */
  readonly readDir?: (path: string) => Promise<readonly string[]>;
  /** Reads a small text file (sysfs); injectable for tests. */
  readonly readText?: (path: string) => Promise<string>;
}

export interface LocalQueue {
  readonly queue: string;
  /** The driver's name (Windows), which often names the model; null where not known. */
  readonly driver: string | null;
}

export interface LocalDevice {
  readonly path: string;
  /** The model the device calls itself (IEEE 1284 `MDL`), or null. */
  readonly name: string | null;
}

export const LOCAL_TIMEOUT_MS = 3_000;
/** Far more output than a list of printers: the rest is not read. */
const MAX_OUTPUT = 64 * 1024;

/** Runs `command` without a shell; its stdout, or null if it is missing, fails or takes too long. */
export function runForOutput(
  command: string,
  args: readonly string[],
  options: { readonly env?: NodeJS.ProcessEnv; readonly timeoutMs: number },
): Promise<string | null> {
  return new Promise((resolve) => {
    let output = '';
    let settled = false;
    const done = (value: string | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    let child;
    try {
      child = spawn(command, args, {
        env: options.env ?? process.env,
        stdio: ['ignore', 'pipe', 'ignore'],
        windowsHide: true,
      });
    } catch {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => {
      child.kill();
      done(null);
    }, options.timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (output.length < MAX_OUTPUT) output += chunk;
    });
    child.on('error', () => done(null));
    child.on('close', (code) => done(code === 0 ? output.slice(0, MAX_OUTPUT) : null));
  });
}

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Virtual printers Windows installs by itself: never a receipt printer. */
const NOT_A_PRINTER =
  /print to pdf|xps document writer|onenote|^fax$|microsoft shared fax|adobe pdf|pdf24|cutepdf/i;

const POWERSHELL = ['-NoProfile', '-NonInteractive', '-Command'];

export async function listQueues(options: LocalScanOptions = {}): Promise<LocalQueue[]> {
  const platform = options.platform ?? process.platform;
  const run = {
    timeoutMs: options.timeoutMs ?? LOCAL_TIMEOUT_MS,
    ...(options.env ? { env: options.env } : {}),
  };
  if (platform === 'win32') {
    const output = await runForOutput(
      'powershell.exe',
      [...POWERSHELL, 'Get-Printer | ForEach-Object { $_.Name + "`t" + $_.DriverName }'],
      run,
    );
    return lines(output ?? '')
      .map((line) => {
        const [queue = '', driver = ''] = line.split('\t');
        return { queue: queue.trim(), driver: driver.trim() || null };
      })
      .filter(
        ({ queue, driver }) =>
          queue !== '' && !NOT_A_PRINTER.test(queue) && !NOT_A_PRINTER.test(driver ?? ''),
      );
  }
  // `lpstat -e` lists every destination, one name a line (CUPS 2.x); names have no spaces in CUPS.
  const output = await runForOutput('lpstat', ['-e'], run);
  return lines(output ?? '')
    .filter((name) => !/\s/.test(name))
    .map((queue) => ({ queue, driver: null }));
}

const DEVICE_FOLDERS: readonly { readonly folder: string; readonly pattern: RegExp }[] = [
  { folder: '/dev/usb', pattern: /^lp\d+$/ },
  { folder: '/dev', pattern: /^tty(?:USB|ACM)\d+$/ },
];

const defaultReadDir = async (path: string): Promise<readonly string[]> => readdir(path);
const defaultReadText = (path: string): Promise<string> => readFile(path, 'utf8');

/** The `MDL:` (model) field of an IEEE 1284 device id (`MFG:EPSON;CMD:ESC/POS;MDL:TM-T20III;…`). */
export function modelOfDeviceId(id: string): string | null {
  const field = /(?:^|;)\s*(?:MDL|MODEL):([^;]*)/i.exec(id);
  const model = field?.[1]?.trim() ?? '';
  return model === '' ? null : model.slice(0, 40);
}

export async function listDevices(options: LocalScanOptions = {}): Promise<LocalDevice[]> {
  const platform = options.platform ?? process.platform;
  if (platform === 'win32') {
    const output = await runForOutput(
      'powershell.exe',
      [...POWERSHELL, '[System.IO.Ports.SerialPort]::GetPortNames()'],
      { timeoutMs: options.timeoutMs ?? LOCAL_TIMEOUT_MS, ...(options.env ? { env: options.env } : {}) },
    );
    return [...new Set(lines(output ?? '').filter((name) => /^COM\d{1,3}$/i.test(name)))]
      .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
      .map((name) => ({ path: name.toUpperCase(), name: null }));
  }
  if (platform !== 'linux') return [];
  const readDir = options.readDir ?? defaultReadDir;
  const readText = options.readText ?? defaultReadText;
  const devices: LocalDevice[] = [];
  for (const { folder, pattern } of DEVICE_FOLDERS) {
    const names = await readDir(folder).catch(() => [] as readonly string[]);
    const matching = names
      .filter((name) => pattern.test(name))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    for (const name of matching) {
      const id = name.startsWith('lp')
        ? await readText(`/sys/class/usbmisc/${name}/device/ieee1284_id`).catch(() => '')
        : '';
      devices.push({ path: `${folder}/${name}`, name: modelOfDeviceId(id) });
    }
  }
  return devices;
}
