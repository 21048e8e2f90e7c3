import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getDb, type Executor } from '@/db/client';
import { quoteLines, quotes } from '@/db/schema';
import { hashSecretToken } from '@/lib/accounts/secret-token';
import { runAs } from '@/lib/audit/actor';
import { recordAudit } from '@/lib/audit/record';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { insertReservation } from '@/lib/reservations/mutations';
import ro from '@/messages/ro.json';
import { quoteLabel } from './audit';
import { linesAvailability } from './availability';
import { displayQuoteNumber } from './numbering';
import { findQuote } from './queries';
import { canAnswer } from './states';
import type { QuoteView } from './view';

/*
 * The customer's side of an offer (issue #44), reached by the link's token alone, no login.
 * An unknown token, one of an earlier sending and one of a withdrawn offer are all 404
 * ERROR_GET_QUOTE (nothing tells them apart); an offer being revised is 409
 * QUOTE_BEING_REVISED; one past its validity 410 QUOTE_EXPIRED. The customer's writes are
 * logged as the site's, with their address.
 */

const t = createTranslator({ locale: 'ro', messages: ro, namespace: 'Quotes' });

/** GET /api/quote/public/{token}: the offer the customer was sent, or how it was answered. */
export async function readPublicQuote(token: string, client: string): Promise<QuoteView> {
  await enforceRateLimit(`quote-page:ip:${client}`, RATE_LIMITS.quotePagePerIp);
  return quoteOfToken(getDb(), token);
}

/**
 * Accepting books the machines: one tentative reservation per machine line, all or none, in
 * one transaction (issue #44, item 7). Each machine is locked and counted as #35 counts it
 * (lib/quotes/availability.ts); if any line's days are no longer free, nothing is written
 * and the answer is 409 ERROR_NOT_AVAILABLE, one entry per taken line ('lines.N') and
 * `taken` naming the machine and its taken days. A second answer is 409
 * QUOTE_ALREADY_ANSWERED. The reservations carry the offer's request, customer and number.
 */
export async function acceptQuote(token: string, client: string): Promise<string[]> {
  await enforceRateLimit(`quote-answer:ip:${client}`, RATE_LIMITS.quoteAnswersPerIp);
  const ids = await asCustomer(client, () =>
    getDb().transaction(async (tx) => {
      const quote = await quoteOfToken(tx, token, { forUpdate: true });
      if (!canAnswer(quote.status)) throw new ApiError('QUOTE_ALREADY_ANSWERED', 'status');
      const availability = await linesAvailability(tx, quote.lines, { lock: true });
      const taken = quote.lines.filter((_, index) => availability[index]?.free === false);
      if (taken.length > 0) {
        throw ApiError.many(
          taken.map((line) => ({ msg: 'ERROR_NOT_AVAILABLE', param: `lines.${line.position}` })),
        ).withDetails({
          taken: taken.map((line) => ({
            line: line.position,
            label: line.label,
            start: line.startDay,
            end: line.endDay,
            taken_days: availability[line.position]?.takenDays ?? [],
          })),
        });
      }
      const number = displayQuoteNumber(quote.number, quote.revision);
      const booked: string[] = [];
      for (const line of quote.lines) {
        if (line.kind !== 'machine') continue;
        const reservationId = await insertReservation(tx, {
          product_uuid: line.productId!,
          units: line.units!,
          start: line.startDay!,
          end: line.endDay!,
          status: 'tentative',
          customer: {
            name: quote.customer.name,
            company: quote.customer.company,
            phone: quote.customer.phone,
            email: quote.customer.email,
          },
          request_uuid: quote.requestId,
          notes: t('reservationNote', { number: number ?? '' }),
        });
        await tx
          .update(quoteLines)
          .set({ reservationId })
          .where(and(eq(quoteLines.quoteId, quote.id), eq(quoteLines.position, line.position)));
        booked.push(reservationId);
      }
      await answer(tx, quote, 'accepted', '');
      await recordAudit(tx, {
        action: 'accept',
        type: 'quote',
        id: quote.id,
        label: labelOf(quote),
      });
      return booked;
    }),
  );
  expireTags(CACHE_TAGS.availability);
  return ids;
}

/** The customer declines, with a reason or none; once answered, 409 QUOTE_ALREADY_ANSWERED. */
export async function declineQuote(token: string, reason: string, client: string): Promise<void> {
  await enforceRateLimit(`quote-answer:ip:${client}`, RATE_LIMITS.quoteAnswersPerIp);
  await asCustomer(client, () =>
    getDb().transaction(async (tx) => {
      const quote = await quoteOfToken(tx, token, { forUpdate: true });
      if (!canAnswer(quote.status)) throw new ApiError('QUOTE_ALREADY_ANSWERED', 'status');
      await answer(tx, quote, 'declined', reason);
      await recordAudit(tx, {
        action: 'decline',
        type: 'quote',
        id: quote.id,
        label: labelOf(quote),
        changes: reason ? [{ field: 'decline_reason', old: null, new: reason }] : undefined,
      });
    }),
  );
}

/** The offer whose current link this is, as the customer may see it, or the refusal. */
async function quoteOfToken(
  db: Executor,
  token: string,
  { forUpdate = false } = {},
): Promise<QuoteView> {
  const query = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.tokenHash, hashSecretToken(token)));
  const [row] = forUpdate ? await query.for('update') : await query;
  const quote = row ? await findQuote(db, row.id) : null;
  if (!quote || quote.storedStatus === 'withdrawn') throw new ApiError('ERROR_GET_QUOTE', 'token');
  if (quote.storedStatus === 'draft') throw new ApiError('QUOTE_BEING_REVISED', 'token');
  if (quote.status === 'expired') throw new ApiError('QUOTE_EXPIRED', 'token');
  return quote;
}

async function answer(
  tx: Executor,
  quote: QuoteView,
  status: 'accepted' | 'declined',
  reason: string,
) {
  const now = new Date();
  await tx
    .update(quotes)
    .set({ status, answeredAt: now, declineReason: reason, updatedAt: now })
    .where(eq(quotes.id, quote.id));
}

const labelOf = (quote: QuoteView) => quoteLabel(quote.number, quote.revision, quote.customer);

function asCustomer<T>(client: string, work: () => Promise<T>): Promise<T> {
  return runAs({ accountId: null, accountName: '', address: client }, work);
}
