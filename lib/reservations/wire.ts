import type { ReservationView } from './queries';

/** A reservation on the admin API (issue #35), snake_case like the rest of the API. */
export function toReservationWire(view: ReservationView) {
  return {
    uuid: view.id,
    product_uuid: view.productId,
    product_model: view.productModel,
    units: view.units,
    start: view.startDay,
    end: view.endDay,
    status: view.status,
    customer: {
      name: view.customerName,
      company: view.customerCompany,
      phone: view.customerPhone,
      email: view.customerEmail,
    },
    request_uuid: view.requestId,
    notes: view.notes,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}

export type ReservationWire = ReturnType<typeof toReservationWire>;
