import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { storableText } from '@/lib/http/body';
import { logError } from '@/lib/log';
import {
  MAX_CELL_CHARS,
  MAX_IMPORT_ROWS,
  MAX_RECORD_CHARS,
  MAX_SHARED_STRINGS,
  MAX_TABLE_BYTES,
  MAX_ZIP_ENTRIES,
} from './columns';
import { Spool, type Spooled } from './spool';

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

/** A file that cannot be read as a table; `row` is the spreadsheet row when known. */
export class UnreadableTableError extends Error {
  constructor(
    readonly reason:
      'csv' | 'xlsx' | 'archive' | 'empty' | 'too-many-rows' | 'too-large' | 'cell-too-long',
    readonly row?: number,
  ) {
    super(reason);
  }
}

/** The table to read: a file, or (`entry`) a file of the zip `file`. */
export interface TableJob {
  file: string;
  entry: string | null;
  format: 'csv' | 'xlsx';
  /** The upload's own folder: the parsed cells wait there. */
  scratch: string;
}

/**
 * The parser (issue #41), plain JavaScript loaded by its path, as next.config.ts loads the
 * cache handler: no bundler rewrites it, so it runs alike under `npm start` and vitest.
 */
const WORKER_FILE = path.resolve('lib/import/table-worker.mjs');

/**
 * Heap of the parser's thread: a file that needs more ends the thread, not the server. The
 * cells go to a file as they are read; what stays is an .xlsx's shared strings.
 */
const WORKER_HEAP_MB = 256;

/** A parse that takes longer than this is a file built to take long. */
const WORKER_TIMEOUT_MS = 120_000;

type WorkerAnswer =
  | { ok: true; header: string[]; places: number[]; legacyEncoding: boolean }
  | { ok: false; reason: UnreadableTableError['reason']; row?: number; failure?: string };

/**
 * Parses a table off the event loop, in a thread with a bounded heap: every size it unpacks
 * is bounded (columns.ts), a .xlsx is read as a stream, at most MAX_IMPORT_ROWS rows. Its
 * records wait in the cells spool of the upload's folder; the answer says where.
 */
export async function parseTable(
  job: TableJob,
): Promise<{ table: ParkedTable; legacyEncoding: boolean }> {
  const spoolFile = path.join(job.scratch, 'cells');
  const limits = {
    rows: MAX_IMPORT_ROWS,
    cellChars: MAX_CELL_CHARS,
    recordChars: MAX_RECORD_CHARS,
    tableBytes: MAX_TABLE_BYTES,
    sharedStrings: MAX_SHARED_STRINGS,
    entries: MAX_ZIP_ENTRIES,
  };
  const answer = await runWorker({ ...job, spool: spoolFile, limits }).catch(
    (error: unknown): WorkerAnswer => ({ ok: false, reason: job.format, failure: String(error) }),
  );
  if (!answer.ok) {
    // A parser that fails on a file has not read it: a 400 saying so, the failure logged.
    if (answer.failure) logError("The import's parser failed", answer.failure);
    throw new UnreadableTableError(answer.reason, answer.row);
  }
  const table = new ParkedTable(answer.header, answer.places, Spool.reading<string[]>(spoolFile));
  return { table, legacyEncoding: answer.legacyEncoding };
}

function runWorker(job: TableJob & { spool: string; limits: object }): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { job },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    let answer: WorkerAnswer | undefined;
    const tooLarge: WorkerAnswer = { ok: false, reason: 'too-large' };
    const timer = setTimeout(() => {
      answer ??= tooLarge;
      void worker.terminate();
    }, WORKER_TIMEOUT_MS);
    worker.once('message', (message: WorkerAnswer) => (answer ??= message));
    worker.once('error', (error: Error & { code?: string }) => {
      // Out of its heap (ERR_WORKER_OUT_OF_MEMORY): the file unpacks to more than it may.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') answer ??= tooLarge;
      else if (!answer) reject(error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      if (answer) resolve(answer);
      else reject(new Error("The import's parser stopped without an answer"));
    });
  });
}

/** Rows handed on between two turns of the event loop: ~0.1 s of sanitising on this machine. */
const ROWS_PER_TURN = 200;

/**
 * A parsed table, its rows waiting in the cells spool, handed on a slice of rows at a time
 * with a turn of the event loop between slices: reading a row (sanitising its HTML) is what
 * takes seconds, and the server goes on answering meanwhile.
 */
export class ParkedTable {
  private readonly rows: Spooled[] = [];

  constructor(
    private readonly headerCells: string[],
    places: number[],
    private readonly spool: Spool<string[]>,
  ) {
    for (let at = 0; at + 1 < places.length; at += 2) {
      this.rows.push({ at: places[at] as number, bytes: places[at + 1] as number });
    }
  }

  async handOn(into: TableRows): Promise<void> {
    into.header(storableText(this.headerCells));
    for (let start = 0; start < this.rows.length; start += ROWS_PER_TURN) {
      const slice = await this.spool.readAll(this.rows.slice(start, start + ROWS_PER_TURN));
      for (const cells of slice) into.row(storableText(cells ?? []));
      await setImmediate();
    }
  }

  close(): void {
    this.spool.close();
  }
}
