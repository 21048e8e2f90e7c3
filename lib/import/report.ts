import { createTranslator } from 'next-intl';
import ro from '@/messages/ro.json';
import { formatAmount, PRICE_MAX } from '@/lib/products/price';
import { IMAGE_COUNT_LIMIT, IMAGE_SIZE_LIMIT_MB } from '@/lib/validation/limits';
import { MAX_CELL_CHARS, MAX_IMPORT_ROWS, MAX_TABLE_BYTES } from './columns';
import type { ImportProblem } from './rows';
import type { ImportFileError } from './upload';

/** One problem as the API answers it: where, the code, and a Romanian sentence saying what. */
export interface ReportEntry {
  row: number | null;
  column: string | null;
  code: ImportProblem['code'];
  message: string;
}

/** The answer of POST /api/import, dry run or not. */
export interface ImportReport {
  dry_run: boolean;
  created: number;
  updated: number;
  unchanged: number;
  errors: ReportEntry[];
  warnings: ReportEntry[];
  categories_created: string[];
}

// The admin is in Romanian (spec §2): its messages are the Romanian ones.
const problemText = createTranslator({ locale: 'ro', messages: ro, namespace: 'Import.problems' });
const errorText = createTranslator({ locale: 'ro', messages: ro, namespace: 'Errors' });

/** The problems, ordered by row then column, each with its message. */
export function reportEntries(problems: ImportProblem[]): ReportEntry[] {
  return [...problems]
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
    .map((problem) => ({
      row: problem.row,
      column: problem.column,
      code: problem.code,
      message: messageOf(problem),
    }));
}

function messageOf({ code, column, detail = {} }: ImportProblem): string {
  const file = String(detail.file ?? '');
  switch (code) {
    case 'IMPORT_MISSING_COLUMN':
      return problemText('missingColumn', { column: column ?? '' });
    case 'IMPORT_DUPLICATE_COLUMN':
      return problemText('duplicateColumn', { column: column ?? '' });
    case 'IMPORT_UNKNOWN_COLUMN':
      return problemText('unknownColumn', { column: column ?? '' });
    case 'IMPORT_LEGACY_ENCODING':
      return problemText('legacyEncoding');
    case 'IMPORT_PICTURES_IGNORED':
      return problemText('picturesIgnored');
    case 'ERROR_PRODUCT_EXIST':
      return detail.first === undefined
        ? errorText('ERROR_PRODUCT_EXIST')
        : `${errorText('ERROR_PRODUCT_EXIST')} ${problemText('duplicateModel', { first: detail.first })}`;
    case 'ERROR_PRODUCT_IN_TRASH':
      return `${errorText('ERROR_PRODUCT_EXIST')} ${errorText('ERROR_PRODUCT_IN_TRASH')}`;
    case 'ERROR_CATEGORY_IN_TRASH':
      return problemText('categoryInTrash', { name: String(detail.name ?? '') });
    case 'IMPORT_PICTURE_MISSING':
      return problemText('pictureMissing', { file });
    case 'IMAGE_TOO_LARGE':
      return problemText('pictureTooLarge', { file, limit: IMAGE_SIZE_LIMIT_MB });
    case 'INVALID_HEADER_PHOTO':
    case 'INVALID_GALLERY_IMAGE':
      return file ? problemText('pictureInvalid', { file }) : errorText(code);
    case 'REQUIRED_HEADER_PHOTO':
      return detail.zip ? problemText('headerNeedsZip') : errorText(code);
    case 'INVALID_PRICE':
      return problemText('price', { limit: formatAmount(PRICE_MAX, 'ro') });
    case 'ERROR_NOT_AVAILABLE':
      return problemText('unitsBooked', { held: Number(detail.held ?? 0) });
    case 'TOO_MANY_IMAGES':
      return errorText(code, { limit: IMAGE_COUNT_LIMIT });
    default:
      return errorText(code);
  }
}

/** The one problem of a file that cannot be read as a table at all. */
export function fileProblem(error: ImportFileError): ReportEntry {
  const code = FILE_PROBLEM_CODES[error.reason] ?? 'INVALID_IMPORT_FILE';
  const cellLimit = new Intl.NumberFormat('ro-RO').format(MAX_CELL_CHARS);
  const message = {
    csv:
      error.row === undefined ? problemText('csvAnywhere') : problemText('csv', { row: error.row }),
    xlsx: problemText('xlsx'),
    archive: problemText('archive'),
    'no-table': problemText('noTable'),
    'many-tables': problemText('manyTables'),
    empty: problemText('empty'),
    'too-many-rows': problemText('tooManyRows', { limit: MAX_IMPORT_ROWS }),
    'too-large': problemText('tooLarge', { limit: MAX_TABLE_BYTES / 1024 / 1024 }),
    'cell-too-long':
      error.row === undefined
        ? problemText('cellTooLongAnywhere', { limit: cellLimit })
        : problemText('cellTooLong', { row: error.row, limit: cellLimit }),
  }[error.reason];
  return { row: error.row ?? null, column: null, code, message };
}

const FILE_PROBLEM_CODES: Partial<Record<ImportFileError['reason'], ReportEntry['code']>> = {
  'too-many-rows': 'IMPORT_TOO_MANY_ROWS',
  'too-large': 'IMPORT_TABLE_TOO_LARGE',
  'cell-too-long': 'IMPORT_CELL_TOO_LONG',
};
