import { endOwnSession } from '@/lib/accounts/account-sessions';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';

// DELETE /api/session/{id} – ends one of the caller's sessions: that device's next request
// is refused (401). Another account's session, or one already ended: 404 ERROR_GET_SESSION.
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.session },
  async ({ params, caller }) => {
    await endOwnSession(caller.userId, params.id);
    return { ok: true };
  },
);
