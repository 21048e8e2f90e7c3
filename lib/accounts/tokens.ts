import { jwtVerify, SignJWT } from 'jose';
import { getSecret } from '@/lib/secrets';

/** Lifetime of the API's bearer token; the refresh token renews it. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessTokenUser {
  uuid: string;
  username: string;
}

export interface AccessTokenClaims {
  user: AccessTokenUser;
  sessionVersion: number;
  /** The API session (lib/accounts/account-sessions.ts) the token belongs to. */
  sessionId: string;
}

function key(): Uint8Array {
  return new TextEncoder().encode(getSecret('JWT_SECRET'));
}

/** A short-lived HS256 JWT with exp and the spec's user field. */
export function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ user: claims.user, sv: claims.sessionVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.user.uuid)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key());
}

export async function verifyAccessToken(
  token: string,
): Promise<(AccessTokenClaims & { expiresAt: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'] });
    const user = payload.user as AccessTokenUser | undefined;
    if (!user?.uuid || typeof payload.sv !== 'number' || !payload.exp) return null;
    if (typeof payload.sid !== 'string') return null;
    return { user, sessionVersion: payload.sv, sessionId: payload.sid, expiresAt: payload.exp };
  } catch {
    return null;
  }
}
