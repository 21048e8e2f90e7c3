import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { images, productImages } from '@/db/schema';

/** A gallery picture as the import and the export compare and name it. */
export interface GalleryPicture {
  id: string;
  sha256: string;
  mimeType: string;
}

/** The galleries of several machines in one query, each in its order, by machine id. */
export async function readGalleries(
  db: Executor,
  productIds: string[],
): Promise<Map<string, GalleryPicture[]>> {
  const galleries = new Map<string, GalleryPicture[]>();
  if (productIds.length === 0) return galleries;
  const rows = await db
    .select({
      productId: productImages.productId,
      id: images.id,
      sha256: images.sha256,
      mimeType: images.mimeType,
    })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const { productId, ...picture } of rows) {
    const gallery = galleries.get(productId) ?? [];
    gallery.push(picture);
    galleries.set(productId, gallery);
  }
  return galleries;
}
