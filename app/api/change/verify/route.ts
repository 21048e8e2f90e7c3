import { resetPasswordWithToken } from '@/lib/accounts/password-reset';
import { verifyResetSchema } from '@/lib/accounts/schema';
import { clientAddress } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';

// POST /api/change/verify – { newPassword, confirmPassword, token } → sets the password once.
export const POST = apiRoute({ access: 'public' }, async ({ request, body }) => {
  const { token, newPassword } = await body(verifyResetSchema);
  await resetPasswordWithToken(token, newPassword, clientAddress(request.headers));
  return { ok: true };
});
