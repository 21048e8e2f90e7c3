import { clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { readPublicQuote } from '@/lib/quotes/public';
import { toPublicQuoteWire } from '@/lib/quotes/wire';

/** It names the customer: no cache keeps it, no search engine lists it. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

// GET /api/quote/public/{token} – the offer as the customer sees it, no login (issue #44):
// 404 ERROR_GET_QUOTE for an unknown or withdrawn link, 410 QUOTE_EXPIRED past its validity.
export const GET = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.quoteToken },
  async ({ request, params }) => {
    const quote = await readPublicQuote(params.token, clientAddress(request.headers));
    return Response.json(toPublicQuoteWire(quote), { headers: PRIVATE_HEADERS });
  },
);
