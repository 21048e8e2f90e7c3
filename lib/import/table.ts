import { isUtf8 } from 'node:buffer';
import { setImmediate } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { storableText } from '@/lib/http/body';
import { MAX_IMPORT_ROWS } from './columns';
import type { Spool, Spooled } from './spool';

/**
 * Where a spreadsheet's first sheet goes as it is read: its header row, then each data row,
 * one at a time (a 10,000-row file is never held as a table of cells). Rows are storable text
 * (no NUL, no lone surrogate, which PostgreSQL refuses in text: a stray one in a cell must not
 * cost the file a 500); rows with nothing but blanks are skipped.
 */
export interface TableRows {
  header(cells: string[]): void;
  row(cells: string[]): void;
}

/** Rows handed on between two turns of the event loop: ~0.1 s of sanitising on this machine. */
const ROWS_PER_TURN = 200;

/**
 * A table parked as it is parsed (the parser runs in one go, and fast), then handed on a
 * slice of rows at a time with a turn of the event loop between slices: reading a row
 * (sanitising its HTML) is what takes seconds, and the server goes on answering meanwhile.
 */
export class ParkedTable implements TableRows {
  private headerCells: string[] = [];
  private readonly rows: Spooled[] = [];

  constructor(private readonly spool: Spool<string[]>) {}

  header(cells: string[]): void {
    this.headerCells = cells;
  }

  row(cells: string[]): void {
    this.rows.push(this.spool.add(cells));
  }

  async handOn(into: TableRows): Promise<void> {
    into.header(this.headerCells);
    for (let start = 0; start < this.rows.length; start += ROWS_PER_TURN) {
      const slice = await this.spool.readAll(this.rows.slice(start, start + ROWS_PER_TURN));
      for (const cells of slice) into.row(cells ?? []);
      await setImmediate();
    }
  }
}

/** A file that cannot be read as a table; `row` is the spreadsheet row when known. */
export class UnreadableTableError extends Error {
  constructor(
    readonly reason: 'csv' | 'xlsx' | 'empty' | 'too-many-rows',
    readonly row?: number,
  ) {
    super(reason);
  }
}

/**
 * A CSV as spreadsheets in Romania write it: UTF-8 with or without a BOM (or Windows-1250,
 * Excel's "CSV" on a Romanian Windows), `;` or `,` (or tab) between fields, CRLF or LF,
 * quoted fields with line breaks and doubled quotes. Each record goes to `into` as soon as
 * it is parsed. `legacyEncoding` is true when the bytes were read as Windows-1250.
 */
export function readCsv(bytes: Buffer, into: TableRows): { legacyEncoding: boolean } {
  // UTF-8 is parsed as bytes (csv-parse decodes each field): no copy of the file as a string.
  const legacyEncoding = !isUtf8(bytes);
  const input = legacyEncoding ? windows1250(bytes) : bytes;
  const feed = tableFeed(into);
  let failure: { error: unknown } | undefined;
  try {
    parse(input, {
      bom: true,
      delimiter: detectDelimiter(input),
      relax_column_count: true,
      skip_empty_lines: true,
      to: MAX_IMPORT_ROWS + 2,
      on_record: (record: string[]) => {
        try {
          feed.add(record);
        } catch (error) {
          failure = { error };
          throw error;
        }
        return null;
      },
    });
  } catch (error) {
    // A failure of reading a row (on_record) is not a CSV problem: it goes on as it is.
    if (failure) throw failure.error;
    const line = (error as { lines?: number }).lines;
    throw new UnreadableTableError('csv', typeof line === 'number' ? line : undefined);
  }
  feed.end();
  return { legacyEncoding };
}

/** The first worksheet of an .xlsx, every cell as the text it shows. */
export async function readXlsx(bytes: Buffer, into: TableRows): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableTableError('xlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableTableError('empty');
  const feed = tableFeed(into);
  let records = 0;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (records > MAX_IMPORT_ROWS + 1) return;
    records++;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    feed.add(Array.from(cells, (cell) => cell ?? ''));
  });
  feed.end();
}

/** Records to `into`: the first one not blank is the header, at most MAX_IMPORT_ROWS rows. */
function tableFeed(into: TableRows) {
  let header = false;
  let rows = 0;
  return {
    add(record: string[]) {
      if (!record.some((cell) => cell.trim() !== '')) return;
      if (!header) {
        header = true;
        into.header(storableText(record));
      } else if (++rows <= MAX_IMPORT_ROWS) {
        into.row(storableText(record));
      }
    },
    end() {
      if (!header) throw new UnreadableTableError('empty');
      if (rows > MAX_IMPORT_ROWS) throw new UnreadableTableError('too-many-rows');
    },
  };
}

/** Windows-1250 has only the cedilla forms; Romanian writes ș and ț with a comma below. */
function windows1250(bytes: Buffer): string {
  return new TextDecoder('windows-1250')
    .decode(bytes)
    .replace(/[şŞţŢ]/g, (letter) => COMMA_BELOW[letter] ?? letter);
}

const COMMA_BELOW: Record<string, string> = { ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț' };

/**
 * The separator of the header line: whichever of ; , tab appears most outside quotes. Reads
 * text or UTF-8 bytes alike (in UTF-8 these characters are single bytes, never part of another).
 */
export function detectDelimiter(text: string | Uint8Array): string {
  const code =
    typeof text === 'string' ? (at: number) => text.charCodeAt(at) : (at: number) => text[at] ?? 0;
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let at = startAfterBom(text); at < text.length; at++) {
    const char = String.fromCharCode(code(at));
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

function startAfterBom(text: string | Uint8Array): number {
  if (typeof text === 'string') return text.startsWith('\uFEFF') ? 1 : 0;
  return text[0] === 0xef && text[1] === 0xbb && text[2] === 0xbf ? 3 : 0;
}

type CellValue = ExcelJS.CellValue;

/** What a cell shows: rich text joined, a formula's result, a link's text, a date as YYYY-MM-DD. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: CellValue }).result ?? null);
  }
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}
