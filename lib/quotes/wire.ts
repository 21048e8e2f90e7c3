import type { LineAvailability } from './availability';
import { displayQuoteNumber } from './numbering';
import type { QuoteLineView, QuoteListItem, QuoteRevisionSummary, QuoteView } from './view';

/*
 * Offers on the API (issue #44), snake_case like the rest of it. Amounts are in bani; the
 * discount and VAT as percentages (10.5), a free line's quantity as a number (2.5).
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function lineWire(line: QuoteLineView) {
  return {
    position: line.position,
    kind: line.kind,
    label: line.label,
    product_uuid: line.productId,
    units: line.units,
    start: line.startDay,
    end: line.endDay,
    days: line.days,
    quantity: line.quantity === null ? null : line.quantity / 100,
    unit_price: line.unitPrice,
    rule: line.rule,
    amount: line.amount,
  };
}

function availabilityWire(availability: LineAvailability | null | undefined) {
  return availability ? { free: availability.free, taken_days: availability.takenDays } : null;
}

/** What the company and the customer both read of an offer. */
function contentWire(view: QuoteView) {
  return {
    number: view.number,
    revision: view.revision,
    display_number: displayQuoteNumber(view.number, view.revision),
    status: view.status,
    language: view.language,
    discount_percent: view.discountBasisPoints / 100,
    vat_percent: view.vatBasisPoints / 100,
    notes: view.notes,
    valid_until: view.validUntil,
    totals: { ...view.totals },
    sent_at: iso(view.sentAt),
    answered_at: iso(view.answeredAt),
  };
}

/**
 * GET /api/quote/{uuid}: the whole offer for the admin, each machine line with whether its
 * days are free now (null on free lines, and on an old revision), and the older revisions.
 */
export function toQuoteWire(
  view: QuoteView,
  extras: {
    availability?: readonly (LineAvailability | null)[];
    revisions?: readonly QuoteRevisionSummary[];
  } = {},
) {
  return {
    uuid: view.id,
    ...contentWire(view),
    request_uuid: view.requestId,
    customer: { ...view.customer },
    lines: view.lines.map((line, index) => ({
      ...lineWire(line),
      reservation_uuid: line.reservationId,
      availability: availabilityWire(extras.availability?.[index]),
    })),
    decline_reason: view.declineReason,
    reservations: view.lines.flatMap((line) => (line.reservationId ? [line.reservationId] : [])),
    revisions: (extras.revisions ?? []).map((revision) => ({
      revision: revision.revision,
      status: revision.status,
      sent_at: iso(revision.sentAt),
      total: revision.total,
    })),
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}

export type QuoteWire = ReturnType<typeof toQuoteWire>;

/**
 * An offer's editable fields, as the admin's editor starts from them: a stored offer's (a
 * QuoteWire is one), or a new one's filled from an inbox request (lib/quotes/admin.ts).
 */
export type QuoteContentWire = Pick<
  QuoteWire,
  'request_uuid' | 'language' | 'customer' | 'discount_percent' | 'notes' | 'valid_until'
> & {
  lines: Pick<
    QuoteWire['lines'][number],
    'kind' | 'product_uuid' | 'units' | 'start' | 'end' | 'label' | 'quantity' | 'unit_price'
  >[];
};

/** GET /api/quote/public/{token}: the offer as the customer sees it, nothing internal. */
export function toPublicQuoteWire(view: QuoteView) {
  return {
    ...contentWire(view),
    customer: {
      name: view.customer.name,
      company: view.customer.company,
      cui: view.customer.cui,
      address: view.customer.address,
    },
    lines: view.lines.map(lineWire),
  };
}

export type PublicQuoteWire = ReturnType<typeof toPublicQuoteWire>;

/** One entry of GET /api/quote. */
export function toQuoteListWire(item: QuoteListItem) {
  return {
    uuid: item.id,
    number: item.number,
    revision: item.revision,
    display_number: displayQuoteNumber(item.number, item.revision),
    status: item.status,
    language: item.language,
    customer_name: item.customerName,
    customer_company: item.customerCompany,
    total: item.total,
    valid_until: item.validUntil,
    sent_at: iso(item.sentAt),
    request_uuid: item.requestId,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

export type QuoteListWire = ReturnType<typeof toQuoteListWire>;
