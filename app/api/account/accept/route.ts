import { acceptInviteSchema } from '@/lib/accounts/schema';
import { acceptInvite } from '@/lib/accounts/team';
import { clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';

// POST /api/account/accept – { token, username, password }: the invited person's account is
// created; they then sign in at /admin/login. Rate-limited per address like /api/reset.
export const POST = apiRoute({ access: 'public' }, async ({ request, body }) => {
  await acceptInvite(await body(acceptInviteSchema), clientAddress(request.headers));
  return { ok: true };
});
