import 'server-only';
import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { quoteLines, quoteRevisions, quotes } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/http/pagination';
import { todayInRomania } from '@/lib/romania-time';
import { UUID } from '@/lib/validation/patterns';
import { linesAvailability, type LineAvailability } from './availability';
import { listItemOf, viewOf } from './rows';
import type { QuoteStatus } from './states';
import {
  fromSnapshot,
  type QuoteListItem,
  type QuoteRevisionSummary,
  type QuoteView,
} from './view';

/** An offer's current revision; 404 ERROR_GET_QUOTE when there is none. */
export async function getQuote(id: string, db: Executor = getDb()): Promise<QuoteView> {
  const view = await findQuote(db, id);
  if (!view) throw new ApiError('ERROR_GET_QUOTE', 'uuid');
  return view;
}

/**
 * An offer as it is now, or null. `forUpdate` locks its row for the rest of the transaction:
 * every change of an offer (edit, send, withdraw, the customer's answer) takes this lock
 * first, so two of them on one offer run one after the other.
 */
export async function findQuote(
  db: Executor,
  id: string,
  { forUpdate = false } = {},
): Promise<QuoteView | null> {
  if (!UUID.test(id)) return null;
  const query = db.select().from(quotes).where(eq(quotes.id, id.toLowerCase()));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const lines = await db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, row.id))
    .orderBy(asc(quoteLines.position));
  return viewOf(row, lines);
}

/**
 * GET /api/quote/{uuid}: one revision (the current one by default), the older revisions,
 * and, for the current one, whether each machine line's days are free today (#35's rule).
 */
export async function readQuoteForAdmin(id: string, revision?: number) {
  const current = await getQuote(id);
  const view =
    revision === undefined || revision === current.revision
      ? current
      : await frozenRevision(current.id, revision);
  const availability: (LineAvailability | null)[] =
    view === current ? await linesAvailability(getDb(), view.lines) : [];
  return { view, availability, revisions: await olderRevisions(current.id) };
}

/** One revision of an offer: the current one, or an older one as it was frozen. */
export async function getQuoteRevision(id: string, revision: number): Promise<QuoteView> {
  const current = await getQuote(id);
  return revision === current.revision ? current : frozenRevision(current.id, revision);
}

async function frozenRevision(id: string, revision: number): Promise<QuoteView> {
  const [row] = await getDb()
    .select({ snapshot: quoteRevisions.snapshot })
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, id), eq(quoteRevisions.revision, revision)));
  if (!row) throw new ApiError('ERROR_GET_QUOTE', 'revision');
  return fromSnapshot(row.snapshot);
}

/** The revisions an offer has left behind, oldest first (the current one is not among them). */
export async function olderRevisions(id: string): Promise<QuoteRevisionSummary[]> {
  const rows = await getDb()
    .select({ snapshot: quoteRevisions.snapshot })
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quoteId, id))
    .orderBy(asc(quoteRevisions.revision));
  return rows.map(({ snapshot }) => {
    const view = fromSnapshot(snapshot);
    return {
      revision: view.revision,
      status: view.status,
      sentAt: view.sentAt,
      total: view.totals.total,
    };
  });
}

export interface QuoteFilter {
  status?: QuoteStatus;
  requestId?: string;
}

/** One page of offers, the newest first; `expired` and `sent` are told apart by today's date. */
export async function listQuotes(
  filter: QuoteFilter,
  page: PageQuery,
): Promise<Page<QuoteListItem>> {
  const where = whereOf(filter);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return { items: rows.map(listItemOf), total: total?.n ?? 0, page: page.page, limit: page.limit };
}

/** The offers made from one request of the inbox, the newest first. */
export async function quotesOfRequest(requestId: string): Promise<QuoteListItem[]> {
  if (!UUID.test(requestId)) return [];
  const rows = await getDb()
    .select()
    .from(quotes)
    .where(eq(quotes.requestId, requestId.toLowerCase()))
    .orderBy(desc(quotes.createdAt));
  return rows.map(listItemOf);
}

function whereOf(filter: QuoteFilter): SQL | undefined {
  const today = todayInRomania();
  const conditions: SQL[] = [];
  if (filter.requestId) conditions.push(eq(quotes.requestId, filter.requestId));
  if (filter.status === 'expired') {
    conditions.push(eq(quotes.status, 'sent'), lt(quotes.validUntil, today));
  } else if (filter.status === 'sent') {
    conditions.push(
      eq(quotes.status, 'sent'),
      or(isNull(quotes.validUntil), gte(quotes.validUntil, today))!,
    );
  } else if (filter.status) {
    conditions.push(eq(quotes.status, filter.status));
  }
  return and(...conditions);
}
