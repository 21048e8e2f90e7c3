import { endAccountSessions } from '@/lib/accounts/team';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';

// POST /api/account/{uuid}/end-sessions – every session of that account ends: its cookies,
// refresh tokens and bearer tokens are refused (401) on their next request.
export const POST = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.account },
  async ({ params }) => {
    await endAccountSessions(params.uuid);
    return { ok: true };
  },
);
