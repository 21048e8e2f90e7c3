import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { GET as exportRoute } from '@/app/api/export/route';
import { POST as importRoute } from '@/app/api/import/route';
import type { Executor } from '@/db/client';
import { categories, images, productImages, products } from '@/db/schema';
import type { ImportReport } from '@/lib/import/report';
import { call, type As } from '../support/api';

export const TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export type ImportAnswer = ImportReport & {
  errors: (ImportReport['errors'][number] & { msg: string; param?: string })[];
};

/** POST /api/import with a file as the body, as the admin screen sends it. */
export function importFile(
  bytes: Buffer,
  type: string,
  { dryRun = false, as = 'cookie' as As } = {},
) {
  return call<ImportAnswer>(importRoute, {
    method: 'POST',
    path: `/api/import${dryRun ? '?dryRun=1' : ''}`,
    rawBody: new Uint8Array(bytes),
    headers: { 'content-type': type },
    as,
  });
}

/** GET /api/export: the zip, or with csv the table alone. */
export function exportFile(format: 'zip' | 'csv' = 'zip') {
  return call<Buffer>(exportRoute, {
    path: `/api/export${format === 'csv' ? '?format=csv' : ''}`,
    as: 'cookie',
    binary: true,
  });
}

/** A zip of the given files, as a spreadsheet user's archiver would make it. */
export function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A semicolon CSV with a BOM and CRLF, fields quoted where they need it. */
export function csvOf(rows: (string | number)[][]): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`);
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The catalogue as a visitor would see it, machine by machine: model, category in both
 * languages, the six texts, prices, and the bytes of the header and gallery pictures in order.
 */
export async function catalogue(db: Executor) {
  const rows = await db
    .select({
      id: products.id,
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
      header: images.bytes,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(images, eq(images.id, products.headerImageId))
    .orderBy(asc(products.slug));
  const machines = [];
  for (const { id, header, ...row } of rows) {
    const gallery = await db
      .select({ bytes: images.bytes })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position));
    machines.push({
      ...row,
      header: sha(header),
      gallery: gallery.map((picture) => sha(picture.bytes)),
    });
  }
  return machines;
}

/** One file of a zip, read whole. */
export function zipEntry(zip: Buffer, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => (archive.close(), resolve(Buffer.concat(chunks))));
          stream.on('error', reject);
        });
      });
      archive.on('end', () => reject(new Error(`${name} is not in the zip`)));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}
