import * as z from '@/lib/validation/zod';

/** The most units a machine may have (issue #35); the database checks 0 to 999 too. */
export const UNITS_MAX = 999;

/**
 * A machine's fleet count: how many identical units the company owns, a whole number from 0
 * (none to rent now) to UNITS_MAX. The API and the admin form check it here.
 */
export const unitsSchema = z
  .number({ error: 'INVALID_UNITS' })
  .int('INVALID_UNITS')
  .min(0, 'INVALID_UNITS')
  .max(UNITS_MAX, 'INVALID_UNITS');
