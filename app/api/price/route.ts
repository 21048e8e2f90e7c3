import { apiRoute } from '@/lib/http/handler';
import { estimateRentalPrice } from '@/lib/pricing/estimate';
import { priceQuery } from '@/lib/pricing/query';

// GET /api/price?product=&units=&start=&end= – the estimated rental price of a machine over
// those days, in bani without VAT, by the offers' own rule; { amount: null } when it has no
// public price. For the visitor's offer form (issue #44).
export const GET = apiRoute({ access: 'public' }, async ({ request }) => {
  const estimate = await estimateRentalPrice(priceQuery(request.nextUrl.searchParams));
  return Response.json(estimate, { headers: { 'Cache-Control': 'no-store' } });
});
