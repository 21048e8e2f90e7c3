import { requestPasswordReset } from '@/lib/accounts/password-reset';
import { resetRequestSchema } from '@/lib/accounts/schema';
import { apiRoute } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/edge';

// POST /api/reset – { mail, lang } → { ok: true } always; the admin's address gets a reset link.
export const POST = apiRoute({ access: 'public' }, async ({ request, body }) => {
  const { mail, lang } = await body(resetRequestSchema);
  await requestPasswordReset(mail, lang, clientAddress(request.headers));
  return { ok: true };
});
