import { ApiError } from '@/lib/errors';
import { apiRoute } from '@/lib/http/handler';
import { asksForPage, parsePageQuery } from '@/lib/http/pagination';
import { listProducts, listProductsPage, productFilterFrom } from '@/lib/products/lists';
import { toProductListItemWire, toProductPageWire } from '@/lib/products/wire';

const FILTERS = ['category', 'model', 'untranslated'] as const;

// GET /api/product – every machine (list entries with their header photo), by model.
// GET /api/product?page=&limit=&category=&model=&untranslated=1 – admin only: one page of the
// list, filtered (spec §4 rule; untranslated: machines lacking English text), as
// { items, total, page, limit }.
export const GET = apiRoute({ access: 'public' }, async ({ request, caller }) => {
  const params = request.nextUrl.searchParams;
  if (!asksForPage(params, FILTERS)) return (await listProducts()).map(toProductListItemWire);
  if (!caller) throw new ApiError('UNAUTHORIZED');
  const query = parsePageQuery(params);
  const page = await listProductsPage(productFilterFrom(params), query);
  return Response.json(toProductPageWire(page), { headers: { 'Cache-Control': 'no-store' } });
});
