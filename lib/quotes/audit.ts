import type { AuditChange } from '@/lib/audit/change';
import { changedFields } from '@/lib/audit/diff';
import { formatLei, type OfferTotals } from '@/lib/pricing/rental-price';
import { formatDay } from '@/lib/reservations/days';
import type { PricedLine } from './line-pricing';
import { displayQuoteNumber } from './numbering';
import type { QuoteCustomer } from './schema';

/** What the audit log compares on a change of an offer. */
export interface QuoteAuditState {
  requestId: string | null;
  language: string;
  customer: QuoteCustomer;
  discountBasisPoints: number;
  notes: string;
  validUntil: string | null;
  revision: number;
  lines: readonly PricedLine[];
  totals: OfferTotals;
}

/** How the log names an offer: its number (with the revision) and the customer. */
export function quoteLabel(
  number: string | null,
  revision: number,
  customer: Pick<QuoteCustomer, 'name' | 'company'>,
): string {
  const who = customer.company ? `${customer.name} (${customer.company})` : customer.name;
  return [displayQuoteNumber(number, revision), who].filter(Boolean).join(', ').slice(0, 200);
}

/** The fields that changed, by the API's names; the lines and the total as a reader sees them. */
export function quoteChanges(before: QuoteAuditState, after: QuoteAuditState): AuditChange[] {
  const flat = (state: QuoteAuditState) => ({
    request_uuid: state.requestId,
    language: state.language,
    'customer.name': state.customer.name,
    'customer.company': state.customer.company,
    'customer.cui': state.customer.cui,
    'customer.phone': state.customer.phone,
    'customer.email': state.customer.email,
    'customer.address': state.customer.address,
    discount_percent: state.discountBasisPoints / 100,
    notes: state.notes,
    valid_until: state.validUntil,
    revision: state.revision,
    lines: state.lines.map(lineText).join('; '),
    total: formatLei(state.totals.total, 'ro'),
  });
  const names = Object.keys(flat(after)) as (keyof ReturnType<typeof flat>)[];
  return changedFields(
    flat(before),
    flat(after),
    Object.fromEntries(names.map((name) => [name, name])),
  );
}

function lineText(line: PricedLine): string {
  const amount = formatLei(line.amount, 'ro');
  if (line.kind === 'free') return `${line.label} ×${(line.quantity ?? 0) / 100}: ${amount}`;
  const days = `${formatDay(line.startDay!)} – ${formatDay(line.endDay!)}`;
  return `${line.label} ×${line.units}, ${days}: ${amount}`;
}
