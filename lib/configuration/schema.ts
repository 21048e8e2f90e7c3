import * as z from '@/lib/validation/zod';
import { ADMIN_PHONE, EMAIL } from '@/lib/validation/patterns';
import {
  COMPANY_DEFAULTS,
  COMPANY_KEYS,
  OFFER_KEYS,
  companyShape,
  vatPercentField,
} from './company-schema';

/** The configuration keys of spec §3; keys holding 'second' form the optional second group. */
export const PRIMARY_KEYS = ['contact_mail_to', 'contact_phone', 'contact_mail_subject'] as const;
export const SECOND_KEYS = ['contact_mail_to_second', 'contact_phone_second'] as const;
/** The contact settings: the only keys the public may read (GET /api/configuration). */
export const CONTACT_KEYS = [...PRIMARY_KEYS, ...SECOND_KEYS] as const;
/** Every key: the contact settings, then the company details and the offers' settings (#44). */
export const CONFIGURATION_KEYS = [...CONTACT_KEYS, ...COMPANY_KEYS, ...OFFER_KEYS] as const;

export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number];
export type ConfigurationValues = Record<ConfigurationKey, string>;
type ContactKey = (typeof CONTACT_KEYS)[number];

/** What every key reads as while it is not stored. */
export const CONFIGURATION_DEFAULTS: ConfigurationValues = {
  ...(Object.fromEntries(CONTACT_KEYS.map((key) => [key, ''])) as Record<ContactKey, string>),
  ...COMPANY_DEFAULTS,
};

export function isConfigurationKey(key: string): key is ConfigurationKey {
  return (CONFIGURATION_KEYS as readonly string[]).includes(key);
}

export function isPublicConfigurationKey(key: string): boolean {
  return (CONTACT_KEYS as readonly string[]).includes(key);
}

/** Phones are checked, and compared, with their spaces removed (spec §5). */
export function compactPhone(value: string): string {
  return value.replace(/\s+/g, '');
}

const contactShape = {
  contact_mail_to: z.string().trim(),
  contact_phone: z.string().trim(),
  contact_mail_subject: z.string().trim(),
  contact_mail_to_second: z.string().trim(),
  contact_phone_second: z.string().trim(),
};

/**
 * The contact rules of spec §5: the primary fields required, e-mail and phone patterns, and
 * the second e-mail and phone only as a pair.
 */
function checkContact(values: Record<ContactKey, string>, ctx: z.RefinementCtx) {
  const flag = (path: ContactKey, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const checkMail = (key: ContactKey, required: boolean) => {
    if (!values[key]) return required && flag(key, 'REQUIRED_MAIL');
    if (!EMAIL.test(values[key])) flag(key, 'INVALID_MAIL');
  };
  const checkPhone = (key: ContactKey, required: boolean) => {
    if (!values[key]) return required && flag(key, 'REQUIRED_PHONE');
    if (!ADMIN_PHONE.test(compactPhone(values[key]))) flag(key, 'INVALID_PHONE');
  };
  checkMail('contact_mail_to', true);
  checkPhone('contact_phone', true);
  if (!values.contact_mail_subject) flag('contact_mail_subject', 'REQUIRED_SUBJECT');
  // The second pair: either both or neither.
  const secondGiven = Boolean(values.contact_mail_to_second || values.contact_phone_second);
  checkMail('contact_mail_to_second', secondGiven);
  checkPhone('contact_phone_second', secondGiven);
}

/**
 * Every configuration value as stored, checked as a whole (so a pair is judged together);
 * the CUI, IBAN, registration number and series come out normalised. The API's schema.
 */
export const configurationValuesSchema = z
  .object({ ...contactShape, ...companyShape })
  .superRefine(checkContact);

/** The admin form's: the same, but the VAT rate typed as a percent ('21,5'). */
export const configurationFormSchema = z
  .object({ ...contactShape, ...companyShape, offer_vat_basis_points: vatPercentField })
  .superRefine(checkContact);

/** The longest value a key takes. */
export const CONFIGURATION_VALUE_MAX = 500;

/** PUT /api/configuration/update: a list of { uuid?, key, value }. */
export const configurationUpdateSchema = z
  .array(
    z.object({
      uuid: z.string().optional(),
      key: z.string({ error: 'INVALID_CONFIGURATION_KEY' }),
      value: z.string({ error: 'INVALID_REQUEST' }).max(CONFIGURATION_VALUE_MAX, 'INVALID_REQUEST'),
    }),
    { error: 'REQUIRED_CONFIGURATION' },
  )
  .min(1, 'REQUIRED_CONFIGURATION');

export type ConfigurationUpdate = z.infer<typeof configurationUpdateSchema>;
