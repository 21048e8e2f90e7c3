import { contactRequestsToCsv } from '@/lib/contact/csv';
import { listContactRequests } from '@/lib/contact/queries';
import { apiRoute } from '@/lib/http/handler';

// GET /api/contact/requests/export – the inbox as a CSV download.
export const GET = apiRoute({ access: 'admin' }, async () => {
  const csv = contactRequestsToCsv(await listContactRequests());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="cereri-oferta-${day}.csv"`,
    },
  });
});
