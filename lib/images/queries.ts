import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { images } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { imageUrl, MIME_BY_EXTENSION } from './view';

const FILE = /^([0-9a-f]{64})\.(jpg|png)$/;

export interface StoredPicture {
  bytes: Buffer;
  mimeType: string;
  sha256: string;
}

/** The picture behind '/api/image/{sha256}.{ext}'; an unknown name is 404 ERROR_GET_PHOTO. */
export async function getPictureByFileOrThrow(file: string): Promise<StoredPicture> {
  const match = FILE.exec(file);
  if (match) {
    const [, sha256 = '', extension = ''] = match;
    const [row] = await getDb()
      .select({ bytes: images.bytes, mimeType: images.mimeType, sha256: images.sha256 })
      .from(images)
      .where(eq(images.sha256, sha256));
    if (row && MIME_BY_EXTENSION[extension] === row.mimeType) return row;
  }
  throw new ApiError('ERROR_GET_PHOTO', 'file');
}

/**
 * The addresses of pictures by uuid, in the order given ('' for one not stored): what the
 * audit log keeps of a picture change, so the entry still names the picture by its content
 * once its uuid is gone.
 */
export async function pictureAddresses(executor: Executor, ids: string[]): Promise<string[]> {
  const wanted = ids.filter(Boolean);
  if (wanted.length === 0) return ids.map(() => '');
  const rows = await executor
    .select({ id: images.id, sha256: images.sha256, mimeType: images.mimeType })
    .from(images)
    .where(inArray(images.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, imageUrl(row)]));
  return ids.map((id) => byId.get(id) ?? '');
}
