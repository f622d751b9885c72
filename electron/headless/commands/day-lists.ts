/**
 * `bake-list` and `pickup-sheet`: a day's lists from a data folder's ledger, as text, CSV or JSON.
 *
 * Read-only, and so without the data folder's lock: they may run while OrderSlip runs on the same
 * folder (the lock keeps a second engine out; a reader harms nobody). The ledger opens itself read-only
 * for them (`core/ledger/read-only.ts`) and is never migrated here.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { msg } from '../../common/messages/catalogue';
import { LANGUAGES, type Language } from '../../common/words/languages';
import type { DayQuery } from '../../common/shop-day/day';
import { checkDay } from '../../core/ledger/day';
import { openReadOnly, type ReadOnlyLedger } from '../../core/ledger/read-only';
import type { DayOrder } from '../../core/shop-day/day-order';
import { shopOfList } from './day-shop';
import { jsonLine } from '../../core/logging/one-line';
import { computeBakeList } from '../../core/shop-day/bake-list';
import { bakeListCsv } from '../../core/shop-day/bake-list-csv';
import { csvConvention, type CsvDelimiter } from '../../core/shop-day/csv';
import { pickupSheetCsv } from '../../core/shop-day/pickup-sheet-csv';
import { bakeListText, pickupSheetText } from '../../core/shop-day/day-text';
import { computePickupSheet } from '../../core/shop-day/pickup-sheet';
import { MessageError, messageOf } from '../../common/messages/errors';
import { choiceFlag, parseFlags, UsageError, type CliCommand } from '../command';
import { DEFAULT_DATA_DIR } from './run';

const options = {
  'data-dir': { type: 'string' },
  date: { type: 'string' },
  shop: { type: 'string' },
  format: { type: 'string' },
  language: { type: 'string' },
  delimiter: { type: 'string' },
} as const;

/** `--delimiter`: what a person types for each; `tab` because a tab is hard to type in a shell. */
const DELIMITER_FLAGS = { ';': ';', ',': ',', tab: '\t', '|': '|' } as const satisfies Record<
  string,
  CsvDelimiter
>;

interface DayRequest {
  readonly query: DayQuery;
  readonly dataDir: string;
  readonly language: Language;
}

/** The flags both commands share, checked: a bad one is a usage error (worded by `main`). */
function dayRequest(flags: ReturnType<typeof parseFlags<typeof options>>): DayRequest {
  const language = choiceFlag('language', flags.language, LANGUAGES) ?? 'en';
  if (flags.date === undefined) throw new UsageError(msg('cli.required', { usage: '--date YYYY-MM-DD' }));
  try {
    checkDay(flags.date);
  } catch (error) {
    throw new UsageError(msg('cli.flag-problem', { flag: '--date', problem: messageOf(error) }));
  }
  const shop = flags.shop;
  if (shop !== undefined && !/^\d{1,15}$/.test(shop))
    throw new UsageError(msg('cli.shop-number', { value: shop }));
  return {
    query: { date: flags.date, shopId: shop === undefined ? null : Number(shop) },
    dataDir: resolve(flags['data-dir'] ?? DEFAULT_DATA_DIR),
    language,
  };
}

/**
 * The day's orders from the folder's ledger opened read-only (a folder without one is said plainly),
 * and the name of the shop asked for: a shop the folder does not know is refused, naming those it knows.
 */
function dayOrders(request: DayRequest): { orders: DayOrder[]; shopName: string | null } {
  return withLedger(request, (ledger) => {
    const shopName = shopOfList(request.query.shopId, request.dataDir, ledger);
    return { orders: ledger.day.ordersDue(request.query), shopName };
  });
}

function withLedger<T>(request: DayRequest, work: (ledger: ReadOnlyLedger) => T): T {
  const path = join(request.dataDir, 'ledger.db');
  if (!existsSync(path)) throw new UsageError(msg('day.no-ledger', { dataDir: request.dataDir }));
  let ledger: ReadOnlyLedger;
  try {
    ledger = openReadOnly(path);
  } catch (error) {
    // A ledger too new, too old or unreadable is the folder given, not a fault: exit 2, in the CLI's language.
    if (error instanceof MessageError) throw new UsageError(error.said);
    throw error;
  }
  try {
    return work(ledger);
  } finally {
    ledger.close();
  }
}

/** `--delimiter`, checked: the delimiter asked for, if any (else the language's). */
function delimiterFlag(
  flags: ReturnType<typeof parseFlags<typeof options>>,
  format: string,
): CsvDelimiter | undefined {
  const keys = Object.keys(DELIMITER_FLAGS) as (keyof typeof DELIMITER_FLAGS)[];
  const delimiter = choiceFlag('delimiter', flags.delimiter, keys);
  if (delimiter !== undefined && format !== 'csv')
    throw new UsageError(msg('cli.only-with', { flag: '--delimiter', needs: '--format csv' }));
  return delimiter === undefined ? undefined : DELIMITER_FLAGS[delimiter];
}

/** A list as JSON, its shop's name beside its number (null for every shop, or a shop no order named). */
function withShopName<L extends { readonly date: string; readonly shopId: number | null }>(
  list: L,
  shopName: string | null,
): L & { readonly shopName: string | null } {
  const { date, shopId, ...rest } = list;
  return { date, shopId, shopName, ...rest } as L & { readonly shopName: string | null };
}

const USAGE = msg('cli.day-list.usage', { dataDir: DEFAULT_DATA_DIR, languages: LANGUAGES.join('|') });

export const bakeListCommand: CliCommand = {
  name: 'bake-list',
  summary: msg('cli.bake-list.summary'),
  usage: [USAGE, msg('cli.bake-list.usage-format'), msg('cli.day-list.usage-delimiter')],
  async run(args, io) {
    const flags = parseFlags(args, options);
    const format = choiceFlag('format', flags.format, ['text', 'csv', 'json'] as const) ?? 'text';
    const delimiter = delimiterFlag(flags, format);
    const request = dayRequest(flags);
    const { orders, shopName } = dayOrders(request);
    const list = computeBakeList(orders, request.query);
    if (format === 'csv')
      io.out(bakeListCsv(list, csvConvention(request.language, delimiter)).replace(/\r\n$/, ''));
    else if (format === 'json') io.out(jsonLine(withShopName(list, shopName)));
    else io.out(bakeListText(list, request.language, shopName));
    return 0;
  },
};

export const pickupSheetCommand: CliCommand = {
  name: 'pickup-sheet',
  summary: msg('cli.pickup-sheet.summary'),
  usage: [USAGE, msg('cli.pickup-sheet.usage-format'), msg('cli.day-list.usage-delimiter')],
  async run(args, io) {
    const flags = parseFlags(args, options);
    const format = choiceFlag('format', flags.format, ['text', 'csv', 'json'] as const) ?? 'text';
    const delimiter = delimiterFlag(flags, format);
    const request = dayRequest(flags);
    const { orders, shopName } = dayOrders(request);
    const sheet = computePickupSheet(orders, request.query);
    if (format === 'csv')
      io.out(pickupSheetCsv(sheet, csvConvention(request.language, delimiter)).replace(/\r\n$/, ''));
    else if (format === 'json') io.out(jsonLine(withShopName(sheet, shopName)));
    else io.out(pickupSheetText(sheet, request.language, shopName));
    return 0;
  },
};
