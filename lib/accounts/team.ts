import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getDb } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { accountInvites, users } from '@/db/schema';
import { currentActor } from '@/lib/audit/actor';
import { recordAudit } from '@/lib/audit/record';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { enqueueMail } from '@/lib/mail/outbox';
import { kickMailDelivery } from '@/lib/mail/worker';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { hashPassword } from './password';
import type { MailLanguage } from './password-reset';
import type { AcceptInviteInput } from './schema';
import { hashSecretToken, newSecretToken } from './secret-token';
import { endAllSessions } from './sessions';

/**
 * Several administrators (issue #33): one account per person, added by an invitation mailed
 * to their address. Every account is an Administrator (spec §6 shows no finer roles).
 */

/** How long an invitation's link works. */
export const INVITE_HOURS = 48;

/** An account or a pending invitation, as the 'Administratori' list shows it. */
export interface AccountEntry {
  uuid: string;
  username: string | null;
  email: string;
  state: 'active' | 'invited' | 'expired';
  lastSignIn: Date | null;
}

export async function listAccounts(): Promise<AccountEntry[]> {
  const db = getDb();
  const accounts = await db
    .select({
      uuid: users.id,
      username: users.username,
      email: users.email,
      lastSignIn: users.lastSignInAt,
    })
    .from(users)
    .orderBy(asc(users.username));
  const invites = await db
    .select({
      uuid: accountInvites.id,
      email: accountInvites.email,
      expired: sql<boolean>`${accountInvites.expiresAt} <= now()`,
    })
    .from(accountInvites)
    .where(isNull(accountInvites.acceptedAt))
    .orderBy(asc(accountInvites.email));
  return [
    ...accounts.map((account) => ({ ...account, state: 'active' as const })),
    ...invites.map(({ uuid, email, expired }) => ({
      uuid,
      username: null,
      email,
      state: expired ? ('expired' as const) : ('invited' as const),
      lastSignIn: null,
    })),
  ];
}

/**
 * Invites email to become an administrator: a single-use link valid INVITE_HOURS is mailed
 * through the outbox. Inviting an address again replaces its pending invitation (the old
 * link stops working). An address that already has an account: 409 ERROR_ACCOUNT_EXIST.
 * Each attempt counts against the inviter's RATE_LIMITS.invitesPerAccount: past it, 429
 * TOO_MANY_REQUESTS and no mail.
 */
export async function inviteAccount(email: string, lang: MailLanguage = 'ro'): Promise<string> {
  const actor = currentActor();
  await enforceRateLimit(`invite:account:${actor.accountId}`, RATE_LIMITS.invitesPerAccount);
  const { token, hash } = newSecretToken();
  const t = createTranslator({ locale: lang, messages: MAIL[lang], namespace: 'Mail' });
  const link = `${env().siteUrl}/admin/invitatie/${token}`;
  const id = await getDb().transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (taken) throw new ApiError('ERROR_ACCOUNT_EXIST', 'email');
    await tx
      .delete(accountInvites)
      .where(and(eq(accountInvites.email, email), isNull(accountInvites.acceptedAt)));
    const [invite] = await tx
      .insert(accountInvites)
      .values({
        email,
        tokenHash: hash,
        invitedBy: actor.accountId,
        expiresAt: sql`now() + make_interval(hours => ${INVITE_HOURS})`,
      })
      .returning({ id: accountInvites.id });
    if (!invite) throw new ApiError('INTERNAL_ERROR');
    await enqueueMail(tx, {
      kind: 'invitation',
      to: email,
      subject: t('invitationSubject'),
      text: t('invitationText', { link, hours: INVITE_HOURS, inviter: actor.accountName }),
    });
    await recordAudit(tx, {
      action: 'account',
      type: 'account',
      id: invite.id,
      label: email,
      changes: [{ field: 'state', old: null, new: 'invited' }],
    });
    return invite.id;
  });
  kickMailDelivery();
  return id;
}

const MAIL = { ro, en } as const;

/**
 * The address a still-usable invitation was sent to, or null (used, expired or made up): the
 * invitation page says so at once instead of after the form is filled in.
 */
export async function invitedAddress(token: string): Promise<string | null> {
  const [invite] = await getDb()
    .select({ email: accountInvites.email })
    .from(accountInvites)
    .where(
      and(
        eq(accountInvites.tokenHash, hashSecretToken(token)),
        isNull(accountInvites.acceptedAt),
        gt(accountInvites.expiresAt, sql`now()`),
      ),
    );
  return invite?.email ?? null;
}

/**
 * The invited person chooses a user name and a password: the account is created, once,
 * within INVITE_HOURS. Limited per address like the forgotten-password form.
 */
export async function acceptInvite(input: AcceptInviteInput, ip: string): Promise<void> {
  await enforceRateLimit(`accept:ip:${ip}`, RATE_LIMITS.resetPerIp);
  const usable = and(
    eq(accountInvites.tokenHash, hashSecretToken(input.token)),
    isNull(accountInvites.acceptedAt),
    gt(accountInvites.expiresAt, sql`now()`),
  );
  const [found] = await getDb()
    .select({ id: accountInvites.id })
    .from(accountInvites)
    .where(usable);
  if (!found) throw new ApiError('INVALID_INVITE_TOKEN', 'token');
  const passwordHash = await hashPassword(input.password);
  try {
    await getDb().transaction(async (tx) => {
      const [claimed] = await tx
        .update(accountInvites)
        .set({ acceptedAt: sql`now()` })
        .where(usable)
        .returning({ email: accountInvites.email });
      if (!claimed) throw new ApiError('INVALID_INVITE_TOKEN', 'token');
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, claimed.email));
      if (taken) throw new ApiError('ERROR_ACCOUNT_EXIST', 'username');
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: claimed.email, passwordHash })
        .returning({ id: users.id });
      if (!user) throw new ApiError('INTERNAL_ERROR');
      await recordAudit(
        tx,
        {
          action: 'account',
          type: 'account',
          id: user.id,
          label: input.username,
          changes: [{ field: 'state', old: 'invited', new: 'active' }],
        },
        { accountId: user.id, accountName: input.username, address: ip },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('ERROR_ACCOUNT_EXIST', 'username');
    throw error;
  }
}

/**
 * Removes an account (its sessions end with it) or withdraws an invitation. The last
 * account stays: 409 ERROR_LAST_ACCOUNT, decided with every account row locked, so two
 * administrators removing each other at once cannot leave none.
 */
export async function removeAccount(uuid: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const accounts = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .for('update');
    const account = accounts.find(({ id }) => id === uuid);
    if (account) {
      if (accounts.length === 1) throw new ApiError('ERROR_LAST_ACCOUNT', 'uuid');
      await tx.delete(users).where(eq(users.id, uuid));
      await recordAudit(tx, {
        action: 'delete',
        type: 'account',
        id: uuid,
        label: account.username,
      });
      return;
    }
    const [invite] = await tx
      .delete(accountInvites)
      .where(and(eq(accountInvites.id, uuid), isNull(accountInvites.acceptedAt)))
      .returning({ email: accountInvites.email });
    if (!invite) throw new ApiError('ERROR_GET_ACCOUNT', 'uuid');
    await recordAudit(tx, { action: 'delete', type: 'account', id: uuid, label: invite.email });
  });
}

/** Ends every session of another account (a lost laptop, a person leaving): on their next request. */
export async function endAccountSessions(uuid: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const user = await endAllSessions(uuid, tx);
    if (!user) throw new ApiError('ERROR_GET_ACCOUNT', 'uuid');
    await recordAudit(tx, { action: 'session', type: 'account', id: uuid, label: user.username });
  });
}
