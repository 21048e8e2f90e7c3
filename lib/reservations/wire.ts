import type { CategoryView } from '@/lib/categories/queries';
import type { Month } from './month';
import type { CalendarMachine, ReservationView } from './queries';

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

/** GET /api/reservation/month: a category's machines and their bookings of one month. */
export function toCalendarWire(category: CategoryView, month: Month, machines: CalendarMachine[]) {
  return {
    category: { uuid: category.uuid, name: category.name },
    month: month.month,
    first: month.first,
    last: month.last,
    machines: machines.map((machine) => ({
      uuid: machine.id,
      model: machine.model,
      units: machine.units,
      reservations: machine.reservations.map((reservation) => ({
        uuid: reservation.id,
        units: reservation.units,
        start: reservation.startDay,
        end: reservation.endDay,
        status: reservation.status,
        customer_name: reservation.customerName,
      })),
    })),
  };
}

export type CalendarWire = ReturnType<typeof toCalendarWire>;
