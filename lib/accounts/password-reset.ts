import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getDb } from '@/db/client';
import { passwordResetTokens, users } from '@/db/schema';
import { env } from '@/lib/env';
import { recordAudit } from '@/lib/audit/record';
import { ApiError } from '@/lib/errors';
import { enqueueMail } from '@/lib/mail/outbox';
import { kickMailDelivery } from '@/lib/mail/worker';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { hashPassword } from './password';
import { hashSecretToken, newSecretToken } from './secret-token';
import { endAllSessions } from './sessions';

export const RESET_TOKEN_MINUTES = 60;

const mailMessages = { ro, en } as const;
export type MailLanguage = keyof typeof mailMessages;

/**
 * Forgotten password: when mail is the admin's address, a single-use link valid for an
 * hour is mailed in lang. Whether it is or not, the caller learns nothing: the same answer,
 * and the same rate limits (per IP and per address) either way.
 */
export async function requestPasswordReset(
  mail: string,
  lang: MailLanguage,
  ip: string,
): Promise<void> {
  await enforceRateLimit(`reset:ip:${ip}`, RATE_LIMITS.resetPerIp);
  await enforceRateLimit(`reset:mail:${mail}`, RATE_LIMITS.resetPerAddress);
  const [user] = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, mail));
  if (!user) return;

  const { token, hash } = newSecretToken();
  // next-intl formats the text: in the build the catalogs are precompiled (next.config.ts).
  const t = createTranslator({ locale: lang, messages: mailMessages[lang], namespace: 'Mail' });
  const link = `${env().siteUrl}/admin/reset/${token}`;
  await getDb().transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
    });
    await enqueueMail(tx, {
      kind: 'password-reset',
      to: user.email,
      subject: t('passwordResetSubject'),
      text: t('passwordResetText', { link, minutes: RESET_TOKEN_MINUTES }),
    });
  });
  kickMailDelivery();
}

/**
 * Sets a new password with a reset link's token: once, within the hour. Every session
 * ends, and every other reset link of the account stops working.
 */
export async function resetPasswordWithToken(
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const hash = hashSecretToken(token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
  // Checked before argon2 runs, so unknown tokens cost nothing; claimed again atomically below.
  const [found] = await getDb()
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable);
  if (!found) throw new ApiError('INVALID_RESET_TOKEN', 'token');
  const passwordHash = await hashPassword(newPassword);

  const done = await getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)),
      );
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    const user = await endAllSessions(claimed.userId, tx);
    const actor = { accountId: claimed.userId, accountName: user?.username ?? '', address: ip };
    await recordAudit(
      tx,
      { action: 'password', type: 'account', id: claimed.userId, label: user?.username },
      actor,
    );
    return true;
  });
  if (!done) throw new ApiError('INVALID_RESET_TOKEN', 'token');
}
