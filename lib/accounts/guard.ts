import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { getSecret } from '@/lib/secrets';
import { sessionCookieName } from './session-cookie';
import { findAccount } from './sessions';
import { verifyAccessToken } from './tokens';

/** Who is calling an admin route, and how they proved it. */
export interface Caller {
  userId: string;
  username: string;
  via: 'bearer' | 'cookie';
  /** When the bearer token or the session cookie expires (epoch seconds). */
  expiresAt: number;
}

/**
 * The one guard of every admin route handler: a Bearer token from POST /api/login, or the
 * admin UI's next-auth session cookie. Either must carry the user's current session
 * version, so a password change or a logout ends them.
 */
export async function authenticate(request: NextRequest): Promise<Caller | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const claims = await verifyAccessToken(authorization.slice(7).trim());
    if (!claims) return null;
    return confirm(claims.user.uuid, claims.sessionVersion, 'bearer', claims.expiresAt);
  }
  const session = await getToken({
    req: request,
    secret: getSecret('NEXTAUTH_SECRET'),
    cookieName: sessionCookieName(),
  });
  if (!session?.sub || typeof session.sessionVersion !== 'number') return null;
  if (typeof session.exp !== 'number') return null;
  return confirm(session.sub, session.sessionVersion, 'cookie', session.exp);
}

async function confirm(
  userId: unknown,
  sessionVersion: number,
  via: Caller['via'],
  expiresAt: number,
): Promise<Caller | null> {
  const user = await findAccount(userId);
  if (!user || user.sessionVersion !== sessionVersion) return null;
  return { userId: user.id, username: user.username, via, expiresAt };
}
