import { assertOwnOrigin, clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { declineQuote } from '@/lib/quotes/public';
import { declineSchema } from '@/lib/quotes/schema';

// POST /api/quote/public/{token}/decline { reason? } – the customer declines the offer.
export const POST = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.quoteToken },
  async ({ request, params, body }) => {
    assertOwnOrigin(request);
    const { reason } = await body(declineSchema);
    await declineQuote(params.token, reason, clientAddress(request.headers));
    return Response.json({ status: 'declined' }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
