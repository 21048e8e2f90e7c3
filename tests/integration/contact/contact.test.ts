import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { contactRequests, mailOutbox } from '@/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { deliverDueMail } from '@/lib/mail/deliver';
import { call } from '../support/api';
import { startCaptchaStub } from '../support/captcha-stub';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { firstAddress, startTestSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase({ seeded: true });
let smtp: TestSmtpServer;
let captcha: Awaited<ReturnType<typeof startCaptchaStub>>;
let tokenCounter = 0;
const goodToken = () => `good-${++tokenCounter}`;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  captcha = await startCaptchaStub('localhost');
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_SECRET: 'secret-key',
    RECAPTCHA_VERIFY_URL: captcha.url,
  });
  resetEnvForTests();
});

afterAll(async () => {
  await smtp.stop();
  await captcha.stop();
  for (const name of [
    'SMTP_URL',
    'RECAPTCHA_SITE_KEY',
    'RECAPTCHA_SECRET',
    'RECAPTCHA_VERIFY_URL',
  ]) {
    process.env[name] = '';
  }
  resetEnvForTests();
});

// Each test starts with an empty rate-limit table, so limits only trip where a test wants.
beforeEach(() => clearRateLimits(database.handle().db));

const visitor = {
  lastName: 'Popescu',
  firstName: 'Ion',
  email: 'ion.popescu@firma.ro',
  phone: '0722 123 456',
  city: 'Brașov',
  company: 'Construct <SRL>',
  categories: 'Excavatoare, Compactoare',
  message: 'Aș dori o ofertă pentru 2 săptămâni.\n<script>alert(1)</script>',
  periodFrom: '2026-12-01',
  periodTo: '2026-12-14',
  check: true,
};

const send = (body: object, ip = '203.0.113.7') =>
  call(POST, { method: 'POST', path: '/api/contact', body, headers: fromAddress(ip) });

async function deliverAll() {
  await database
    .handle()
    .db.update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` });
  return deliverDueMail();
}

describe('POST /api/contact', () => {
  it('stores the request, then mails the company: recipients, subject, reply-to, escaped body', async () => {
    const res = await send({ ...visitor, recaptchaToken: goodToken() });
    expect(res.status).toBe(201);
    const [stored] = await database
      .handle()
      .db.select()
      .from(contactRequests)
      .where(eq(contactRequests.id, res.body.uuid));
    expect(stored).toMatchObject({
      lastName: 'Popescu',
      city: 'Brașov',
      status: 'new',
      periodTo: '2026-12-14',
    });

    const outboxRow = async () =>
      (
        await database
          .handle()
          .db.select()
          .from(mailOutbox)
          .where(eq(mailOutbox.contactRequestId, res.body.uuid))
      )[0];
    const queued = await outboxRow();
    expect(queued?.status).toBe('pending');
    expect(queued?.htmlBody).toContain('Construct &lt;SRL&gt;');
    expect(queued?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(queued?.htmlBody).not.toContain('<script>');
    expect(queued?.textBody).toContain('Categorii: Excavatoare, Compactoare');

    await deliverAll();
    const mail = smtp.received.at(-1)!;
    expect(mail.to.sort()).toEqual([
      'contact@inchirieri-utilaje.ro',
      'oferte@inchirieri-utilaje.ro',
    ]);
    expect(firstAddress(mail.parsed.replyTo)).toBe('ion.popescu@firma.ro');
    expect(mail.parsed.subject).toBe('Cerere de ofertă de pe site');
    expect(mail.parsed.text).toContain('Popescu');
    // Once sent, the outbox keeps no copy of the visitor's message (contact_requests has it).
    const sent = await outboxRow();
    expect(sent).toMatchObject({ status: 'sent', textBody: '', htmlBody: null });
  });

  it('accepts a captcha token once; reuse, a low score, another action and a failure are refused', async () => {
    const token = goodToken();
    expect((await send({ ...visitor, recaptchaToken: token })).status).toBe(201);
    const reused = await send({ ...visitor, recaptchaToken: token });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      errors: [{ msg: 'ERROR_RECAPTCHA_TOKEN', param: 'recaptchaToken' }],
    });
    for (const [index, bad] of ['low-1', 'other-action-1', 'broken-1', undefined].entries()) {
      const res = await send({ ...visitor, recaptchaToken: bad }, `203.0.113.${100 + index}`);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body, String(bad)).toEqual({
        errors: [{ msg: 'INVALID_RECAPTCHA', param: 'recaptchaToken' }],
      });
    }
    expect(captcha.calls.at(-1)?.get('secret')).toBe('secret-key');
  });

  it('loses nothing while SMTP is down: mails wait, are retried and all arrive', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const sent: string[] = [];
    for (const city of ['Cluj', 'Iași', 'Timișoara']) {
      const res = await send(
        { ...visitor, city, recaptchaToken: goodToken() },
        `198.51.100.${sent.length}`,
      );
      expect(res.status).toBe(201);
      sent.push(res.body.uuid);
    }
    const failed = await deliverAll();
    expect(failed.failed).toBeGreaterThanOrEqual(3);
    const waiting = await database
      .handle()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const mail of waiting) {
      expect(mail.attempts).toBeGreaterThan(0);
      expect(mail.lastError).toBeTruthy();
    }

    await smtp.start();
    await deliverAll();
    expect(smtp.received.length - before).toBeGreaterThanOrEqual(3);
    for (const uuid of sent) {
      const [mail] = await database
        .handle()
        .db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.contactRequestId, uuid));
      // Failed while the server was down, then delivered once it was back.
      expect(mail).toMatchObject({ status: 'sent' });
      expect(mail?.attempts).toBeGreaterThanOrEqual(1);
      expect(mail?.sentAt).toBeInstanceOf(Date);
    }
    const pending = await database
      .handle()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    expect(pending).toEqual([]);
  });

  it('answers a filled honeypot as if all went well, and keeps nothing', async () => {
    const before = await database.handle().db.select().from(contactRequests);
    const res = await send({
      ...visitor,
      website: 'http://spam.example',
      recaptchaToken: goodToken(),
    });
    expect(res.status).toBe(201);
    expect(await database.handle().db.select().from(contactRequests)).toHaveLength(before.length);
  });

  it('cannot inject mail headers through any field', async () => {
    const res = await send({
      ...visitor,
      firstName: 'Ion\r\nBcc: victim@example.com',
      city: 'X\nSubject: injected',
      recaptchaToken: goodToken(),
    });
    expect(res.status).toBe(201);
    await deliverAll();
    const mail = smtp.received.at(-1)!;
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.subject).not.toContain('injected');
    expect(mail.to).not.toContain('victim@example.com');
    const badEmail = await send({
      ...visitor,
      email: 'ion@firma.ro\r\nBcc: victim@example.com',
      recaptchaToken: goodToken(),
    });
    expect(badEmail.status).toBe(400);
  });

  it('refuses invalid forms with the §5 codes and stores nothing', async () => {
    const before = (await database.handle().db.select().from(contactRequests)).length;
    const res = await send({ check: false, email: '', phone: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { msg: 'REQUIRED_CONTACT_EMAIL', param: 'email' },
      { msg: 'REQUIRED_CONTACT_PHONE', param: 'phone' },
      { msg: 'REQUIRED_CONSENT', param: 'check' },
    ]);
    expect((await database.handle().db.select().from(contactRequests)).length).toBe(before);
    // An empty body is every required field missing, all reported at once.
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(res.body.errors);
  });

  it('limits each IP: past the limit 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await send({ ...visitor, recaptchaToken: goodToken() }, '192.0.2.99');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last?.body).toEqual({ errors: [{ msg: 'TOO_MANY_REQUESTS' }] });
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
