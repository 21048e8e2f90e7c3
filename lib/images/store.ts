import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { images } from '@/db/schema';

/** A picture already decoded, checked and re-encoded, ready to be kept. */
export interface EncodedImage {
  bytes: Buffer;
  mimeType: string;
  width: number;
  height: number;
}

/** Keeps a picture once per content: the same bytes saved twice give the same row. */
export async function saveImage(db: Executor, image: EncodedImage): Promise<string> {
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  await db
    .insert(images)
    .values({
      sha256,
      mimeType: image.mimeType,
      bytes: image.bytes,
      byteSize: image.bytes.length,
      width: image.width,
      height: image.height,
    })
    .onConflictDoNothing({ target: images.sha256 });
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.sha256, sha256));
  if (!row) throw new Error(`Image ${sha256} vanished right after it was saved`);
  return row.id;
}
