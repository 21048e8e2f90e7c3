import type { OfferTotals } from '@/lib/pricing/rental-price';
import type { Day } from '@/lib/reservations/days';
import type { PricedLine } from './line-pricing';
import type { QuoteCustomer } from './schema';
import type { QuoteLanguage, QuoteStatus, StoredQuoteStatus } from './states';

/** A line of an offer as lib/quotes/ reads it: priced, in its place, with what it booked. */
export interface QuoteLineView extends PricedLine {
  position: number;
  /** The tentative reservation its acceptance made; null before (or for a free line). */
  reservationId: string | null;
}

/**
 * An offer in one revision, as the admin, the PDF, the mail and the customer's page read it
 * (each shows its own part: lib/quotes/wire.ts). A revision left behind is this same shape,
 * frozen as JSON (quote_revisions) with its dates as ISO text, revived by fromSnapshot.
 */
export interface QuoteView {
  id: string;
  requestId: string | null;
  language: QuoteLanguage;
  customer: QuoteCustomer;
  discountBasisPoints: number;
  vatBasisPoints: number;
  notes: string;
  validUntil: Day | null;
  /** As read today: a sent offer past its validity is 'expired'. */
  status: QuoteStatus;
  /** As stored ('sent' for an expired one): what the state rules of states.ts take. */
  storedStatus: StoredQuoteStatus;
  number: string | null;
  revision: number;
  totals: OfferTotals;
  sentAt: Date | null;
  answeredAt: Date | null;
  declineReason: string;
  createdAt: Date;
  updatedAt: Date;
  lines: QuoteLineView[];
}

/** One entry of the admin's list of offers (and of an inbox request's offers). */
export interface QuoteListItem {
  id: string;
  number: string | null;
  revision: number;
  status: QuoteStatus;
  language: QuoteLanguage;
  customerName: string;
  customerCompany: string;
  total: number;
  validUntil: Day | null;
  sentAt: Date | null;
  requestId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An older revision's summary, listed beside the offer. */
export interface QuoteRevisionSummary {
  revision: number;
  status: QuoteStatus;
  sentAt: Date | null;
  total: number;
}

const DATE_FIELDS = ['sentAt', 'answeredAt', 'createdAt', 'updatedAt'] as const;

/** A revision as frozen JSON: Dates become ISO text (JSON.stringify's own way). */
export function toSnapshot(view: QuoteView): unknown {
  return JSON.parse(JSON.stringify(view));
}

export function fromSnapshot(snapshot: unknown): QuoteView {
  const view = { ...(snapshot as Record<string, unknown>) };
  for (const field of DATE_FIELDS) {
    view[field] = typeof view[field] === 'string' ? new Date(view[field]) : null;
  }
  return view as unknown as QuoteView;
}
