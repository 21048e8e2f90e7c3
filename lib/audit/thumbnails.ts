import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb, type Executor } from '@/db/client';
import { auditThumbnails } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { MAX_IMAGE_PIXELS } from '@/lib/validation/limits';
import { AUDIT_THUMBNAIL_WIDTH } from './picture-address';

/** A picture about to be deleted: its content address and its bytes. */
export interface DeletedPicture {
  sha256: string;
  bytes: Buffer;
}

export interface AuditThumbnail {
  bytes: Buffer;
  mimeType: string;
}

const THUMBNAIL_MIME = 'image/webp';

/**
 * A stored picture at the log's thumbnail width (never enlarged), as WebP: a few kB. Stored
 * pictures are already upright and without metadata (lib/images/decode.ts).
 */
export function auditThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: AUDIT_THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

/**
 * Keeps a thumbnail of each picture, with tx the transaction that deletes them, so the log
 * shows a replaced picture after it is gone (issue #41). A picture deleted again (its bytes
 * uploaded and replaced once more) gets its date renewed, which the purge counts from. A
 * thumbnail that cannot be made is left out, logged: the log then says the picture is no
 * longer kept, and the save still goes through.
 */
export async function keepAuditThumbnails(tx: Executor, pictures: DeletedPicture[]) {
  const made = await Promise.all(
    pictures.map(async ({ sha256, bytes }) => {
      try {
        return { sha256, mimeType: THUMBNAIL_MIME, bytes: await auditThumbnail(bytes) };
      } catch (error) {
        logError('Audit thumbnail not made', error, { sha256 });
        return null;
      }
    }),
  );
  const rows = made.filter((row) => row !== null);
  if (rows.length === 0) return;
  await tx
    .insert(auditThumbnails)
    .values(rows)
    .onConflictDoUpdate({
      target: auditThumbnails.sha256,
      set: { bytes: sql`excluded.bytes`, mimeType: sql`excluded.mime_type`, createdAt: sql`now()` },
    });
}

/** The thumbnail kept of the picture whose sha256 is `key`; none is 404 ERROR_GET_PHOTO. */
export async function readAuditThumbnailOrThrow(key: string): Promise<AuditThumbnail> {
  const [row] = await getDb()
    .select({ bytes: auditThumbnails.bytes, mimeType: auditThumbnails.mimeType })
    .from(auditThumbnails)
    .where(eq(auditThumbnails.sha256, key));
  if (!row) throw new ApiError('ERROR_GET_PHOTO', 'key');
  return row;
}
