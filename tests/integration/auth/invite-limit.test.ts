import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as inviteRoute } from '@/app/api/account/invite/route';
import { accountInvites, mailOutbox, users } from '@/db/schema';
import { hashPassword } from '@/lib/accounts/password';
import { signAccessToken } from '@/lib/accounts/tokens';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { call, ensureAdmin, testSession } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase();
const db = () => database.handle().db;

beforeEach(async () => {
  await clearRateLimits(db());
  await db().delete(mailOutbox);
  await db().delete(accountInvites);
  await ensureAdmin();
});

const invite = (email: string, headers?: Record<string, string>) =>
  call(inviteRoute, {
    method: 'POST',
    path: '/api/account/invite',
    body: { email },
    ...(headers ? { headers } : { as: 'bearer' as const }),
  });

const invitationMails = async () =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'invitation'))).length;

/** A second administrator's bearer header. */
async function otherAdmin(): Promise<Record<string, string>> {
  const [user] = await db()
    .insert(users)
    .values({
      username: 'alt-admin',
      email: 'alt-admin@example.ro',
      passwordHash: await hashPassword('Parola-altui-admin-2026'),
    })
    .onConflictDoUpdate({ target: users.username, set: { email: 'alt-admin@example.ro' } })
    .returning();
  const token = await signAccessToken({
    user: { uuid: user!.id, username: user!.username },
    sessionVersion: user!.sessionVersion,
    sessionId: await testSession(user!.id, 'api'),
  });
  return { authorization: `Bearer ${token}` };
}

describe('invitations (issue #41)', () => {
  it(`mail at most ${RATE_LIMITS.invitesPerAccount.limit} an hour from one account, then 429 and no mail`, async () => {
    const { limit } = RATE_LIMITS.invitesPerAccount;
    for (let i = 1; i <= limit; i += 1) {
      expect((await invite(`persoana${i}@firma.ro`)).status, `invitation ${i}`).toBe(201);
    }
    const refused = await invite('inca-una@firma.ro');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await invitationMails()).toBe(limit);

    // Another administrator has a budget of their own.
    expect((await invite('de-la-altul@firma.ro', await otherAdmin())).status).toBe(201);
    expect(await invitationMails()).toBe(limit + 1);
  });
});
