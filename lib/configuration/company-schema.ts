import { cuiSchema } from '@/lib/validation/cui';
import { ibanSchema } from '@/lib/validation/iban';
import { registrationNumberSchema } from '@/lib/validation/registration-number';
import * as z from '@/lib/validation/zod';
import { DEFAULT_VAT_BASIS_POINTS, parseBasisPoints, percentToBasisPoints } from './vat-rate';

/**
 * The company details every offer carries and the offers' own settings (issue #44), kept as
 * configuration entries beside the contact settings: one key each, edited in 'Configurare'.
 * All are optional; an unset key reads as its default below.
 */
export const COMPANY_KEYS = [
  'company_legal_name',
  'company_cui',
  'company_registration_number',
  'company_address',
  'company_bank',
  'company_iban',
] as const;
export const OFFER_KEYS = [
  'offer_vat_basis_points',
  'offer_validity_days',
  'offer_series',
] as const;

export type CompanyKey = (typeof COMPANY_KEYS)[number] | (typeof OFFER_KEYS)[number];

export const DEFAULT_OFFER_VALIDITY_DAYS = 14;
export const MAX_OFFER_VALIDITY_DAYS = 365;
export const DEFAULT_OFFER_SERIES = 'OF';

const VALIDITY_DAYS = /^\d{1,3}$/;
const OFFER_SERIES = /^[A-Z0-9]{1,10}$/;

/** What each key reads as while it is not set. */
export const COMPANY_DEFAULTS: Record<CompanyKey, string> = {
  company_legal_name: '',
  company_cui: '',
  company_registration_number: '',
  company_address: '',
  company_bank: '',
  company_iban: '',
  offer_vat_basis_points: String(DEFAULT_VAT_BASIS_POINTS),
  offer_validity_days: String(DEFAULT_OFFER_VALIDITY_DAYS),
  offer_series: DEFAULT_OFFER_SERIES,
};

/** '14' → 14; anything but a whole number of days from 1 to 365 is null. */
export function parseValidityDays(text: string): number | null {
  if (!VALIDITY_DAYS.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= MAX_OFFER_VALIDITY_DAYS ? days : null;
}

export function isOfferSeries(text: string): boolean {
  return OFFER_SERIES.test(text);
}

const text = z.string().trim();

/** The fields as the API stores them: the VAT rate in basis points ('2100'). */
export const companyShape = {
  company_legal_name: text,
  company_cui: cuiSchema,
  company_registration_number: registrationNumberSchema,
  company_address: text,
  company_bank: text,
  company_iban: ibanSchema,
  offer_vat_basis_points: text
    .refine((value) => parseBasisPoints(value) !== null, 'INVALID_VAT_RATE')
    .transform((value) => String(Number(value))),
  offer_validity_days: text
    .refine((value) => parseValidityDays(value) !== null, 'INVALID_OFFER_VALIDITY')
    .transform((value) => String(Number(value))),
  offer_series: text
    .transform((value) => value.toUpperCase())
    .refine(isOfferSeries, 'INVALID_OFFER_SERIES'),
};

/** The admin form's VAT field: a percent as typed ('21,5'), handed on in basis points ('2150'). */
export const vatPercentField = z.string().transform((value, ctx) => {
  const basisPoints = percentToBasisPoints(value);
  if (basisPoints === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_VAT_RATE' });
    return z.NEVER;
  }
  return String(basisPoints);
});
