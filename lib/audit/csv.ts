import { toCsv } from '@/lib/csv';
import type { AuditItem } from './change';

const COLUMNS: [string, (item: AuditItem) => string][] = [
  ['at', (item) => item.at],
  ['account', (item) => item.account.username],
  ['action', (item) => item.action],
  ['type', (item) => item.type],
  ['uuid', (item) => item.uuid ?? ''],
  ['label', (item) => item.label],
  ['address', (item) => item.address],
  [
    'changes',
    (item) =>
      item.changes
        .map(
          (change) =>
            `${change.field}: ${JSON.stringify(change.old)} → ${JSON.stringify(change.new)}`,
        )
        .join('\n'),
  ],
];

/** The audit log as CSV (lib/csv.ts): one row per entry, each change on a line of its cell. */
export function auditToCsv(items: AuditItem[]): string {
  return toCsv([
    COLUMNS.map(([name]) => name),
    ...items.map((item) => COLUMNS.map(([, get]) => get(item))),
  ]);
}
