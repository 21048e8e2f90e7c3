import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { readQuoteForAdmin } from '@/lib/quotes/queries';
import { withdrawQuote } from '@/lib/quotes/sending';
import { toQuoteWire } from '@/lib/quotes/wire';

// POST /api/quote/{uuid}/withdraw – the company takes a draft or sent offer back; its link
// stops working. Answers the offer; 409 QUOTE_CLOSED once accepted, declined or withdrawn.
export const POST = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.quote },
  async ({ params }) => {
    await withdrawQuote(params.uuid);
    const read = await readQuoteForAdmin(params.uuid);
    return toQuoteWire(read.view, read);
  },
);
