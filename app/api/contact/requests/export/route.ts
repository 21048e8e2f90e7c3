import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import { contactRequestsToCsv } from '@/lib/contact/csv';
import { listContactRequests } from '@/lib/contact/queries';
import { apiRoute } from '@/lib/http/handler';
import { todayInRomania } from '@/lib/romania-time';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/contact/requests/export – the inbox as a CSV download.
export const GET = apiRoute({ access: 'admin' }, async () => {
  const csv = contactRequestsToCsv(await listContactRequests());
  // The day in Romania: an export made at 00:30 in Bucharest is named for that day, not UTC's.
  const day = todayInRomania();
  const fileName = `cereri-oferta-${day}.csv`;
  // The customers' names and contacts leave the site: 'Jurnal' says who took them (issue #33).
  await recordAudit(getDb(), { action: 'export', type: 'request', label: fileName });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(fileName),
    },
  });
});
