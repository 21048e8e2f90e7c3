import { listContactRequests, listContactRequestsPage } from '@/lib/contact/queries';
import { toContactRequestPageWire, toContactRequestWire } from '@/lib/contact/wire';
import { apiRoute } from '@/lib/http/handler';
import { asksForPage, parsePageQuery } from '@/lib/http/pagination';

// GET /api/contact/requests – the inbox: every request, newest first, with its mail's state.
// GET /api/contact/requests?page=&limit= – one page of it, as
// { items, total, page, limit, open } (open: the requests still new, over all pages).
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  return asksForPage(params)
    ? toContactRequestPageWire(await listContactRequestsPage(parsePageQuery(params)))
    : (await listContactRequests()).map(toContactRequestWire);
});
