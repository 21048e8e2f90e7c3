import { clearSessionCookieHeaders } from '@/lib/accounts/session-cookie';
import { endAllSessions } from '@/lib/accounts/sessions';
import { apiRoute } from '@/lib/http/handler';

// GET /api/logout – ends every session of the caller (tokens and cookies) and clears the cookie.
export const GET = apiRoute({ access: 'admin' }, async ({ request, caller }) => {
  await endAllSessions(caller!.userId);
  const response = Response.json({ ok: true });
  const names = request.cookies.getAll().map((cookie) => cookie.name);
  for (const cookie of clearSessionCookieHeaders(names)) {
    response.headers.append('Set-Cookie', cookie);
  }
  return response;
});
