import 'server-only';
import path from 'node:path';
import { getDb } from '@/db/client';
import { ApiError } from '@/lib/errors';
import { planAndApply } from './commit';
import { checkPictures } from './pictures';
import { fileProblem, type ImportReport } from './report';
import { RowReader } from './rows';
import { Spool } from './spool';
import type { RowTexts } from './texts';
import { ImportFileError, openImportUpload } from './upload';

/**
 * Imports a machines file (issue #32): reads it, checks every row and picture, compares it
 * with what is stored and, unless it is a dry run or anything is wrong, writes it all in
 * one transaction and expires the caches once. `ok` is false when the file has errors:
 * nothing was written, and the report lists every problem with its row and column.
 */
const IMPORTING = Symbol.for('inchirieri-utilaje.import-running');

export async function runImport(
  body: ReadableStream<Uint8Array> | null,
  options: { dryRun: boolean },
): Promise<{ ok: boolean; report: ImportReport }> {
  // One import at a time per server (issue #41): a second, dry run or not, is 409 at once,
  // before its body is read. An import holds a thread, up to 1 GB of disk and the catalogue.
  const state = globalThis as { [IMPORTING]?: boolean };
  if (state[IMPORTING]) throw new ApiError('IMPORT_BUSY');
  state[IMPORTING] = true;
  try {
    return await importFile(body, options);
  } finally {
    state[IMPORTING] = false;
  }
}

async function importFile(
  body: ReadableStream<Uint8Array> | null,
  { dryRun }: { dryRun: boolean },
): Promise<{ ok: boolean; report: ImportReport }> {
  const empty = {
    dry_run: dryRun,
    created: 0,
    updated: 0,
    unchanged: 0,
    warnings: [],
    categories_created: [],
  };
  const fileProblemReport = (error: ImportFileError) => ({
    ok: false,
    report: { ...empty, errors: [fileProblem(error)] },
  });
  let source;
  try {
    source = await openImportUpload(body);
  } catch (error) {
    if (error instanceof ImportFileError) return fileProblemReport(error);
    throw error;
  }
  // The rows' cells and texts wait in files of the upload's folder, not in memory (spool.ts).
  const texts = new Spool<RowTexts>(path.join(source.scratch, 'texts'));
  let table;
  try {
    const db = getDb();
    let legacyEncoding;
    try {
      ({ table, legacyEncoding } = await source.readTable());
    } catch (error) {
      if (error instanceof ImportFileError) return fileProblemReport(error);
      throw error;
    }
    const reader = new RowReader(source.pictures !== null, texts);
    await table.handOn(reader);
    table.close();
    const read = reader.result(legacyEncoding);
    const checked = source.pictures
      ? await checkPictures(db, read.rows, source.pictures, source.scratch)
      : { pictures: null, problems: [] };
    return await planAndApply(
      db,
      { read, pictures: checked.pictures, pictureProblems: checked.problems },
      texts,
      dryRun,
    );
  } finally {
    table?.close();
    texts.close();
    await source.close();
  }
}
