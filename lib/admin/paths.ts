/** Set by proxy.ts on admin pages: the path asked for, so the guard can return there. */
export const ADMIN_PATH_HEADER = 'x-admin-path';

/** Where login sends the admin when no (safe) return path was kept. */
export const ADMIN_HOME = '/admin/main';

/** Only a path inside the admin area may be returned to: no open redirect. */
export function safeAdminReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/admin/main') || value.startsWith('//')) return ADMIN_HOME;
  return value;
}
