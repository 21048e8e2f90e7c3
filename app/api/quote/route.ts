import { apiRoute } from '@/lib/http/handler';
import { parsePageQuery } from '@/lib/http/pagination';
import { createQuote } from '@/lib/quotes/mutations';
import { quoteFilter } from '@/lib/quotes/params';
import { listQuotes } from '@/lib/quotes/queries';
import { newQuoteSchema } from '@/lib/quotes/schema';
import { toQuoteListWire } from '@/lib/quotes/wire';

// GET /api/quote?status=&request=&page=&limit= – one page of offers, the newest first
// (issue #44); status=expired finds the sent ones past their validity.
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  const page = await listQuotes(quoteFilter(params), parsePageQuery(params));
  return { ...page, items: page.items.map(toQuoteListWire) };
});

// POST /api/quote – a new draft, priced on the server: 201 { uuid, status, totals }. With a
// request_uuid and no lines, the customer and the machine line come from that request.
export const POST = apiRoute({ access: 'admin' }, async ({ body }) => {
  const { id, totals } = await createQuote(await body(newQuoteSchema));
  return Response.json({ uuid: id, status: 'draft', totals }, { status: 201 });
});
