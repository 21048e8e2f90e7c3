import { ApiError } from '@/lib/errors';
import { apiRoute } from '@/lib/http/handler';
import { asksForPage, filterParam, parsePageQuery } from '@/lib/http/pagination';
import { listProducts, listProductsPage } from '@/lib/products/lists';

const FILTERS = ['category', 'model'] as const;

// GET /api/product – every machine (list entries with their header photo), by model.
// GET /api/product?page=&limit=&category=&model= – admin only: one page of the list, filtered
// (spec §4 rule), as { items, total, page, limit }.
export const GET = apiRoute({ access: 'public' }, async ({ request, caller }) => {
  const params = request.nextUrl.searchParams;
  if (!asksForPage(params, FILTERS)) return listProducts();
  if (!caller) throw new ApiError('UNAUTHORIZED');
  const query = parsePageQuery(params);
  const filter = { category: filterParam(params, 'category'), model: filterParam(params, 'model') };
  const page = await listProductsPage(filter, query);
  return Response.json(page, { headers: { 'Cache-Control': 'no-store' } });
});
