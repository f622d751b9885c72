/** The printer module's front door: print a job, or ask a printer how it is. */
import { msg, type Message } from '../../common/messages/catalogue';
import { messageOf } from '../../common/messages/errors';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { printToDevice, queryDeviceStatus } from './device-printer';
import { resolveTimeouts, type PrintOptions } from './print-options';
import { failed, type PrinterStatus, type PrintResult } from './print-result';
import { parsePrinterUri, type PrinterTarget } from './printer-uri';
import { printToQueue, queryQueueStatus } from './queue-printer';
import { printOverTcp, queryTcpStatus } from './tcp-printer';

function targetOf(settings: PrinterSettings): PrinterTarget | { readonly invalid: Message } {
  try {
    return parsePrinterUri(settings.uri);
  } catch (error) {
    return { invalid: messageOf(error) };
  }
}

/**
 * Prints `copies` (one complete ESC/POS buffer per copy) on the printer. Never throws for printer
 * problems: every outcome is a PrintResult, 'failed' with a reason and a message for the shop.
 */
export async function printJob(
  settings: PrinterSettings,
  copies: readonly Uint8Array[],
  options?: PrintOptions,
): Promise<PrintResult> {
  const target = targetOf(settings);
  const printer = settings.name;
  if ('invalid' in target) {
    return failed('device_error', msg('printer.address-unusable', { printer, cause: target.invalid }), false);
  }
  const job = copies.filter((copy) => copy.length > 0);
  if (job.length === 0) return failed('device_error', msg('printer.job-empty', { printer }), false);
  const timeouts = resolveTimeouts(options);
  switch (target.kind) {
    case 'tcp':
      return printOverTcp(
        settings,
        target,
        job,
        timeouts,
        options?.completion ?? 'auto',
        options?.starStatusPort,
      );
    case 'queue':
      return printToQueue(settings, target.queue, job, timeouts.deviceMs, options?.osQueue);
    case 'device':
      return printToDevice(settings, target.path, job, timeouts, options?.completion ?? 'auto');
  }
}

/** What the printer says about itself right now; 'unknown' where a connection gives no status. */
export async function queryStatus(settings: PrinterSettings, options?: PrintOptions): Promise<PrinterStatus> {
  const target = targetOf(settings);
  if ('invalid' in target) {
    const detail = msg('printer.address-unusable', { printer: settings.name, cause: target.invalid });
    return { state: 'unreachable', detail };
  }
  switch (target.kind) {
    case 'tcp':
      return queryTcpStatus(settings, target, resolveTimeouts(options), options?.starStatusPort);
    case 'queue':
      return queryQueueStatus(target.queue);
    case 'device':
      return queryDeviceStatus(settings, target.path, resolveTimeouts(options));
  }
}
