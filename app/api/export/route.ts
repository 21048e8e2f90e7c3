import { downloadCatalogueCsv, downloadCatalogueZip } from '@/lib/export/download';
import { apiRoute } from '@/lib/http/handler';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/export – the catalogue in the import's format (issue #32): a zip of the table and
// every picture, or with ?format=csv the table alone. Imported into an empty site, the zip
// gives the same catalogue.
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  if (request.nextUrl.searchParams.get('format') === 'csv') {
    const { fileName, csv } = await downloadCatalogueCsv();
    return new Response(new Uint8Array(csv), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(fileName),
        'Cache-Control': 'no-store',
      },
    });
  }
  const { fileName, body } = downloadCatalogueZip();
  return new Response(body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
});
