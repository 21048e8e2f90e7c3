import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import {
  categories,
  contactRequests,
  mailOutbox,
  products,
  type MailOutboxEntry,
} from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/http/pagination';
import { productPath } from '@/lib/products/paths';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';

/** Where the company's mail about a request stands. */
export interface DeliveryView {
  state: 'sent' | 'waiting' | 'retrying' | 'none';
  attempts: number;
  lastError: string | null;
  /** ISO 8601. */
  sentAt: string | null;
}

/** A visitor's offer request as lib hands it out (the API's shape is made in ./wire.ts). */
export interface ContactRequestView {
  uuid: string;
  /** ISO 8601, like handledAt. */
  createdAt: string;
  status: 'new' | 'handled';
  handledAt: string | null;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  city: string;
  company: string;
  categories: string;
  message: string;
  periodFrom: string | null;
  periodTo: string | null;
  locale: string;
  /**
   * The machine whose page the form was opened from: its model, and its public page below
   * the locale prefix (null while it has no category). Null when none, or since deleted (or
   * while it is in the trash).
   */
  product: { model: string; path: string | null } | null;
  delivery: DeliveryView;
}

/** A request's row with the machine it was sent from (columns for toView). */
function selectWithMachine() {
  return getDb()
    .select({
      row: contactRequests,
      model: products.model,
      slug: products.slug,
      categorySlug: categories.slug,
    })
    .from(contactRequests)
    .leftJoin(products, and(eq(products.id, contactRequests.productId), liveProduct))
    .leftJoin(categories, categoryOfProduct);
}

type RowWithMachine = Awaited<ReturnType<typeof selectWithMachine>>[number];

/** Every request, newest first, with its mail's delivery state. */
export async function listContactRequests(): Promise<ContactRequestView[]> {
  const rows = await selectWithMachine().orderBy(desc(contactRequests.createdAt));
  const mails = await mailsFor(rows.map(({ row }) => row.id));
  return rows.map((entry) => toView(entry, mails.get(entry.row.id)));
}

/** One page of the inbox, newest first, and how many requests are still new (over all pages). */
export async function listContactRequestsPage(
  query: PageQuery,
): Promise<Page<ContactRequestView> & { open: number }> {
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    selectWithMachine()
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${contactRequests.status} = 'new')`.mapWith(
          Number,
        ),
      })
      .from(contactRequests),
  ]);
  const mails = await mailsFor(rows.map(({ row }) => row.id));
  return {
    items: rows.map((entry) => toView(entry, mails.get(entry.row.id))),
    total: totals?.total ?? 0,
    open: totals?.open ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getContactRequestOrThrow(id: string): Promise<ContactRequestView> {
  const [entry] = await selectWithMachine().where(eq(contactRequests.id, id));
  if (!entry) throw new ApiError('NOT_FOUND', 'uuid');
  return toView(entry, (await mailsFor([id])).get(id));
}

async function mailsFor(ids: string[]): Promise<Map<string, MailOutboxEntry>> {
  const byRequest = new Map<string, MailOutboxEntry>();
  if (ids.length === 0) return byRequest;
  const mails = await getDb()
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.contactRequestId, ids));
  for (const mail of mails) if (mail.contactRequestId) byRequest.set(mail.contactRequestId, mail);
  return byRequest;
}

function deliveryOf(mail: MailOutboxEntry | undefined): DeliveryView {
  if (!mail) return { state: 'none', attempts: 0, lastError: null, sentAt: null };
  const state = mail.status === 'sent' ? 'sent' : mail.attempts > 0 ? 'retrying' : 'waiting';
  return {
    state,
    attempts: mail.attempts,
    lastError: mail.status === 'sent' ? null : mail.lastError,
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}

function toView(
  { row, model, slug, categorySlug }: RowWithMachine,
  mail: MailOutboxEntry | undefined,
): ContactRequestView {
  return {
    uuid: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    handledAt: row.handledAt?.toISOString() ?? null,
    lastName: row.lastName,
    firstName: row.firstName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    company: row.company,
    categories: row.categories,
    message: row.message,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    locale: row.locale,
    product:
      model === null || slug === null
        ? null
        : { model, path: categorySlug === null ? null : productPath(categorySlug, slug) },
    delivery: deliveryOf(mail),
  };
}
