import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { quoteLines, quoteRevisions, quotes } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import { ApiError } from '@/lib/errors';
import type { OfferTotals } from '@/lib/pricing/rental-price';
import { checkRequest } from '@/lib/reservations/mutations';
import { quoteChanges, quoteLabel } from './audit';
import { priceLines, quoteTotals, type PricedLine } from './line-pricing';
import { withRequestPrefill } from './prefill';
import { findQuote } from './queries';
import type { QuoteInput } from './schema';
import { quoteSettings } from './settings';
import { editsInPlace, makesRevision } from './states';
import { toSnapshot } from './view';

/*
 * The company's changes of an offer's content (issue #44): a new draft, and the edit of one.
 * Amounts are always computed here, from the machines' prices of the moment and the VAT rate
 * of the settings (lib/quotes/line-pricing.ts); nothing the client computes is stored.
 * Settings and the request's prefill are read before the transaction: on PGlite a read from
 * outside an open transaction would wait for it to end.
 */

/** A new draft: 201 with its uuid and totals. */
export async function createQuote(input: QuoteInput): Promise<{ id: string; totals: OfferTotals }> {
  const settings = await quoteSettings();
  const complete = await withRequestPrefill(getDb(), input);
  if (!complete.customer.name) throw new ApiError('REQUIRED_CUSTOMER_NAME', 'customer.name');
  return getDb().transaction(async (tx) => {
    await checkRequest(tx, complete.requestId);
    const lines = await priceLines(tx, complete.lines);
    const totals = quoteTotals(lines, complete.discountBasisPoints, settings.vatBasisPoints);
    const [row] = await tx
      .insert(quotes)
      .values(contentColumns(complete, totals, settings.vatBasisPoints))
      .returning({ id: quotes.id });
    if (!row) throw new ApiError('INTERNAL_ERROR');
    await writeLines(tx, row.id, lines);
    await recordAudit(tx, {
      action: 'create',
      type: 'quote',
      id: row.id,
      label: quoteLabel(null, 1, complete.customer),
    });
    return { id: row.id, totals };
  });
}

/**
 * PUT: a draft is rewritten in place. A sent (or expired, or declined) offer is not: its
 * current revision is frozen into quote_revisions as the customer saw it, and the offer
 * becomes the next revision, a draft again under the same number, until it is sent. An
 * accepted or withdrawn offer is closed: 409 QUOTE_CLOSED. A language left out stays.
 */
export async function updateQuote(id: string, input: QuoteInput): Promise<{ revision: number }> {
  const settings = await quoteSettings();
  return getDb().transaction(async (tx) => {
    const current = await findQuote(tx, id, { forUpdate: true });
    if (!current) throw new ApiError('ERROR_GET_QUOTE', 'uuid');
    const inPlace = editsInPlace(current.storedStatus);
    if (!inPlace && !makesRevision(current.storedStatus)) {
      throw new ApiError('QUOTE_CLOSED', 'status');
    }
    await checkRequest(tx, input.requestId);
    const lines = await priceLines(tx, input.lines);
    const totals = quoteTotals(lines, input.discountBasisPoints, settings.vatBasisPoints);
    const revision = inPlace ? current.revision : current.revision + 1;
    const content = { ...input, language: input.language ?? current.language };
    if (!inPlace) {
      await tx
        .insert(quoteRevisions)
        .values({ quoteId: current.id, revision: current.revision, snapshot: toSnapshot(current) });
    }
    await tx
      .update(quotes)
      .set({
        ...contentColumns(content, totals, settings.vatBasisPoints),
        revision,
        status: 'draft',
        ...(inPlace ? {} : { sentAt: null, answeredAt: null, declineReason: '' }),
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, current.id));
    await tx.delete(quoteLines).where(eq(quoteLines.quoteId, current.id));
    await writeLines(tx, current.id, lines);
    await recordAudit(tx, {
      action: 'update',
      type: 'quote',
      id: current.id,
      label: quoteLabel(current.number, revision, content.customer),
      changes: quoteChanges(current, { ...content, revision, lines, totals }),
    });
    return { revision };
  });
}

/** The offer's own columns from what the admin sent and what the server computed. */
function contentColumns(input: QuoteInput, totals: OfferTotals, vatBasisPoints: number) {
  return {
    requestId: input.requestId,
    language: input.language ?? 'ro',
    customerName: input.customer.name,
    customerCompany: input.customer.company,
    customerCui: input.customer.cui,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email,
    customerAddress: input.customer.address,
    discountBasisPoints: input.discountBasisPoints,
    vatBasisPoints,
    notes: input.notes,
    validUntil: input.validUntil,
    ...totals,
  };
}

async function writeLines(tx: Executor, quoteId: string, lines: readonly PricedLine[]) {
  if (lines.length === 0) return;
  await tx
    .insert(quoteLines)
    .values(lines.map((line, position) => ({ ...line, quoteId, position })));
}
