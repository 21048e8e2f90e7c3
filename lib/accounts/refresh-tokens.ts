import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { refreshTokens, users } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import type { AccountUser } from './login';
import { hashSecretToken, newSecretToken } from './secret-token';
import { signAccessToken } from './tokens';

export const REFRESH_TOKEN_DAYS = 30;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** A bearer token and a new refresh token (stored hashed) for user, in one of their sessions. */
export async function issueTokenPair(
  user: AccountUser,
  sessionId: string,
  executor: Executor = getDb(),
  id: string = randomUUID(),
): Promise<TokenPair> {
  const { token: refreshToken, hash } = newSecretToken();
  await executor.insert(refreshTokens).values({
    id,
    userId: user.id,
    sessionId,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_DAYS})`,
  });
  const token = await signAccessToken({
    user: { uuid: user.id, username: user.username },
    sessionVersion: user.sessionVersion,
    sessionId,
  });
  return { token, refreshToken };
}

/**
 * Trades a refresh token for a new pair; the old one is marked replaced. A token presented
 * again after it was replaced was copied: every refresh token of its user is revoked.
 */
export async function rotateRefreshToken(refreshToken: string): Promise<TokenPair> {
  const hash = hashSecretToken(refreshToken);
  const outcome = await getDb().transaction(async (tx) => {
    const nextId = randomUUID();
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ replacedBy: nextId })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          // One from before sessions existed (issue #33) renews nothing: sign in again.
          isNotNull(refreshTokens.sessionId),
          isNull(refreshTokens.replacedBy),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
    if (claimed) {
      const [user] = await tx
        .select({ id: users.id, username: users.username, sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.id, claimed.userId));
      if (user)
        return { pair: await issueTokenPair(user, claimed.sessionId as string, tx, nextId) };
      return { pair: undefined };
    }
    const [reused] = await tx
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hash), sql`${refreshTokens.replacedBy} is not null`));
    if (reused) await revokeRefreshTokens(tx, reused.userId);
    return { pair: undefined };
  });
  if (!outcome.pair) throw new ApiError('INVALID_REFRESH_TOKEN');
  return outcome.pair;
}

/** Revokes one refresh token; an unknown one is ignored, so the answer tells nothing. */
export async function rejectRefreshToken(refreshToken: string): Promise<void> {
  await getDb()
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, hashSecretToken(refreshToken)),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function revokeRefreshTokens(executor: Executor, userId: string): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
