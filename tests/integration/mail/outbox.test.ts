import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { mailOutbox } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { deliverDueMail } from '@/lib/mail/deliver';
import { enqueueMail, type OutgoingMail } from '@/lib/mail/outbox';
import { startMailWorker, stopMailWorker } from '@/lib/mail/worker';
import { useSmtpUrl } from '../auth/helpers';
import { setupTestDatabase } from '../support/database';
import { firstAddress, startTestSmtpServer, type TestSmtpServer } from '../../support/smtp-server';

setupTestDatabase();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  useSmtpUrl('');
  await smtp.stop();
});
beforeEach(async () => {
  await getDb().delete(mailOutbox);
});

const mail = (subject: string): OutgoingMail => ({
  kind: 'contact',
  to: 'office@example.ro',
  replyTo: 'client@example.ro',
  subject,
  text: 'Bună ziua,\nvă rog o ofertă.',
});

async function row(id: string) {
  const [found] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found!;
}

describe('mail outbox', () => {
  it('refuses CR or LF in an address or the subject', async () => {
    const broken: Partial<OutgoingMail>[] = [
      { subject: 'Oferta\r\nBcc: victim@example.ro' },
      { subject: 'Oferta\nX-Injected: 1' },
      { to: 'office@example.ro\r\nBcc: victim@example.ro' },
      { replyTo: 'client@example.ro\nBcc: victim@example.ro' },
    ];
    for (const change of broken) {
      await expect(enqueueMail(getDb(), { ...mail('Oferta'), ...change })).rejects.toBeInstanceOf(
        ApiError,
      );
    }
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  it('keeps mails pending without SMTP_URL, and logs each once', async () => {
    useSmtpUrl('');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const id = await enqueueMail(getDb(), mail('Fără SMTP'));
    await deliverDueMail();
    await deliverDueMail();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(info.mock.calls.filter(([line]) => String(line).includes(id))).toHaveLength(1);
    info.mockRestore();
  });

  it('loses nothing while SMTP is down: retried with backoff, then delivered', async () => {
    useSmtpUrl(smtp.url);
    await smtp.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await enqueueMail(getDb(), mail('Cerere de ofertă'));

    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    const delay = (failed.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(20);
    expect(delay).toBeLessThanOrEqual(31);
    // Not due yet: a run now leaves it alone.
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 });

    // Its time comes while SMTP is still down: the wait doubles.
    await getDb()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` });
    await deliverDueMail();
    const second = await row(id);
    expect(second.attempts).toBe(2);
    expect((second.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(50);
    warn.mockRestore();

    await smtp.start();
    await getDb()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` });
    const before = smtp.received.length;
    expect(await deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    const received = smtp.received[before]!;
    expect(received.to).toEqual(['office@example.ro']);
    expect(firstAddress(received.parsed.replyTo)).toBe('client@example.ro');
    // Sent once only.
    await deliverDueMail();
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('is sent by the worker without anyone asking', async () => {
    useSmtpUrl(smtp.url);
    const before = smtp.received.length;
    const id = await enqueueMail(getDb(), mail('Trimis de worker'));
    startMailWorker();
    try {
      await expect.poll(async () => (await row(id)).status, { timeout: 15_000 }).toBe('sent');
    } finally {
      stopMailWorker();
    }
    expect(smtp.received).toHaveLength(before + 1);
  });
});
