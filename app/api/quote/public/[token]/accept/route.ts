import { assertOwnOrigin, clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { answerFromForm, isFormPost } from '@/lib/quotes/answer-form';
import { acceptQuote } from '@/lib/quotes/public';

// POST /api/quote/public/{token}/accept – the customer accepts: one tentative reservation
// per machine line, all or none: { reservations: [uuid…] }; 409 ERROR_NOT_AVAILABLE with the
// lines taken, 409 QUOTE_ALREADY_ANSWERED, 410 QUOTE_EXPIRED. Only from the site's own pages;
// posted as the page's HTML form, 303 back to the page (?eroare=CODE when refused).
export const POST = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.quoteToken },
  async ({ request, params }) => {
    assertOwnOrigin(request);
    const client = clientAddress(request.headers);
    if (isFormPost(request)) {
      return answerFromForm(request, params.token, () => acceptQuote(params.token, client));
    }
    const reservations = await acceptQuote(params.token, client);
    return Response.json({ reservations }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
