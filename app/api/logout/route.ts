import { expiredSessionCookies } from '@/lib/accounts/session-cookie';
import { endAllSessions } from '@/lib/accounts/sessions';
import { ApiError } from '@/lib/errors';
import { isSameOriginNavigation } from '@/lib/http/edge';
import { apiRoute } from '@/lib/http/handler';

// GET /api/logout – ends every session of the caller (tokens and cookies) and clears the
// cookie. A cookie session ends only from the site's own pages: a link or an image on
// another site (the Lax cookie rides along on a top-level navigation) does nothing.
export const GET = apiRoute({ access: 'admin' }, async ({ request, caller, setCookie }) => {
  if (caller.via === 'cookie' && !isSameOriginNavigation(request)) throw new ApiError('ERROR_XSRF');
  await endAllSessions(caller.userId);
  const names = request.cookies.getAll().map((cookie) => cookie.name);
  for (const cookie of expiredSessionCookies(names)) setCookie(cookie);
  return { ok: true };
});
