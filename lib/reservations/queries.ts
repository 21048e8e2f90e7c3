import 'server-only';
import { and, asc, count, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { products, reservations } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/http/pagination';
import { liveProduct } from '@/lib/trash/live';
import { UUID } from '@/lib/validation/patterns';
import { heldUnitsByDay } from './capacity';
import { RESERVATION_COLUMNS } from './columns';
import { addDays, type Day } from './days';
import type { ReservationStatus } from './rules';

/** A reservation as the admin reads it (customer included: never on a public page). */
export interface ReservationView {
  id: string;
  productId: string;
  productModel: string;
  units: number;
  startDay: Day;
  endDay: Day;
  status: ReservationStatus;
  customerName: string;
  customerCompany: string;
  customerPhone: string;
  customerEmail: string;
  notes: string;
  requestId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const VIEW = {
  id: reservations.id,
  productModel: products.model,
  ...RESERVATION_COLUMNS,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
};

export interface ReservationFilter {
  /** Reservations with any day in [from, to]. */
  from?: Day;
  to?: Day;
  productId?: string;
  status?: ReservationStatus;
}

/** One page of reservations, the latest first day first. */
export async function listReservations(
  filter: ReservationFilter,
  page: PageQuery,
): Promise<Page<ReservationView>> {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(reservations.endDay, filter.from));
  if (filter.to) conditions.push(lte(reservations.startDay, filter.to));
  if (filter.productId) conditions.push(eq(reservations.productId, filter.productId));
  if (filter.status) conditions.push(eq(reservations.status, filter.status));
  const where = and(...conditions);
  const db = getDb();
  const [items, [total]] = await Promise.all([
    db
      .select(VIEW)
      .from(reservations)
      .innerJoin(products, eq(products.id, reservations.productId))
      .where(where)
      .orderBy(desc(reservations.startDay), desc(reservations.createdAt))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: page.page, limit: page.limit };
}

export async function getReservation(id: string): Promise<ReservationView> {
  if (!UUID.test(id)) throw new ApiError('ERROR_GET_RESERVATION', 'uuid');
  const [row] = await getDb()
    .select(VIEW)
    .from(reservations)
    .innerJoin(products, eq(products.id, reservations.productId))
    .where(eq(reservations.id, id));
  if (!row) throw new ApiError('ERROR_GET_RESERVATION', 'uuid');
  return row;
}

/** A machine not in the trash, with its fleet count; 404 ERROR_GET_PRODUCT otherwise. */
async function liveMachine(db: Executor, productId: string): Promise<{ units: number }> {
  if (!UUID.test(productId)) throw new ApiError('ERROR_GET_PRODUCT', 'uuid');
  const [machine] = await db
    .select({ units: products.units })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct));
  if (!machine) throw new ApiError('ERROR_GET_PRODUCT', 'uuid');
  return machine;
}

/** Free units of a machine on each day of [from, to]: what the public may know, nothing more. */
export async function freeUnitsByDay(
  productId: string,
  from: Day,
  to: Day,
  db: Executor = getDb(),
): Promise<{ date: Day; free: number }[]> {
  const { units } = await liveMachine(db, productId);
  const held = await heldUnitsByDay(db, productId, from, to);
  return held.map(({ day, held: taken }) => ({ date: day, free: Math.max(units - taken, 0) }));
}

/** A machine of a category with its reservations of a month, for the admin's calendar. */
export interface CalendarMachine {
  id: string;
  model: string;
  units: number;
  reservations: Pick<
    ReservationView,
    'id' | 'units' | 'startDay' | 'endDay' | 'status' | 'customerName'
  >[];
}

/**
 * The month calendar of a category: every machine of it (not in the trash) with the
 * reservations (not cancelled) that touch [first, last], in one query.
 */
export async function categoryCalendar(
  categoryId: string,
  first: Day,
  last: Day,
): Promise<CalendarMachine[]> {
  const rows = await getDb()
    .select({
      id: products.id,
      model: products.model,
      units: products.units,
      reservationId: reservations.id,
      reservationUnits: reservations.units,
      startDay: reservations.startDay,
      endDay: reservations.endDay,
      status: reservations.status,
      customerName: reservations.customerName,
    })
    .from(products)
    .leftJoin(
      reservations,
      and(
        eq(reservations.productId, products.id),
        ne(reservations.status, 'cancelled'),
        lte(reservations.startDay, last),
        gte(reservations.endDay, first),
      ),
    )
    .where(and(eq(products.categoryId, categoryId), liveProduct))
    .orderBy(asc(products.slug), asc(reservations.startDay));
  const machines = new Map<string, CalendarMachine>();
  for (const row of rows) {
    const machine = machines.get(row.id) ?? {
      id: row.id,
      model: row.model,
      units: row.units,
      reservations: [],
    };
    machines.set(row.id, machine);
    if (row.reservationId && row.startDay && row.endDay && row.status) {
      machine.reservations.push({
        id: row.reservationId,
        units: row.reservationUnits ?? 1,
        startDay: row.startDay,
        endDay: row.endDay,
        status: row.status,
        customerName: row.customerName ?? '',
      });
    }
  }
  return [...machines.values()];
}

/** Machines handed over whose last day has passed: 'Utilaje nereturnate la termen'. */
export async function overdueReservations(today: Day): Promise<ReservationView[]> {
  return getDb()
    .select(VIEW)
    .from(reservations)
    .innerJoin(products, eq(products.id, reservations.productId))
    .where(and(eq(reservations.status, 'out'), lte(reservations.endDay, addDays(today, -1))))
    .orderBy(asc(reservations.endDay));
}
