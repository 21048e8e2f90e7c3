import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as changeRoute } from '@/app/api/change/route';
import { POST as verifyRoute } from '@/app/api/change/verify/route';
import { POST as resetRoute } from '@/app/api/reset/route';
import { getDb } from '@/db/client';
import { mailOutbox, passwordResetTokens } from '@/db/schema';
import { hashPassword } from '@/lib/accounts/password';
import { deliverDueMail } from '@/lib/mail/deliver';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { call } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import {
  ADMIN_PASSWORD,
  bearer,
  clearRateLimits,
  cookieSession,
  login,
  loginAsAdmin,
  setAdminPassword,
  useSmtpUrl,
  createCategory,
} from './helpers';

setupTestDatabase();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  useSmtpUrl(smtp.url);
});
afterAll(async () => {
  useSmtpUrl('');
  await smtp.stop();
});
beforeEach(async () => {
  await clearRateLimits();
  await setAdminPassword(await hashPassword(ADMIN_PASSWORD));
});

function change(body: unknown, headers: Record<string, string>) {
  return call(changeRoute, { method: 'POST', path: '/api/change', body, headers });
}

describe('POST /api/change', () => {
  it('checks the fields, the current password and the confirmation', async () => {
    const { token } = await loginAsAdmin();
    const cases = [
      [
        {},
        [
          { msg: 'REQUIRED_OLD_PASSWORD', param: 'oldPassword' },
          { msg: 'REQUIRED_NEW_PASSWORD', param: 'newPassword' },
          { msg: 'REQUIRED_CONFIRM_PASSWORD', param: 'confirmPassword' },
        ],
      ],
      [
        {
          oldPassword: ADMIN_PASSWORD,
          newPassword: 'new-password-1',
          confirmPassword: 'other-one',
        },
        [{ msg: 'ERROR_NEW_PASSWORD_INCORRECT', param: 'confirmPassword' }],
      ],
      [
        { oldPassword: ADMIN_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
        [{ msg: 'INVALID_NEW_PASSWORD', param: 'newPassword' }],
      ],
      [
        { oldPassword: 'wrong', newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
        [{ msg: 'ERROR_OLD_PASSWORD_INCORRECT', param: 'oldPassword' }],
      ],
    ] as const;
    for (const [body, errors] of cases) {
      const res = await change(body, bearer(token));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ errors });
    }
    expect((await change({}, {})).status).toBe(401);
  });

  it('sets the password, ends the other sessions and keeps the caller signed in', async () => {
    const other = await loginAsAdmin();
    const cookie = await cookieSession();
    const mine = await loginAsAdmin();
    const body = {
      oldPassword: ADMIN_PASSWORD,
      newPassword: 'o parolă nouă',
      confirmPassword: 'o parolă nouă',
    };
    const res = await change(body, bearer(mine.token));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['refreshToken', 'token']);

    for (const headers of [bearer(other.token), bearer(mine.token), cookie]) {
      expect((await createCategory('Automacarale', headers)).status).toBe(401);
    }
    expect((await createCategory('Automacarale', bearer(res.body.token))).status).toBe(201);
    expect((await login('admin', ADMIN_PASSWORD)).status).toBe(401);
    expect((await login('admin', 'o parolă nouă')).status).toBe(200);
  });

  it('renews the cookie of an admin UI caller', async () => {
    const cookie = await cookieSession();
    const body = {
      oldPassword: ADMIN_PASSWORD,
      newPassword: 'new-password-2',
      confirmPassword: 'new-password-2',
    };
    const res = await change(body, cookie);
    expect(res.status).toBe(200);
    expect((await createCategory('Nacele', cookie)).status).toBe(401);
    const renewed = res.headers.getSetCookie().find((value) => value.startsWith('next-auth'));
    const headers = {
      ...cookie,
      cookie: `${renewed!.split(';')[0]}; XSRF-TOKEN=${cookie['x-xsrf-token']}`,
    };
    expect((await createCategory('Nacele', headers)).status).toBe(201);
  });
});

describe('password reset', () => {
  function reset(body: unknown, headers?: Record<string, string>) {
    return call(resetRoute, { method: 'POST', path: '/api/reset', body, headers });
  }
  function verify(body: unknown) {
    return call(verifyRoute, { method: 'POST', path: '/api/change/verify', body });
  }
  async function nextMail(count: number) {
    await deliverDueMail();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(count);
    const mail = smtp.received[count - 1]!;
    return {
      to: mail.to,
      subject: mail.parsed.subject,
      text: mail.parsed.text ?? '',
    };
  }
  function linkToken(text: string): string {
    const match = /http:\/\/localhost:3000\/admin\/reset\/([A-Za-z0-9_-]{43})/.exec(text);
    if (!match) throw new Error(`no reset link in:\n${text}`);
    return match[1]!;
  }

  it('checks the address', async () => {
    for (const [body, code] of [
      [{}, 'REQUIRED_EMAIL'],
      [{ mail: '  ' }, 'REQUIRED_EMAIL'],
      [{ mail: 'not-an-address' }, 'INVALID_EMAIL'],
      [{ mail: 'a@b.c' }, 'INVALID_EMAIL'],
    ] as const) {
      const res = await reset(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: code, param: 'mail' }] });
    }
  });

  it('answers the same for a known and an unknown address; only the admin gets a mail', async () => {
    const before = smtp.received.length;
    const unknown = await reset({ mail: 'nobody@example.ro', lang: 'ro' });
    const known = await reset({ mail: ' Admin@Example.RO ', lang: 'ro' });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);

    const mail = await nextMail(before + 1);
    expect(mail.to).toEqual(['admin@example.ro']);
    expect(mail.subject).toBe('Resetarea parolei contului de administrare');
    expect(mail.text).toContain('Bună ziua');
    expect(mail.text).toContain('deschideți linkul');
    const token = linkToken(mail.text);
    const rows = await getDb().select().from(passwordResetTokens);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    // Once sent, the mail's copy in the outbox no longer holds the live link.
    const outbox = await getDb().select().from(mailOutbox);
    expect(outbox.find((row) => row.kind === 'password-reset')).toMatchObject({
      status: 'sent',
      textBody: '',
      htmlBody: null,
    });
    expect(JSON.stringify(outbox)).not.toContain(token);

    const weak = await verify({
      token,
      newPassword: 'new-password-3',
      confirmPassword: 'different',
    });
    expect(weak.body).toEqual({
      errors: [{ msg: 'ERROR_NEW_PASSWORD_INCORRECT', param: 'confirmPassword' }],
    });

    const { token: oldBearer } = await loginAsAdmin();
    const done = await verify({
      token,
      newPassword: 'new-password-3',
      confirmPassword: 'new-password-3',
    });
    expect(done.status).toBe(200);
    expect((await login('admin', 'new-password-3')).status).toBe(200);
    expect((await createCategory('Tractoare', bearer(oldBearer))).status).toBe(401);

    const again = await verify({
      token,
      newPassword: 'new-password-4',
      confirmPassword: 'new-password-4',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: [{ msg: 'INVALID_RESET_TOKEN', param: 'token' }] });
  });

  it('writes the mail in English when asked, and refuses an expired link', async () => {
    const before = smtp.received.length;
    expect((await reset({ mail: 'admin@example.ro', lang: 'en' })).status).toBe(200);
    const mail = await nextMail(before + 1);
    expect(mail.subject).toBe('Reset the password of the admin account');
    expect(mail.text).toContain('within 60 minutes');
    const token = linkToken(mail.text);

    await getDb()
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await verify({
      token,
      newPassword: 'new-password-5',
      confirmPassword: 'new-password-5',
    });
    expect(expired.body).toEqual({ errors: [{ msg: 'INVALID_RESET_TOKEN', param: 'token' }] });
    expect(
      (await verify({ token: 'made-up', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }))
        .status,
    ).toBe(400);
    expect((await verify({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).body).toEqual({
      errors: [{ msg: 'REQUIRED_RESET_TOKEN', param: 'token' }],
    });
  });

  it('limits requests per address, known or not, with 429 and Retry-After', async () => {
    const { limit } = RATE_LIMITS.resetPerAddress;
    for (const mail of ['admin@example.ro', 'nobody@example.ro']) {
      for (let i = 0; i < limit; i++) {
        const res = await reset({ mail }, fromAddress(`192.0.2.${i}`));
        expect(res.status).toBe(200);
      }
      const blocked = await reset({ mail }, fromAddress('192.0.2.200'));
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const pending = await getDb().select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    await deliverDueMail();
    expect(pending.every((row) => row.kind === 'password-reset')).toBe(true);
  });
});
