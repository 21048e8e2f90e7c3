import { QUOTE_LANGUAGES, QUOTE_STATUSES } from '@/db/enums';

export { QUOTE_LANGUAGES, QUOTE_STATUSES };
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteLanguage = (typeof QUOTE_LANGUAGES)[number];
/** What the quotes table holds: 'expired' is only ever read (effectiveStatus). */
export type StoredQuoteStatus = Exclude<QuoteStatus, 'expired'>;

/**
 * An offer's state as everyone reads it (issue #44): a sent offer whose validity date has
 * passed in Romania's calendar is expired, from the next day on. Computed on every read, so
 * nothing has to run at midnight, and an offer revised with a later date is simply valid again.
 */
export function effectiveStatus(
  stored: StoredQuoteStatus,
  validUntil: string | null,
  today: string,
): QuoteStatus {
  return stored === 'sent' && validUntil !== null && validUntil < today ? 'expired' : stored;
}

/**
 * What the company may do in each stored state (an expired offer is stored as sent):
 *  - a draft is edited in place, and sent;
 *  - a sent or declined offer is changed by a new revision (a draft again, under its number);
 *  - a draft or sent offer may be withdrawn;
 *  - an accepted or withdrawn offer is closed to every change.
 */
export const editsInPlace = (status: StoredQuoteStatus) => status === 'draft';
export const makesRevision = (status: StoredQuoteStatus) =>
  status === 'sent' || status === 'declined';
export const canWithdraw = (status: StoredQuoteStatus) => status === 'draft' || status === 'sent';

/** The stored state behind a state as read: an expired offer is stored as sent. */
export const storedStatusOf = (status: QuoteStatus): StoredQuoteStatus =>
  status === 'expired' ? 'sent' : status;

/** The customer answers a sent offer that has not expired, once. */
export const canAnswer = (status: QuoteStatus) => status === 'sent';

/** Longest decline reason a customer may write. */
export const MAX_DECLINE_REASON = 1000;
/** Most lines an offer may have. */
export const MAX_QUOTE_LINES = 50;
