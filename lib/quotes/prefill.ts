import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { contactRequests } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { draftFromRequest } from '@/lib/reservations/admin';
import type { QuoteInput } from './schema';
import type { QuoteLanguage } from './states';

/**
 * What a new offer takes from the inbox request it answers (issue #44): the sender as the
 * customer (their city as the address), the request's language, and its machine with its
 * days as the one machine line when the request names both (a machine without dates is
 * left for the admin to add: a line needs its days to be priced). The reservation form's
 * own reading of a request (draftFromRequest) decides what the sender typed means.
 */
export async function quoteDraftFromRequest(db: Executor, requestId: string) {
  const draft = await draftFromRequest(requestId);
  const [request] = await db
    .select({ locale: contactRequests.locale, city: contactRequests.city })
    .from(contactRequests)
    .where(eq(contactRequests.id, requestId));
  if (!draft || !request) throw new ApiError('INVALID_UUID', 'request_uuid');
  const lines: QuoteInput['lines'] =
    draft.product_uuid && draft.start && draft.end
      ? [
          {
            kind: 'machine',
            productId: draft.product_uuid,
            units: 1,
            start: draft.start,
            end: draft.end,
            unitPrice: null,
          },
        ]
      : [];
  return {
    language: (request.locale === 'en' ? 'en' : 'ro') as QuoteLanguage,
    customer: { ...draft.customer, cui: '', address: request.city.slice(0, 500) },
    lines,
  };
}

/**
 * A new offer's input completed from its request: with a request_uuid and no lines, the
 * request's line, and its language unless one was given; every customer field left empty
 * takes the request's value (what the admin typed wins).
 */
export async function withRequestPrefill(db: Executor, input: QuoteInput): Promise<QuoteInput> {
  if (!input.requestId || input.lines.length > 0) return input;
  const draft = await quoteDraftFromRequest(db, input.requestId);
  const customer = { ...input.customer };
  for (const key of Object.keys(customer) as (keyof typeof customer)[]) {
    customer[key] ||= draft.customer[key];
  }
  return { ...input, language: input.language ?? draft.language, customer, lines: draft.lines };
}
