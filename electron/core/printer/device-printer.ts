/**
 * Printing on a printer device (`/dev/usb/lp0`, `/dev/ttyUSB0`, `COM3`). The device is opened
 * read-write: where the printer answers (`DLE EOT` on Epson and most clones over USB and serial, ASB on a
 * Star), the same status-before / proof-after dialogue as over TCP runs on it (epson-flow.ts,
 * star-flow.ts), and the job is `printed`. A device that answers nothing within `statusMs` is written as
 * before and the job is `delivered` (a USB clone without status is common; `allowUnverified` decides
 * whether that counts). A regular file (a test's stand-in under the temp directory) is only written.
 */
import { constants } from 'node:fs';
import { access, open, stat } from 'node:fs/promises';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, messageOf, textOf } from '../../common/messages/errors';
import type { DeviceProblem } from '../../common/words/en/messages/printer';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { AnswerDecoder } from './answer-decoder';
import { DeviceStream } from './device-link';
import { printEpson, queryEpson } from './epson-flow';
import type { LinkPlace } from './link-outcomes';
import type { CompletionMethod, PrintTimeouts } from './print-options';
import { delivered, failed, type PrinterStatus, type PrintResult } from './print-result';
import { LinkClosedError, PrinterLink } from './printer-link';
import { printLabels, queryLabelPrinter } from './label-flow';
import { printStar, queryStar } from './star-flow';
import { TSPL_STATUS, TsplAnswerDecoder } from './tspl-status';
import { ZPL_STATUS, ZplAnswerDecoder } from './zpl-status';
import { StarAnswerDecoder } from './star-status';
import type { PrintCopy } from './paper-time';

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

/** A regular file cannot answer: it is only written (tests use one under the temp directory). */
async function isRegularFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The label protocol with its own status dialogue, for a label printer on a device; null otherwise. */
function labelProtocolOnDevice(settings: PrinterSettings): 'zpl' | 'tspl' | null {
  if (settings.role !== 'label' || settings.label.protocol === 'escpos') return null;
  return settings.label.protocol;
}

function devicePlace(settings: PrinterSettings, path: string): LinkPlace {
  const printer = settings.name;
  return {
    key: path,
    silent: 'send',
    lost: (copy) => msg('printer.device-lost', { printer, where: path, ...copy }),
    delivered: () => msg('printer.device-delivered', { printer, where: path }),
  };
}

async function openDevice(path: string, timeoutMs: number): Promise<DeviceStream> {
  const opening = DeviceStream.open(path);
  try {
    return await withTimeout(opening, timeoutMs, 'open');
  } catch (error) {
    // An open that finishes after we gave up must still be closed.
    void opening.then((stream) => stream.destroy()).catch(() => undefined);
    throw error;
  }
}

/** Prints on a device; never throws for printer problems. */
export async function printToDevice(
  settings: PrinterSettings,
  path: string,
  copies: readonly PrintCopy[],
  timeouts: PrintTimeouts,
  completion: CompletionMethod,
): Promise<PrintResult> {
  if (await isRegularFile(path)) return writeToFile(settings, path, copies, timeouts.deviceMs);
  let stream: DeviceStream;
  try {
    stream = await openDevice(path, timeouts.deviceMs);
  } catch (error) {
    const cause = explain(error);
    return failed(
      'device_error',
      msg('printer.device-cannot-open', { printer: settings.name, where: path, cause }),
      false,
    );
  }
  const place = devicePlace(settings, path);
  try {
    // A ZPL or TSPL label printer on USB/serial answers its own status requests, never DLE EOT.
    const labels = labelProtocolOnDevice(settings);
    if (labels === 'zpl')
      return await printLabels(
        PrinterLink.over(stream, new ZplAnswerDecoder()),
        ZPL_STATUS,
        settings,
        place,
        copies,
        timeouts,
      );
    if (labels === 'tspl')
      return await printLabels(
        PrinterLink.over(stream, new TsplAnswerDecoder()),
        TSPL_STATUS,
        settings,
        place,
        copies,
        timeouts,
      );
    if (settings.type === 'star') {
      const link = PrinterLink.over(stream, new StarAnswerDecoder());
      return await printStar(link, settings, place, null, copies, timeouts);
    }
    const link = PrinterLink.over(stream, new AnswerDecoder());
    return await printEpson(link, settings, place, copies, timeouts, completion);
  } finally {
    await stream.shutdown();
  }
}

/** The old way, for a regular file: write every copy and close. */
async function writeToFile(
  settings: PrinterSettings,
  path: string,
  copies: readonly PrintCopy[],
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

/** What the printer on a device says about itself; `unknown` when it answers nothing (or is a file). */
export async function queryDeviceStatus(
  settings: PrinterSettings,
  path: string,
  timeouts: PrintTimeouts,
): Promise<PrinterStatus> {
  const present: PrinterStatus = { state: 'unknown', detail: msg('printer.device-present', { where: path }) };
  const unreachable = (error: unknown): PrinterStatus => ({
    state: 'unreachable',
    detail: msg('printer.device-unreachable', { where: path, cause: explain(error) }),
  });
  if (await isRegularFile(path)) {
    try {
      await access(path, constants.W_OK);
      return present;
    } catch (error) {
      return unreachable(error);
    }
  }
  let stream: DeviceStream;
  try {
    stream = await openDevice(path, timeouts.deviceMs);
  } catch (error) {
    return unreachable(error);
  }
  try {
    const labels = labelProtocolOnDevice(settings);
    const answer =
      labels === 'zpl'
        ? await queryLabelPrinter(
            PrinterLink.over(stream, new ZplAnswerDecoder()),
            ZPL_STATUS,
            settings,
            timeouts.statusMs,
          )
        : labels === 'tspl'
          ? await queryLabelPrinter(
              PrinterLink.over(stream, new TsplAnswerDecoder()),
              TSPL_STATUS,
              settings,
              timeouts.statusMs,
            )
          : settings.type === 'star'
            ? await queryStar(PrinterLink.over(stream, new StarAnswerDecoder()), settings, null, timeouts)
            : await queryEpson(PrinterLink.over(stream, new AnswerDecoder()), settings, timeouts.statusMs);
    return answer ?? present;
  } catch (error) {
    if (!(error instanceof LinkClosedError)) throw error;
    return { state: 'unknown', detail: msg('printer.status-closed', { printer: settings.name }) };
  } finally {
    await stream.shutdown();
  }
}
