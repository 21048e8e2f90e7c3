import { auditFilterFrom, listAudit } from '@/lib/audit/queries';
import { apiRoute } from '@/lib/http/handler';
import { parsePageQuery } from '@/lib/http/pagination';

// GET /api/audit?page=&limit=&account=&type=&action=&from=&to= – the audit log, newest first
// (issue #33): { items: [{ at, account, action, type, uuid, label, address, changes }], total,
// page, limit }. Read-only: no route changes or deletes an entry.
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  return listAudit(auditFilterFrom(params), parsePageQuery(params));
});
