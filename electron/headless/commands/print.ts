import { decodeOrder, failureMessage } from '../../core/api/decode-order';
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
import { LANGUAGES, type Language } from '../../common/words/languages';
import { printerModel } from '../../common/model/printer-models';
import { parsePrinterUri, printJob, type PrintOptions, type PrintResult } from '../../core/printer';
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
    throw new UsageError(msg('cli.flag-problem', { flag: '--printer', problem: messageOf(error) }));
  }
}

/** The order in `--order FILE.json`, decoded as the ordering service's shape: a usage error otherwise. */
export function orderFlag(path: string): Order {
  const decoded = decodeOrder(readJsonFlagFile('order', path));
  if (!decoded.ok)
    throw new UsageError(
      msg('cli.flag-problem', { flag: `--order ${path}`, problem: failureMessage(decoded.failure) }),
    );
  return decoded.order;
}

/** Says how a one-off print went, in the CLI's language, and gives its exit code. */
export function reportPrint(result: PrintResult, order: OrderRef, io: CliIo, language: Language): number {
  switch (result.outcome) {
    case 'printed':
      io.out(say(msg('printer.cli-printed', { order, detail: result.detail }), language));
      return EXIT_PRINTED;
    case 'queue-completed':
      // The queue's word is not the printer's: still "not verified" for a script.
      io.err(say(msg('printer.cli-queue-completed', { order, detail: result.detail }), language));
      return EXIT_DELIVERED_NOT_VERIFIED;
    case 'delivered':
      io.err(say(msg('printer.cli-delivered', { order, detail: result.detail }), language));
      return EXIT_DELIVERED_NOT_VERIFIED;
    case 'failed': {
      const failure = msg('printer.cli-failed', { order, reason: result.reason, detail: result.message });
      io.err(say(failure, language));
      return EXIT_FAILED;
    }
  }
}

/**
 * Tests shorten the whole wait for a completion answer (10 s and more for a real printer) through the
 * environment, for a printer that never gives one: only a silence's bound may be short.
 */
export const COMPLETION_TEST_ENV = 'ORDERSLIP_TEST_COMPLETION_MS';

function completionForTests(env: NodeJS.ProcessEnv = process.env): PrintOptions | undefined {
  const ms = Number(env[COMPLETION_TEST_ENV]);
  return Number.isInteger(ms) && ms > 0
    ? { timeouts: { completionBaseMs: ms, completionPerKbMs: 0 } }
    : undefined;
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
  summary: msg('cli.print.summary'),
  usage: [msg('cli.print.usage', { languages: LANGUAGES.join('|'), models: PRINTER_MODEL_IDS })],
  async run(args, io, language = 'en') {
    const flags = parseFlags(args, options);
    // Every value typed is checked before what is missing is asked for, and before the order file is
    // read: a person who typed a wrong value hears about that value first.
    const model = choiceFlag('model', flags.model, PRINTER_MODEL_IDS) ?? 'generic';
    const family = printerModel(model);
    const type = choiceFlag('type', flags.type, PRINTER_TYPES) ?? family.type;
    const paperWidth =
      choiceFlag('paper-width', flags['paper-width'], PAPER_WIDTHS) ?? family.paperWidths[0] ?? 80;
    const printMode = choiceFlag('print-mode', flags['print-mode'], PRINT_MODES) ?? 'auto';
    const dpi = choiceFlag('dpi', flags.dpi, DPIS) ?? family.dpi;
    const characterSet =
      choiceFlag('character-set', flags['character-set'], CHARACTER_SETS) ?? DEFAULT_CHARACTER_SET;
    const receiptLanguage = choiceFlag('language', flags.language, LANGUAGES) ?? 'nl';
    const copies = intFlag('copies', flags.copies, 1, 1, MAX_COPIES);
    if (flags.printer) checkPrinterFlag(flags.printer);
    if (!flags.order) throw new UsageError(msg('cli.required', { usage: '--order FILE.json' }));
    if (!flags.printer) throw new UsageError(msg('cli.required', { usage: '--printer URI' }));
    const order = orderFlag(flags.order);
    const settings: PrinterSettings = printerSettings({
      id: 'cli',
      name: flags.printer,
      uri: flags.printer,
      model,
      type,
      paperWidth,
      printMode,
      dpi,
      characterSet,
      language: receiptLanguage,
      copies,
      logoPath: null,
      allowUnverified: flags['allow-unverified'] ?? false,
    });
    const result = await printJob(
      settings,
      encodeCopies(order, settings, { printedAt: new Date(), kind: 'original' }),
      completionForTests(),
    );
    return reportPrint(result, orderRefOf(order.id, order), io, language);
  },
};
