import { apiRoute } from '@/lib/http/handler';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { searchLimitKey } from '@/lib/routing/search-limit';
import { searchQueryFrom } from '@/lib/search/params';
import { searchProducts } from '@/lib/search/queries';
import { toProductListItemWire } from '@/lib/products/wire';

// GET /api/search?q=&limit= – the machines matching q, best first, as list entries (the shape
// of the category lists); X-Total-Count says how many match in all.
export const GET = apiRoute({ access: 'public' }, async ({ request }) => {
  const { terms, limit } = searchQueryFrom(request.nextUrl.searchParams);
  if (terms.length > 0) {
    await enforceRateLimit(searchLimitKey(request.headers), RATE_LIMITS.searchPerIp);
  }
  const { items, total } = await searchProducts(terms, limit);
  return Response.json(items.map(toProductListItemWire), {
    headers: { 'Cache-Control': 'no-store', 'X-Total-Count': String(total) },
  });
});
