import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { quotes } from '@/db/schema';
import { newSecretToken } from '@/lib/accounts/secret-token';
import { recordAudit } from '@/lib/audit/record';
import { ApiError } from '@/lib/errors';
import { kickMailDelivery } from '@/lib/mail/worker';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { afterSend } from './after-send';
import { quoteLabel } from './audit';
import { takeNextSequence } from './counter';
import { formatQuoteNumber } from './numbering';
import { findQuote } from './queries';
import { quoteMailSender } from './quote-mail';
import { quoteSettings } from './settings';
import { canWithdraw } from './states';

export interface SendResult {
  number: string;
  revision: number;
  status: 'sent';
  /** The customer's link's secret: for the mail (afterSend has it too), never stored. */
  token: string;
}

/**
 * Sends a draft (issue #44): it gets its number the first time (the series and the year of
 * today in Romania, the next of that year's counter, in this transaction), keeps it on every
 * later revision, and a new link's token each time (the link of an earlier sending stops
 * working). Without a validity date of its own it is valid offerValidityDays from today.
 * Only a draft with at least one line is sent: 409 QUOTE_NOT_DRAFT, 400 QUOTE_NO_LINES. Sending
 * is mailing (afterSend): an offer without the customer's e-mail is refused with 400
 * QUOTE_EMAIL_REQUIRED, and keeps its draft and takes no number.
 */
export async function sendQuote(id: string): Promise<SendResult> {
  const [settings, sender] = await Promise.all([quoteSettings(), quoteMailSender()]);
  const today = todayInRomania();
  const result = await getDb().transaction(async (tx): Promise<SendResult> => {
    const current = await findQuote(tx, id, { forUpdate: true });
    if (!current) throw new ApiError('ERROR_GET_QUOTE', 'uuid');
    if (current.storedStatus !== 'draft') throw new ApiError('QUOTE_NOT_DRAFT', 'status');
    if (current.lines.length === 0) throw new ApiError('QUOTE_NO_LINES', 'lines');
    if (!current.customer.email) throw new ApiError('QUOTE_EMAIL_REQUIRED', 'customer.email');
    const validUntil = current.validUntil ?? addDays(today, settings.offerValidityDays);
    if (validUntil < today) throw new ApiError('INVALID_VALID_UNTIL', 'valid_until');
    const year = Number(today.slice(0, 4));
    const number =
      current.number ??
      formatQuoteNumber(
        settings.offerSeries,
        year,
        await takeNextSequence(tx, settings.offerSeries, year),
      );
    const { token, hash } = newSecretToken();
    const sentAt = new Date();
    await tx
      .update(quotes)
      .set({ status: 'sent', number, validUntil, tokenHash: hash, sentAt, updatedAt: sentAt })
      .where(eq(quotes.id, current.id));
    await recordAudit(tx, {
      action: 'send',
      type: 'quote',
      id: current.id,
      label: quoteLabel(number, current.revision, current.customer),
    });
    const sent = {
      ...current,
      status: 'sent' as const,
      storedStatus: 'sent' as const,
      number,
      validUntil,
      sentAt,
      updatedAt: sentAt,
    };
    await afterSend(tx, { quote: sent, token, sender });
    return { number, revision: current.revision, status: 'sent', token };
  });
  kickMailDelivery();
  return result;
}

/**
 * The company takes a draft or a sent offer back: its link is useless from now on (the
 * token's hash is dropped) and it stays readable in the admin. Accepted, declined or
 * withdrawn offers are closed: 409 QUOTE_CLOSED.
 */
export async function withdrawQuote(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const current = await findQuote(tx, id, { forUpdate: true });
    if (!current) throw new ApiError('ERROR_GET_QUOTE', 'uuid');
    if (!canWithdraw(current.storedStatus)) throw new ApiError('QUOTE_CLOSED', 'status');
    await tx
      .update(quotes)
      .set({ status: 'withdrawn', tokenHash: null, updatedAt: new Date() })
      .where(eq(quotes.id, current.id));
    await recordAudit(tx, {
      action: 'withdraw',
      type: 'quote',
      id: current.id,
      label: quoteLabel(current.number, current.revision, current.customer),
    });
  });
}
