import { Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt } from 'drizzle-orm';
import yazl from 'yazl';
import type { Executor } from '@/db/client';
import { categories, images, products } from '@/db/schema';
import { readGalleries } from '@/lib/products/galleries';
import { todayInRomania } from '@/lib/romania-time';
import { GALLERY_SEPARATOR, IMPORT_COLUMNS, type ImportColumn } from '@/lib/import/columns';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';

/** Machines read per query: the texts of 500 machines are a few megabytes at most. */
const PAGE = 500;

/** The table's name inside the export zip. */
export const EXPORT_TABLE_NAME = 'utilaje.csv';

interface PictureRef {
  id: string;
  name: string;
}

/**
 * The catalogue in the import's format (lib/import/columns.ts): one row per machine (not in
 * the trash), by model, with its pictures named by content (`poze/<sha256>.jpg`), so a
 * picture two machines share is written once and the same export twice names it the same.
 * Semicolons and a BOM: what a Romanian Excel opens as columns, in UTF-8.
 */
export async function exportTable(db: Executor): Promise<{ csv: Buffer; pictures: PictureRef[] }> {
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
  const csv = stringify(lines, { delimiter: ';', bom: true, record_delimiter: 'windows' });
  return { csv: Buffer.from(csv, 'utf8'), pictures: [...pictures.values()] };
}

/**
 * Writes the export zip to `output`: the table, then every picture, each read from the
 * database only when the zip comes to it (pictures are stored already compressed, so they
 * go in as they are).
 */
export async function writeExportZip(db: Executor, output: Writable): Promise<void> {
  const { csv, pictures } = await exportTable(db);
  const zip = new yazl.ZipFile();
  zip.outputStream.pipe(output);
  zip.addBuffer(csv, EXPORT_TABLE_NAME);
  for (const picture of pictures) {
    zip.addReadStreamLazy(picture.name, { compress: false }, (done) => {
      db.select({ bytes: images.bytes })
        .from(images)
        .where(eq(images.id, picture.id))
        .then(([row]) => {
          if (!row) throw new Error(`The picture ${picture.name} was deleted during the export`);
          done(null, Readable.from([row.bytes]));
        })
        .catch((error: unknown) => done(error, Readable.from([])));
    });
  }
  zip.end();
}

/** The suggested name of an export made now, e.g. utilaje-2026-11-28.zip. */
export function exportFileName(extension: 'zip' | 'csv', now = new Date()): string {
  return `utilaje-${todayInRomania(now)}.${extension}`;
}
