import { changePassword } from '@/lib/accounts/password-change';
import { changePasswordSchema } from '@/lib/accounts/schema';
import { sessionCookie } from '@/lib/accounts/session-cookie';
import { apiRoute } from '@/lib/http/handler';

// POST /api/change – { oldPassword, newPassword, confirmPassword } → a fresh { token, refreshToken }.
export const POST = apiRoute({ access: 'admin' }, async ({ body, caller, setCookie }) => {
  const { oldPassword, newPassword } = await body(changePasswordSchema);
  const { user, tokens } = await changePassword(caller, oldPassword, newPassword);
  // Every other session has ended; the admin UI that asked stays signed in.
  if (caller.via === 'cookie') setCookie((await sessionCookie(user)).cookie);
  return tokens;
});
