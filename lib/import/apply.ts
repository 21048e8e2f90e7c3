import { setImmediate } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { categories, productImages, products } from '@/db/schema';
import { deleteOrphanImages } from '@/lib/images/cleanup';
import { storeParkedPicture, type ReadyPicture } from './pictures';
import type { ImportPlan, PlannedMachine } from './plan';
import type { Spool } from './spool';
import type { RowTexts } from './texts';

/**
 * Rows inserted per statement, and machines written between two turns of the event loop.
 * 100 took the same CPU as 500 in bench:import and shortened the longest wait of other
 * requests during an apply on PGlite, whose statements run on the server's one thread.
 */
const INSERT_CHUNK = 100;
/** Machines whose texts are read back from the spool at once (a slice of the writes). */
const SLICE = 100;

/**
 * Writes a checked plan in `tx`, the transaction it was planned in (commit.ts): new
 * categories, English names, pictures, new machines, changed ones. The machines go a slice
 * at a time: their texts come back from the spool for that slice only, and other requests get
 * a turn between slices.
 */
export async function applyPlan(
  tx: Executor,
  plan: ImportPlan,
  pictures: Map<string, ReadyPicture> | null,
  spool: Spool<RowTexts>,
): Promise<void> {
  const writes = plan.machines.filter((planned) => planned.action !== 'unchanged');
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
    const texts = await spool.readAll(chunk.map(({ machine }) => machine.texts));
    const inserted = await tx
      .insert(products)
      .values(
        chunk.map((planned, index) => {
          const { machine } = planned;
          const text = texts[index] ?? {};
          return {
            model: machine.model,
            slug: machine.slug,
            categoryId: categoryOf(planned) ?? null,
            ...text,
            headerOffer: text.headerOffer ?? '',
            details: text.details ?? '',
            technicalData: text.technicalData ?? '',
            ...machine.prices,
            ...(machine.units === undefined ? {} : { units: machine.units }),
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
    await setImmediate();
  }

  let picturesReplaced = false;
  const updates = writes.filter((item) => item.action === 'update');
  for (let start = 0; start < updates.length; start += SLICE) {
    const slice = updates.slice(start, start + SLICE);
    const texts = await spool.readAll(slice.map(({ machine }) => machine.texts));
    for (const [index, planned] of slice.entries()) {
      if (await updateMachine(tx, planned, texts[index] ?? {}, categoryOf(planned), imageIds)) {
        picturesReplaced = true;
      }
    }
    await setImmediate();
  }
  if (picturesReplaced) await deleteOrphanImages(tx);
}

/** Writes what a changed machine's row gives; true when it replaced a picture. */
async function updateMachine(
  tx: Executor,
  { machine, stored }: PlannedMachine,
  texts: RowTexts,
  categoryId: string | undefined,
  imageIds: Map<string, string>,
): Promise<boolean> {
  if (!stored) return false;
  await tx
    .update(products)
    .set({
      // Only when it changed: naming it in SET fires the search trigger (drizzle/0004),
      // which rebuilds the machine's search text; a file of prices leaves that alone.
      ...(machine.model !== stored.model ? { model: machine.model } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...texts,
      ...machine.prices,
      ...(machine.units === undefined ? {} : { units: machine.units }),
      ...(machine.headerPhoto ? { headerImageId: imageIds.get(machine.headerPhoto) ?? '' } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, stored.id));
  if (machine.gallery) {
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
  return Boolean(machine.headerPhoto) || machine.gallery !== undefined;
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
