/**
 * `changes`: a day's printed orders read again from the ordering service, and what changed since they
 * printed (or is gone from the service) listed, kept in the ledger as new versions with their timeline
 * entries, and, with `--printer`, printed as CHANGED and GONE slips. See docs/HEADLESS.md.
 *
 * It may run while OrderSlip runs on the same folder: it takes no lock, and only adds versions and
 * timeline entries, which the engine never changes (`core/ledger/versions.ts`). Which shops it reads is
 * what the ledger says this PC printed: an order another PC printed is not in it as printed here.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, messageOf } from '../../common/messages/errors';
import { say } from '../../common/messages/say';
import { printerSettings, type PrinterSettings } from '../../common/model/printer-settings';
import { orderRefOf } from '../../common/order-label';
import { LANGUAGES, type Language } from '../../common/words/languages';
import { OrderingClient } from '../../core/api/client';
import type { CheckResult } from '../../core/changes/check-changes';
import { checkDayChanges, type SlipOutcome } from '../../core/changes/day-check';
import { checkDay } from '../../core/ledger/day';
import { openForVersions, type VersionsLedger } from '../../core/ledger/versions';
import { jsonLine } from '../../core/logging/one-line';
import { printJob } from '../../core/printer';
import { choiceFlag, parseFlags, UsageError, type CliCommand, type CliIo } from '../command';
import { TOKEN_ENV } from '../token-source';
import { checkPrinterFlag } from './print';
import { DEFAULT_DATA_DIR } from './run';

/** Exit codes: nothing changed; a slip did not print; something changed or is gone; not all could be checked. */
export const EXIT_NOTHING_CHANGED = 0;
export const EXIT_SLIP_FAILED = 1;
export const EXIT_CHANGED = 3;
export const EXIT_UNCHECKED = 4;

const options = {
  'data-dir': { type: 'string' },
  'api-url': { type: 'string' },
  tenant: { type: 'string' },
  date: { type: 'string' },
  shop: { type: 'string' },
  printer: { type: 'string' },
  language: { type: 'string' },
  format: { type: 'string' },
} as const;

interface ChangesRequest {
  readonly dataDir: string;
  readonly baseUrl: string;
  readonly tenant: string;
  readonly token: string;
  readonly date: string;
  readonly shopId: number | null;
  readonly printer: PrinterSettings | null;
  readonly format: 'text' | 'json';
}

function request(args: readonly string[], language: Language): ChangesRequest {
  const flags = parseFlags(args, options);
  const format = choiceFlag('format', flags.format, ['text', 'json'] as const) ?? 'text';
  choiceFlag('language', flags.language, LANGUAGES);
  for (const [flag, value] of [
    ['--api-url URL', flags['api-url']],
    ['--tenant ID', flags.tenant],
    ['--date YYYY-MM-DD', flags.date],
  ] as const) {
    if (value === undefined || value.trim() === '')
      throw new UsageError(msg('cli.required', { usage: flag }));
  }
  const date = flags.date ?? '';
  try {
    checkDay(date);
  } catch (error) {
    throw new UsageError(msg('cli.flag-problem', { flag: '--date', problem: messageOf(error) }));
  }
  const shop = flags.shop;
  if (shop !== undefined && !/^\d{1,15}$/.test(shop))
    throw new UsageError(msg('cli.shop-number', { value: shop }));
  const token = process.env[TOKEN_ENV]?.trim();
  if (!token) throw new UsageError(msg('cli.required', { usage: TOKEN_ENV }));
  if (flags.printer !== undefined) checkPrinterFlag(flags.printer);
  return {
    dataDir: resolve(flags['data-dir'] ?? DEFAULT_DATA_DIR),
    baseUrl: flags['api-url'] ?? '',
    tenant: flags.tenant ?? '',
    token,
    date,
    shopId: shop === undefined ? null : Number(shop),
    printer:
      flags.printer === undefined
        ? null
        : printerSettings({ id: 'cli', name: flags.printer, uri: flags.printer, language }),
    format,
  };
}

/** The ledger to add versions to; a folder without one, or of another OrderSlip's schema, is a usage error. */
function openLedger(dataDir: string): VersionsLedger {
  const path = join(dataDir, 'ledger.db');
  if (!existsSync(path)) throw new UsageError(msg('day.no-ledger', { dataDir }));
  try {
    return openForVersions(path);
  } catch (error) {
    if (error instanceof MessageError) throw new UsageError(error.said);
    throw error;
  }
}

/** What the CLI says of a slip: printed, or not and why. */
function slipLine(slip: SlipOutcome, printer: string): { message: Message; error: boolean } {
  if (slip.failure === null)
    return {
      message: msg('changes.cli-slip-printed', { order: slip.order, printer, gone: slip.gone }),
      error: false,
    };
  return {
    message: msg('changes.cli-slip-failed', { order: slip.order, printer, cause: slip.failure }),
    error: true,
  };
}

function lineOf(result: CheckResult): Message | null {
  const order = orderRefOf(result.id, result.before);
  const { outcome } = result;
  switch (outcome.kind) {
    case 'changed':
      return msg('changes.cli-changed', { order, changes: outcome.changes });
    case 'gone':
      return msg('changes.cli-gone', { order, known: outcome.known });
    case 'unchecked':
      return msg('changes.cli-unchecked', { order, cause: outcome.reason });
    case 'back':
    case 'unchanged':
      return null;
  }
}

/** The results as JSON for scripts: each order with its outcome, and what it was compared with. */
function jsonOf(req: ChangesRequest, results: readonly CheckResult[], language: Language): string {
  return jsonLine({
    date: req.date,
    shopId: req.shopId,
    checked: results.length,
    orders: results.map((result) => ({
      id: result.id,
      shopId: result.shopId,
      orderNumber: result.before.orderNumber,
      type: result.before.type,
      checkedAt: result.checkedAt.toISOString(),
      ...outcomeJson(result, language),
    })),
  });
}

function outcomeJson(result: CheckResult, language: Language): Record<string, unknown> {
  const { outcome } = result;
  switch (outcome.kind) {
    case 'changed':
      return { outcome: 'changed', changes: outcome.changes, back: outcome.back };
    case 'gone':
      return { outcome: 'gone', known: outcome.known };
    case 'unchecked':
      return { outcome: 'unchecked', reason: say(outcome.reason, language), code: outcome.reason.code };
    case 'back':
    case 'unchanged':
      return { outcome: outcome.kind };
  }
}

export const changesCommand: CliCommand = {
  name: 'changes',
  summary: msg('changes.cli-summary'),
  usage: [msg('changes.cli-usage', { dataDir: DEFAULT_DATA_DIR, languages: LANGUAGES.join('|') })],
  async run(args, io: CliIo, language = 'en') {
    const req = request(args, language);
    const ledger = openLedger(req.dataDir);
    try {
      // One request per order: the client's own retries would ask again, so it tries once.
      const client = new OrderingClient({
        baseUrl: req.baseUrl,
        tenant: req.tenant,
        token: req.token,
        maxAttempts: 1,
      });
      const tell = (message: Message, error = false): void =>
        (error ? io.err : io.out)(say(message, language));
      // The slips' lines come after the listing, as a person reads it: what changed, then what printed.
      const slipLines: { message: Message; error: boolean }[] = [];
      const printer = req.printer;
      const { results } = await checkDayChanges(
        { date: req.date, shopId: req.shopId },
        {
          printed: ledger.versions,
          reader: client,
          keeper: ledger.versions,
          slips:
            printer === null
              ? null
              : {
                  printerOf: () => printer,
                  print: (settings, buffers) => printJob(settings, [...buffers]),
                  onSlip: (slip) => slipLines.push(slipLine(slip, printer.name)),
                },
        },
      );
      if (req.format === 'text') {
        const shops = [...new Set(results.map((result) => result.shopId))].sort((a, b) => a - b);
        tell(msg('changes.cli-heading', { date: req.date, shops, checked: results.length }));
        for (const result of results) {
          const line = lineOf(result);
          if (line !== null) tell(line, result.outcome.kind === 'unchecked');
        }
      }
      for (const line of slipLines) tell(line.message, line.error);
      const failed = slipLines.filter((line) => line.error).length;
      if (req.format === 'json') io.out(jsonOf(req, results, language));
      const changed = results.some(
        (result) =>
          result.outcome.kind === 'changed' || (result.outcome.kind === 'gone' && !result.outcome.known),
      );
      const unchecked = results.filter((result) => result.outcome.kind === 'unchecked').length;
      if (req.format === 'text') {
        if (unchecked > 0) tell(msg('changes.cli-incomplete', { unchecked }), true);
        else if (!changed) tell(msg('changes.cli-nothing'));
      }
      if (failed > 0) return EXIT_SLIP_FAILED;
      if (changed) return EXIT_CHANGED;
      return unchecked > 0 ? EXIT_UNCHECKED : EXIT_NOTHING_CHANGED;
    } finally {
      ledger.close();
    }
  },
};
