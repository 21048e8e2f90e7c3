import type { Executor } from '@/db/client';
import { categories } from '@/db/schema';
import { unitsHeldFromToday } from '@/lib/products/units-held';
import { toSlug } from '@/lib/slug';
import type { ReadyPicture } from './pictures';
import { NEW_MACHINE_NEEDS, type ImportProblem, type MachineRow } from './rows';
import { storedMachines, type StoredMachine } from './stored';

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

/**
 * What applying the rows would do: a row whose model (its slug) is stored updates that
 * machine when anything it gives differs, else leaves it alone; another row creates one,
 * and must then give what the admin form requires (category, the three texts, the header
 * picture). Categories are found by name or slug; a missing one is to be created. A fleet
 * count lower than what the machine's reservations hold is a problem of its row. Run inside
 * the writing transaction (commit.ts), the plan is what the writes meet.
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
    if (machine.units !== undefined && machine.units < current.units) {
      // Not below what its reservations hold, as the admin form says (issue #35).
      const held = await unitsHeldFromToday(db, current.id);
      if (held > machine.units) {
        plan.problems.push({
          row: machine.row,
          column: 'units',
          code: 'ERROR_NOT_AVAILABLE',
          detail: { held },
        });
        continue;
      }
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
  if (machine.units !== undefined && machine.units !== stored.units) return true;
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
