import { ApiError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';
import { readFeed } from '@/lib/reservations/feed';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /api/reservation/calendar/{secret}.ics – the confirmed and out reservations as an
// iCalendar feed for the staff's phones (issue #35). Public, but only at the secret address
// the admin shows: any other address is 404 NOT_FOUND, as if nothing were there. A client
// past its budget of wrong secrets gets 429 TOO_MANY_REQUESTS for every address.
export const GET = apiRoute<{ file: string }>(
  { access: 'public', xsrfCookie: false },
  async ({ request, params }) => {
    const calendar = await readFeed(params.file, clientAddress(request.headers));
    if (calendar === null) throw new ApiError('NOT_FOUND');
    return new Response(calendar, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': contentDisposition('rezervari.ics', 'inline'),
        // It names customers: no shared cache may keep it.
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    });
  },
);
