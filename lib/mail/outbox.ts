import 'server-only';
import type { Executor } from '@/db/client';
import { mailOutbox, type MailOutboxEntry } from '@/db/schema';
import { ApiError } from '@/lib/errors';

export type MailKind = MailOutboxEntry['kind'];

export interface OutgoingMail {
  kind: MailKind;
  /** One address, or several separated by commas. */
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** The contact request this mail tells about, so the inbox can show its delivery. */
  contactRequestId?: string;
  /** The offer whose PDF goes with this mail, drawn at delivery (lib/mail/attachments.ts). */
  quote?: { id: string; revision: number };
}

/**
 * Writes a mail to the outbox, inside the caller's transaction when given one, so the mail
 * exists exactly when the change that caused it does. Delivery happens later
 * (deliverDueMail), retried until it succeeds.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<string> {
  assertHeaderSafe(mail);
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddresses: mail.to.trim(),
      replyTo: mail.replyTo?.trim() || null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      contactRequestId: mail.contactRequestId ?? null,
      quoteId: mail.quote?.id ?? null,
      quoteRevision: mail.quote?.revision ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail was not written to the outbox');
  return row.id;
}

// CR or LF in a header value would let its author add headers (Bcc:) or a body of their own.
const LINE_BREAK = /[\r\n]/;

function assertHeaderSafe(mail: OutgoingMail): void {
  const headers = { to: mail.to, replyTo: mail.replyTo ?? '', subject: mail.subject };
  for (const [field, value] of Object.entries(headers)) {
    if (LINE_BREAK.test(value)) throw new ApiError('INVALID_REQUEST', field);
  }
  if (!mail.to.trim()) throw new ApiError('INVALID_REQUEST', 'to');
}
