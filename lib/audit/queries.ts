import 'server-only';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { ROMANIA_TIME_ZONE } from '@/lib/romania-time';
import { ApiError } from '@/lib/errors';
import { filterParam, offsetOf, type Page, type PageQuery } from '@/lib/http/pagination';
import { UUID } from '@/lib/validation/patterns';
import { AUDIT_ACTIONS, AUDIT_TYPES, type AuditAction, type AuditType } from './actions';
import type { AuditItem } from './change';

/** The 'Jurnal' filters: account uuid, object type, action, and days from and to (inclusive). */
export interface AuditFilter {
  account?: string;
  type?: AuditType;
  action?: AuditAction;
  /** YYYY-MM-DD, a day in Romania's time zone. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of GET /api/audit from its query; a bad one is 400 INVALID_FILTER naming it. */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  const account = filterParam(params, 'account');
  if (account) {
    if (!UUID.test(account)) throw new ApiError('INVALID_FILTER', 'account');
    filter.account = account.toLowerCase();
  }
  const type = filterParam(params, 'type');
  if (type) {
    if (!(AUDIT_TYPES as readonly string[]).includes(type)) {
      throw new ApiError('INVALID_FILTER', 'type');
    }
    filter.type = type as AuditType;
  }
  const action = filterParam(params, 'action');
  if (action) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(action)) {
      throw new ApiError('INVALID_FILTER', 'action');
    }
    filter.action = action as AuditAction;
  }
  for (const name of ['from', 'to'] as const) {
    const day = filterParam(params, name);
    if (!day) continue;
    if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw new ApiError('INVALID_FILTER', name);
    }
    filter[name] = day;
  }
  return filter;
}

function conditions(filter: AuditFilter): SQL | undefined {
  // A day is Romania's: the entry's time is read in Bucharest's zone before it is compared.
  const localDay = sql`(${auditLog.at} at time zone ${ROMANIA_TIME_ZONE})::date`;
  return and(
    filter.account ? eq(auditLog.accountId, filter.account) : undefined,
    filter.type ? eq(auditLog.objectType, filter.type) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(localDay, sql`${filter.from}::date`) : undefined,
    filter.to ? lt(localDay, sql`${filter.to}::date + 1`) : undefined,
  );
}

const COLUMNS = {
  at: auditLog.at,
  accountId: auditLog.accountId,
  accountName: auditLog.accountName,
  action: auditLog.action,
  objectType: auditLog.objectType,
  objectId: auditLog.objectId,
  label: auditLog.label,
  address: auditLog.address,
  changes: auditLog.changes,
};

type Row = { [K in keyof typeof COLUMNS]: (typeof COLUMNS)[K]['_']['data'] | null };

function toItem(row: Row): AuditItem {
  return {
    at: (row.at as Date).toISOString(),
    account: { uuid: row.accountId, username: row.accountName ?? '' },
    action: row.action ?? '',
    type: row.objectType ?? '',
    uuid: row.objectId,
    label: row.label ?? '',
    address: row.address ?? '',
    changes: row.changes ?? [],
  };
}

/** One page of entries, the newest first. */
export async function listAudit(filter: AuditFilter, query: PageQuery): Promise<Page<AuditItem>> {
  const where = conditions(filter);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.value ?? 0, ...query };
}

/** Every entry the filter matches, the newest first, for the CSV export (at most a year's). */
export async function allAudit(filter: AuditFilter): Promise<AuditItem[]> {
  const rows = await getDb()
    .select(COLUMNS)
    .from(auditLog)
    .where(conditions(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return rows.map(toItem);
}
