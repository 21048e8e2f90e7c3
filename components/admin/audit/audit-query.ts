/**
 * 'Jurnal' (issue #33): what its address asks for, the API addresses that answer it, and how
 * a logged value reads. No 'use client': pure functions, unit-tested.
 */
import { AUDIT_ACTIONS, AUDIT_TYPES } from '@/lib/audit/actions';
import { limitFrom, pageFrom } from '@/components/admin/shared/list-query';

/** Entries per page of the log unless the address says (?limit=). */
export const AUDIT_PAGE_LIMIT = 50;

/** The filters kept in the address, by the names GET /api/audit reads. */
export const AUDIT_FILTERS = ['account', 'type', 'action', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter's value from the address, or '' when it is absent or not one the API takes. */
function filterValue(params: URLSearchParams, name: AuditFilterName): string {
  const value = params.get(name)?.trim() ?? '';
  const known: Record<AuditFilterName, (value: string) => boolean> = {
    account: (text) => UUID.test(text),
    type: (text) => (AUDIT_TYPES as readonly string[]).includes(text),
    action: (text) => (AUDIT_ACTIONS as readonly string[]).includes(text),
    from: (text) => DAY.test(text),
    to: (text) => DAY.test(text),
  };
  return known[name](value) ? value : '';
}

/** What the log's address asks for: a page, its size, and the filters (each '' when unset). */
export function auditQueryFrom(params: URLSearchParams) {
  const filters = Object.fromEntries(
    AUDIT_FILTERS.map((name) => [name, filterValue(params, name)]),
  ) as Record<AuditFilterName, string>;
  return { page: pageFrom(params), limit: limitFrom(params, AUDIT_PAGE_LIMIT), filters };
}

function filterSearch(filters: Record<AuditFilterName, string>): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of AUDIT_FILTERS) if (filters[name]) search.set(name, filters[name]);
  return search;
}

/** The API address of the page of entries the screen's address asks for. */
export function auditApiUrl(params: URLSearchParams): string {
  const { page, limit, filters } = auditQueryFrom(params);
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [name, value] of filterSearch(filters)) search.set(name, value);
  return `/api/audit?${search.toString()}`;
}

/** The CSV of every entry the same filters match (no page: the export has them all). */
export function auditExportUrl(params: URLSearchParams): string {
  const query = filterSearch(auditQueryFrom(params).filters).toString();
  return query ? `/api/audit/export?${query}` : '/api/audit/export';
}

/** A field's value before or after a change, as one line of text ('' → `empty`). */
export function formatAuditValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) {
    return value.length === 0
      ? empty
      : value.map((item) => formatAuditValue(item, empty)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
