import 'server-only';
import { getDb } from '@/db/client';
import { getCompanyDetails } from '@/lib/configuration/company';
import { ApiError } from '@/lib/errors';
import { formatDay } from '@/lib/reservations/days';
import { linesAvailability } from './availability';
import { offerText, type OfferText } from './offer-text';
import { readPublicQuote } from './public';
import type { QuoteLanguage, QuoteStatus } from './states';

/** A machine line the customer asked for that is no longer free, with its taken days. */
export interface TakenLine {
  label: string;
  days: string[];
}

/** What the customer's page of an offer shows: the offer, or why it cannot. */
export type CustomerPage =
  | {
      kind: 'offer';
      status: QuoteStatus;
      text: OfferText;
      /** The machines its acceptance booked, with their days. */
      booked: { label: string; start: string; end: string }[];
      /** After an acceptance refused for a machine no longer free: which, on which days. */
      taken: TakenLine[];
      declineReason: string;
    }
  | { kind: 'expired' | 'revising' | 'not-found' | 'too-many-requests' };

const REFUSALS: Partial<Record<string, CustomerPage['kind']>> = {
  ERROR_GET_QUOTE: 'not-found',
  QUOTE_EXPIRED: 'expired',
  QUOTE_BEING_REVISED: 'revising',
  TOO_MANY_REQUESTS: 'too-many-requests',
};

/**
 * The offer of the link's token as its page shows it (issue #44), written in the page's
 * language: the customer's view (readPublicQuote: counted per client, nothing internal, the
 * customer's phone and e-mail left out like the public API leaves them), the company's
 * details, what its acceptance booked. With `checkTaken` (the page after an acceptance the
 * machines refused) each machine line's days are checked again by #35's rule, to say which
 * are taken.
 */
export async function readCustomerPage(
  token: string,
  client: string,
  language: QuoteLanguage,
  { checkTaken = false } = {},
): Promise<CustomerPage> {
  let quote;
  try {
    quote = await readPublicQuote(token, client);
  } catch (error) {
    const kind = error instanceof ApiError ? REFUSALS[error.errors[0]?.msg ?? ''] : undefined;
    if (kind) return { kind } as CustomerPage;
    throw error;
  }
  const company = await getCompanyDetails();
  const availability =
    checkTaken && quote.status === 'sent' ? await linesAvailability(getDb(), quote.lines) : [];
  return {
    kind: 'offer',
    status: quote.status,
    text: offerText(quote, company, { language, contact: false }),
    booked: quote.lines.flatMap((line) =>
      line.reservationId && line.startDay && line.endDay
        ? [{ label: line.label, start: formatDay(line.startDay), end: formatDay(line.endDay) }]
        : [],
    ),
    taken: quote.lines.flatMap((line, index) => {
      const found = availability[index];
      return found && !found.free
        ? [{ label: line.label, days: found.takenDays.map(formatDay) }]
        : [];
    }),
    declineReason: quote.declineReason,
  };
}
