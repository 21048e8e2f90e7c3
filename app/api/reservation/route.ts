import { apiRoute } from '@/lib/http/handler';
import { parsePageQuery } from '@/lib/http/pagination';
import { createReservation } from '@/lib/reservations/mutations';
import { reservationFilter } from '@/lib/reservations/params';
import { getReservation, listReservations } from '@/lib/reservations/queries';
import { reservationSchema } from '@/lib/reservations/schema';
import { toReservationWire } from '@/lib/reservations/wire';

// GET /api/reservation?from=&to=&product=&status=&page=&limit= – one page of reservations,
// the latest first day first (issue #35).
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  const page = await listReservations(reservationFilter(params), parsePageQuery(params));
  return { ...page, items: page.items.map(toReservationWire) };
});

// POST /api/reservation – 201 with the reservation; 409 ERROR_NOT_AVAILABLE when a confirmed
// or out reservation would hold more units than the machine has on any of its days.
export const POST = apiRoute({ access: 'admin' }, async ({ body }) => {
  const id = await createReservation(await body(reservationSchema));
  return Response.json(toReservationWire(await getReservation(id)), { status: 201 });
});
