import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { defuseCell, restoreCell, toCsv } from '@/lib/csv';

/** The hostile cells (#41): each one a spreadsheet would run. */
const HOSTILE = [
  '-2-3 formula',
  "+cmd|' /C calc'!A0",
  '=1+2',
  '@SUM(1+1)*cmd',
  '\t=1+2',
  '\r=1+2',
  '=HYPERLINK("http://x")',
];

/** The cells as a spreadsheet reads the file: BOM, then quoted cells. */
function cellsOf(csv: string, delimiter = ','): string[][] {
  return parse(csv, { bom: true, delimiter, relax_column_count: true });
}

describe('the CSV writer (lib/csv.ts)', () => {
  it('writes a quote before every cell a spreadsheet would run, numbers included', () => {
    const rows = cellsOf(toCsv([HOSTILE, ['-5', '+40 721 000 000']]));
    for (const cell of rows.flat()) expect(cell).toMatch(/^'/);
    expect(rows[0]).toEqual(HOSTILE.map((cell) => `'${cell}`));
    // A negative number is defused like any cell: none the site writes is negative.
    expect(rows[1]).toEqual(["'-5", "'+40 721 000 000"]);
  });

  it('leaves every other cell as it is, quotes and separators kept inside the cell', () => {
    const plain = ['Ofertă "buldo"', 'a;b,c', 'linia 1\r\nlinia 2', "'citat", '', '1250', ' =x'];
    expect(cellsOf(toCsv([plain]))).toEqual([plain]);
    expect(cellsOf(toCsv([plain], { delimiter: ';' }), ';')).toEqual([plain]);
  });

  it('is UTF-8 with a BOM, CRLF and every cell quoted', () => {
    expect(
      toCsv(
        [
          ['a', 'b'],
          ['ș', 'ț'],
        ],
        { delimiter: ';' },
      ),
    ).toBe('\uFEFF"a";"b"\r\n"ș";"ț"\r\n');
  });

  it('gives every cell back through restoreCell, the import’s reading', () => {
    const cells = [...HOSTILE, "'=1+2", "''-3", "'citat", "''", "'", '-', 'text', '', "'\t"];
    const written = cellsOf(toCsv([cells]))[0] ?? [];
    expect(written.map(restoreCell)).toEqual(cells);
    // A cell starting with quotes then a formula character gets one more quote, so that a
    // user's own "'=x" is not read back as "=x".
    expect(defuseCell("'=1+2")).toBe("''=1+2");
    expect(defuseCell("'citat")).toBe("'citat");
  });

  it('reads a user’s own leading quote before a formula character as a spreadsheet does', () => {
    // Typed in Excel, '=1+2 is the text =1+2: the import reads it so.
    expect(restoreCell("'=1+2")).toBe('=1+2');
    expect(restoreCell("'abc")).toBe("'abc");
    expect(restoreCell('=1+2')).toBe('=1+2');
  });
});
