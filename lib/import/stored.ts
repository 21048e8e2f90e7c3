import { setImmediate } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { images, products } from '@/db/schema';
import { readGalleries } from '@/lib/products/galleries';

/**
 * A machine as stored, to compare a row against: its texts by their MD5 (the database hashes
 * them, so 10,000 machines' HTML never comes into the server's memory), its pictures by
 * content address.
 */
export interface StoredMachine {
  id: string;
  model: string;
  slug: string;
  categoryId: string | null;
  headerOffer: string;
  details: string;
  technicalData: string;
  headerOfferEn: string | null;
  detailsEn: string | null;
  technicalDataEn: string | null;
  priceDay: number | null;
  priceWeek: number | null;
  units: number;
  headerSha: string;
  gallerySha: string[];
  /** Set while the machine is in the trash: its model stays reserved. */
  deletedAt: Date | null;
}

/** Slugs read per query: well under PostgreSQL's 65,535 parameters. */
const LOOKUP_CHUNK = 1000;

const md5 = (column: AnyPgColumn) => sql<string>`md5(${column})`;
const md5OrNull = (column: AnyPgColumn) => sql<string | null>`md5(${column})`;

/** The stored machines with these slugs, by slug, with their pictures' content addresses. */
export async function storedMachines(
  db: Executor,
  slugs: string[],
): Promise<Map<string, StoredMachine>> {
  const result = new Map<string, StoredMachine>();
  for (let start = 0; start < slugs.length; start += LOOKUP_CHUNK) {
    const chunk = slugs.slice(start, start + LOOKUP_CHUNK);
    const found = await db
      .select({
        id: products.id,
        model: products.model,
        slug: products.slug,
        categoryId: products.categoryId,
        headerOffer: md5(products.headerOffer),
        details: md5(products.details),
        technicalData: md5(products.technicalData),
        headerOfferEn: md5OrNull(products.headerOfferEn),
        detailsEn: md5OrNull(products.detailsEn),
        technicalDataEn: md5OrNull(products.technicalDataEn),
        priceDay: products.priceDay,
        priceWeek: products.priceWeek,
        units: products.units,
        headerSha: images.sha256,
        deletedAt: products.deletedAt,
      })
      .from(products)
      .innerJoin(images, eq(images.id, products.headerImageId))
      .where(inArray(products.slug, chunk));
    if (found.length === 0) continue;
    const galleries = await readGalleries(
      db,
      found.map((row) => row.id),
    );
    for (const row of found) {
      const gallery = galleries.get(row.id) ?? [];
      result.set(row.slug, { ...row, gallerySha: gallery.map((picture) => picture.sha256) });
    }
    // Other requests get a turn between the lookups (PGlite and the import share one thread).
    await setImmediate();
  }
  return result;
}
