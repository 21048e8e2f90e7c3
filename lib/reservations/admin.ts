import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, contactRequests, products } from '@/db/schema';
import { UNKNOWN_CATEGORY } from '@/lib/products/view';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';
import { UUID } from '@/lib/validation/patterns';
import { parseDay } from './days';

/** A machine the admin can book: the reservation form's and the list filter's choices. */
export interface MachineChoice {
  uuid: string;
  model: string;
  category: string;
  units: number;
}

/** Every machine not in the trash, by category then model: one light query, no pictures. */
export async function listMachineChoices(): Promise<MachineChoice[]> {
  const rows = await getDb()
    .select({
      uuid: products.id,
      model: products.model,
      category: categories.name,
      units: products.units,
    })
    .from(products)
    .leftJoin(categories, categoryOfProduct)
    .where(liveProduct)
    .orderBy(asc(categories.name), asc(products.slug));
  return rows.map((row) => ({ ...row, category: row.category ?? UNKNOWN_CATEGORY }));
}

/** What the reservation form starts from when opened from an offer request ('Creeaza rezervare'). */
export interface ReservationDraft {
  product_uuid: string;
  start: string;
  end: string;
  customer: { name: string; company: string; phone: string; email: string };
  request_uuid: string;
}

/**
 * The request's machine (while it is not in the trash), its period (a date the visitor left
 * out is the other one; a date that is not real is left empty) and its sender: the form is
 * prefilled from what the visitor typed, and the admin checks it before saving.
 */
export async function draftFromRequest(requestId: string): Promise<ReservationDraft | null> {
  if (!UUID.test(requestId)) return null;
  const [row] = await getDb()
    .select({ request: contactRequests, productId: products.id })
    .from(contactRequests)
    .leftJoin(products, and(eq(products.id, contactRequests.productId), liveProduct))
    .where(eq(contactRequests.id, requestId.toLowerCase()));
  if (!row) return null;
  const { request } = row;
  const from = parseDay(request.periodFrom) ?? '';
  const to = parseDay(request.periodTo) ?? '';
  return {
    product_uuid: row.productId ?? '',
    start: from || to,
    end: to || from,
    customer: {
      name: [request.lastName, request.firstName].filter(Boolean).join(' ').slice(0, 200),
      company: request.company.slice(0, 200),
      phone: request.phone.slice(0, 40),
      email: request.email.slice(0, 254),
    },
    request_uuid: request.id,
  };
}
