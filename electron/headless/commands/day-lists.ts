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
import { say } from '../../common/messages/say';
import { LANGUAGES, type Language } from '../../common/words/languages';
import type { DayQuery } from '../../common/shop-day/day';
import { checkDay } from '../../core/ledger/day';
import { openReadOnly, type DayReads, type ReadOnlyLedger } from '../../core/ledger/read-only';
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

/** The flags both commands share, checked: a bad one is a usage error worded in `--language`. */
function dayRequest(flags: ReturnType<typeof parseFlags<typeof options>>): DayRequest {
  const language = choiceFlag('language', flags.language, LANGUAGES) ?? 'en';
  if (flags.date === undefined) throw new UsageError('--date YYYY-MM-DD is required');
  try {
    checkDay(flags.date);
  } catch (error) {
    throw new UsageError(`--date: ${say(messageOf(error), language)}`);
  }
  const shop = flags.shop;
  if (shop !== undefined && !/^\d{1,15}$/.test(shop))
    throw new UsageError(`--shop must be a shop's number, got "${shop}"`);
  return {
    query: { date: flags.date, shopId: shop === undefined ? null : Number(shop) },
    dataDir: resolve(flags['data-dir'] ?? DEFAULT_DATA_DIR),
    language,
  };
}

/** Runs `work` on the folder's ledger opened read-only; a folder without one is said plainly. */
function withDayReader<T>(request: DayRequest, work: (day: DayReads) => T): T {
  const path = join(request.dataDir, 'ledger.db');
  if (!existsSync(path))
    throw new UsageError(say(msg('day.no-ledger', { dataDir: request.dataDir }), request.language));
  let ledger: ReadOnlyLedger;
  try {
    ledger = openReadOnly(path);
  } catch (error) {
    // A ledger too new, too old or unreadable is the folder given, not a fault: exit 2, in --language.
    if (error instanceof MessageError) throw new UsageError(say(error.said, request.language));
    throw error;
  }
  try {
    return work(ledger.day);
  } finally {
    ledger.close();
  }
}

const DELIMITER_USAGE = "--delimiter ';'|','|tab|'|'  csv: another delimiter than the language's";

/** `--delimiter`, checked: the delimiter asked for, if any (else the language's). */
function delimiterFlag(
  flags: ReturnType<typeof parseFlags<typeof options>>,
  format: string,
): CsvDelimiter | undefined {
  const keys = Object.keys(DELIMITER_FLAGS) as (keyof typeof DELIMITER_FLAGS)[];
  const delimiter = choiceFlag('delimiter', flags.delimiter, keys);
  if (delimiter !== undefined && format !== 'csv') throw new UsageError('--delimiter goes with --format csv');
  return delimiter === undefined ? undefined : DELIMITER_FLAGS[delimiter];
}

const USAGE = [
  '--date YYYY-MM-DD            the pick-up/delivery day',
  `--data-dir DIR               the folder OrderSlip runs with (default ${DEFAULT_DATA_DIR}); read only`,
  '--shop ID                    one shop (default: every shop)',
  `${`--language ${LANGUAGES.join('|')}`.padEnd(29)}the words (default en); for csv also the spreadsheet convention:`,
  '                             ";" where the language writes a decimal comma (Belgian Excel), else ","',
];

export const bakeListCommand: CliCommand = {
  name: 'bake-list',
  summary: "What to bake for a day: every product's total by unit and options, and the plate texts.",
  usage: [
    ...USAGE,
    '--format text|csv|json       text (default); csv: product,options,unit,quantity,orders,plu,sizes (no plates);',
    '                             json: the whole list with its plate texts',
    DELIMITER_USAGE,
  ].join('\n'),
  async run(args, io) {
    const flags = parseFlags(args, options);
    const format = choiceFlag('format', flags.format, ['text', 'csv', 'json'] as const) ?? 'text';
    const delimiter = delimiterFlag(flags, format);
    const request = dayRequest(flags);
    const list = withDayReader(request, (day) =>
      computeBakeList(day.ordersDue(request.query), request.query),
    );
    if (format === 'csv')
      io.out(bakeListCsv(list, csvConvention(request.language, delimiter)).replace(/\r\n$/, ''));
    else if (format === 'json') io.out(jsonLine(list));
    else io.out(bakeListText(list, request.language));
    return 0;
  },
};

export const pickupSheetCommand: CliCommand = {
  name: 'pickup-sheet',
  summary: 'Who comes when on a day: orders by due time, what to hand over, whether collected.',
  usage: [
    ...USAGE,
    '--format text|csv|json       text (default); csv: one row per order (time, order, client, phone,',
    '                             address, items, plates, remarks, status, id); json: the whole sheet',
    DELIMITER_USAGE,
  ].join('\n'),
  async run(args, io) {
    const flags = parseFlags(args, options);
    const format = choiceFlag('format', flags.format, ['text', 'csv', 'json'] as const) ?? 'text';
    const delimiter = delimiterFlag(flags, format);
    const request = dayRequest(flags);
    const sheet = withDayReader(request, (day) =>
      computePickupSheet(day.ordersDue(request.query), request.query),
    );
    if (format === 'csv')
      io.out(pickupSheetCsv(sheet, csvConvention(request.language, delimiter)).replace(/\r\n$/, ''));
    else if (format === 'json') io.out(jsonLine(sheet));
    else io.out(pickupSheetText(sheet, request.language));
    return 0;
  },
};
