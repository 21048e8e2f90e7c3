/** One changed field of an audited update: its name, and its value before and after. */
export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}
