import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { applyPlan } from './apply';
import type { ReadyPicture } from './pictures';
import { planImport, type ImportPlan } from './plan';
import { reportEntries, type ImportReport } from './report';
import type { ImportProblem, ReadRows } from './rows';
import type { Spool } from './spool';
import type { RowTexts } from './texts';

/** The rows read, and their pictures checked (null: the file brought none). */
export interface CheckedFile {
  read: ReadRows;
  pictures: Map<string, ReadyPicture> | null;
  pictureProblems: ImportProblem[];
}

/**
 * Compares the checked rows with the catalogue and, unless it is a dry run or anything is
 * wrong, writes them, with the audit log's entry, and expires the caches once.
 *
 * A real import plans and writes in one transaction that first locks the categories and the
 * machines against other writers (SHARE ROW EXCLUSIVE: pages, the admin's lists and
 * reservations go on; an admin's save waits for the import's end). So the plan is what the
 * writes meet: a machine or a category saved by someone else while the file was read is
 * found and updated, never a unique-constraint failure, and a problem the plan finds then
 * (a machine put in the trash meanwhile) is in the report, with its row. A dry run, or a file
 * with problems already, writes nothing and plans without the locks.
 */
export async function planAndApply(
  db: Database,
  { read, pictures, pictureProblems }: CheckedFile,
  texts: Spool<RowTexts>,
  dryRun: boolean,
): Promise<{ ok: boolean; report: ImportReport }> {
  const reportOf = (plan: ImportPlan) => {
    const problems = [...read.problems, ...pictureProblems, ...plan.problems];
    const count = (action: string) => plan.machines.filter((item) => item.action === action).length;
    const report: ImportReport = {
      dry_run: dryRun,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      errors: reportEntries(problems),
      warnings: reportEntries(read.warnings),
      categories_created: [...plan.newCategories.values()].map((category) => category.name),
    };
    const writes = report.created > 0 || report.updated > 0 || plan.englishNames.size > 0;
    return { ok: problems.length === 0, report, writes };
  };
  if (dryRun || read.problems.length > 0 || pictureProblems.length > 0) {
    // Nothing will be written: the plan only completes the report.
    const { ok, report } = reportOf(await planImport(db, read.rows, pictures));
    return { ok, report };
  }
  const { ok, report, writes } = await db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const plan = await planImport(tx, read.rows, pictures);
    const outcome = reportOf(plan);
    if (!outcome.ok || !outcome.writes) return outcome;
    await applyPlan(tx, plan, pictures, texts);
    await recordAudit(tx, {
      action: 'import',
      type: 'catalogue',
      label: `${outcome.report.created} + ${outcome.report.updated}`,
      changes: [
        { field: 'created', old: null, new: outcome.report.created },
        { field: 'updated', old: null, new: outcome.report.updated },
        {
          field: 'categories_created',
          old: null,
          new: outcome.report.categories_created.length,
        },
      ],
    });
    return outcome;
  });
  if (ok && writes) expireTags(CACHE_TAGS.categories, CACHE_TAGS.products);
  return { ok, report };
}

/**
 * Categories before machines, the order in which other writes take them (deleting a category
 * sets its machines' category to null): an import and such a write wait for each other
 * instead of each holding what the other needs.
 */
async function lockCatalogue(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table categories in share row exclusive mode`);
  await tx.execute(sql`lock table products in share row exclusive mode`);
}
