import { lt, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { banners, categories, products } from '@/db/schema';
import { purgeOldSessions } from '@/lib/accounts/session-purge';
import { purgeOldAudit } from '@/lib/audit/purge';
import { deleteOrphanImages } from '@/lib/images/cleanup';
import { TRASH_RETENTION_DAYS } from './retention';

// No 'server-only' here: the server's start-up (lib/boot.ts) runs the purge on a timer.

/** The advisory lock of the purge (any number, the same in every instance). */
const TRASH_PURGE_LOCK = 73_400_032;

export interface PurgeResult {
  products: number;
  categories: number;
  banners: number;
  images: number;
  /** Audit log entries past their year, and sessions ended or unused for 30 days (issue #33). */
  auditEntries: number;
  sessions: number;
}

/**
 * Deletes for good what has been in the trash longer than 30 days, with the pictures nothing
 * else uses, in one transaction. Safe with several instances: one takes the lock, the others
 * skip (null) rather than wait; the deletes would find nothing left anyway. Nothing the site
 * shows changes, so no cache tag expires.
 */
export async function purgeExpiredTrash(db: Database = getDb()): Promise<PurgeResult | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${TRASH_PURGE_LOCK}) as locked`,
    );
    const [row] = (locked as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return null;
    const cutoff = sql`now() - make_interval(days => ${TRASH_RETENTION_DAYS})`;
    const purge = async (table: typeof products | typeof categories | typeof banners) =>
      (await tx.delete(table).where(lt(table.deletedAt, cutoff)).returning({ id: table.id }))
        .length;
    // Machines first: a purged category's machines still in the site then lose their link.
    const result = {
      products: await purge(products),
      categories: await purge(categories),
      banners: await purge(banners),
      images: 0,
      auditEntries: await purgeOldAudit(tx),
      sessions: await purgeOldSessions(tx),
    };
    if (result.products + result.banners > 0) result.images = await deleteOrphanImages(tx);
    return result;
  });
}

/** Logs what a purge removed, when it removed anything. */
export function reportPurge(result: PurgeResult | null): void {
  if (!result) return;
  if (result.products + result.categories + result.banners === 0) return;
  console.log(
    `Trash purged (older than ${TRASH_RETENTION_DAYS} days): ${result.products} machines, ` +
      `${result.categories} categories, ${result.banners} banners, ${result.images} pictures.`,
  );
}
