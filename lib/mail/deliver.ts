import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { getDb } from '@/db/client';
import { mailOutbox, type MailOutboxEntry } from '@/db/schema';
import { env } from '@/lib/env';
import { describeError } from '@/lib/log';
import { mailAttachments } from './attachments';

/** Mails sent per run; the rest wait for the next one. */
const BATCH_SIZE = 20;
/** A claimed mail is not picked up again for this long, even if its sender dies mid-send. */
const CLAIM_SECONDS = 5 * 60;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;

/** Seconds before the next try after `attempts` failures: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

// Kept on globalThis: Next may load this module once per route bundle.
const state = globalThis as unknown as {
  __mailDelivery?: Promise<DeliveryReport>;
  __mailRunAgain?: boolean;
  __mailLoggedIds?: Set<string>;
  __mailTransport?: { url: string; transporter: Transporter };
  __mailStopping?: boolean;
};

/**
 * Sends the outbox mails whose time has come. Runs never overlap in this process: a call
 * made during a run is answered by that run followed by one more (which sees newer mails).
 * Instances never send the same mail twice at once: each run claims its rows first.
 */
export function deliverDueMail(): Promise<DeliveryReport> {
  if (state.__mailDelivery) {
    state.__mailRunAgain = true;
    return state.__mailDelivery;
  }
  const run = (async () => {
    const total: DeliveryReport = { sent: 0, failed: 0 };
    do {
      state.__mailRunAgain = false;
      const report = await deliverBatch();
      total.sent += report.sent;
      total.failed += report.failed;
    } while (state.__mailRunAgain && !state.__mailStopping);
    return total;
  })();
  state.__mailDelivery = run.finally(() => {
    state.__mailDelivery = undefined;
  });
  return state.__mailDelivery;
}

async function deliverBatch(): Promise<DeliveryReport> {
  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) {
    await logUndeliverable();
    return { sent: 0, failed: 0 };
  }
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const claimed = await claimDueMails();
  for (const [index, mail] of claimed.entries()) {
    if (state.__mailStopping) {
      // The process is stopping: the mails not yet tried go back, for another instance now.
      await releaseClaims(claimed.slice(index).map((left) => left.id));
      break;
    }
    try {
      await transporter(smtpUrl).sendMail({
        from: env().MAIL_FROM,
        to: mail.toAddresses,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        attachments: await mailAttachments(mail),
      });
      // A sent mail keeps no body: a reset link is a live secret for an hour (the token
      // table keeps only its hash), and a visitor's message stays in contact_requests.
      await getDb()
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, textBody: '', htmlBody: null })
        .where(eq(mailOutbox.id, mail.id));
      report.sent += 1;
    } catch (error) {
      await recordFailure(mail, error);
      report.failed += 1;
    }
  }
  return report;
}

/** Takes the due mails for this run, pushing their next try past the claim period. */
async function claimDueMails(): Promise<MailOutboxEntry[]> {
  const db = getDb();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function releaseClaims(ids: string[]): Promise<void> {
  await getDb()
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(mailOutbox.id, ids));
}

/**
 * Stops sending for good in this process: the mail being sent finishes, the rest of its
 * batch is handed back, and the promise resolves when the run has ended.
 */
export async function stopMailDelivery(): Promise<void> {
  state.__mailStopping = true;
  await state.__mailDelivery?.catch(() => {});
}

async function recordFailure(mail: MailOutboxEntry, error: unknown): Promise<void> {
  const attempts = mail.attempts + 1;
  // The admin's inbox shows the SMTP server's answer; the log, which may travel further,
  // gets only its code, since the answer can name the recipients.
  const message = error instanceof Error ? error.message : String(error);
  await getDb()
    .update(mailOutbox)
    .set({
      attempts,
      lastError: message.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
    })
    .where(eq(mailOutbox.id, mail.id));
  console.warn(describeError(`Mail not sent (attempt ${attempts})`, error, { mail: mail.id }));
}

/** Without SMTP_URL (development) each pending mail is written to the log once. */
async function logUndeliverable(): Promise<void> {
  const logged = (state.__mailLoggedIds ??= new Set());
  const pending = await getDb()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(100);
  for (const mail of pending) {
    if (logged.has(mail.id)) continue;
    logged.add(mail.id);
    // The mail itself (an address, a reset link, a visitor's message) is shown in
    // development only; a production log names the mail by id and kind.
    const details =
      env().NODE_ENV === 'production'
        ? ` (${mail.kind})`
        : `\nTo: ${mail.toAddresses}\nSubject: ${mail.subject}\n\n${mail.textBody}`;
    console.info(`SMTP_URL is not set: mail ${mail.id} stays in the outbox.${details}`);
  }
}

function transporter(url: string): Transporter {
  if (state.__mailTransport?.url !== url) {
    state.__mailTransport?.transporter.close();
    state.__mailTransport = {
      url,
      transporter: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return state.__mailTransport.transporter;
}
