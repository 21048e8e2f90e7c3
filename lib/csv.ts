/**
 * The site's one CSV writer (the inbox, the audit log, the catalogue export) and the rule of
 * formula cells both it and the import follow.
 *
 * A file is UTF-8 with a BOM (so Romanian letters open right), CRLF, every cell quoted, `,`
 * or `;` between cells.
 *
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"), one beginning with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, is written with a single quote before it,
 * which spreadsheets show as text. Numbers included: `-5` is written `'-5`; no number the
 * site writes is negative (prices and fleet counts are ≥ 0), so none is ever touched.
 *
 * The round trip (restoreCell, which the import applies to every cell): a cell beginning with
 * one or more quotes and then one of those characters loses its first quote; any other cell
 * is read as it is (`'abc` stays `'abc`). So that a user's own text such as `'=x` also comes
 * back, the writer gives one more quote to a cell of quotes followed by one of those
 * characters (`'=x` is written `''=x`) — exactly the cells restoreCell shortens.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const DEFUSED = /^'+[=+\-@\t\r]/;

/** A cell as the site writes it: a quote before anything a spreadsheet would run. */
export function defuseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as the import reads it: defuseCell undone, any other cell as it is. */
export function restoreCell(value: string): string {
  return DEFUSED.test(value) ? value.slice(1) : value;
}

export interface CsvOptions {
  /** `,` by default; `;` is what a Romanian Excel opens as columns. */
  delimiter?: ',' | ';';
}

/** The lines as one CSV file (the first line is the header, defused like any other). */
export function toCsv(
  lines: readonly (readonly string[])[],
  { delimiter = ',' }: CsvOptions = {},
): string {
  const line = (cells: readonly string[]) => cells.map(csvCell).join(delimiter);
  return `\uFEFF${lines.map(line).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  return `"${defuseCell(value).replace(/"/g, '""')}"`;
}
