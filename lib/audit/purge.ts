import { lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { auditLog, auditThumbnails } from '@/db/schema';
import { AUDIT_RETENTION_DAYS } from './actions';

/**
 * Drops entries older than a year (issue #33), and the thumbnails of deleted pictures
 * (issue #41) by the same rule: a thumbnail is dated when its picture was deleted (in the
 * transaction of the save that names it as replaced), so every entry that can show it is
 * as old or older, and goes at the same purge or before. Run by the hourly purge of the trash.
 */
export async function purgeOldAudit(executor: Executor): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`;
  const gone = await executor
    .delete(auditLog)
    .where(lt(auditLog.at, cutoff))
    .returning({ id: auditLog.id });
  await executor.delete(auditThumbnails).where(lt(auditThumbnails.createdAt, cutoff));
  return gone.length;
}
