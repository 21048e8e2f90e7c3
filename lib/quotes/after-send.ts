import 'server-only';
import type { Executor } from '@/db/client';
import type { QuoteView } from './view';

/** What a sending hands on: the offer as sent, and the customer's link's token. */
export interface SentQuote {
  quote: QuoteView;
  /** The secret of the customer's page, /oferta/{token}: only its hash is stored. */
  token: string;
}

/**
 * Runs inside the sending's transaction, after the offer is numbered and marked sent, before
 * it commits (issue #44, item 5). It does nothing yet: mailing the offer with its PDF is
 * written here later (an outbox row in `tx`, so a mail cannot be lost while SMTP is down,
 * and a sending that fails mails nothing). Keep it quick: the number counter stays locked
 * until the transaction ends, so a PDF is built by the mail worker or on demand, not here.
 */
export async function afterSend(tx: Executor, sent: SentQuote): Promise<void> {
  void tx;
  void sent;
}
