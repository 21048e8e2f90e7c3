import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { Day } from './days';
import { HOLDING_STATUSES } from './rules';

const HOLDING = sql.raw(HOLDING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The units held on each day of a range by a machine's confirmed and out reservations, one
 * query: every day of the range, even one nothing holds (0). `except` leaves out the
 * reservation being edited.
 */
export async function heldUnitsByDay(
  db: Executor,
  productId: string,
  first: Day,
  last: Day,
  except: string | null = null,
): Promise<{ day: Day; held: number }[]> {
  const rows = await queryRows<{ day: string; held: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day, coalesce(sum(r.units), 0)::int as held
        from generate_series(${first}::date, ${last}::date, interval '1 day') as d
        left join reservations r
          on r.product_id = ${productId}
         and r.status in (${HOLDING})
         and d::date between r.start_day and r.end_day
         ${except ? sql`and r.id <> ${except}` : sql``}
        group by d
        order by d`,
  );
  return rows.map((row) => ({ day: row.day, held: Number(row.held) }));
}

/** The most units held on any one day of the range. */
export async function mostHeld(
  db: Executor,
  productId: string,
  first: Day,
  last: Day,
  except: string | null,
): Promise<number> {
  const days = await heldUnitsByDay(db, productId, first, last, except);
  return days.reduce((most, { held }) => Math.max(most, held), 0);
}
