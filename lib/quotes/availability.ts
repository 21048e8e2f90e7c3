import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { products } from '@/db/schema';
import { heldUnitsByDay } from '@/lib/reservations/capacity';
import { eachDay, type Day } from '@/lib/reservations/days';
import { lockLiveMachine } from '@/lib/reservations/mutations';
import { liveProduct } from '@/lib/trash/live';

/** Whether a machine line's days are free (#35's rule), and the days that are not. */
export interface LineAvailability {
  free: boolean;
  /** The line's days on which the machine has not the units free; all of them if it is gone. */
  takenDays: Day[];
}

interface MachineLine {
  kind: 'machine' | 'free';
  productId: string | null;
  units: number | null;
  startDay: Day | null;
  endDay: Day | null;
}

/**
 * #35's rule over an offer's machine lines: on each day, the units that confirmed and out
 * reservations hold (heldUnitsByDay) plus the units the offer's own lines of that machine ask
 * for must not pass the machine's fleet (two lines of one machine on the same days count
 * together). With `lock`, each machine's row is locked first (lockLiveMachine, in the order
 * of their uuids, so two acceptances cannot wait on each other), which is how acceptance
 * books them: nothing can take those units until the transaction ends. A machine no longer
 * there (deleted, in the trash) is taken on every day. Free lines answer null.
 */
export async function linesAvailability(
  db: Executor,
  lines: readonly MachineLine[],
  { lock = false } = {},
): Promise<(LineAvailability | null)[]> {
  const answers: (LineAvailability | null)[] = lines.map(() => null);
  const byMachine = new Map<string | null, number[]>();
  lines.forEach((line, index) => {
    if (line.kind !== 'machine') return;
    byMachine.set(line.productId, [...(byMachine.get(line.productId) ?? []), index]);
  });
  const ids = [...byMachine.keys()].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  for (const productId of ids) {
    const indexes = byMachine.get(productId) ?? [];
    const own = indexes.map((index) => lines[index]!);
    const machine = productId ? await fleetOf(db, productId, lock) : undefined;
    if (!machine) {
      for (const index of indexes)
        answers[index] = { free: false, takenDays: daysOf(lines[index]!) };
      continue;
    }
    const first = own.map((line) => line.startDay!).sort()[0]!;
    const last = own
      .map((line) => line.endDay!)
      .sort()
      .at(-1)!;
    const held = await heldUnitsByDay(db, productId!, first, last);
    const over = new Set(
      held
        .filter(({ day, held: taken }) => {
          const asked = own
            .filter((line) => line.startDay! <= day && day <= line.endDay!)
            .reduce((sum, line) => sum + (line.units ?? 1), 0);
          return taken + asked > machine.units;
        })
        .map(({ day }) => day),
    );
    for (const index of indexes) {
      const takenDays = daysOf(lines[index]!).filter((day) => over.has(day));
      answers[index] = { free: takenDays.length === 0, takenDays };
    }
  }
  return answers;
}

function daysOf(line: MachineLine): Day[] {
  return line.startDay && line.endDay ? eachDay(line.startDay, line.endDay) : [];
}

async function fleetOf(db: Executor, productId: string, lock: boolean) {
  if (lock) return lockLiveMachine(db, productId);
  const [machine] = await db
    .select({ units: products.units })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct));
  return machine;
}
