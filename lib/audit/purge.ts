import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { auditLog } from '@/db/schema';
import { AUDIT_RETENTION_DAYS } from './actions';

/** Drops entries older than a year (issue #33); run by the hourly purge of the trash. */
export async function purgeOldAudit(executor: Executor): Promise<number> {
  const gone = await executor
    .delete(auditLog)
    .where(sql`${auditLog.at} < now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`)
    .returning({ id: auditLog.id });
  return gone.length;
}
