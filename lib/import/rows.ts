import { categoryNameEnSchema, categoryNameSchema } from '@/lib/categories/schema';
import type { ErrorCode } from '@/lib/errors';
import { isBlankHtml, sanitizeRichText } from '@/lib/html/sanitize';
import { PRICE_MAX } from '@/lib/products/price';
import { modelSchema } from '@/lib/products/schema';
import { toSlug } from '@/lib/slug';
import { IMAGE_COUNT_LIMIT } from '@/lib/validation/limits';
import {
  GALLERY_SEPARATOR,
  isImportColumn,
  normalizeHeader,
  REQUIRED_COLUMNS,
  type ImportColumn,
} from './columns';
import { plainTextToHtml } from './plain-text';
import type { Table } from './table';

/** One problem of a file: its spreadsheet row (null: the whole file) and column. */
export interface ImportProblem {
  row: number | null;
  column: string | null;
  code: ErrorCode;
  /** What the message names: a picture's file name, the row a model first appeared on… */
  detail?: Record<string, string | number>;
}

type TextField = 'headerOffer' | 'details' | 'technicalData';
type EnglishField = 'headerOfferEn' | 'detailsEn' | 'technicalDataEn';

/** A row read and checked on its own; what it changes is decided against the database. */
export interface MachineRow {
  /** The spreadsheet row: the header is row 1. */
  row: number;
  model: string;
  slug: string;
  /** Each field is present only when its column is: an absent column keeps what is stored. */
  category?: { name: string; nameEn?: string | null };
  texts: Partial<Record<TextField, string>>;
  english: Partial<Record<EnglishField, string | null>>;
  prices: { priceDay?: number | null; priceWeek?: number | null };
  /** Picture names in the zip; absent when no pictures came with the file. */
  headerPhoto?: string;
  gallery?: string[];
  /** The row has a problem: its pictures are still checked (every problem is reported at
   * once), but it is not planned. */
  invalid?: true;
}

export interface ReadRows {
  rows: MachineRow[];
  problems: ImportProblem[];
  /** Not blocking: unknown columns, pictures named in a file that brought none. */
  warnings: ImportProblem[];
}

const TEXT_COLUMNS = [
  ['header_offer', 'headerOffer', 'REQUIRED_HEADER_OFFER'],
  ['details', 'details', 'REQUIRED_DETAILS'],
  ['technical_data', 'technicalData', 'REQUIRED_TECHNICAL_DATA'],
] as const satisfies readonly (readonly [ImportColumn, TextField, ErrorCode])[];

const ENGLISH_COLUMNS = [
  ['header_offer_en', 'headerOfferEn'],
  ['details_en', 'detailsEn'],
  ['technical_data_en', 'technicalDataEn'],
] as const satisfies readonly (readonly [ImportColumn, EnglishField])[];

/** The required columns a new machine must fill, with the code of each one left empty. */
export const NEW_MACHINE_NEEDS = [
  ['categorie', 'REQUIRED_CATEGORY'],
  ...TEXT_COLUMNS.map(([column, , code]) => [column, code] as const),
  ['header_photo', 'REQUIRED_HEADER_PHOTO'],
] as const satisfies readonly (readonly [ImportColumn, ErrorCode])[];

/**
 * Reads every row of a table with the rules of the admin form (spec §5): the model's pattern,
 * a category name's pattern, texts sanitised like the editor's (plain text becomes
 * paragraphs), whole prices, at most IMAGE_COUNT_LIMIT gallery pictures, and no model twice.
 * `withPictures` is false for a plain CSV or XLSX: picture columns are then not read.
 */
export function readRows(table: Table, withPictures: boolean): ReadRows {
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];
  const columns = mapHeader(table.header, problems, warnings);
  if (table.legacyEncoding)
    warnings.push({ row: null, column: null, code: 'IMPORT_LEGACY_ENCODING' });
  if (problems.length > 0) return { rows: [], problems, warnings };
  if (table.rows.length === 0) {
    problems.push({ row: null, column: null, code: 'IMPORT_NO_ROWS' });
    return { rows: [], problems, warnings };
  }

  const rows: MachineRow[] = [];
  const firstRowOfSlug = new Map<string, number>();
  let picturesIgnored = false;
  table.rows.forEach((cells, index) => {
    const row = index + 2;
    const cell = (column: ImportColumn): string | undefined => {
      const at = columns.get(column);
      return at === undefined ? undefined : (cells[at] ?? '');
    };
    const fail = (column: ImportColumn, code: ErrorCode, detail?: ImportProblem['detail']) =>
      problems.push({ row, column, code, ...(detail ? { detail } : {}) });
    const before = problems.length;

    const model = modelSchema.safeParse(cell('model') ?? '');
    if (!model.success) fail('model', issueCode(model.error, 'INVALID_MODEL'));
    const slug = model.success ? toSlug(model.data) : '';
    if (model.success) {
      const first = firstRowOfSlug.get(slug);
      if (first !== undefined) fail('model', 'ERROR_PRODUCT_EXIST', { first });
      else firstRowOfSlug.set(slug, row);
    }

    const machine: MachineRow = {
      row,
      model: model.data ?? '',
      slug,
      texts: {},
      english: {},
      prices: {},
    };
    const categoryName = cell('categorie');
    if (categoryName !== undefined && categoryName.trim() !== '') {
      const name = categoryNameSchema.safeParse(categoryName);
      const nameEn = categoryNameEnSchema.safeParse(cell('categorie_en') ?? undefined);
      if (!name.success) fail('categorie', issueCode(name.error, 'INVALID_CATEGORY_NAME'));
      if (!nameEn.success) fail('categorie_en', 'INVALID_CATEGORY_NAME');
      if (name.success && nameEn.success) {
        machine.category = {
          name: name.data,
          ...(nameEn.data === undefined ? {} : { nameEn: nameEn.data }),
        };
      }
    } else if (categoryName !== undefined) {
      fail('categorie', 'REQUIRED_CATEGORY');
    }

    for (const [column, field, required] of TEXT_COLUMNS) {
      const value = cell(column);
      if (value === undefined) continue;
      const html = richText(value);
      if (html === null) fail(column, required);
      else machine.texts[field] = html;
    }
    for (const [column, field] of ENGLISH_COLUMNS) {
      const value = cell(column);
      if (value !== undefined) machine.english[field] = richText(value);
    }
    for (const [column, field] of [
      ['price_day', 'priceDay'],
      ['price_week', 'priceWeek'],
    ] as const) {
      const value = cell(column);
      if (value === undefined) continue;
      const price = readPrice(value);
      if (price === 'invalid') fail(column, 'INVALID_PRICE', { limit: PRICE_MAX });
      else machine.prices[field] = price;
    }

    const header = cell('header_photo');
    const gallery = cell('gallery');
    if (!withPictures) {
      if ((header ?? '').trim() !== '' || (gallery ?? '').trim() !== '') picturesIgnored = true;
    } else {
      if (header !== undefined) {
        if (header.trim() === '') fail('header_photo', 'REQUIRED_HEADER_PHOTO');
        else machine.headerPhoto = header.trim();
      }
      if (gallery !== undefined) {
        const names = gallery
          .split(GALLERY_SEPARATOR)
          .map((name) => name.trim())
          .filter(Boolean);
        if (names.length > IMAGE_COUNT_LIMIT)
          fail('gallery', 'TOO_MANY_IMAGES', { limit: IMAGE_COUNT_LIMIT });
        else machine.gallery = names;
      }
    }
    if (problems.length !== before) machine.invalid = true;
    rows.push(machine);
  });
  if (picturesIgnored) {
    warnings.push({ row: null, column: null, code: 'IMPORT_PICTURES_IGNORED' });
  }
  return { rows, problems, warnings };
}

/** Where each known column is; a missing required column or one given twice is a problem. */
function mapHeader(
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

/** A cell's rich text as stored: sanitised HTML, or null when nothing is left (blank). */
function richText(value: string): string | null {
  if (value.trim() === '') return null;
  const html = sanitizeRichText(looksLikeHtml(value) ? value : plainTextToHtml(value));
  return isBlankHtml(html) ? null : html;
}

function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(value);
}

/**
 * A price cell: empty is no price ('Pret la cerere'); a whole number of lei, as spreadsheets
 * write it ('1250', '1 250', '1250,00', '1250 lei'), from 0 to PRICE_MAX; anything else is
 * invalid. A dot or comma followed by three digits is refused, not guessed: '1.250' is
 * 1,250 lei in Romania and 1.25 in England.
 */
export function readPrice(value: string): number | null | 'invalid' {
  const text = value.replace(/[\s\u00a0]+/g, '').replace(/(lei|ron)$/i, '');
  if (text === '') return null;
  const match = /^(\d+)(?:[.,]0{1,2})?$/.exec(text);
  if (!match) return 'invalid';
  const price = Number(match[1]);
  return Number.isSafeInteger(price) && price <= PRICE_MAX ? price : 'invalid';
}

function issueCode(error: { issues: { message: string }[] }, fallback: ErrorCode): ErrorCode {
  return (error.issues[0]?.message as ErrorCode | undefined) ?? fallback;
}
