import { removeAccount } from '@/lib/accounts/team';
import { apiRoute } from '@/lib/http/handler';

// DELETE /api/account/{uuid} – removes an administrator (their sessions end with the account)
// or withdraws an invitation. The last account: 409 ERROR_LAST_ACCOUNT.
export const DELETE = apiRoute<{ uuid: string }, 'admin'>(
  { access: 'admin' },
  async ({ params }) => {
    await removeAccount(params.uuid);
    return { ok: true };
  },
);
