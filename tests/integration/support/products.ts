import { count } from 'drizzle-orm';
import { POST as createRoute } from '@/app/api/product/create/route';
import { PUT as updateRoute } from '@/app/api/product/update/route';
import type { Database } from '@/db/client';
import { banners, categories, images, productImages, products } from '@/db/schema';
import type { ImageWire } from '@/lib/images/wire';
import type { ProductWire } from '@/lib/products/wire';
import { call } from './api';
import { jpegPicture, pngPicture, sent } from './pictures';

export type { ImageWire, ProductWire };

/** A valid product body; `overrides` replace or remove (undefined) fields. */
export async function productBody(overrides: Record<string, unknown> = {}) {
  return {
    model: 'Test Model 1',
    category: 'Categorie test',
    header_offer: '<p>Oferta <strong>buna</strong></p>',
    details: '<p>Detalii</p><ul><li>unu</li></ul>',
    technical_data: '<table><tbody><tr><td>Greutate</td><td>8 t</td></tr></tbody></table>',
    header_photo: sent(await jpegPicture(), 'image/jpeg'),
    gallery: [sent(await pngPicture(30, 30, '#111111')), sent(await pngPicture(30, 30, '#222222'))],
    ...overrides,
  };
}

export function createProduct(body: unknown) {
  return call<ProductWire>(createRoute, {
    method: 'POST',
    path: '/api/product/create',
    body,
    as: 'bearer',
  });
}

export function updateProduct(body: unknown) {
  return call<ProductWire>(updateRoute, {
    method: 'PUT',
    path: '/api/product/update',
    body,
    as: 'bearer',
  });
}

export async function ensureCategory(db: Database, name: string, slug: string): Promise<string> {
  const [row] = await db
    .insert(categories)
    .values({ name, slug })
    .onConflictDoNothing()
    .returning({ id: categories.id });
  if (row) return row.id;
  const all = await db.select().from(categories);
  return all.find((category) => category.name === name)!.id;
}

/** Image rows no product header, gallery entry or banner uses (must always be 0). */
export async function orphanImageCount(db: Database): Promise<number> {
  const used = new Set([
    ...(await db.select({ id: products.headerImageId }).from(products)).map((r) => r.id),
    ...(await db.select({ id: productImages.imageId }).from(productImages)).map((r) => r.id),
    ...(await db.select({ id: banners.imageId }).from(banners)).map((r) => r.id),
  ]);
  const all = await db.select({ id: images.id }).from(images);
  return all.filter((row) => !used.has(row.id)).length;
}

export async function imageCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(images);
  return row?.n ?? 0;
}
