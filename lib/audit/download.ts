import 'server-only';
import { Readable, Transform, type Writable } from 'node:stream';
import { getDb } from '@/db/client';
import { logError } from '@/lib/log';
import { currentActor } from './actor';
import { recordAudit, type AuditEntry } from './record';

/**
 * The downloads that take data out of the site (the catalogue, a backup, the inbox, the log
 * itself: issue #33) say in 'Jurnal' who took them. The entry is written once the file is
 * complete, so a download that fails on the way leaves none.
 */

/** A file built in memory: produced first, then its entry. */
export async function auditedFile<File>(
  entry: AuditEntry,
  produce: () => Promise<File>,
): Promise<File> {
  const file = await produce();
  await recordAudit(getDb(), entry);
  return file;
}

/**
 * A file streamed while it is produced: `produce` writes it to the stream it is given (and
 * ends it). The entry is written when every byte has gone through, before the stream ends,
 * so the client sees the end of the file only once the entry is stored; a failure (of the
 * producer, or of the entry) cuts the download short instead, and is logged as `failure`.
 */
export function auditedStream(
  entry: AuditEntry,
  produce: (output: Writable) => Promise<void>,
  failure: string,
): ReadableStream<Uint8Array> {
  // Taken now: the stream's last callbacks may run outside the request's context.
  const actor = currentActor();
  const body = new Transform({
    transform: (chunk, _encoding, done) => done(null, chunk),
    flush: (done) => {
      recordAudit(getDb(), entry, actor).then(() => done(), done);
    },
  });
  produce(body).catch((error: unknown) => {
    logError(failure, error);
    body.destroy(error instanceof Error ? error : new Error(failure));
  });
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
}
