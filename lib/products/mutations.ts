import 'server-only';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { categories, productImages, products } from '@/db/schema';
import { changedFields } from '@/lib/audit/diff';
import { recordAudit } from '@/lib/audit/record';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { isBlankHtml, sanitizeRichText } from '@/lib/html/sanitize';
import { deleteOrphanImages } from '@/lib/images/cleanup';
import { preparePictures, storePictures, type PreparedPicture } from '@/lib/images/input';
import { pictureAddresses } from '@/lib/images/queries';
import { toSlug } from '@/lib/slug';
import { liveCategory, liveProduct } from '@/lib/trash/live';
import { findTrashedProduct } from '@/lib/trash/queries';
import { IMAGE_SIZE_LIMIT_BYTES } from '@/lib/validation/limits';
import { UUID } from '@/lib/validation/patterns';
import type { ProductInput } from './schema';
import { assertUnitsCoverBookings } from './units-held';

/**
 * Creates a machine with its pictures, in one transaction; its id is returned. The model
 * (and so its slug) is unique: 409 ERROR_PRODUCT_EXIST.
 */
export async function createProduct(input: ProductInput): Promise<string> {
  const fields = sanitizedFields(input);
  const pictures = await prepareProductPictures(input);
  const id = await guardUnique(input.model, () =>
    getDb().transaction(async (tx) => {
      const category = await resolveCategory(tx, input);
      const [headerImageId = '', ...galleryIds] = await storePictures(tx, pictures);
      const [row] = await tx
        .insert(products)
        .values({ ...fields, categoryId: category.id, headerImageId })
        .returning({ id: products.id });
      if (!row) throw new ApiError('INTERNAL_ERROR');
      await replaceGallery(tx, row.id, galleryIds);
      await recordAudit(tx, { action: 'create', type: 'product', id: row.id, label: input.model });
      return row.id;
    }),
  );
  expireTags(CACHE_TAGS.products);
  return id;
}

/**
 * Rewrites a machine: gallery items sent by uuid are kept (in the order sent), items with
 * data are added, stored ones not sent are dropped; pictures nobody uses any more go too.
 */
export async function updateProduct(id: string, input: ProductInput): Promise<void> {
  const fields = sanitizedFields(input);
  const pictures = await prepareProductPictures(input);
  await guardUnique(input.model, () =>
    getDb().transaction(async (tx) => {
      const before = await auditedProduct(tx, id);
      if (!before) throw new ApiError('ERROR_GET_PRODUCT', 'uuid');
      const category = await resolveCategory(tx, input);
      if (input.units !== undefined) await assertUnitsCoverBookings(tx, id, input.units);
      const [headerImageId = '', ...galleryIds] = await storePictures(tx, pictures);
      const updated = await tx
        .update(products)
        .set({ ...fields, categoryId: category.id, headerImageId, updatedAt: new Date() })
        .where(and(eq(products.id, id), liveProduct))
        .returning({ id: products.id });
      if (updated.length === 0) throw new ApiError('ERROR_GET_PRODUCT', 'uuid');
      await replaceGallery(tx, id, galleryIds);
      await deleteOrphanImages(tx);
      const [headerPhoto = '', ...gallery] = await pictureAddresses(tx, [
        headerImageId,
        ...galleryIds,
      ]);
      const after = { ...fields, category: category.name, headerPhoto, gallery };
      await recordAudit(tx, {
        action: 'update',
        type: 'product',
        id,
        label: input.model,
        changes: changedFields(before, after, PRODUCT_AUDIT_FIELDS),
      });
    }),
  );
  expireTags(CACHE_TAGS.products);
}

/**
 * Moves a machine to the trash: it leaves every page and list at once, and keeps its texts,
 * prices, category, pictures and gallery order (and its model, which stays taken) until it is
 * restored or, 30 days on, purged with the pictures only it used (lib/trash/).
 */
export async function deleteProduct(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [trashed] = await tx
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(products.id, id), liveProduct))
      .returning({ model: products.model });
    if (!trashed) throw new ApiError('ERROR_GET_PRODUCT', 'uuid');
    await recordAudit(tx, { action: 'delete', type: 'product', id, label: trashed.model });
  });
  expireTags(CACHE_TAGS.products);
}

const RICH_TEXT_FIELDS = [
  ['header_offer', 'headerOffer', 'REQUIRED_HEADER_OFFER'],
  ['details', 'details', 'REQUIRED_DETAILS'],
  ['technical_data', 'technicalData', 'REQUIRED_TECHNICAL_DATA'],
] as const satisfies readonly (readonly [keyof ProductInput, string, ErrorCode])[];

/** The stored text columns: HTML sanitised; a field with nothing left counts as missing. */
function sanitizedFields(input: ProductInput) {
  const html = { headerOffer: '', details: '', technicalData: '' };
  for (const [field, column, required] of RICH_TEXT_FIELDS) {
    const clean = sanitizeRichText(input[field]);
    if (isBlankHtml(clean)) throw new ApiError(required, field);
    html[column] = clean;
  }
  return {
    model: input.model,
    slug: toSlug(input.model),
    ...html,
    ...englishFields(input),
    ...priceFields(input),
    ...(input.units === undefined ? {} : { units: input.units }),
  };
}

/** The price columns sent: one not sent is left out (an update keeps it), null clears it. */
function priceFields(input: ProductInput) {
  return {
    ...(input.price_day === undefined ? {} : { priceDay: input.price_day }),
    ...(input.price_week === undefined ? {} : { priceWeek: input.price_week }),
  };
}

const ENGLISH_FIELDS = [
  ['header_offer_en', 'headerOfferEn'],
  ['details_en', 'detailsEn'],
  ['technical_data_en', 'technicalDataEn'],
] as const satisfies readonly (readonly [keyof ProductInput, string])[];

/**
 * The English columns, sanitised like their Romanian twins: a field not sent is left out (so
 * an update keeps it), one with nothing left once sanitised is stored as null (not translated).
 */
function englishFields(input: ProductInput) {
  const html: Partial<Record<(typeof ENGLISH_FIELDS)[number][1], string | null>> = {};
  for (const [field, column] of ENGLISH_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const clean = value === null ? '' : sanitizeRichText(value);
    html[column] = isBlankHtml(clean) ? null : clean;
  }
  return html;
}

function prepareProductPictures(input: ProductInput): Promise<PreparedPicture[]> {
  return preparePictures([
    {
      input: input.header_photo,
      slot: {
        invalid: 'INVALID_HEADER_PHOTO',
        param: 'header_photo',
        maxBytes: IMAGE_SIZE_LIMIT_BYTES,
      },
    },
    ...input.gallery.map((picture, index) => ({
      input: picture,
      slot: {
        invalid: 'INVALID_GALLERY_IMAGE' as const,
        param: `gallery.${index}`,
        maxBytes: IMAGE_SIZE_LIMIT_BYTES,
      },
    })),
  ]);
}

/** The category by uuid when given, else by name (or a name with the same slug). */
async function resolveCategory(
  tx: Executor,
  input: ProductInput,
): Promise<{ id: string; name: string }> {
  const where = input.category_uuid
    ? eq(categories.id, input.category_uuid)
    : or(
        eq(categories.name, input.category ?? ''),
        eq(categories.slug, toSlug(input.category ?? '')),
      );
  const [row] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(where, liveCategory))
    .limit(1);
  if (!row) throw new ApiError('INVALID_CATEGORY', 'category');
  return row;
}

/** What the audit log compares on an update, by the API's field names (issue #33). */
const PRODUCT_AUDIT_FIELDS = {
  model: 'model',
  category: 'category',
  header_offer: 'headerOffer',
  details: 'details',
  technical_data: 'technicalData',
  header_offer_en: 'headerOfferEn',
  details_en: 'detailsEn',
  technical_data_en: 'technicalDataEn',
  price_day: 'priceDay',
  price_week: 'priceWeek',
  units: 'units',
  header_photo: 'headerPhoto',
  gallery: 'gallery',
} as const;

/** A machine's audited fields as stored, with its category's name and its gallery in order. */
async function auditedProduct(tx: Executor, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx
    .select({
      model: products.model,
      category: categories.name,
      headerOffer: products.headerOffer,
      details: products.details,
      technicalData: products.technicalData,
      headerOfferEn: products.headerOfferEn,
      detailsEn: products.detailsEn,
      technicalDataEn: products.technicalDataEn,
      priceDay: products.priceDay,
      priceWeek: products.priceWeek,
      units: products.units,
      headerImageId: products.headerImageId,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), liveProduct));
  if (!row) return undefined;
  const gallery = await tx
    .select({ imageId: productImages.imageId })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  // Pictures by address (lib/images/queries.ts): the log shows them, not their uuids.
  const { headerImageId, ...rest } = row;
  const [headerPhoto = '', ...pictures] = await pictureAddresses(tx, [
    headerImageId,
    ...gallery.map(({ imageId }) => imageId),
  ]);
  return { ...rest, headerPhoto, gallery: pictures };
}

async function replaceGallery(tx: Executor, productId: string, imageIds: string[]): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (imageIds.length === 0) return;
  await tx
    .insert(productImages)
    .values(imageIds.map((imageId, position) => ({ productId, imageId, position })));
}

async function guardUnique<T>(model: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same model, or one with the same slug ('JCB 3CX' / 'jcb 3cx'); a machine in the
    // trash keeps its model, and the answer says where it is (it can be restored from there).
    const exists = new ApiError('ERROR_PRODUCT_EXIST', 'model');
    if (await findTrashedProduct(model)) {
      exists.errors.push({ msg: 'ERROR_PRODUCT_IN_TRASH', param: 'model' });
    }
    throw exists;
  }
}
