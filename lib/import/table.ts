import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { storableText } from '@/lib/http/body';
import { MAX_IMPORT_ROWS } from './columns';

/** A spreadsheet's first sheet as text: the header row, then the data rows. */
export interface Table {
  header: string[];
  rows: string[][];
  /** Set when the bytes were not UTF-8 and were read as Windows-1250 (Excel's Romanian "CSV"). */
  legacyEncoding?: boolean;
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
 * quoted fields with line breaks and doubled quotes.
 */
export function readCsv(bytes: Buffer): Table {
  const { text, legacyEncoding } = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      to: MAX_IMPORT_ROWS + 2,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new UnreadableTableError('csv', typeof line === 'number' ? line : undefined);
  }
  return toTable(records, legacyEncoding);
}

/** The first worksheet of an .xlsx, every cell as the text it shows. */
export async function readXlsx(bytes: Buffer): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableTableError('xlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableTableError('empty');
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (records.length > MAX_IMPORT_ROWS + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    records.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return toTable(records);
}

function toTable(records: string[][], legacyEncoding = false): Table {
  const [header, ...rows] = records.filter((record) => record.some((cell) => cell.trim() !== ''));
  if (!header) throw new UnreadableTableError('empty');
  if (rows.length > MAX_IMPORT_ROWS) throw new UnreadableTableError('too-many-rows');
  // Storable text, as every JSON body is made (lib/http/body.ts): no NUL, no lone surrogate,
  // which PostgreSQL refuses in text; a stray one in a cell must not cost the file a 500.
  return {
    header: storableText(header),
    rows: storableText(rows),
    ...(legacyEncoding ? { legacyEncoding } : {}),
  };
}

function decodeText(bytes: Buffer): { text: string; legacyEncoding: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), legacyEncoding: false };
  } catch {
    // Windows-1250 has only the cedilla forms; Romanian writes ș and ț with a comma below.
    const text = new TextDecoder('windows-1250')
      .decode(bytes)
      .replace(/[şŞţŢ]/g, (letter) => COMMA_BELOW[letter] ?? letter);
    return { text, legacyEncoding: true };
  }
}

const COMMA_BELOW: Record<string, string> = { ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț' };

/** The separator of the header line: whichever of ; , tab appears most outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
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
