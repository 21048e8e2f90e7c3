import { AUDIT_TEXT_FIELDS, AUDIT_TEXT_LIMIT } from './actions';
import type { AuditChange } from './change';
import { textChange } from './text-change';

/**
 * The fields whose value differs between before and after, named as the API names them.
 * `fields` maps each API name to the key of the stored row; a key absent from after was not
 * written (an update that leaves it as it is). A rich-text field is kept as the words around
 * its change (lib/audit/text-change.ts), any other as it is, a long one shortened.
 */
export function changedFields<Row extends Record<string, unknown>>(
  before: Partial<Row>,
  after: Partial<Row>,
  fields: Readonly<Record<string, keyof Row>>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, key] of Object.entries(fields)) {
    if (!(key in after)) continue;
    const old = comparable(before[key]);
    const next = comparable(after[key]);
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    changes.push(
      AUDIT_TEXT_FIELDS.includes(field)
        ? { field, ...textChange(old, next) }
        : { field, old: shortened(old), new: shortened(next) },
    );
  }
  return changes;
}

function comparable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A long text (an HTML field) kept as its start: the log shows that it changed, not all of it. */
export function shortened(value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= AUDIT_TEXT_LIMIT) return value;
  return `${value.slice(0, AUDIT_TEXT_LIMIT)}…`;
}
