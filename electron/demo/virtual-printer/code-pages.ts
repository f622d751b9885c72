import { iconv } from '../../core/receipt/print-libraries';

/**
 * Epson `ESC t n` code page numbers → iconv-lite encoding names. Only pages iconv-lite knows are listed;
 * the rest decode to U+FFFD so a wrong page shows up as visibly broken text instead of a plausible guess.
 */
const EPSON_CODE_PAGES: Readonly<Record<number, string>> = {
  0: 'CP437',
  2: 'CP850',
  3: 'CP860',
  4: 'CP863',
  5: 'CP865',
  13: 'CP857',
  14: 'CP737',
  15: 'ISO-8859-7',
  16: 'CP1252',
  17: 'CP866',
  18: 'CP852',
  19: 'CP858',
  33: 'CP775',
  34: 'CP855',
  35: 'CP861',
  36: 'CP862',
  37: 'CP864',
  38: 'CP869',
  39: 'ISO-8859-2',
  40: 'ISO-8859-15',
  44: 'CP1125',
  45: 'WIN1250',
  46: 'WIN1251',
  47: 'WIN1253',
  48: 'WIN1254',
  49: 'WIN1255',
  50: 'WIN1256',
  51: 'WIN1257',
  52: 'WIN1258',
  53: 'RK1048',
};

/** Star `ESC GS t n` numbers → the Epson number of the same table, so one decoder serves both. */
const STAR_TO_EPSON: Readonly<Record<number, number>> = {
  0: 0,
  1: 0,
  3: 0,
  4: 19,
  5: 18,
  6: 3,
  7: 35,
  8: 4,
  9: 5,
  10: 17,
  11: 34,
  12: 13,
  13: 36,
  14: 37,
  15: 14,
  17: 38,
  32: 16,
  33: 45,
  34: 46,
};

/** The Epson code page number that holds the same table as Star's `ESC GS t n`, or -1 when unknown. */
export function starCodePageToEpson(starPage: number): number {
  return STAR_TO_EPSON[starPage] ?? -1;
}

const upperHalves = new Map<number, readonly string[]>();

function upperHalf(codePage: number): readonly string[] | undefined {
  const cached = upperHalves.get(codePage);
  if (cached) return cached;
  const encoding = EPSON_CODE_PAGES[codePage];
  if (encoding === undefined) return undefined;
  const table: string[] = [];
  for (let byte = 0x80; byte <= 0xff; byte++) table.push(iconv().decode(Buffer.from([byte]), encoding));
  upperHalves.set(codePage, table);
  return table;
}

/**
 * The character a printer prints for one byte in the given Epson code page. Bytes below 0x80 are ASCII
 * in every page we support; bytes of an unknown page, or unassigned in the page, give U+FFFD.
 */
export function decodeCodePage(byte: number, codePage: number): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  return upperHalf(codePage)?.[byte - 0x80] ?? '\uFFFD';
}
