import { inviteSchema } from '@/lib/accounts/schema';
import { inviteAccount } from '@/lib/accounts/team';
import { apiRoute } from '@/lib/http/handler';

// POST /api/account/invite – { email } → 201 { uuid }: the address is mailed a single-use link
// to /admin/invitatie/{token}, valid 48 h. An address with an account: 409 ERROR_ACCOUNT_EXIST.
export const POST = apiRoute({ access: 'admin' }, async ({ request, body }) => {
  const { email } = await body(inviteSchema);
  const lang = request.nextUrl.searchParams.get('lang') === 'en' ? 'en' : 'ro';
  return Response.json({ uuid: await inviteAccount(email, lang) }, { status: 201 });
});
