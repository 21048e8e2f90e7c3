import { sessionCookie } from '@/lib/accounts/session-cookie';
import { ApiError } from '@/lib/errors';
import { apiRoute } from '@/lib/http/handler';

// POST /api/session/extend – 'Rămâneti conectat': a fresh session cookie → { expires_at, expires_in }.
export const POST = apiRoute({ access: 'admin' }, async ({ caller, setCookie }) => {
  const { userId, username, via, sessionId, sessionVersion } = caller;
  // Bearer clients renew with POST /api/token/refresh.
  if (via !== 'cookie') throw new ApiError('INVALID_REQUEST');
  const { cookie, expiresAt } = await sessionCookie({
    id: userId,
    username,
    sessionVersion,
    sessionId,
  });
  setCookie(cookie);
  return {
    expires_at: expiresAt.toISOString(),
    expires_in: Math.round((expiresAt.getTime() - Date.now()) / 1000),
  };
});
