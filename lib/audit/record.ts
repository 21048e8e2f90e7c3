import 'server-only';
import type { Executor } from '@/db/client';
import { auditLog } from '@/db/schema';
import type { AuditAction, AuditType } from './actions';
import { currentActor, type AuditActor } from './actor';
import type { AuditChange } from './change';

/** One entry of the audit log: what was done to which object. */
export interface AuditEntry {
  action: AuditAction;
  type: AuditType;
  /** The object's uuid, when it has one. */
  id?: string | null;
  /** What a person recognises it by: the model, the category's name, the file. */
  label?: string;
  /** For updates: the fields that changed (lib/audit/diff.ts). */
  changes?: AuditChange[];
}

/** Actions whose entry says what changed: one whose changes came out empty changed nothing. */
const CHANGE_ACTIONS: readonly AuditAction[] = ['update', 'configuration'];

/**
 * Writes an entry with executor, which must be the transaction of the write it records, so
 * the log and the data never disagree: both are stored, or neither. A save that changed no
 * field (its `changes` given, and empty) is no entry (issue #41).
 */
export async function recordAudit(
  executor: Executor,
  entry: AuditEntry,
  actor: AuditActor = currentActor(),
): Promise<void> {
  if (CHANGE_ACTIONS.includes(entry.action) && entry.changes?.length === 0) return;
  await executor.insert(auditLog).values({
    accountId: actor.accountId,
    accountName: actor.accountName,
    address: actor.address,
    action: entry.action,
    objectType: entry.type,
    objectId: entry.id ?? null,
    label: entry.label ?? '',
    changes: entry.changes && entry.changes.length > 0 ? entry.changes : null,
  });
}
