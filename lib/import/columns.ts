import { IMAGE_COUNT_LIMIT, MAX_RICH_TEXT_BYTES } from '@/lib/validation/limits';
import type { ImportProblem } from './rows';

/**
 * The columns of the machines file (issue #32), the one place both import and export read:
 * export writes them in this order, import accepts them in any order. `model` is the only
 * column a file must have; a column left out keeps what is stored (a file of `model` and
 * `price_day` updates only prices), a column present but empty clears an optional value.
 */
export const IMPORT_COLUMNS = [
  'categorie',
  'categorie_en',
  'model',
  'header_offer',
  'details',
  'technical_data',
  'header_offer_en',
  'details_en',
  'technical_data_en',
  'price_day',
  'price_week',
  'units',
  'header_photo',
  'gallery',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns every file must have. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['model'];

/** Picture names in `gallery` are separated by this. */
export const GALLERY_SEPARATOR = '|';

/** Rows a file may hold: far above a real fleet, low enough to bound a request's memory. */
export const MAX_IMPORT_ROWS = 20_000;

/** The largest upload: a zip of a large fleet's pictures. Kept in a temporary file, not memory. */
export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;

/**
 * The bounds of what an upload unpacks to, each checked before or as it is read (issue #41):
 * a small file must not make the server read gigabytes. The table (a CSV, a zip's table, or
 * the parts of an .xlsx that hold its cells) unpacks to at most MAX_TABLE_BYTES: 20,000 rows
 * of long texts fit well below.
 */
export const MAX_TABLE_BYTES = 256 * 1024 * 1024;
/** A cell holds at most what the product form takes for a text (spec §9, the body limits). */
export const MAX_CELL_CHARS = MAX_RICH_TEXT_BYTES;
/** A row holds at most this: every column full. */
export const MAX_RECORD_CHARS = MAX_CELL_CHARS * IMPORT_COLUMNS.length;
/** An .xlsx's distinct texts: one a cell of every row and column, twice over. */
export const MAX_SHARED_STRINGS = (MAX_IMPORT_ROWS + 1) * IMPORT_COLUMNS.length * 2;
/** A zip's files: a table, and the pictures of every row. */
export const MAX_ZIP_ENTRIES = MAX_IMPORT_ROWS * (1 + IMAGE_COUNT_LIMIT) + 100;

/** The Content-Types the import takes (the file's bytes decide which it really is). */
export const IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

/** A header cell as a spreadsheet may write it: ' Model ', 'MODEL', 'price day'. */
export function normalizeHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function isImportColumn(name: string): name is ImportColumn {
  return (IMPORT_COLUMNS as readonly string[]).includes(name);
}

/** Where each known column is; a missing required column or one given twice is a problem. */
export function mapHeader(
  header: string[],
  problems: ImportProblem[],
  warnings: ImportProblem[],
): Map<ImportColumn, number> {
  const columns = new Map<ImportColumn, number>();
  header.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    if (name === '') return;
    if (!isImportColumn(name)) {
      warnings.push({ row: 1, column: cell.trim(), code: 'IMPORT_UNKNOWN_COLUMN' });
    } else if (columns.has(name)) {
      problems.push({ row: 1, column: name, code: 'IMPORT_DUPLICATE_COLUMN' });
    } else {
      columns.set(name, index);
    }
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!columns.has(column)) problems.push({ row: 1, column, code: 'IMPORT_MISSING_COLUMN' });
  }
  return columns;
}
