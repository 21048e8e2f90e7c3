import { and, eq, notExists } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { banners, images, productImages, products } from '@/db/schema';

/**
 * Deletes every picture that no product header, gallery entry or banner uses any more. Run
 * in the same transaction as each product or banner write and delete, so no orphan remains;
 * a picture shared by two machines (same bytes) lives until the last one lets go of it.
 * Rows in the trash (deleted_at set) count as users on purpose: a restore needs their
 * pictures, which go only when the trash is purged (lib/trash/expire.ts).
 */
export async function deleteOrphanImages(tx: Executor): Promise<number> {
  const deleted = await tx
    .delete(images)
    .where(
      and(
        notExists(
          tx
            .select({ id: products.id })
            .from(products)
            .where(eq(products.headerImageId, images.id)),
        ),
        notExists(
          tx
            .select({ id: productImages.id })
            .from(productImages)
            .where(eq(productImages.imageId, images.id)),
        ),
        notExists(
          tx.select({ id: banners.id }).from(banners).where(eq(banners.imageId, images.id)),
        ),
      ),
    )
    .returning({ id: images.id });
  return deleted.length;
}
