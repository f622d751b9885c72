/** The printer module's front door: print a job, or ask a printer how it is. */
import { msg, type Message } from '../../common/messages/catalogue';
import { messageOf } from '../../common/messages/errors';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { resolveTimeouts, type PrintOptions } from './print-options';
import { failed, type PrinterStatus, type PrintResult } from './print-result';
import { parsePrinterUri, type PrinterTarget } from './printer-uri';
import { printOverTcp, queryTcpStatus } from './tcp-printer';
import { printTspl, queryTspl } from './tspl-flow';
import { printZpl, queryZpl } from './zpl-flow';
import type { PrintCopy } from './paper-time';

/**
 * The print queue's and the device file's transports, loaded the first time a printer of that kind is
 * used: most shops print over the network, and the two with what they bring (device streams, IPP, the
 * Windows print script, Node's terminal module) are about 0.2 MiB of an idle host's memory
 * (docs/PERFORMANCE.md).
 */
const queuePrinter = () => import('./queue-printer');
const devicePrinter = () => import('./device-printer');

function targetOf(settings: PrinterSettings): PrinterTarget | { readonly invalid: Message } {
  try {
    return parsePrinterUri(settings.uri);
  } catch (error) {
    return { invalid: messageOf(error) };
  }
}

/** The label protocol with its own status dialogue, for a label printer; null for ESC/POS and receipts. */
function labelProtocolOf(settings: PrinterSettings): 'zpl' | 'tspl' | null {
  if (settings.role !== 'label') return null;
  const protocol = settings.label.protocol;
  return protocol === 'zpl' || protocol === 'tspl' ? protocol : null;
}

/**
 * Prints `copies` (one complete ESC/POS buffer per copy) on the printer. A label printer (`role:
 * 'label'`) speaking ZPL or TSPL gets one buffer per label, each proven on its own (zpl-flow.ts,
 * tspl-flow.ts); one speaking ESC/POS (die-cut labels) is printed as receipts are. Never throws for printer
 * problems: every outcome is a PrintResult, 'failed' with a reason and a message for the shop.
 */
export async function printJob(
  settings: PrinterSettings,
  copies: readonly PrintCopy[],
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
  const labels = labelProtocolOf(settings);
  if (labels && target.kind === 'tcp') {
    return labels === 'zpl'
      ? printZpl(settings, target, job, timeouts)
      : printTspl(settings, target, job, timeouts);
  }
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
      return (await queuePrinter()).printToQueue(
        settings,
        target.queue,
        job,
        timeouts.deviceMs,
        options?.osQueue,
      );
    case 'device':
      return (await devicePrinter()).printToDevice(
        settings,
        target.path,
        job,
        timeouts,
        options?.completion ?? 'auto',
      );
  }
}

/** What the printer says about itself right now; 'unknown' where a connection gives no status. */
export async function queryStatus(settings: PrinterSettings, options?: PrintOptions): Promise<PrinterStatus> {
  const target = targetOf(settings);
  if ('invalid' in target) {
    const detail = msg('printer.address-unusable', { printer: settings.name, cause: target.invalid });
    return { state: 'unreachable', detail };
  }
  const labels = labelProtocolOf(settings);
  if (labels && target.kind === 'tcp') {
    const timeouts = resolveTimeouts(options);
    return labels === 'zpl' ? queryZpl(settings, target, timeouts) : queryTspl(settings, target, timeouts);
  }
  switch (target.kind) {
    case 'tcp':
      return queryTcpStatus(settings, target, resolveTimeouts(options), options?.starStatusPort);
    case 'queue':
      return (await queuePrinter()).queryQueueStatus(target.queue);
    case 'device':
      return (await devicePrinter()).queryDeviceStatus(settings, target.path, resolveTimeouts(options));
  }
}
