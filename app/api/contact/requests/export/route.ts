import { exportContactRequests } from '@/lib/contact/export';
import { apiRoute } from '@/lib/http/handler';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/contact/requests/export – the inbox as a CSV download.
export const GET = apiRoute({ access: 'admin' }, async () => {
  const { fileName, csv } = await exportContactRequests();
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(fileName),
    },
  });
});
