import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yauzl from 'yauzl';
import { ApiError } from '@/lib/errors';
import { MAX_IMPORT_BYTES, MAX_TABLE_BYTES, MAX_ZIP_ENTRIES } from './columns';
import { uploadFolder } from './spool-dir';
import { parseTable, UnreadableTableError, type ParkedTable, type TableJob } from './table';

/** The pictures a zip brought, read one at a time when a row names them. */
export interface PictureArchive {
  /** The entry a row's name stands for: its path, or its file name when that is unique. */
  find(name: string): PictureEntry | undefined;
}

export interface PictureEntry {
  path: string;
  size: number;
  read(): Promise<Buffer>;
}

/** Parses the machines' table, off the event loop (ImportFileError if it cannot). */
export type TableReader = () => Promise<{ table: ParkedTable; legacyEncoding: boolean }>;

/** What was uploaded: the machines' table, and the pictures when it came in a zip. */
export interface ImportSource {
  kind: 'csv' | 'xlsx' | 'zip';
  readTable: TableReader;
  pictures: PictureArchive | null;
  /** A folder of this upload's own, removed by close(), for pictures waiting to be stored. */
  scratch: string;
  close(): Promise<void>;
}

/**
 * Reads an import upload. The body goes to a temporary file first (a zip of pictures may be
 * hundreds of megabytes: it is never held in memory whole), then its bytes, not its declared
 * type, say what it is: a zip holding `[Content_Types].xml` is an .xlsx, another zip is an
 * archive of one table and its pictures, anything else is read as CSV.
 */
export async function openImportUpload(
  body: ReadableStream<Uint8Array> | null,
): Promise<ImportSource> {
  const { folder, remove: close } = await uploadFolder();
  try {
    const file = path.join(folder, 'upload');
    await spool(body, file);
    const table = (format: TableJob['format'], entry: string | null = null) =>
      tableReader({ file, entry, format, scratch: folder });
    if (!(await startsLikeZip(file))) {
      return { kind: 'csv', readTable: table('csv'), pictures: null, scratch: folder, close };
    }
    const zip = await openZip(file);
    const entries = await listEntries(zip);
    if (entries.has('[Content_Types].xml')) {
      zip.close();
      return { kind: 'xlsx', readTable: table('xlsx'), pictures: null, scratch: folder, close };
    }
    const source = fromArchive(zip, entries, table);
    return {
      ...source,
      scratch: folder,
      close: async () => {
        zip.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The table's reader: a thread of its own parses it when the rows are wanted. */
function tableReader(job: TableJob): TableReader {
  return async () => {
    try {
      return await parseTable(job);
    } catch (error) {
      throw tableError(error);
    }
  };
}

/** What the caller reports for a file that is not a table: one of the import's codes. */
export class ImportFileError extends Error {
  constructor(
    readonly reason: UnreadableTableError['reason'] | 'no-table' | 'many-tables',
    readonly row?: number,
  ) {
    super(reason);
  }
}

function tableError(error: unknown): unknown {
  return error instanceof UnreadableTableError
    ? new ImportFileError(error.reason, error.row)
    : error;
}

function fromArchive(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  table: (format: TableJob['format'], entry: string) => TableReader,
): Omit<ImportSource, 'close' | 'scratch'> {
  const tables = [...entries.keys()].filter((name) => /\.(csv|xlsx)$/i.test(name));
  if (tables.length === 0) throw new ImportFileError('no-table');
  if (tables.length > 1) throw new ImportFileError('many-tables');
  const tableName = tables[0] as string;
  const tableEntry = entries.get(tableName) as yauzl.Entry;
  // What the table unpacks to is bounded before a byte of it is read (yauzl holds it to that).
  if (tableEntry.uncompressedSize > MAX_TABLE_BYTES) throw new ImportFileError('too-large');
  const format = /\.xlsx$/i.test(tableName) ? 'xlsx' : 'csv';
  const readTable = table(format, tableEntry.fileName);
  return { kind: 'zip', readTable, pictures: pictureArchive(zip, entries) };
}

function pictureArchive(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>): PictureArchive {
  const byPath = new Map<string, yauzl.Entry>();
  const byBaseName = new Map<string, yauzl.Entry | null>();
  for (const [name, entry] of entries) {
    byPath.set(name.toLowerCase(), entry);
    const base = path.posix.basename(name).toLowerCase();
    // A file name found in two folders stands for neither: the row must give the path.
    byBaseName.set(base, byBaseName.has(base) ? null : entry);
  }
  return {
    find(name) {
      const key = normalizeEntryName(name).toLowerCase();
      const entry = entries.get(normalizeEntryName(name)) ?? byPath.get(key) ?? byBaseName.get(key);
      if (!entry) return undefined;
      return {
        path: entry.fileName,
        size: entry.uncompressedSize,
        read: () => readEntry(zip, entry),
      };
    },
  };
}

/** 'pictures\\a.jpg', './pictures/a.jpg' and 'pictures/a.jpg' name the same entry. */
function normalizeEntryName(name: string): string {
  return name
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
}

async function spool(body: ReadableStream<Uint8Array> | null, file: string): Promise<void> {
  if (!body) throw new ImportFileError('empty');
  let total = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > MAX_IMPORT_BYTES ? new ApiError('PAYLOAD_TOO_LARGE') : null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(body as WebReadableStream<Uint8Array>),
    limit,
    createWriteStream(file),
  );
  if (total === 0) throw new ImportFileError('empty');
}

async function startsLikeZip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: false },
      (error, zip) => {
        if (error || !zip) reject(new ImportFileError('archive'));
        else resolve(zip);
      },
    );
  });
}

/** The archive's files by name; folders, macOS resource forks and hidden files left out. */
function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) return Promise.reject(new ImportFileError('too-large'));
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = normalizeEntryName(entry.fileName);
      const hidden = name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('.');
      if (!name.endsWith('/') && !hidden) entries.set(name, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new ImportFileError('archive')));
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ImportFileError('archive'));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('end', () => resolve(Buffer.concat(chunks)));
      stream.once('error', () => reject(new ImportFileError('archive')));
    });
  });
}
