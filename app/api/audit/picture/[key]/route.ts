import { readAuditThumbnailOrThrow } from '@/lib/audit/thumbnails';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';

type Params = { key: string };

// GET /api/audit/picture/{sha256} – the thumbnail the audit log kept of a deleted picture
// (issue #41), WebP. Its name is the picture's content, so the browser keeps it (privately:
// only administrators see the log) and never asks again.
export const GET = apiRoute<Params>(
  { access: 'admin', params: ROUTE_PARAMS.auditPicture },
  async ({ params }) => {
    const thumbnail = await readAuditThumbnailOrThrow(params.key);
    return new Response(new Uint8Array(thumbnail.bytes), {
      headers: {
        'Content-Type': thumbnail.mimeType,
        'Content-Length': String(thumbnail.bytes.length),
        'Cache-Control': 'private, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
