import type { ErrorCode } from '@/lib/errors';
import * as z from '@/lib/validation/zod';
import { CONTACT_PHONE, EMAIL, UUID } from '@/lib/validation/patterns';
import { daysInRange, parseDay } from './days';
import { MAX_RESERVATION_DAYS, MAX_UNITS, RESERVATION_STATUSES } from './rules';

/** A uuid field, lower-cased; anything else is refused with `code`. */
export const uuidField = (code: ErrorCode) =>
  z
    .string({ error: code })
    .regex(UUID, code)
    .transform((value) => value.toLowerCase());

/** A day 'YYYY-MM-DD' of a reservation (or of an offer's machine line). */
export const reservationDay = z
  .string({
    error: (issue) =>
      issue.input == null ? 'REQUIRED_RESERVATION_DATE' : 'INVALID_RESERVATION_DATE',
  })
  .refine((value) => parseDay(value) !== undefined, 'INVALID_RESERVATION_DATE');

/** An optional text of the customer: trimmed, empty when absent. */
export const optionalText = (pattern: RegExp | null, code: ErrorCode, max = 200) =>
  z
    .string({ error: code })
    .trim()
    .max(max, code)
    .refine((value) => value === '' || !pattern || pattern.test(value), code)
    .nullish()
    .transform((value) => value ?? '');

/** Units of a machine a booking asks for: a whole number from 1 to MAX_UNITS, 1 when absent. */
export const unitsField = z
  .number({ error: 'INVALID_UNITS' })
  .int('INVALID_UNITS')
  .min(1, 'INVALID_UNITS')
  .max(MAX_UNITS, 'INVALID_UNITS')
  .nullish()
  .transform((value) => value ?? 1);

/** The customer's name (required), company, phone and e-mail: a reservation's and an offer's. */
export const customerFields = {
  name: z
    .string({ error: 'REQUIRED_CUSTOMER_NAME' })
    .trim()
    .min(1, 'REQUIRED_CUSTOMER_NAME')
    .max(200, 'INVALID_CUSTOMER_NAME'),
  company: optionalText(null, 'INVALID_CUSTOMER_NAME'),
  phone: optionalText(CONTACT_PHONE, 'INVALID_CONTACT_PHONE', 40),
  email: optionalText(EMAIL, 'INVALID_CONTACT_EMAIL', 254),
};

/**
 * A period of whole days, as reservations and offers' machine lines take it: the last day not
 * before the first, at most MAX_RESERVATION_DAYS long (each date's own check comes first).
 */
export function checkPeriod(value: { start: string; end: string }, ctx: z.RefinementCtx): void {
  if (parseDay(value.start) === undefined || parseDay(value.end) === undefined) return;
  if (value.end < value.start) {
    ctx.addIssue({ code: 'custom', message: 'RESERVATION_END_BEFORE_START', path: ['end'] });
  } else if (daysInRange(value.start, value.end) > MAX_RESERVATION_DAYS) {
    ctx.addIssue({ code: 'custom', message: 'RESERVATION_TOO_LONG', path: ['end'] });
  }
}

/**
 * A reservation as the admin form and the API send it (issue #35). Dates are 'YYYY-MM-DD' in
 * Romania's time zone, both days included, at most MAX_RESERVATION_DAYS long. The customer's
 * e-mail and phone follow the spec's patterns (§5) when given.
 */
export const reservationSchema = z
  .object({
    product_uuid: uuidField('INVALID_UUID'),
    units: unitsField,
    start: reservationDay,
    end: reservationDay,
    status: z
      .enum(RESERVATION_STATUSES, { error: 'INVALID_RESERVATION_STATUS' })
      .nullish()
      .transform((value) => value ?? 'tentative'),
    customer: z.object(customerFields, { error: 'REQUIRED_CUSTOMER_NAME' }),
    request_uuid: uuidField('INVALID_UUID')
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalText(null, 'INVALID_NOTES', 2000),
  })
  .superRefine(checkPeriod);

export type ReservationInput = z.output<typeof reservationSchema>;
