import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { queryRows } from '@/db/rows';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { UUID } from '@/lib/validation/patterns';
import { summarizeAvailability, type PartlyBookedDay, type ProductAvailability } from './booked';
import { addDays, type Day } from './days';
import { AVAILABILITY_HORIZON_DAYS, HOLDING_STATUSES } from './rules';

/** How far ahead the first free day is looked for (past it the page says "unavailable"). */
export const LOOK_AHEAD_DAYS = 400;

const HOLDING = sql.raw(HOLDING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A machine's units and the days from `today` on that its reservations hold units of, with
 * how many, in one query: the machine's holding reservations that touch the range are read
 * once (the (product_id, start_day, end_day) index), then spread over the days they cover.
 * The days whose held units reach the machine's units are fully booked; the others partly
 * (issue #41). Null when there is no such machine (or it is in the trash).
 */
export async function readProductAvailability(
  productId: string,
  today: Day,
  db: Executor = getDb(),
): Promise<ProductAvailability | null> {
  if (!UUID.test(productId)) return null;
  const last = addDays(today, LOOK_AHEAD_DAYS - 1);
  const [row] = await queryRows<{ units: number; held_days: string[] | string | null }>(
    db,
    sql`select p.units,
          (select array_agg(to_char(held_day, 'YYYY-MM-DD') || '=' || held order by held_day)
             from (select d as held_day, sum(r.units) as held
                     from (select r.start_day, r.end_day, r.units
                             from reservations r
                            where r.product_id = p.id
                              and r.status in (${HOLDING})
                              and r.start_day <= ${last}::date
                              and r.end_day >= ${today}::date) r
                     cross join lateral generate_series(
                       greatest(r.start_day, ${today}::date), least(r.end_day, ${last}::date),
                       interval '1 day') as d
                    group by d) as held_days) as held_days
        from products p
       where p.id = ${productId} and p.deleted_at is null`,
  );
  if (!row) return null;
  const units = Number(row.units);
  const fullDays: Day[] = [];
  const partDays: PartlyBookedDay[] = [];
  for (const entry of toDays(row.held_days)) {
    const [day = '', held = '0'] = entry.split('=');
    const free = units - Number(held);
    if (free <= 0) fullDays.push(day);
    else partDays.push({ day, free });
  }
  return summarizeAvailability(
    units,
    fullDays,
    today,
    AVAILABILITY_HORIZON_DAYS,
    LOOK_AHEAD_DAYS,
    partDays,
  );
}

/** A text[] as either driver gives it: an array, or PostgreSQL's '{a,b}' text. */
function toDays(value: string[] | string | null): Day[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/**
 * The product page's read, kept in the data cache: keyed by the machine and the day (a render
 * after midnight never reuses yesterday's answer), tagged with availability (every
 * reservation write) and products (a change of units, a machine moved to the trash).
 */
export const productAvailability = cachedRead(
  readProductAvailability,
  ['reservations:product-availability', 'shape-2'],
  [CACHE_TAGS.availability, CACHE_TAGS.products],
);
