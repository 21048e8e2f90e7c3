import 'server-only';
import { getDb } from '@/db/client';
import { and, eq } from 'drizzle-orm';
import { contactRequests, products } from '@/db/schema';
import { verifyCaptcha } from '@/lib/captcha/verify';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { enqueueMail } from '@/lib/mail/outbox';
import { kickMailDelivery } from '@/lib/mail/worker';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { liveProduct } from '@/lib/trash/live';
import { EMAIL } from '@/lib/validation/patterns';
import ro from '@/messages/ro.json';
import { renderContactMail } from './mail';
import type { ContactForm } from './schema';

export interface ContactResult {
  /** Undefined when the honeypot caught a bot: it is answered as if all went well. */
  uuid?: string;
}

/**
 * Takes a contact request: per-IP limit, honeypot, captcha (once per token), then the request
 * and its mail to the company are stored in one transaction before anything is sent, so a
 * request is never lost while the mail server is away.
 */
export async function submitContactRequest(form: ContactForm, ip: string): Promise<ContactResult> {
  await enforceRateLimit(`contact:ip:${ip}`, RATE_LIMITS.contactPerIp);
  if (form.website.trim()) return {};
  await verifyCaptcha(form.recaptchaToken, ip);

  const settings = await getConfigurationValues();
  const recipients = [settings.contact_mail_to, settings.contact_mail_to_second].filter(Boolean);
  const email = form.email.trim();
  const createdAt = new Date();
  const model = form.model?.trim();
  const uuid = await getDb().transaction(async (tx) => {
    const [product] = model
      ? await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.model, model), liveProduct))
      : [];
    const [row] = await tx
      .insert(contactRequests)
      .values({
        lastName: form.lastName.trim(),
        firstName: form.firstName.trim(),
        email,
        phone: form.phone.trim(),
        city: form.city.trim(),
        company: form.company.trim(),
        categories: form.categories.trim(),
        message: form.message.trim(),
        periodFrom: form.periodFrom ?? null,
        periodTo: form.periodTo ?? null,
        consent: form.check,
        locale: form.locale,
        productId: product?.id ?? null,
        createdAt,
      })
      .returning({ id: contactRequests.id });
    if (!row) throw new Error('The contact request was not stored');
    if (recipients.length > 0) {
      await enqueueMail(tx, {
        kind: 'contact',
        to: recipients.join(', '),
        replyTo: EMAIL.test(email) ? email : undefined,
        subject: settings.contact_mail_subject || ro.ContactMail.subjectFallback,
        ...renderContactMail(form, createdAt),
        contactRequestId: row.id,
      });
    }
    return row.id;
  });
  kickMailDelivery();
  return { uuid };
}
