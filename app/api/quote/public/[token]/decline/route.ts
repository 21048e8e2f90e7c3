import { assertOwnOrigin, clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { parseWith } from '@/lib/http/body';
import { answerFromForm, isFormPost } from '@/lib/quotes/answer-form';
import { declineQuote } from '@/lib/quotes/public';
import { declineSchema } from '@/lib/quotes/schema';

// POST /api/quote/public/{token}/decline { reason? } – the customer declines the offer; posted
// as the page's HTML form (field `reason`), 303 back to the page (?eroare=CODE when refused).
export const POST = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.quoteToken },
  async ({ request, params, body }) => {
    assertOwnOrigin(request);
    const client = clientAddress(request.headers);
    if (isFormPost(request)) {
      return answerFromForm(request, params.token, (form) => {
        const { reason } = parseWith(declineSchema, { reason: form.get('reason') ?? '' });
        return declineQuote(params.token, reason, client);
      });
    }
    const { reason } = await body(declineSchema);
    await declineQuote(params.token, reason, client);
    return Response.json({ status: 'declined' }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
