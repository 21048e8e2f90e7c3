import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { banners, images } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { liveBanner } from '@/lib/trash/live';
import { toBannerView, type BannerView } from './view';

/**
 * Every banner not in the trash, in carousel order (uncached: admin writes read it back
 * inside a transaction).
 */
export async function readBanners(db: Executor = getDb()): Promise<BannerView[]> {
  const rows = await db
    .select({
      id: banners.id,
      image: {
        id: images.id,
        sha256: images.sha256,
        mimeType: images.mimeType,
        width: images.width,
        height: images.height,
      },
    })
    .from(banners)
    .innerJoin(images, eq(images.id, banners.imageId))
    .where(liveBanner)
    .orderBy(asc(banners.position), asc(banners.createdAt), asc(banners.id));
  return rows.map((row, index) => toBannerView(row.id, row.image, index));
}

/** The carousel's banners, cached for the public site. */
export const listBanners = cachedRead(() => readBanners(), ['banners:list'], [CACHE_TAGS.banners]);

/** The first banner, shown at once on the home page; null when there is none. */
export async function firstBanner(): Promise<BannerView | null> {
  return (await listBanners())[0] ?? null;
}
