import { listAccounts } from '@/lib/accounts/team';
import { apiRoute } from '@/lib/http/handler';

// GET /api/account – the administrators and pending invitations (issue #33):
// [{ uuid, username, email, state: 'active' | 'invited' | 'expired', last_sign_in }].
export const GET = apiRoute({ access: 'admin' }, async () =>
  (await listAccounts()).map((account) => ({
    uuid: account.uuid,
    username: account.username,
    email: account.email,
    state: account.state,
    last_sign_in: account.lastSignIn?.toISOString() ?? null,
  })),
);
