import { categoryNameEnSchema, categoryNameSchema } from '@/lib/categories/schema';
import { restoreCell } from '@/lib/csv';
import type { ErrorCode } from '@/lib/errors';
import { PRICE_MAX } from '@/lib/products/price';
import { modelSchema } from '@/lib/products/schema';
import { toSlug } from '@/lib/slug';
import { IMAGE_COUNT_LIMIT } from '@/lib/validation/limits';
import { GALLERY_SEPARATOR, mapHeader, type ImportColumn } from './columns';
import { readPrice, readUnits, richText } from './cells';
import type { TableRows } from './table';
import type { Spool, Spooled } from './spool';
import { textHash, type EnglishField, type RowTexts, type TextField } from './texts';

/** One problem of a file: its spreadsheet row (null: the whole file) and column. */
export interface ImportProblem {
  row: number | null;
  column: string | null;
  code: ErrorCode;
  /** What the message names: a picture's file name, the row a model first appeared on… */
  detail?: Record<string, string | number>;
}

/** A row read and checked on its own; what it changes is decided against the database. */
export interface MachineRow {
  /** The spreadsheet row: the header is row 1. */
  row: number;
  model: string;
  slug: string;
  /** Each field is present only when its column is: an absent column keeps what is stored. */
  category?: { name: string; nameEn?: string | null };
  /** The MD5 of each text the row gives (null: an English text left empty, to clear). */
  textHashes: RowTexts;
  /** Where the texts themselves wait for the transaction; absent when the row gives none. */
  texts?: Spooled;
  prices: { priceDay?: number | null; priceWeek?: number | null };
  /** The fleet count; absent when the column is, or its cell is empty. */
  units?: number;
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
 * paragraphs), whole prices, a fleet count, at most IMAGE_COUNT_LIMIT gallery pictures, and no
 * model twice.
 * `withPictures` is false for a plain CSV or XLSX: picture columns are then not read. Rows come
 * one at a time (TableRows); a valid row's texts go to `spool` and the row keeps their MD5s.
 */
export class RowReader implements TableRows {
  private readonly problems: ImportProblem[] = [];
  private readonly warnings: ImportProblem[] = [];
  private readonly rows: MachineRow[] = [];
  private readonly firstRowOfSlug = new Map<string, number>();
  /** Where each column is; null until a header without problems is read. */
  private columns: Map<ImportColumn, number> | null = null;
  private rowCount = 0;
  private picturesIgnored = false;

  constructor(
    private readonly withPictures: boolean,
    private readonly spool: Spool<RowTexts>,
  ) {}

  header(cells: string[]): void {
    const columns = mapHeader(cells, this.problems, this.warnings);
    if (this.problems.length === 0) this.columns = columns;
  }

  row(cells: string[]): void {
    this.rowCount++;
    if (this.columns) this.rows.push(this.readRow(this.columns, cells, this.rowCount + 1));
  }

  /** What was read, once the table is; `legacyEncoding` when it was read as Windows-1250. */
  result(legacyEncoding = false): ReadRows {
    const { problems, warnings } = this;
    if (legacyEncoding) warnings.push({ row: null, column: null, code: 'IMPORT_LEGACY_ENCODING' });
    if (!this.columns) return { rows: [], problems, warnings };
    if (this.rowCount === 0) {
      problems.push({ row: null, column: null, code: 'IMPORT_NO_ROWS' });
      return { rows: [], problems, warnings };
    }
    if (this.picturesIgnored) {
      warnings.push({ row: null, column: null, code: 'IMPORT_PICTURES_IGNORED' });
    }
    return { rows: this.rows, problems, warnings };
  }

  private readRow(columns: Map<ImportColumn, number>, cells: string[], row: number): MachineRow {
    const { problems } = this;
    const cell = (column: ImportColumn): string | undefined => {
      const at = columns.get(column);
      // A cell the export defused ('=…, '-…) is read as it was (lib/csv.ts).
      return at === undefined ? undefined : restoreCell(cells[at] ?? '');
    };
    const fail = (column: ImportColumn, code: ErrorCode, detail?: ImportProblem['detail']) =>
      problems.push({ row, column, code, ...(detail ? { detail } : {}) });
    const before = problems.length;

    const model = modelSchema.safeParse(cell('model') ?? '');
    if (!model.success) fail('model', issueCode(model.error, 'INVALID_MODEL'));
    const slug = model.success ? toSlug(model.data) : '';
    if (model.success) {
      const first = this.firstRowOfSlug.get(slug);
      if (first !== undefined) fail('model', 'ERROR_PRODUCT_EXIST', { first });
      else this.firstRowOfSlug.set(slug, row);
    }

    const machine: MachineRow = { row, model: model.data ?? '', slug, textHashes: {}, prices: {} };
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

    const texts: RowTexts = {};
    for (const [column, field, required] of TEXT_COLUMNS) {
      const value = cell(column);
      if (value === undefined) continue;
      const html = richText(value);
      if (html === null) fail(column, required);
      else texts[field] = html;
    }
    for (const [column, field] of ENGLISH_COLUMNS) {
      const value = cell(column);
      if (value !== undefined) texts[field] = richText(value);
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
    const units = readUnits(cell('units') ?? '');
    if (units === 'invalid') fail('units', 'INVALID_UNITS');
    else if (units !== null) machine.units = units;

    const header = cell('header_photo');
    const gallery = cell('gallery');
    if (!this.withPictures) {
      if ((header ?? '').trim() !== '' || (gallery ?? '').trim() !== '') {
        this.picturesIgnored = true;
      }
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
    if (problems.length !== before) {
      // Not planned: its pictures are still checked, its texts are not kept.
      machine.invalid = true;
    } else if (Object.keys(texts).length > 0) {
      machine.textHashes = Object.fromEntries(
        Object.entries(texts).map(([field, value]) => [
          field,
          value === null ? null : textHash(value),
        ]),
      ) as RowTexts;
      machine.texts = this.spool.add(texts);
    }
    return machine;
  }
}

function issueCode(error: { issues: { message: string }[] }, fallback: ErrorCode): ErrorCode {
  return (error.issues[0]?.message as ErrorCode | undefined) ?? fallback;
}
