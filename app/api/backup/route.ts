import { downloadBackup } from '@/lib/backup/download';
import { apiRoute } from '@/lib/http/handler';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/backup – the whole site's data (database rows and pictures) as one file, a
// consistent snapshot taken while the site runs; `npm run restore -- FILE` puts it back, into
// PGlite or PostgreSQL alike (docs/deploy.md, "Backups and moving to PostgreSQL").
export const GET = apiRoute({ access: 'admin' }, async () => {
  const { fileName, body } = downloadBackup();
  return new Response(body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': contentDisposition(fileName),
    },
  });
});
