import { signOut } from '@/lib/accounts/account-sessions';
import { expiredSessionCookies } from '@/lib/accounts/session-cookie';
import { ApiError } from '@/lib/errors';
import { isSameOriginNavigation } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';

// GET /api/logout – ends the caller's session (its cookie, or its bearer and refresh tokens;
// the account's other devices stay signed in) and clears the cookie. A cookie session ends
// only from the site's own pages: a link or an image on another site (the Lax cookie rides
// along on a top-level navigation) does nothing.
export const GET = apiRoute({ access: 'admin' }, async ({ request, caller, setCookie }) => {
  if (caller.via === 'cookie' && !isSameOriginNavigation(request)) throw new ApiError('ERROR_XSRF');
  await signOut(caller.userId, caller.sessionId);
  const names = request.cookies.getAll().map((cookie) => cookie.name);
  for (const cookie of expiredSessionCookies(names)) setCookie(cookie);
  return { ok: true };
});
