import 'server-only';
import { companyDetailsOf } from '@/lib/configuration/company';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { logoPicture } from '@/lib/datasheet/logo';
import { renderOfferPdf } from '@/lib/datasheet/pdf';
import { formatPhone, phoneHref } from '@/lib/phone';
import { displayQuoteNumber } from './numbering';
import type { OfferPdfContent } from './offer-pdf-content';
import { companyName, offerText, offerTranslator } from './offer-text';
import type { QuoteView } from './view';

export interface OfferPdf {
  pdf: Buffer;
  /** 'oferta-OF-2026-0001.pdf', 'offer-OF-2026-0001-2.pdf' in English. */
  fileName: string;
}

/**
 * An offer's PDF in its language (issue #44): the company's details from 'Configurare', the
 * number and revision, the dates, the customer, the lines and the totals, drawn in the PDF
 * worker thread with the datasheet's DejaVu fonts. Drawn when asked for (the admin's
 * download, the mail's delivery), never kept: the offer's rows are what it is drawn from.
 */
export async function offerPdf(view: QuoteView): Promise<OfferPdf> {
  const [values, logo] = await Promise.all([getConfigurationValues(), logoPicture()]);
  const company = companyDetailsOf(values);
  const t = offerTranslator(view.language);
  const text = offerText(view, company);
  const name = companyName(company, view.language);
  const phone = values.contact_phone;
  const email = values.contact_mail_to;
  const content: OfferPdfContent = {
    lang: view.language === 'ro' ? 'ro-RO' : 'en-GB',
    logo,
    contacts: [
      ...(phone ? [{ value: formatPhone(phone), link: phoneHref(phone) }] : []),
      ...(email ? [{ value: email, link: `mailto:${email}` }] : []),
    ],
    company: name,
    heading: t('heading'),
    number: text.number,
    facts: text.facts,
    parties: text.parties.map((party) => ({
      title: party.title,
      name: party.name,
      lines: party.details.map((detail) => `${detail.label}: ${detail.value}`),
    })),
    columns: text.columns,
    rows: text.rows,
    totals: text.totals,
    notes: text.notes,
    closing: text.closing,
    footer: t('footer', { company: name, number: text.number }),
  };
  const number = displayQuoteNumber(view.number, view.revision);
  return {
    pdf: await renderOfferPdf(content),
    fileName: number ? t('fileName', { number: number.replace('/', '-') }) : t('fileNameDraft'),
  };
}
