import { eq } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { categories, productImages, products } from '@/db/schema';
import { deleteOrphanImages } from '@/lib/images/cleanup';
import { storeParkedPicture, type ReadyPicture } from './pictures';
import type { ImportPlan, PlannedMachine } from './plan';

/** Rows inserted per statement: large enough to be quick, small enough for any driver. */
const INSERT_CHUNK = 500;

/**
 * Writes a checked plan in one transaction: new categories, English names, pictures, new
 * machines, changed ones, and last `record` (the audit log's entry of the import). Either
 * all of it is stored or, on any failure, none of it.
 */
export async function applyPlan(
  db: Database,
  plan: ImportPlan,
  pictures: Map<string, ReadyPicture> | null,
  record: (tx: Executor) => Promise<void>,
): Promise<void> {
  const writes = plan.machines.filter((planned) => planned.action !== 'unchanged');
  if (writes.length === 0 && plan.englishNames.size === 0) return;
  await db.transaction(async (tx) => {
    const categoryIds = await writeCategories(tx, plan);
    const imageIds = await pictureIds(tx, writes, pictures);
    const categoryOf = (planned: PlannedMachine) => {
      const target = planned.category;
      if (!target) return undefined;
      return 'id' in target ? target.id : categoryIds.get(target.slug);
    };

    const creates = writes.filter((planned) => planned.action === 'create');
    for (let start = 0; start < creates.length; start += INSERT_CHUNK) {
      const chunk = creates.slice(start, start + INSERT_CHUNK);
      const inserted = await tx
        .insert(products)
        .values(
          chunk.map((planned) => {
            const { machine } = planned;
            return {
              model: machine.model,
              slug: machine.slug,
              categoryId: categoryOf(planned) ?? null,
              headerOffer: machine.texts.headerOffer ?? '',
              details: machine.texts.details ?? '',
              technicalData: machine.texts.technicalData ?? '',
              ...machine.english,
              ...machine.prices,
              headerImageId: imageIds.get(machine.headerPhoto ?? '') ?? '',
            };
          }),
        )
        .returning({ id: products.id, slug: products.slug });
      const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
      const gallery = chunk.flatMap(({ machine }) =>
        (machine.gallery ?? []).map((name, position) => ({
          productId: idOf.get(machine.slug) ?? '',
          imageId: imageIds.get(name) ?? '',
          position,
        })),
      );
      if (gallery.length > 0) await tx.insert(productImages).values(gallery);
    }

    let picturesReplaced = false;
    for (const planned of writes.filter((item) => item.action === 'update')) {
      const { machine, stored } = planned;
      if (!stored) continue;
      const categoryId = categoryOf(planned);
      await tx
        .update(products)
        .set({
          // Only when it changed: naming it in SET fires the search trigger (drizzle/0004),
          // which rebuilds the machine's search text; a file of prices leaves that alone.
          ...(machine.model !== stored.model ? { model: machine.model } : {}),
          ...(categoryId ? { categoryId } : {}),
          ...machine.texts,
          ...machine.english,
          ...machine.prices,
          ...(machine.headerPhoto
            ? { headerImageId: imageIds.get(machine.headerPhoto) ?? '' }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(products.id, stored.id));
      if (machine.headerPhoto) picturesReplaced = true;
      if (machine.gallery) {
        picturesReplaced = true;
        await tx.delete(productImages).where(eq(productImages.productId, stored.id));
        if (machine.gallery.length > 0) {
          await tx.insert(productImages).values(
            machine.gallery.map((name, position) => ({
              productId: stored.id,
              imageId: imageIds.get(name) ?? '',
              position,
            })),
          );
        }
      }
    }
    if (picturesReplaced) await deleteOrphanImages(tx);
    await record(tx);
  });
}

async function writeCategories(tx: Executor, plan: ImportPlan): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const created = [...plan.newCategories].map(([slug, names]) => ({ slug, ...names }));
  for (let start = 0; start < created.length; start += INSERT_CHUNK) {
    const rows = await tx
      .insert(categories)
      .values(created.slice(start, start + INSERT_CHUNK))
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  for (const [id, nameEn] of plan.englishNames) {
    await tx.update(categories).set({ nameEn, updatedAt: new Date() }).where(eq(categories.id, id));
  }
  return ids;
}

/** The stored image id of every picture the written machines name, saving new ones once. */
async function pictureIds(
  tx: Executor,
  writes: PlannedMachine[],
  pictures: Map<string, ReadyPicture> | null,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (!pictures) return ids;
  const bySha = new Map<string, string>();
  for (const { machine } of writes) {
    for (const name of [machine.headerPhoto, ...(machine.gallery ?? [])]) {
      if (!name || ids.has(name)) continue;
      const picture = pictures.get(name);
      if (!picture) throw new Error(`The picture ${name} was not checked`);
      let id = picture.storedId ?? bySha.get(picture.sha256);
      if (!id) id = await storeParkedPicture(tx, picture);
      bySha.set(picture.sha256, id);
      ids.set(name, id);
    }
  }
  return ids;
}
