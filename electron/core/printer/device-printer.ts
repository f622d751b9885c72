/**
 * Writing to a printer device (`/dev/usb/lp0`, `/dev/ttyUSB0`, `COM3`). A device file takes bytes and
 * says nothing back, so the best result is 'delivered'.
 */
import { constants } from 'node:fs';
import { access, open } from 'node:fs/promises';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, messageOf, textOf } from '../../common/messages/errors';
import type { DeviceProblem } from '../../common/messages/printer';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { delivered, failed, type PrinterStatus, type PrintResult } from './print-result';

const OS_PROBLEMS: Readonly<Record<string, Exclude<DeviceProblem, 'other'>>> = {
  ENOENT: 'missing',
  EACCES: 'permission-group',
  EPERM: 'permission',
  EBUSY: 'busy',
  ENODEV: 'gone',
  ENXIO: 'not-connected',
  EIO: 'io',
  EISDIR: 'folder',
};

/** Why the device failed, as a cause inside a printer's message; the OS code stays as a detail. */
function explain(error: unknown): Message {
  if (error instanceof MessageError) return messageOf(error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const problem = code ? OS_PROBLEMS[code] : undefined;
  if (code && problem) return msg('printer.device-problem', { problem, code });
  return msg('printer.device-problem', { problem: 'other', code: textOf(error) });
}

function withTimeout<T>(promise: Promise<T>, ms: number, step: 'open' | 'write'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new MessageError(msg('printer.device-timeout', { step, seconds: Math.round(ms / 1000) }))),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(textOf(error)));
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
  const printer = settings.name;
  const where = path;
  // No O_CREAT: a missing device must fail, not turn into a new file in /dev.
  let handle;
  try {
    handle = await withTimeout(open(path, constants.O_WRONLY), timeoutMs, 'open');
  } catch (error) {
    const cause = explain(error);
    return failed('device_error', msg('printer.device-cannot-open', { printer, where, cause }), false);
  }
  let written = 0;
  try {
    for (const copy of copies) {
      let offset = 0;
      while (offset < copy.length) {
        const { bytesWritten } = await withTimeout(
          handle.write(copy, offset, copy.length - offset),
          timeoutMs,
          'write',
        );
        offset += bytesWritten;
        written += bytesWritten;
      }
    }
    await handle.close();
  } catch (error) {
    void handle.close().catch(() => undefined);
    const partly = written > 0;
    const cause = explain(error);
    return failed(
      'device_error',
      msg('printer.device-write-failed', { printer, where, cause, partly }),
      partly,
    );
  }
  return delivered(msg('printer.device-delivered', { printer, where }));
}

export async function queryDeviceStatus(path: string): Promise<PrinterStatus> {
  try {
    await access(path, constants.W_OK);
    return { state: 'unknown', detail: msg('printer.device-present', { where: path }) };
  } catch (error) {
    return {
      state: 'unreachable',
      detail: msg('printer.device-unreachable', { where: path, cause: explain(error) }),
    };
  }
}
