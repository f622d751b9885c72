import { decodeOrder, describeFailure } from '../../core/api/decode-order';
import { msg } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import { messageOf } from '../../common/messages/errors';
import { orderRefOf, type OrderRef } from '../../common/order-label';
import type { Order } from '../../common/model/order';
import {
  CHARACTER_SETS,
  DEFAULT_CHARACTER_SET,
  DPIS,
  MAX_COPIES,
  PAPER_WIDTHS,
  PRINT_MODES,
  PRINTER_MODEL_IDS,
  PRINTER_TYPES,
  type PrinterSettings,
  printerSettings,
} from '../../common/model/printer-settings';
import { LANGUAGES } from '../../common/words/languages';
import { printerModel } from '../../common/model/printer-models';
import { parsePrinterUri, printJob, type PrintResult } from '../../core/printer';
import { encodeCopies } from '../../core/receipt';
import {
  choiceFlag,
  intFlag,
  parseFlags,
  readJsonFlagFile,
  UsageError,
  type CliCommand,
  type CliIo,
} from '../command';

/** Exit codes: the printer confirmed it; it was handed over but the printer cannot confirm; it failed. */
export const EXIT_PRINTED = 0;
export const EXIT_FAILED = 1;
export const EXIT_DELIVERED_NOT_VERIFIED = 3;

/** `--printer` must name a printer the drivers understand: a usage error otherwise. */
export function checkPrinterFlag(uri: string): void {
  try {
    parsePrinterUri(uri);
  } catch (error) {
    throw new UsageError(`--printer: ${say(messageOf(error), 'en')}`);
  }
}

/** The order in `--order FILE.json`, decoded as the ordering service's shape: a usage error otherwise. */
export function orderFlag(path: string): Order {
  const decoded = decodeOrder(readJsonFlagFile('order', path));
  if (!decoded.ok) throw new UsageError(`--order ${path}: ${describeFailure(decoded.failure)}`);
  return decoded.order;
}

/** Says how a one-off print went and gives its exit code. The CLI's own output is English, like its usage text. */
export function reportPrint(result: PrintResult, order: OrderRef, io: CliIo): number {
  switch (result.outcome) {
    case 'printed':
      io.out(say(msg('printer.cli-printed', { order, detail: result.detail }), 'en'));
      return EXIT_PRINTED;
    case 'queue-completed':
      // The queue's word is not the printer's: still "not verified" for a script.
      io.err(say(msg('printer.cli-queue-completed', { order, detail: result.detail }), 'en'));
      return EXIT_DELIVERED_NOT_VERIFIED;
    case 'delivered':
      io.err(say(msg('printer.cli-delivered', { order, detail: result.detail }), 'en'));
      return EXIT_DELIVERED_NOT_VERIFIED;
    case 'failed': {
      const failure = msg('printer.cli-failed', { order, reason: result.reason, detail: result.message });
      io.err(say(failure, 'en'));
      return EXIT_FAILED;
    }
  }
}

const options = {
  order: { type: 'string' },
  printer: { type: 'string' },
  'paper-width': { type: 'string' },
  language: { type: 'string' },
  copies: { type: 'string' },
  type: { type: 'string' },
  'character-set': { type: 'string' },
  'allow-unverified': { type: 'boolean' },
  'print-mode': { type: 'string' },
  dpi: { type: 'string' },
  model: { type: 'string' },
} as const;

export const printCommand: CliCommand = {
  name: 'print',
  summary:
    'Print one order (the service JSON shape) once: no confirm, no history. Exit 0 only when the printer verified it.',
  usage: [
    '--order FILE.json            the order as the ordering service sends it',
    '--printer URI                tcp://HOST[:PORT], printer:QUEUE or a device path (/dev/usb/lp0, COM3)',
    `--paper-width 58|80  --language ${LANGUAGES.join('|')}  --copies 1-5  --type epson|star`,
    '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9',
    '--print-mode text|image|auto text in the code page; drawn as an image (any script, emoji); or auto',
    '                             (default): text, drawn where the code page cannot show the characters',
    '--model ID                   the printer family, for its type, paper width and dpi unless given:',
    `                             ${PRINTER_MODEL_IDS.join(', ')} (default generic)`,
    '--dpi 180|203|300            the print head; an image is 576 dots wide at 80 mm and 203 dpi',
    '--allow-unverified           send even to a printer that cannot confirm it printed (exit 3 when sent)',
    'Exit: 0 printed and verified, 3 delivered but not verified, 1 failed (the reason is printed), 2 bad usage.',
  ].join('\n'),
  async run(args, io) {
    const flags = parseFlags(args, options);
    if (!flags.order) throw new UsageError('--order FILE.json is required');
    if (!flags.printer) throw new UsageError('--printer URI is required');
    checkPrinterFlag(flags.printer);
    const order = orderFlag(flags.order);
    const model = choiceFlag('model', flags.model, PRINTER_MODEL_IDS) ?? 'generic';
    const family = printerModel(model);
    const settings: PrinterSettings = printerSettings({
      id: 'cli',
      name: flags.printer,
      uri: flags.printer,
      model,
      type: choiceFlag('type', flags.type, PRINTER_TYPES) ?? family.type,
      paperWidth:
        choiceFlag('paper-width', flags['paper-width'], PAPER_WIDTHS) ?? family.paperWidths[0] ?? 80,
      printMode: choiceFlag('print-mode', flags['print-mode'], PRINT_MODES) ?? 'auto',
      dpi: choiceFlag('dpi', flags.dpi, DPIS) ?? family.dpi,
      characterSet:
        choiceFlag('character-set', flags['character-set'], CHARACTER_SETS) ?? DEFAULT_CHARACTER_SET,
      language: choiceFlag('language', flags.language, LANGUAGES) ?? 'nl',
      copies: intFlag('copies', flags.copies, 1, 1, MAX_COPIES),
      logoPath: null,
      allowUnverified: flags['allow-unverified'] ?? false,
    });
    const copies = encodeCopies(order, settings, { printedAt: new Date(), kind: 'original' });
    const result = await printJob(settings, copies);
    return reportPrint(result, orderRefOf(order.id, order), io);
  },
};
