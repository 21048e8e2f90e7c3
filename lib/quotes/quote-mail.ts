import 'server-only';
import { createTranslator } from 'next-intl';
import { localePath } from '@/i18n/routing';
import { companyDetailsOf } from '@/lib/configuration/company';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { env } from '@/lib/env';
import { formatPhone } from '@/lib/phone';
import { formatLei } from '@/lib/pricing/rental-price';
import { formatDay } from '@/lib/reservations/days';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { displayQuoteNumber } from './numbering';
import { companyName } from './offer-text';
import { offerPagePath } from './page-path';
import type { QuoteLanguage } from './states';
import type { QuoteView } from './view';

const MESSAGES = { ro, en } as const;

/** Who an offer's mail comes from, read before the sending's transaction opens. */
export interface QuoteMailSender {
  /** The company's name in each language (its legal name, else the site's). */
  company: Record<QuoteLanguage, string>;
  /** The contact phone, as the site writes it; '' when none is set. */
  phone: string;
  /** The contact address, where the customer's reply goes; '' when none is set. */
  replyTo: string;
}

/**
 * Read through getDb() outside the transaction: on PGlite a read from outside an open
 * transaction would wait for it to end (lib/quotes/settings.ts says the same).
 */
export async function quoteMailSender(): Promise<QuoteMailSender> {
  const values = await getConfigurationValues();
  const company = companyDetailsOf(values);
  return {
    company: { ro: companyName(company, 'ro'), en: companyName(company, 'en') },
    phone: values.contact_phone ? formatPhone(values.contact_phone) : '',
    replyTo: values.contact_mail_to,
  };
}

/** The customer's page of an offer: /oferta/{token}, /en/oferta/{token} for English. */
export function customerPageUrl(language: QuoteLanguage, token: string): string {
  return `${env().siteUrl}${localePath(language, offerPagePath(token))}`;
}

/**
 * The mail that carries a sent offer to its customer, in the offer's language: its number,
 * total and validity, and the link to its page where it is accepted or declined. The PDF is
 * attached when the mail is delivered (lib/mail/attachments.ts).
 */
export function renderQuoteMail(view: QuoteView, token: string, sender: QuoteMailSender) {
  const language = view.language;
  const t = createTranslator({
    locale: language,
    messages: MESSAGES[language],
    namespace: 'OfferMail',
  });
  const number = displayQuoteNumber(view.number, view.revision) ?? '';
  const company = sender.company[language];
  const text = [
    t('greeting', { name: view.customer.name }),
    '',
    t('body', {
      number,
      total: formatLei(view.totals.total, language),
      date: view.validUntil ? formatDay(view.validUntil) : '',
    }),
    '',
    t('linkIntro'),
    customerPageUrl(language, token),
    '',
    sender.phone ? t('questionsPhone', { phone: sender.phone }) : t('questions'),
    '',
    t('signature'),
    company,
  ].join('\n');
  return { subject: t('subject', { number, company }), text };
}
