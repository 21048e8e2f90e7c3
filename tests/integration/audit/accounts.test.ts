import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as acceptRoute } from '@/app/api/account/accept/route';
import { DELETE as removeRoute } from '@/app/api/account/[uuid]/route';
import { POST as inviteRoute } from '@/app/api/account/invite/route';
import { GET as listRoute } from '@/app/api/account/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { accountInvites, auditLog, mailOutbox, users } from '@/db/schema';
import { call, ensureAdmin } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase();
const db = () => database.handle().db;

beforeEach(async () => {
  await clearRateLimits(db());
  await ensureAdmin();
});

const invite = (email: string) =>
  call<{ uuid: string }>(inviteRoute, {
    method: 'POST',
    path: '/api/account/invite',
    body: { email },
    as: 'cookie',
  });

const accept = (body: Record<string, unknown>, ip = '192.0.2.50') =>
  call(acceptRoute, {
    method: 'POST',
    path: '/api/account/accept',
    body,
    headers: fromAddress(ip),
  });

const list = () =>
  call<{ uuid: string; username: string | null; email: string; state: string }[]>(listRoute, {
    path: '/api/account',
    as: 'bearer',
  });

/** The token of the invitation link mailed to address, read from the outbox. */
async function mailedToken(address: string): Promise<string> {
  const [mail] = await db()
    .select({ text: mailOutbox.textBody, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddresses, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  expect(mail?.kind).toBe('invitation');
  const match = /\/admin\/invitatie\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No invitation link in ${mail?.text}`);
  return match[1];
}

describe('inviting an administrator (issue #33)', () => {
  it('mails a link; the invited person chooses a name and a password, then signs in', async () => {
    const sent = await invite('Maria.Ionescu@Firma.ro');
    expect(sent.status).toBe(201);
    const token = await mailedToken('maria.ionescu@firma.ro');
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'invitation'));
    expect(mail?.subject).toBe('Invitatie: cont de administrator Inchirieri Utilaje');
    expect(mail?.textBody).toContain('48 de ore');

    const pending = (await list()).body.find((entry) => entry.uuid === sent.body.uuid);
    expect(pending).toMatchObject({ email: 'maria.ionescu@firma.ro', state: 'invited' });

    const password = 'Parola-Mariei-2026';
    expect((await accept({ token, username: 'maria', password })).status).toBe(200);
    const login = await call<{ token: string }>(loginRoute, {
      method: 'POST',
      path: '/api/login',
      body: { username: 'maria', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toBeTruthy();

    const accounts = (await list()).body;
    expect(accounts.find((entry) => entry.username === 'maria')).toMatchObject({
      email: 'maria.ionescu@firma.ro',
      state: 'active',
    });
    // The invitation is used: the same link creates nothing more.
    const again = await accept({ token, username: 'maria2', password });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: [{ msg: 'INVALID_INVITE_TOKEN', param: 'token' }] });
  });

  it('refuses an expired link, a taken name, and an address that already has an account', async () => {
    const admin = await ensureAdmin();
    const taken = await invite(admin.email);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ errors: [{ msg: 'ERROR_ACCOUNT_EXIST', param: 'email' }] });

    await invite('expira@firma.ro');
    const expiring = await mailedToken('expira@firma.ro');
    await db()
      .update(accountInvites)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountInvites.email, 'expira@firma.ro'));
    const late = await accept({ token: expiring, username: 'tarziu', password: 'Parola-Tarzie-1' });
    expect(late.status).toBe(400);
    expect((await list()).body.find((entry) => entry.email === 'expira@firma.ro')?.state).toBe(
      'expired',
    );

    await invite('dublura@firma.ro');
    const token = await mailedToken('dublura@firma.ro');
    const sameName = await accept({ token, username: admin.username, password: 'Parola-Noua-12' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ errors: [{ msg: 'ERROR_ACCOUNT_EXIST', param: 'username' }] });
    // Refused without using up the link: a free name still works with it.
    expect((await accept({ token, username: 'dublura', password: 'Parola-Noua-12' })).status).toBe(
      200,
    );

    await invite('slab@firma.ro');
    const weak = await accept({
      token: await mailedToken('slab@firma.ro'),
      username: 'a b',
      password: 'scurt',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      errors: [
        { msg: 'INVALID_USERNAME', param: 'username' },
        { msg: 'INVALID_NEW_PASSWORD', param: 'password' },
      ],
    });
  });

  it('inviting an address again replaces the first link', async () => {
    await invite('de-doua-ori@firma.ro');
    const first = await mailedToken('de-doua-ori@firma.ro');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await invite('de-doua-ori@firma.ro');
    const second = await mailedToken('de-doua-ori@firma.ro');
    expect(second).not.toBe(first);
    const old = await accept({ token: first, username: 'vechi', password: 'Parola-Veche-12' });
    expect(old.status).toBe(400);
    expect(
      (await accept({ token: second, username: 'nou', password: 'Parola-Noua-12' })).status,
    ).toBe(200);
  });
});

describe('removing an administrator', () => {
  const remove = (uuid: string) =>
    call(removeRoute, {
      method: 'DELETE',
      path: `/api/account/${uuid}`,
      params: { uuid },
      as: 'cookie',
    });

  it('removes another account and withdraws an invitation; the last account stays', async () => {
    const admin = await ensureAdmin();
    await db()
      .delete(users)
      .where(sql`${users.id} <> ${admin.id}`);
    const [other] = await db()
      .insert(users)
      .values({ username: 'plecat', email: 'plecat@firma.ro', passwordHash: admin.passwordHash })
      .returning();
    expect((await remove(other!.id)).status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, other!.id))).toEqual([]);

    const invited = await invite('retras@firma.ro');
    expect((await remove(invited.body.uuid)).status).toBe(200);
    expect((await list()).body.some((entry) => entry.email === 'retras@firma.ro')).toBe(false);

    const last = await remove(admin.id);
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ errors: [{ msg: 'ERROR_LAST_ACCOUNT', param: 'uuid' }] });
    expect(await db().select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);

    const unknown = await remove('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [{ msg: 'ERROR_GET_ACCOUNT', param: 'uuid' }] });
  });

  it('keeps the removed account’s name in the entries it wrote', async () => {
    const admin = await ensureAdmin();
    const [other] = await db()
      .insert(users)
      .values({ username: 'autor', email: 'autor@firma.ro', passwordHash: admin.passwordHash })
      .returning();
    await db().insert(auditLog).values({
      accountId: other!.id,
      accountName: 'autor',
      action: 'update',
      objectType: 'product',
      label: 'JCB 3CX',
    });
    expect((await remove(other!.id)).status).toBe(200);
    const [kept] = await db().select().from(auditLog).where(eq(auditLog.accountName, 'autor'));
    expect(kept).toMatchObject({ accountId: null, accountName: 'autor', label: 'JCB 3CX' });
  });
});
