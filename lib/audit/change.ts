import type { AuditChange } from '@/db/enums';

export type { AuditChange };

/** One entry of the audit log as GET /api/audit answers it (and the 'Jurnal' screen reads). */
export interface AuditItem {
  at: string;
  account: { uuid: string | null; username: string };
  action: string;
  type: string;
  uuid: string | null;
  label: string;
  address: string;
  changes: AuditChange[];
}
