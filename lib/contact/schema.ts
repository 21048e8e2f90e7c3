import * as z from '@/lib/validation/zod';
import { CONTACT_PHONE, EMAIL } from '@/lib/validation/patterns';
import { CONTACT_TEXT_LIMITS as LIMITS } from './limits';

const optionalText = (max: number) =>
  z.string({ error: 'INVALID_REQUEST' }).max(max, 'INVALID_REQUEST').optional().default('');

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_REQUEST')
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * The contact and offer form (spec §3, §5), shared by the form and POST /api/contact.
 * Values are judged trimmed; what is stored is what was typed, trimmed.
 */
export const contactSchema = z
  .object({
    lastName: optionalText(LIMITS.lastName),
    firstName: optionalText(LIMITS.firstName),
    email: optionalText(LIMITS.email),
    phone: optionalText(LIMITS.phone),
    city: optionalText(LIMITS.city),
    company: optionalText(LIMITS.company),
    /** The chosen category names, joined by ', '. */
    categories: optionalText(LIMITS.categories),
    message: optionalText(LIMITS.message),
    periodFrom: isoDate,
    periodTo: isoDate,
    // Absent is unchecked: an empty body then gets every missing field at once (issue #34),
    // not only the consent, which a failed base type would report alone.
    check: z.boolean({ error: 'REQUIRED_CONSENT' }).optional().default(false),
    /** Left empty by people; bots fill every field. */
    website: optionalText(LIMITS.website),
    recaptchaToken: z.string().max(4000).optional(),
    /** The machine whose offer button opened the form (?model=); unknown models are ignored. */
    model: z.string({ error: 'INVALID_REQUEST' }).max(LIMITS.model, 'INVALID_REQUEST').optional(),
    locale: z.enum(['ro', 'en']).optional().default('ro'),
  })
  .superRefine((form, ctx) => {
    const flag = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const email = form.email.trim();
    const phone = form.phone.trim();
    const emailValid = EMAIL.test(email);
    const phoneValid = CONTACT_PHONE.test(phone);
    // Either contact is enough: each is required unless the other is filled and valid.
    if (!email) {
      if (!phoneValid) flag('email', 'REQUIRED_CONTACT_EMAIL');
    } else if (!emailValid) flag('email', 'INVALID_CONTACT_EMAIL');
    if (!phone) {
      if (!emailValid) flag('phone', 'REQUIRED_CONTACT_PHONE');
    } else if (!phoneValid) flag('phone', 'INVALID_CONTACT_PHONE');
    if (!form.check) flag('check', 'REQUIRED_CONSENT');
    if (form.periodFrom && form.periodTo && form.periodFrom > form.periodTo) {
      flag('periodTo', 'INVALID_PERIOD');
    }
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactForm = z.output<typeof contactSchema>;
