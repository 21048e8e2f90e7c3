import type { ErrorCode } from '@/lib/errors';
import { todayInRomania } from '@/lib/romania-time';
import {
  checkPeriod,
  customerFields,
  optionalText,
  reservationDay,
  unitsField,
  uuidField,
} from '@/lib/reservations/schema';
import { parseDay } from '@/lib/reservations/days';
import * as z from '@/lib/validation/zod';
import { MAX_DECLINE_REASON, MAX_QUOTE_LINES, QUOTE_LANGUAGES } from './states';
import { isValidCui, normalizeCui } from '@/lib/validation/cui';

/*
 * An offer as the admin form and the API send it (issue #44), shared by both. Money is in bani
 * (integers); a quantity and the discount are decimal numbers with at most two decimals,
 * kept in hundredths (2,5 → 250; 10,5 % → 1050 basis points).
 */

/** Highest unit price: 10,000,000 lei, the ceiling of a machine's own prices. */
export const MAX_UNIT_PRICE_BANI = 1_000_000_000;
/** Highest quantity of a free line: 100,000. */
export const MAX_QUANTITY = 100_000;

/** A number with at most two decimals, in hundredths (an integer), within [min, max]. */
const hundredths = (
  code: ErrorCode,
  { min, max, above }: { min: number; max: number; above?: boolean },
) =>
  z
    .number({ error: code })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, code)
    .refine((value) => !above || value > min, code)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, code)
    .transform((value) => Math.round(value * 100));

const unitPrice = z
  .number({ error: 'INVALID_UNIT_PRICE' })
  .int('INVALID_UNIT_PRICE')
  .min(0, 'INVALID_UNIT_PRICE')
  .max(MAX_UNIT_PRICE_BANI, 'INVALID_UNIT_PRICE');

/** A machine over whole days; unit_price, when given, is one unit's day price typed by hand. */
export const machineLineSchema = z
  .object({
    product_uuid: uuidField('INVALID_UUID'),
    units: unitsField,
    start: reservationDay,
    end: reservationDay,
    unit_price: unitPrice.nullish().transform((value) => value ?? null),
  })
  .superRefine(checkPeriod)
  .transform((line) => ({
    kind: 'machine' as const,
    productId: line.product_uuid,
    units: line.units,
    start: line.start,
    end: line.end,
    /** Bani per unit per day, or null: priced by the machine's own prices. */
    unitPrice: line.unit_price,
  }));

/** A free line: transport, an operator's hours. */
export const freeLineSchema = z
  .object({
    label: z
      .string({ error: 'REQUIRED_LINE_LABEL' })
      .trim()
      .min(1, 'REQUIRED_LINE_LABEL')
      .max(200, 'INVALID_LINE_LABEL'),
    quantity: hundredths('INVALID_QUANTITY', { min: 0, max: MAX_QUANTITY, above: true }),
    unit_price: unitPrice,
  })
  .transform((line) => ({
    kind: 'free' as const,
    label: line.label,
    /** Hundredths: 2,5 is 250. */
    quantity: line.quantity,
    unitPrice: line.unit_price,
  }));

export type MachineLineInput = z.output<typeof machineLineSchema>;
export type FreeLineInput = z.output<typeof freeLineSchema>;
export type QuoteLineInput = MachineLineInput | FreeLineInput;

/**
 * The lines, each read by the schema its shape names: one with a product_uuid is a machine
 * line, any other object a free line. Each problem is reported at its own path
 * ('lines.2.unit_price'), as a plain union could not.
 */
const linesSchema = z
  .array(z.unknown(), { error: 'INVALID_QUOTE_LINE' })
  .max(MAX_QUOTE_LINES, 'QUOTE_TOO_MANY_LINES')
  .nullish()
  .transform((items, ctx) => {
    const lines: QuoteLineInput[] = [];
    (items ?? []).forEach((item, index) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        ctx.addIssue({ code: 'custom', message: 'INVALID_QUOTE_LINE', path: [index] });
        return;
      }
      const schema = 'product_uuid' in item ? machineLineSchema : freeLineSchema;
      const result = schema.safeParse(item);
      if (result.success) lines.push(result.data);
      else {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
        }
      }
    });
    return lines;
  });

const customerSchema = (nameRequired: boolean) =>
  z.object(
    {
      ...customerFields,
      name: nameRequired ? customerFields.name : optionalText(null, 'INVALID_CUSTOMER_NAME'),
      // The check digit too (lib/validation/cui.ts), as for the company's own CUI.
      cui: z
        .string({ error: 'INVALID_CUSTOMER_CUI' })
        .nullish()
        .transform((value) => normalizeCui(value ?? ''))
        .refine((value) => value === '' || isValidCui(value), 'INVALID_CUSTOMER_CUI'),
      address: optionalText(null, 'INVALID_CUSTOMER_ADDRESS', 500),
    },
    { error: 'REQUIRED_CUSTOMER_NAME' },
  );

const quoteFields = (nameRequired: boolean) => ({
  request_uuid: uuidField('INVALID_UUID')
    .nullish()
    .transform((value) => value ?? null),
  /** Null when not given: Romanian, or a new offer's request's language (prefill.ts). */
  language: z
    .enum(QUOTE_LANGUAGES, { error: 'INVALID_LANGUAGE' })
    .nullish()
    .transform((value) => value ?? null),
  customer: nameRequired
    ? customerSchema(true)
    : customerSchema(false)
        .nullish()
        .transform(
          (value) => value ?? { name: '', company: '', cui: '', phone: '', email: '', address: '' },
        ),
  lines: linesSchema,
  discount_percent: hundredths('INVALID_DISCOUNT', { min: 0, max: 100 })
    .nullish()
    .transform((value) => value ?? 0),
  notes: optionalText(null, 'INVALID_NOTES', 2000),
  valid_until: z
    .string({ error: 'INVALID_VALID_UNTIL' })
    .refine((value) => parseDay(value) !== undefined, 'INVALID_VALID_UNTIL')
    .refine((value) => value >= todayInRomania(), 'INVALID_VALID_UNTIL')
    .nullish()
    .transform((value) => value ?? null),
});

type QuoteWireInput = z.output<z.ZodObject<ReturnType<typeof quoteFields>>>;

/** The API's snake_case fields as lib/quotes/ names them, the discount in basis points. */
const toQuoteInput = (value: QuoteWireInput) => ({
  requestId: value.request_uuid,
  language: value.language,
  customer: value.customer,
  lines: value.lines,
  discountBasisPoints: value.discount_percent,
  notes: value.notes,
  validUntil: value.valid_until,
});

/** PUT /api/quote/{uuid}: the whole offer, the customer's name required. */
export const quoteSchema = z.object(quoteFields(true)).transform(toQuoteInput);

/**
 * POST /api/quote: the same, but with a request_uuid the customer and the lines may be left
 * out, to be filled from that request of the inbox (lib/quotes/prefill.ts).
 */
export const newQuoteSchema = z
  .object(quoteFields(false))
  .superRefine((value, ctx) => {
    if (!value.request_uuid && !value.customer.name) {
      ctx.addIssue({
        code: 'custom',
        message: 'REQUIRED_CUSTOMER_NAME',
        path: ['customer', 'name'],
      });
    }
  })
  .transform(toQuoteInput);

export type QuoteInput = z.output<typeof quoteSchema>;
export type QuoteCustomer = QuoteInput['customer'];

/** POST /api/quote/public/{token}/decline: an optional reason. */
export const declineSchema = z.object({
  reason: optionalText(null, 'INVALID_DECLINE_REASON', MAX_DECLINE_REASON),
});
