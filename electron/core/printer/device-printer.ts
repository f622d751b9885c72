/**
 * Writing to a printer device (`/dev/usb/lp0`, `/dev/ttyUSB0`, `COM3`). A device file takes bytes and
 * says nothing back, so the best result is 'delivered'.
 */
import { constants } from 'node:fs';
import { access, open } from 'node:fs/promises';
import type { PrinterSettings } from '../model/printer-settings';
import { delivered, failed, type PrinterStatus, type PrintResult } from './print-result';

const OS_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'it does not exist — is the printer plugged in and switched on?',
  EACCES:
    'permission denied — on Linux, add this user to the group that owns the device (often "lp" or "dialout") and log in again',
  EPERM: 'permission denied',
  EBUSY: 'another program is using it',
  ENODEV: 'the device is gone — was the printer unplugged?',
  ENXIO: 'the device is not connected',
  EIO: 'the printer reported an input/output error (paper out, cover open, or unplugged)',
  EISDIR: 'it is a folder, not a device',
};

function explain(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && OS_ERRORS[code]) return `${OS_ERRORS[code]} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function printToDevice(
  settings: PrinterSettings,
  path: string,
  copies: readonly Uint8Array[],
  timeoutMs: number,
): Promise<PrintResult> {
  // No O_CREAT: a missing device must fail, not turn into a new file in /dev.
  let handle;
  try {
    handle = await withTimeout(open(path, constants.O_WRONLY), timeoutMs, 'Opening the device');
  } catch (error) {
    return failed(
      'device_error',
      `Cannot open printer '${settings.name}' at ${path}: ${explain(error)}. Nothing was printed.`,
      false,
    );
  }
  let written = 0;
  try {
    for (const copy of copies) {
      let offset = 0;
      while (offset < copy.length) {
        const { bytesWritten } = await withTimeout(
          handle.write(copy, offset, copy.length - offset),
          timeoutMs,
          'Writing to the printer',
        );
        offset += bytesWritten;
        written += bytesWritten;
      }
    }
    await handle.close();
  } catch (error) {
    void handle.close().catch(() => undefined);
    return failed(
      'device_error',
      `Writing to printer '${settings.name}' at ${path} failed: ${explain(error)}. ` +
        (written > 0 ? 'Part of the receipt may have printed.' : 'Nothing was printed.'),
      written > 0,
    );
  }
  return delivered(
    `Wrote ${written} bytes to printer '${settings.name}' at ${path}; a device file gives no status, so printing is not confirmed.`,
  );
}

export async function queryDeviceStatus(path: string): Promise<PrinterStatus> {
  try {
    await access(path, constants.W_OK);
    return {
      state: 'unknown',
      detail: `${path} is present and writable; a device file gives no paper status.`,
    };
  } catch (error) {
    return { state: 'unreachable', detail: `${path}: ${explain(error)}.` };
  }
}
