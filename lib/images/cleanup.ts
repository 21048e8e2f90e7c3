import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { banners, images, productImages, products } from '@/db/schema';
import { keepAuditThumbnails } from '@/lib/audit/thumbnails';

/**
 * Pictures deleted per statement: each batch's bytes are read back to make the log's
 * thumbnails, so memory holds at most this many pictures (a purge of the trash may delete
 * hundreds), and sharp makes a batch's thumbnails side by side on its threads.
 */
const DELETED_AT_ONCE = 4;

/**
 * Deletes every picture that no product header, gallery entry or banner uses any more. Run
 * in the same transaction as each product or banner write and delete, so no orphan remains;
 * a picture shared by two machines (same bytes) lives until the last one lets go of it.
 * Rows in the trash (deleted_at set) count as users on purpose: a restore needs their
 * pictures, which go only when the trash is purged (lib/trash/expire.ts). A small copy of
 * each deleted picture stays for the audit log (lib/audit/thumbnails.ts, issue #41).
 */
export async function deleteOrphanImages(tx: Executor): Promise<number> {
  let total = 0;
  for (;;) {
    const orphans = tx
      .select({ id: images.id })
      .from(images)
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
      .limit(DELETED_AT_ONCE);
    const deleted = await tx
      .delete(images)
      .where(inArray(images.id, orphans))
      .returning({ sha256: images.sha256, bytes: images.bytes });
    await keepAuditThumbnails(tx, deleted);
    total += deleted.length;
    if (deleted.length < DELETED_AT_ONCE) return total;
  }
}
