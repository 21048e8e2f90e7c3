import { getDb } from '@/db/client';
import { auditToCsv } from '@/lib/audit/csv';
import { allAudit, auditFilterFrom } from '@/lib/audit/queries';
import { recordAudit } from '@/lib/audit/record';
import { apiRoute } from '@/lib/http/handler';
import { todayInRomania } from '@/lib/romania-time';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/audit/export?account=&type=&action=&from=&to= – the entries the filters match, as CSV.
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const csv = auditToCsv(await allAudit(auditFilterFrom(request.nextUrl.searchParams)));
  const fileName = `jurnal-${todayInRomania()}.csv`;
  await recordAudit(getDb(), { action: 'export', type: 'audit', label: fileName });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(fileName),
    },
  });
});
