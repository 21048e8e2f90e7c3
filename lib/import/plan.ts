import { setImmediate } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { categories, images, products } from '@/db/schema';
import { readGalleries } from '@/lib/products/galleries';
import { toSlug } from '@/lib/slug';
import type { ReadyPicture } from './pictures';
import { NEW_MACHINE_NEEDS, type ImportProblem, type MachineRow } from './rows';

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
  headerSha: string;
  gallerySha: string[];
  /** Set while the machine is in the trash: its model stays reserved. */
  deletedAt: Date | null;
}

export interface PlannedMachine {
  machine: MachineRow;
  action: 'create' | 'update' | 'unchanged';
  stored?: StoredMachine;
  /** The category the machine goes to: a stored one's id, or the slug of one to create. */
  category?: { id: string } | { slug: string };
}

export interface ImportPlan {
  machines: PlannedMachine[];
  /** Categories no machine's category names yet, by slug, created with their first row's names. */
  newCategories: Map<string, { name: string; nameEn: string | null }>;
  /** Stored categories a row gives another English name, by id (the first row's wins). */
  englishNames: Map<string, string>;
  problems: ImportProblem[];
}

/** Slugs read per query: well under PostgreSQL's 65,535 parameters. */
const LOOKUP_CHUNK = 1000;

/**
 * What applying the rows would do: a row whose model (its slug) is stored updates that
 * machine when anything it gives differs, else leaves it alone; another row creates one,
 * and must then give what the admin form requires (category, the three texts, the header
 * picture). Categories are found by name or slug; a missing one is to be created.
 */
export async function planImport(
  db: Executor,
  rows: MachineRow[],
  pictures: Map<string, ReadyPicture> | null,
): Promise<ImportPlan> {
  const valid = rows.filter((row) => !row.invalid);
  const stored = await storedMachines(
    db,
    valid.map((row) => row.slug),
  );
  const known = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameEn: categories.nameEn,
      slug: categories.slug,
      deletedAt: categories.deletedAt,
    })
    .from(categories);
  const byName = new Map(known.map((category) => [category.name, category]));
  const bySlug = new Map(known.map((category) => [category.slug, category]));
  const plan: ImportPlan = {
    machines: [],
    newCategories: new Map(),
    englishNames: new Map(),
    problems: [],
  };

  for (const machine of valid) {
    const current = stored.get(machine.slug);
    let category: PlannedMachine['category'];
    if (machine.category) {
      const { name, nameEn } = machine.category;
      const found = byName.get(name) ?? bySlug.get(toSlug(name));
      if (found?.deletedAt) {
        plan.problems.push({
          row: machine.row,
          column: 'categorie',
          code: 'ERROR_CATEGORY_IN_TRASH',
          detail: { name: found.name },
        });
        continue;
      } else if (found) {
        category = { id: found.id };
        if (nameEn && nameEn !== found.nameEn && !plan.englishNames.has(found.id)) {
          plan.englishNames.set(found.id, nameEn);
        }
      } else {
        const slug = toSlug(name);
        category = { slug };
        const pending = plan.newCategories.get(slug);
        if (!pending) plan.newCategories.set(slug, { name, nameEn: nameEn ?? null });
        else if (!pending.nameEn && nameEn) pending.nameEn = nameEn;
      }
    }
    if (current?.deletedAt) {
      // A machine in the trash keeps its model, as the admin form says (#32, item 5).
      plan.problems.push({ row: machine.row, column: 'model', code: 'ERROR_PRODUCT_IN_TRASH' });
      continue;
    }
    if (!current) {
      const missing = missingForNew(machine, pictures !== null);
      if (missing.length > 0) {
        plan.problems.push(...missing);
        continue;
      }
      plan.machines.push({ machine, action: 'create', ...(category ? { category } : {}) });
      continue;
    }
    const changed = differs(machine, current, category, pictures);
    plan.machines.push({
      machine,
      action: changed ? 'update' : 'unchanged',
      stored: current,
      ...(category ? { category } : {}),
    });
  }
  return plan;
}

function missingForNew(machine: MachineRow, withPictures: boolean): ImportProblem[] {
  const given: Record<(typeof NEW_MACHINE_NEEDS)[number][0], boolean> = {
    categorie: machine.category !== undefined,
    header_offer: machine.textHashes.headerOffer !== undefined,
    details: machine.textHashes.details !== undefined,
    technical_data: machine.textHashes.technicalData !== undefined,
    header_photo: machine.headerPhoto !== undefined,
  };
  return NEW_MACHINE_NEEDS.filter(([column]) => !given[column]).map(([column, code]) => ({
    row: machine.row,
    column,
    code,
    // A plain CSV or XLSX brings no pictures: the message says to send a zip.
    ...(column === 'header_photo' && !withPictures ? { detail: { zip: 'needed' } } : {}),
  }));
}

function differs(
  machine: MachineRow,
  stored: StoredMachine,
  category: PlannedMachine['category'],
  pictures: Map<string, ReadyPicture> | null,
): boolean {
  if (machine.model !== stored.model) return true;
  if (category && !('id' in category && category.id === stored.categoryId)) return true;
  // MD5s on both sides: the row's texts wait in the spool, the stored ones stay in the database.
  for (const [field, hash] of Object.entries(machine.textHashes) as [
    keyof MachineRow['textHashes'],
    string | null,
  ][]) {
    if (stored[field] !== hash) return true;
  }
  for (const [field, value] of Object.entries(machine.prices) as [
    keyof MachineRow['prices'],
    number | null,
  ][]) {
    if (stored[field] !== value) return true;
  }
  if (pictures && machine.headerPhoto !== undefined) {
    if (pictures.get(machine.headerPhoto)?.sha256 !== stored.headerSha) return true;
  }
  if (pictures && machine.gallery !== undefined) {
    const shas = machine.gallery.map((name) => pictures.get(name)?.sha256);
    if (
      shas.length !== stored.gallerySha.length ||
      shas.some((sha, i) => sha !== stored.gallerySha[i])
    ) {
      return true;
    }
  }
  return false;
}

const md5 = (column: AnyPgColumn) => sql<string>`md5(${column})`;
const md5OrNull = (column: AnyPgColumn) => sql<string | null>`md5(${column})`;

/** The stored machines with these slugs, by slug, with their pictures' content addresses. */
async function storedMachines(db: Executor, slugs: string[]): Promise<Map<string, StoredMachine>> {
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
