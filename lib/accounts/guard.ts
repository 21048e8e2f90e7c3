import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { getSecret } from '@/lib/secrets';
import { sessionCookieName } from './session-cookie';
import { liveSession } from './account-sessions';
import { verifyAccessToken } from './tokens';

/** Who is calling an admin route, and how they proved it. */
export interface Caller {
  userId: string;
  username: string;
  via: 'bearer' | 'cookie';
  /** The session (sign-in) the token or cookie belongs to. */
  sessionId: string;
  /** The account's current session version, which a renewed cookie must carry. */
  sessionVersion: number;
  /** When the bearer token or the session cookie expires (epoch seconds). */
  expiresAt: number;
}

/**
 * The one guard of every admin route handler: a Bearer token from POST /api/login, or the
 * admin UI's next-auth session cookie. Either must name a session still running and carry
 * the user's current session version, so a logout, a session ended from 'Sesiuni' or a
 * password change ends them on their next request.
 */
export async function authenticate(request: NextRequest): Promise<Caller | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const claims = await verifyAccessToken(authorization.slice(7).trim());
    if (!claims) return null;
    const { user, sessionVersion, sessionId, expiresAt } = claims;
    return confirm(user.uuid, sessionId, sessionVersion, 'bearer', expiresAt);
  }
  const session = await getToken({
    req: request,
    secret: getSecret('NEXTAUTH_SECRET'),
    cookieName: sessionCookieName(),
  });
  if (!session?.sub || typeof session.sessionVersion !== 'number') return null;
  if (typeof session.exp !== 'number') return null;
  return confirm(session.sub, session.sid, session.sessionVersion, 'cookie', session.exp);
}

async function confirm(
  userId: unknown,
  sessionId: unknown,
  sessionVersion: number,
  via: Caller['via'],
  expiresAt: number,
): Promise<Caller | null> {
  const user = await liveSession(userId, sessionId);
  if (!user || user.sessionVersion !== sessionVersion) return null;
  return {
    userId: user.id,
    username: user.username,
    via,
    sessionId: sessionId as string,
    sessionVersion,
    expiresAt,
  };
}
