import { removeAccount } from '@/lib/accounts/team';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';

// DELETE /api/account/{uuid} – removes an administrator (their sessions end with the account)
// or withdraws an invitation. The last account: 409 ERROR_LAST_ACCOUNT.
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.account },
  async ({ params }) => {
    await removeAccount(params.uuid);
    return { ok: true };
  },
);
