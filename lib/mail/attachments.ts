import type { MailOutboxEntry } from '@/db/schema';
import { offerPdf } from '@/lib/quotes/offer-pdf';
import { getQuoteRevision } from '@/lib/quotes/queries';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * What a mail carries besides its text, made as it is sent: an offer's mail gets the PDF of
 * the revision it was sent for (issue #44). Nothing of it is stored in the outbox, and the
 * sending's transaction does not wait for a PDF. A PDF that cannot be drawn fails this try
 * like an SMTP error does, and the mail is tried again later.
 */
export async function mailAttachments(mail: MailOutboxEntry): Promise<MailAttachment[]> {
  if (mail.quoteId === null || mail.quoteRevision === null) return [];
  const { pdf, fileName } = await offerPdf(
    await getQuoteRevision(mail.quoteId, mail.quoteRevision),
  );
  return [{ filename: fileName, content: pdf, contentType: 'application/pdf' }];
}
