import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { images } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { MIME_BY_EXTENSION } from './view';

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
