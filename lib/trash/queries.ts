import 'server-only';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { banners, categories, images, products } from '@/db/schema';
import { imageColumns } from '@/lib/products/columns';
import { romanianAlt, toImageView, type ImageView } from '@/lib/images/view';
import { toSlug } from '@/lib/slug';
import { purgeExpiredTrash, reportPurge } from './expire';
import { TRASH_RETENTION_MS, type TrashType } from './retention';

/** One entry of the trash screen ('Cos de gunoi') and of GET /api/trash. */
export interface TrashItem {
  type: TrashType;
  uuid: string;
  /** The machine's model or the category's name; null for a banner. */
  name: string | null;
  /** A machine's category (its name even when that category is in the trash too), else null. */
  category: string | null;
  /** A category: how many machines (not in the trash) it takes back on a restore; else null. */
  machines: number | null;
  /** A machine's header picture or a banner's picture; null for a category. */
  image: ImageView | null;
  /** ISO 8601: when it was deleted, and when it goes for good. */
  deletedAt: string;
  purgeAt: string;
}

function dates(deletedAt: Date) {
  return {
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + TRASH_RETENTION_MS).toISOString(),
  };
}

/** Everything in the trash, the most recently deleted first. Read fresh (admin only). */
export async function listTrash(db: Executor = getDb()): Promise<TrashItem[]> {
  // Written out: in a select list Drizzle leaves columns unqualified, which a subquery misreads.
  const machinesOf = sql<number>`(select count(*)::int from products p
    where p.category_id = categories.id and p.deleted_at is null)`.mapWith(Number);
  const [productRows, categoryRows, bannerRows] = await Promise.all([
    db
      .select({
        id: products.id,
        model: products.model,
        category: categories.name,
        deletedAt: products.deletedAt,
        image: imageColumns,
      })
      .from(products)
      .innerJoin(images, eq(images.id, products.headerImageId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(isNotNull(products.deletedAt)),
    db
      .select({
        id: categories.id,
        name: categories.name,
        deletedAt: categories.deletedAt,
        machines: machinesOf,
      })
      .from(categories)
      .where(isNotNull(categories.deletedAt)),
    db
      .select({ id: banners.id, deletedAt: banners.deletedAt, image: imageColumns })
      .from(banners)
      .innerJoin(images, eq(images.id, banners.imageId))
      .where(isNotNull(banners.deletedAt))
      .orderBy(desc(banners.deletedAt)),
  ]);
  const items: TrashItem[] = [
    ...productRows.map((row) => ({
      type: 'product' as const,
      uuid: row.id,
      name: row.model,
      category: row.category,
      machines: null,
      image: toImageView(
        row.image,
        romanianAlt({ model: row.model, name: row.category, kind: 'presentation', index: 0 }),
      ),
      ...dates(row.deletedAt!),
    })),
    ...categoryRows.map((row) => ({
      type: 'category' as const,
      uuid: row.id,
      name: row.name,
      category: null,
      machines: row.machines,
      image: null,
      ...dates(row.deletedAt!),
    })),
    ...bannerRows.map((row, index) => ({
      type: 'banner' as const,
      uuid: row.id,
      name: null,
      category: null,
      machines: null,
      image: toImageView(row.image, romanianAlt({ kind: 'presentation', index })),
      ...dates(row.deletedAt!),
    })),
  ];
  return items.sort(
    (a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.uuid.localeCompare(b.uuid),
  );
}

/**
 * The machine in the trash with this model (or one giving the same slug), if any: its model
 * stays taken until it is restored or purged. Null when there is none.
 */
export async function findTrashedProduct(
  model: string,
  db: Executor = getDb(),
): Promise<{ uuid: string; model: string; deletedAt: Date } | null> {
  const [row] = await db
    .select({ uuid: products.id, model: products.model, deletedAt: products.deletedAt })
    .from(products)
    .where(
      and(
        isNotNull(products.deletedAt),
        or(eq(products.model, model), eq(products.slug, toSlug(model))),
      ),
    )
    .limit(1);
  return row?.deletedAt ? { uuid: row.uuid, model: row.model, deletedAt: row.deletedAt } : null;
}

/** The category in the trash with this name (or one giving the same slug), if any. */
export async function findTrashedCategory(
  name: string,
  db: Executor = getDb(),
): Promise<{ uuid: string; name: string; deletedAt: Date } | null> {
  const [row] = await db
    .select({ uuid: categories.id, name: categories.name, deletedAt: categories.deletedAt })
    .from(categories)
    .where(
      and(
        isNotNull(categories.deletedAt),
        or(eq(categories.name, name), eq(categories.slug, toSlug(name))),
      ),
    )
    .limit(1);
  return row?.deletedAt ? { uuid: row.uuid, name: row.name, deletedAt: row.deletedAt } : null;
}

/**
 * The trash as the admin sees it: what is past its 30 days is purged first, so the screen
 * never lists an item already due (the hourly timer may not have run yet, e.g. on a server
 * started just now after a month off).
 */
export async function listTrashAfterPurge(): Promise<TrashItem[]> {
  reportPurge(await purgeExpiredTrash());
  return listTrash();
}
