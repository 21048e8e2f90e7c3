import 'server-only';
import type { Executor } from '@/db/client';
import { enqueueMail } from '@/lib/mail/outbox';
import { renderQuoteMail, type QuoteMailSender } from './quote-mail';
import type { QuoteView } from './view';

/** What a sending hands on: the offer as sent, the customer's link's token, the mail's sender. */
export interface SentQuote {
  quote: QuoteView;
  /** The secret of the customer's page, /oferta/{token}: only its hash is stored. */
  token: string;
  sender: QuoteMailSender;
}

/**
 * Runs inside the sending's transaction, after the offer is numbered and marked sent, before
 * it commits (issue #44, item 5): the offer's mail to its customer is written to the outbox in
 * `tx`, so a sending that fails mails nothing, and a mail is not lost while SMTP is down. It
 * only writes a row: the number counter stays locked until the transaction ends, so the PDF
 * is drawn when the mail is delivered (lib/mail/attachments.ts), from this revision.
 */
export async function afterSend(tx: Executor, { quote, token, sender }: SentQuote): Promise<void> {
  await enqueueMail(tx, {
    kind: 'quote',
    to: quote.customer.email,
    replyTo: sender.replyTo || undefined,
    ...renderQuoteMail(quote, token, sender),
    quote: { id: quote.id, revision: quote.revision },
  });
}
