import type { ErrorCode } from '@/lib/errors';
import * as z from '@/lib/validation/zod';
import { CONTACT_PHONE, EMAIL, UUID } from '@/lib/validation/patterns';
import { daysInRange, parseDay } from './days';
import { MAX_RESERVATION_DAYS, MAX_UNITS, RESERVATION_STATUSES } from './rules';

const uuid = (code: ErrorCode) =>
  z
    .string({ error: code })
    .regex(UUID, code)
    .transform((value) => value.toLowerCase());

const day = z
  .string({
    error: (issue) =>
      issue.input == null ? 'REQUIRED_RESERVATION_DATE' : 'INVALID_RESERVATION_DATE',
  })
  .refine((value) => parseDay(value) !== undefined, 'INVALID_RESERVATION_DATE');

/** An optional text of the customer: trimmed, empty when absent. */
const optionalText = (pattern: RegExp | null, code: ErrorCode, max = 200) =>
  z
    .string({ error: code })
    .trim()
    .max(max, code)
    .refine((value) => value === '' || !pattern || pattern.test(value), code)
    .nullish()
    .transform((value) => value ?? '');

/**
 * A reservation as the admin form and the API send it (issue #35). Dates are 'YYYY-MM-DD' in
 * Romania's time zone, both days included, at most MAX_RESERVATION_DAYS long. The customer's
 * e-mail and phone follow the spec's patterns (§5) when given.
 */
export const reservationSchema = z
  .object({
    product_uuid: uuid('INVALID_UUID'),
    units: z
      .number({ error: 'INVALID_UNITS' })
      .int('INVALID_UNITS')
      .min(1, 'INVALID_UNITS')
      .max(MAX_UNITS, 'INVALID_UNITS')
      .nullish()
      .transform((value) => value ?? 1),
    start: day,
    end: day,
    status: z
      .enum(RESERVATION_STATUSES, { error: 'INVALID_RESERVATION_STATUS' })
      .nullish()
      .transform((value) => value ?? 'tentative'),
    customer: z.object(
      {
        name: z
          .string({ error: 'REQUIRED_CUSTOMER_NAME' })
          .trim()
          .min(1, 'REQUIRED_CUSTOMER_NAME')
          .max(200, 'INVALID_CUSTOMER_NAME'),
        company: optionalText(null, 'INVALID_CUSTOMER_NAME'),
        phone: optionalText(CONTACT_PHONE, 'INVALID_CONTACT_PHONE', 40),
        email: optionalText(EMAIL, 'INVALID_CONTACT_EMAIL', 254),
      },
      { error: 'REQUIRED_CUSTOMER_NAME' },
    ),
    request_uuid: uuid('INVALID_UUID')
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalText(null, 'INVALID_NOTES', 2000),
  })
  .superRefine((value, ctx) => {
    if (parseDay(value.start) === undefined || parseDay(value.end) === undefined) return;
    if (value.end < value.start) {
      ctx.addIssue({ code: 'custom', message: 'RESERVATION_END_BEFORE_START', path: ['end'] });
    } else if (daysInRange(value.start, value.end) > MAX_RESERVATION_DAYS) {
      ctx.addIssue({ code: 'custom', message: 'RESERVATION_TOO_LONG', path: ['end'] });
    }
  });

export type ReservationInput = z.output<typeof reservationSchema>;
