import * as z from '@/lib/validation/zod';
import { ADMIN_PHONE, EMAIL } from '@/lib/validation/patterns';

/** The configuration keys of spec §3; keys holding 'second' form the optional second group. */
export const PRIMARY_KEYS = ['contact_mail_to', 'contact_phone', 'contact_mail_subject'] as const;
export const SECOND_KEYS = ['contact_mail_to_second', 'contact_phone_second'] as const;
export const CONFIGURATION_KEYS = [...PRIMARY_KEYS, ...SECOND_KEYS] as const;

export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number];
export type ConfigurationValues = Record<ConfigurationKey, string>;

export function isConfigurationKey(key: string): key is ConfigurationKey {
  return (CONFIGURATION_KEYS as readonly string[]).includes(key);
}

/** Phones are checked, and compared, with their spaces removed (spec §5). */
export function compactPhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * The configuration form (spec §5): the primary fields required, e-mail and phone patterns,
 * and the second e-mail and phone only as a pair. Shared by the admin form and the API.
 */
export const configurationValuesSchema = z
  .object({
    contact_mail_to: z.string().trim(),
    contact_phone: z.string().trim(),
    contact_mail_subject: z.string().trim(),
    contact_mail_to_second: z.string().trim(),
    contact_phone_second: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    const flag = (path: ConfigurationKey, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const checkMail = (key: ConfigurationKey, required: boolean) => {
      if (!values[key]) return required && flag(key, 'REQUIRED_MAIL');
      if (!EMAIL.test(values[key])) flag(key, 'INVALID_MAIL');
    };
    const checkPhone = (key: ConfigurationKey, required: boolean) => {
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
  });

/** PUT /api/configuration/update: a list of { uuid?, key, value }. */
export const configurationUpdateSchema = z
  .array(
    z.object({
      uuid: z.string().optional(),
      key: z.string({ error: 'INVALID_CONFIGURATION_KEY' }),
      value: z.string({ error: 'INVALID_REQUEST' }).max(500, 'INVALID_REQUEST'),
    }),
    { error: 'REQUIRED_CONFIGURATION' },
  )
  .min(1, 'REQUIRED_CONFIGURATION');

export type ConfigurationUpdate = z.infer<typeof configurationUpdateSchema>;
