import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { updateQuote } from '@/lib/quotes/mutations';
import { revisionParam } from '@/lib/quotes/params';
import { readQuoteForAdmin } from '@/lib/quotes/queries';
import { quoteSchema } from '@/lib/quotes/schema';
import { toQuoteWire } from '@/lib/quotes/wire';

// GET /api/quote/{uuid}?revision= – the offer (or one of its older revisions) with its
// lines, totals, each machine line's availability and the list of older revisions.
export const GET = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.quote },
  async ({ params, request }) => {
    const read = await readQuoteForAdmin(params.uuid, revisionParam(request.nextUrl.searchParams));
    return toQuoteWire(read.view, read);
  },
);

// PUT /api/quote/{uuid} – the same fields as POST: a draft is rewritten, a sent one becomes
// its next revision (a draft under the same number); 409 QUOTE_CLOSED once accepted or
// withdrawn.
export const PUT = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.quote },
  async ({ params, body }) => {
    await updateQuote(params.uuid, await body(quoteSchema));
    const read = await readQuoteForAdmin(params.uuid);
    return toQuoteWire(read.view, read);
  },
);
