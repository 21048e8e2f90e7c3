import { exportAudit } from '@/lib/audit/export';
import { apiRoute } from '@/lib/http/handler';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/audit/export?account=&type=&action=&from=&to= – the entries the filters match, as CSV.
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const { fileName, csv } = await exportAudit(request.nextUrl.searchParams);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(fileName),
    },
  });
});
