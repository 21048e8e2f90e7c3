import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { sendQuote } from '@/lib/quotes/sending';

// POST /api/quote/{uuid}/send – numbers a draft on its first sending (OF-2026-0001, gapless
// per series and year), marks it sent with a new customer link, and hands it to afterSend
// (the mail, later): { number, revision, status: 'sent' }.
export const POST = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.quote },
  async ({ params }) => {
    const { number, revision, status } = await sendQuote(params.uuid);
    return { number, revision, status };
  },
);
