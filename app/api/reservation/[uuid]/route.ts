import { apiRoute } from '@/lib/http/handler';
import { deleteReservation, updateReservation } from '@/lib/reservations/mutations';
import { getReservation } from '@/lib/reservations/queries';
import { reservationSchema } from '@/lib/reservations/schema';
import { toReservationWire } from '@/lib/reservations/wire';

type Params = { uuid: string };

// GET /api/reservation/{uuid}
export const GET = apiRoute<Params>({ access: 'admin' }, async ({ params }) =>
  toReservationWire(await getReservation(params.uuid)),
);

// PUT /api/reservation/{uuid} – the same fields as POST; the state moves only forward
// (409 INVALID_STATUS_CHANGE), and holding units is checked as on create.
export const PUT = apiRoute<Params>({ access: 'admin' }, async ({ params, body }) => {
  await updateReservation(params.uuid, await body(reservationSchema));
  return toReservationWire(await getReservation(params.uuid));
});

// DELETE /api/reservation/{uuid}
export const DELETE = apiRoute<Params>({ access: 'admin' }, async ({ params }) => {
  await deleteReservation(params.uuid);
  return { ok: true };
});
