import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, contactRequests, products } from '@/db/schema';
import { categoryOfProduct, liveProduct } from '@/lib/trash/live';
import { UUID } from '@/lib/validation/patterns';
import { parseDay } from './days';

/** A machine the admin can book: one option of the form's and the list filter's machine select. */
export interface MachineChoice {
  uuid: string;
  model: string;
  units: number;
}

/**
 * Where a machine select starts: a category (its machines are the options; a catalogue of
 * 10,000 machines is never sent whole) and that category's machines. The client asks for
 * another category's machines when the admin picks it (GET /api/reservation/month).
 */
export interface MachinePickerStart {
  categoryId: string;
  machines: MachineChoice[];
}

/** The machines of a category, not in the trash, by model: one light query, no pictures. */
export async function machinesOfCategory(categoryId: string): Promise<MachineChoice[]> {
  if (!UUID.test(categoryId)) return [];
  return getDb()
    .select({ uuid: products.id, model: products.model, units: products.units })
    .from(products)
    .where(and(eq(products.categoryId, categoryId.toLowerCase()), liveProduct))
    .orderBy(asc(products.slug));
}

/** The picker for a machine already chosen (an edit, a request, the address): its category. */
export async function machinePickerStart(productId: string | null): Promise<MachinePickerStart> {
  if (!productId || !UUID.test(productId)) return { categoryId: '', machines: [] };
  const [row] = await getDb()
    .select({ categoryId: categories.id })
    .from(products)
    .innerJoin(categories, categoryOfProduct)
    .where(eq(products.id, productId.toLowerCase()));
  if (!row) return { categoryId: '', machines: [] };
  return { categoryId: row.categoryId, machines: await machinesOfCategory(row.categoryId) };
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
