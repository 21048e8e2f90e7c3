import { apiRoute } from '@/lib/http/handler';
import { getPictureByFileOrThrow } from '@/lib/images/queries';

type Params = { file: string };

// GET /api/image/{sha256}.{ext} – a stored picture's bytes; the name is its content, so it is
// cached for a year and never revalidated.
export const GET = apiRoute<Params>(
  { access: 'public', xsrfCookie: false },
  async ({ params, request }) => {
    const picture = await getPictureByFileOrThrow(params.file);
    const etag = `"${picture.sha256}"`;
    const headers = {
      'Content-Type': picture.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
    };
    if (request.headers.get('if-none-match') === etag)
      return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(picture.bytes), {
      headers: { ...headers, 'Content-Length': String(picture.bytes.length) },
    });
  },
);
