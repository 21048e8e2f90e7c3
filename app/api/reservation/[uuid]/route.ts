import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { deleteReservation, updateReservation } from '@/lib/reservations/mutations';
import { getReservation } from '@/lib/reservations/queries';
import { reservationSchema } from '@/lib/reservations/schema';
import { toReservationWire } from '@/lib/reservations/wire';

// GET /api/reservation/{uuid}
export const GET = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.reservation },
  async ({ params }) => toReservationWire(await getReservation(params.uuid)),
);

// PUT /api/reservation/{uuid} – the same fields as POST; the state moves only forward
// (409 INVALID_STATUS_CHANGE), and holding units is checked as on create.
export const PUT = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.reservation },
  async ({ params, body }) => {
    await updateReservation(params.uuid, await body(reservationSchema));
    return toReservationWire(await getReservation(params.uuid));
  },
);

// DELETE /api/reservation/{uuid}
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.reservation },
  async ({ params }) => {
    await deleteReservation(params.uuid);
    return { ok: true };
  },
);
