import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { categories, images, products } from '@/db/schema';
import { toCsv } from '@/lib/csv';
import { GALLERY_SEPARATOR, IMPORT_COLUMNS, type ImportColumn } from '@/lib/import/columns';
import { readGalleries } from '@/lib/products/galleries';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';

/** Machines read per query: the texts of 500 machines are a few megabytes at most. */
const PAGE = 500;

/** A picture the table names, and its name in the zip. */
export interface PictureRef {
  id: string;
  name: string;
}

export interface ExportTable {
  csv: Buffer;
  pictures: PictureRef[];
}

/**
 * The catalogue in the import's format (lib/import/columns.ts): one row per machine (not in
 * the trash), by model, with its pictures named by content (`poze/<sha256>.jpg`), so a
 * picture two machines share is written once and the same export twice names it the same.
 * Semicolons and a BOM: what a Romanian Excel opens as columns, in UTF-8; formula-like cells
 * defused (lib/csv.ts), which the import undoes. `db` should be a snapshot (db/snapshot.ts):
 * the pages are then one moment of the catalogue.
 */
export async function readExportTable(db: Executor): Promise<ExportTable> {
  const lines: string[][] = [[...IMPORT_COLUMNS]];
  const pictures = new Map<string, PictureRef>();
  const pictureName = (id: string, sha256: string, mimeType: string) => {
    const name = `poze/${sha256}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
    pictures.set(id, { id, name });
    return name;
  };
  let after = '';
  for (;;) {
    const page = await db
      .select({
        id: products.id,
        slug: products.slug,
        model: products.model,
        category: categories.name,
        categoryEn: categories.nameEn,
        headerOffer: products.headerOffer,
        details: products.details,
        technicalData: products.technicalData,
        headerOfferEn: products.headerOfferEn,
        detailsEn: products.detailsEn,
        technicalDataEn: products.technicalDataEn,
        priceDay: products.priceDay,
        priceWeek: products.priceWeek,
        units: products.units,
        headerId: images.id,
        headerSha: images.sha256,
        headerType: images.mimeType,
      })
      .from(products)
      .leftJoin(categories, categoryOfProduct)
      .innerJoin(images, eq(images.id, products.headerImageId))
      .where(and(liveProduct, gt(products.slug, after)))
      .orderBy(asc(products.slug))
      .limit(PAGE);
    if (page.length === 0) break;
    const galleries = await readGalleries(
      db,
      page.map((row) => row.id),
    );
    for (const row of page) {
      const cells: Record<ImportColumn, string> = {
        categorie: row.category ?? '',
        categorie_en: row.categoryEn ?? '',
        model: row.model,
        header_offer: row.headerOffer,
        details: row.details,
        technical_data: row.technicalData,
        header_offer_en: row.headerOfferEn ?? '',
        details_en: row.detailsEn ?? '',
        technical_data_en: row.technicalDataEn ?? '',
        price_day: row.priceDay === null ? '' : String(row.priceDay),
        price_week: row.priceWeek === null ? '' : String(row.priceWeek),
        units: String(row.units),
        header_photo: pictureName(row.headerId, row.headerSha, row.headerType),
        gallery: (galleries.get(row.id) ?? [])
          .map((picture) => pictureName(picture.id, picture.sha256, picture.mimeType))
          .join(GALLERY_SEPARATOR),
      };
      lines.push(IMPORT_COLUMNS.map((column) => cells[column]));
    }
    after = page.at(-1)?.slug ?? after;
    if (page.length < PAGE) break;
  }
  const csv = toCsv(lines, { delimiter: ';' });
  return { csv: Buffer.from(csv, 'utf8'), pictures: [...pictures.values()] };
}
