/**
 * A strict RFC 4180 reader, as the tests' judge of what a spreadsheet sees: a quote may only open a
 * field and close it (then the delimiter or CRLF must follow), a quote inside a quoted field is doubled,
 * and a bare CR or LF outside quotes, or a quote inside an unquoted field, is an error rather than a
 * guess. Any delimiter, so the same reader checks `;`, `,` and tab files.
 */
export function readCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(
      `not RFC 4180 at ${i} (${JSON.stringify(text.slice(Math.max(0, i - 20), i + 20))}): ${why}`,
    );
  };
  if (!text.endsWith('\r\n')) fail('the last line has no CRLF');
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) fail('a quoted field is never closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (!text.startsWith(delimiter, i) && !text.startsWith('\r\n', i)) fail('text after a closing quote');
    } else {
      while (i < text.length && !text.startsWith(delimiter, i) && !text.startsWith('\r\n', i)) {
        if (text[i] === '"') fail('a quote inside an unquoted field');
        if (text[i] === '\r' || text[i] === '\n') fail('a line break outside quotes');
        field += text[i];
        i += 1;
      }
    }
    row.push(field);
    if (text.startsWith(delimiter, i)) {
      i += delimiter.length;
    } else {
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/**
 * Whether a spreadsheet would run this cell as a formula: it starts, maybe after spaces or line breaks,
 * with `=`, `+`, `-` or `@` (or a full-width form or the minus sign, which some spreadsheets fold), or
 * with a tab or CR (OWASP's list). A cell starting with `'` is text.
 */
export function runsAsFormula(cell: string): boolean {
  return /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20\u2212]/.test(cell) || /^[\t\r]/.test(cell);
}
