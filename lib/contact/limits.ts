/**
 * The longest text each contact-form field takes, in characters: the schema refuses longer,
 * and the form's inputs carry them as maxlength (plain numbers, so the page needs no zod).
 */
export const CONTACT_TEXT_LIMITS = {
  lastName: 100,
  firstName: 100,
  email: 200,
  phone: 50,
  city: 100,
  company: 200,
  categories: 1000,
  message: 5000,
  website: 200,
  model: 200,
} as const;

export type LimitedContactField = keyof typeof CONTACT_TEXT_LIMITS;

/** Whether a value is too long for its field. */
export function isOverLimit(field: string, value: unknown): boolean {
  const limit = CONTACT_TEXT_LIMITS[field as LimitedContactField];
  return limit !== undefined && typeof value === 'string' && value.length > limit;
}
