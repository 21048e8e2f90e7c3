import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { quoteCounters } from '@/db/schema';

/**
 * The next number of a series in a year, taken inside the sending transaction: one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, which creates the year's row or adds one to it
 * and keeps that row locked until the transaction ends. Concurrent sendings queue on the
 * lock (PGlite runs one transaction at a time anyway), each sees the one before it, and a
 * sending that fails rolls its number back with it: no gap, no number given twice.
 */
export async function takeNextSequence(tx: Executor, series: string, year: number) {
  const [row] = await tx
    .insert(quoteCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [quoteCounters.series, quoteCounters.year],
      set: { last: sql`${quoteCounters.last} + 1` },
    })
    .returning({ last: quoteCounters.last });
  if (!row) throw new Error('The offer counter returned no row');
  return row.last;
}
