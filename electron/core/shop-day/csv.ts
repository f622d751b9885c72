/**
 * Fields and lines of a CSV file a spreadsheet opens: quoted as RFC 4180 asks, and defused as OWASP's
 * "CSV injection" guidance asks, because the text in our files (product and option names, PLU codes)
 * comes from the shop's catalogue and the service, and a spreadsheet runs a cell that looks like a
 * formula.
 */
import { LANGUAGE_FACTS, type Language } from '../../common/words/languages';

/** The delimiters a person may ask for (`--delimiter`); the language picks one by default. */
export const CSV_DELIMITERS = [';', ',', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** How one file is written: the words' language, the delimiter, the decimal mark. */
export interface CsvConvention {
  readonly language: Language;
  readonly delimiter: CsvDelimiter;
  readonly decimalMark: ',' | '.';
}

/**
 * The convention of the spreadsheets a shop uses in that language: Excel in Belgium (nl-BE, fr-BE,
 * de-BE) splits on `;` because `,` is its decimal mark; in English, `,` and a decimal point.
 */
export function csvConvention(language: Language, delimiter?: CsvDelimiter): CsvConvention {
  const decimalMark = LANGUAGE_FACTS[language].decimal;
  return { language, delimiter: delimiter ?? (decimalMark === ',' ? ';' : ','), decimalMark };
}

/** A cell: untrusted text, or a number we worked out ourselves (never defused: `-2` stays a number). */
export type CsvCell = { readonly text: string } | { readonly number: number };

/** One line, without its line end. */
export function csvLine(cells: readonly CsvCell[], convention: CsvConvention): string {
  return cells
    .map((cell) =>
      quoted(
        'text' in cell ? defused(cell.text) : numberText(cell.number, convention.decimalMark),
        convention,
      ),
    )
    .join(convention.delimiter);
}

/**
 * What a spreadsheet may take for a formula: `=`, `+`, `-`, `@` (and their full-width forms, which some
 * spreadsheets fold), also after leading spaces or line breaks, which Excel and LibreOffice skip when
 * they read a cell; and a leading tab, CR or LF (OWASP lists tab and CR: a cell may start with either
 * and still be read as a formula after them). Such a cell gets a leading `'`, which spreadsheets show as
 * text and never run. The cost, a `'` before a name like "-20% Taart", is OWASP's accepted one.
 */
const FORMULA_START = /^[\s\u00a0\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\u2212]|^[\t\r\n]/;

function defused(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A field holding either usual delimiter, a tab, a quote or a line end is quoted, whatever our delimiter. */
function quoted(field: string, convention: CsvConvention): string {
  return /[",;\t\r\n]/.test(field) || field.includes(convention.delimiter)
    ? `"${field.replace(/"/g, '""')}"`
    : field;
}

/** The language's decimal mark; never an exponent, at most three decimals (grams, a unit as sent). */
function numberText(value: number, decimalMark: ',' | '.'): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(3).replace(/\.?0+$/, '');
  return decimalMark === '.' ? text : text.replace('.', decimalMark);
}
