import { createTranslator } from 'next-intl';
import type { CompanyDetails } from '@/lib/configuration/company';
import { formatLei } from '@/lib/pricing/rental-price';
import { formatDay } from '@/lib/reservations/days';
import { todayInRomania } from '@/lib/romania-time';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { displayQuoteNumber } from './numbering';
import type { OfferPdfRow } from './offer-pdf-content';
import type { QuoteLanguage } from './states';
import type { QuoteLineView, QuoteView } from './view';

/*
 * An offer written out in its language (issue #44), once for the PDF and the customer's
 * page, which show the same facts: its number, the company and the customer, each line's
 * cells, the totals in lei ('12.345,67 lei'), the notes.
 */

const MESSAGES = { ro, en } as const;

export type OfferTranslator = ReturnType<typeof offerTranslator>;

export function offerTranslator(language: QuoteLanguage) {
  return createTranslator({ locale: language, messages: MESSAGES[language], namespace: 'Offer' });
}

/** A party of the offer: the company or the customer, a name and its labelled details. */
export interface OfferParty {
  title: string;
  name: string;
  details: { label: string; value: string }[];
}

/** The company's name on offers: its legal name from 'Configurare', else the site's. */
export function companyName(company: CompanyDetails, language: QuoteLanguage): string {
  return company.legalName || MESSAGES[language].Footer.companyName;
}

/**
 * The offer's facts as text, in its own language unless another is asked for (the customer's
 * page speaks the page's); without `contact`, the customer's phone and e-mail are left out
 * (the customer's page, which anyone holding the link can open, shows neither).
 */
export function offerText(
  view: QuoteView,
  company: CompanyDetails,
  {
    language = view.language,
    contact = true,
  }: { language?: QuoteLanguage; contact?: boolean } = {},
) {
  const t = offerTranslator(language);
  const lei = (amount: number) => formatLei(amount, language);
  const number = displayQuoteNumber(view.number, view.revision) ?? t('draft');
  const issued = todayInRomania(view.sentAt ?? new Date());
  const facts = [{ label: t('date'), value: formatDay(issued) }];
  if (view.validUntil) facts.push({ label: t('validUntil'), value: formatDay(view.validUntil) });
  const labelled = (pairs: [string, string][]) =>
    pairs.filter(([, value]) => value.trim() !== '').map(([label, value]) => ({ label, value }));
  const parties: OfferParty[] = [
    {
      title: t('supplier'),
      name: companyName(company, language),
      details: labelled([
        [t('cui'), company.cui],
        [t('registration'), company.registrationNumber],
        [t('address'), company.address],
        [t('bank'), company.bank],
        [t('iban'), company.iban],
      ]),
    },
    {
      title: t('customer'),
      name: view.customer.company || view.customer.name,
      details: labelled([
        [t('contactPerson'), view.customer.company ? view.customer.name : ''],
        [t('cui'), view.customer.cui],
        [t('address'), view.customer.address],
        [t('phone'), contact ? view.customer.phone : ''],
        [t('email'), contact ? view.customer.email : ''],
      ]),
    },
  ];
  const percent = (basisPoints: number) => percentText(basisPoints, language);
  const totals = [
    { label: t('subtotal'), value: lei(view.totals.subtotal) },
    ...(view.discountBasisPoints > 0
      ? [
          {
            label: t('discount', { percent: percent(view.discountBasisPoints) }),
            value: `−${lei(view.totals.discount)}`,
          },
        ]
      : []),
    { label: t('vat', { percent: percent(view.vatBasisPoints) }), value: lei(view.totals.vat) },
    { label: t('total'), value: lei(view.totals.total) },
  ];
  return {
    number,
    facts,
    parties,
    columns: [
      t('description'),
      t('period'),
      t('days'),
      t('quantity'),
      t('unitPrice'),
      t('amount'),
    ] as [string, string, string, string, string, string],
    rows: view.lines.map((line) => lineRow(line, language, t)),
    totals,
    notes: view.notes.trim() ? { title: t('notes'), text: view.notes.trim() } : null,
    closing: view.validUntil
      ? t('closing', { date: formatDay(view.validUntil) })
      : t('closingWithoutDate'),
  };
}

export type OfferText = ReturnType<typeof offerText>;

/** A line's cells: a machine's model, period, days and units; a free line's quantity and price. */
function lineRow(line: QuoteLineView, language: QuoteLanguage, t: OfferTranslator): OfferPdfRow {
  const lei = (amount: number) => formatLei(amount, language);
  if (line.kind === 'free') {
    return {
      description: line.label,
      period: '',
      days: '',
      quantity: decimal((line.quantity ?? 0) / 100, language),
      unitPrice: line.unitPrice === null ? '' : lei(line.unitPrice),
      amount: lei(line.amount),
    };
  }
  return {
    description: line.label,
    period: `${formatDay(line.startDay!)} – ${formatDay(line.endDay!)}`,
    days: String(line.days ?? ''),
    quantity: String(line.units ?? 1),
    // A price typed for this offer is per unit and day; the machine's own prices are applied
    // by the rule (days or weeks), whose amount says it all.
    unitPrice: line.unitPrice === null ? '' : t('perDay', { price: lei(line.unitPrice) }),
    amount: lei(line.amount),
  };
}

function decimal(value: number, language: QuoteLanguage): string {
  return new Intl.NumberFormat(language === 'ro' ? 'ro-RO' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(value);
}

/** 2100 basis points → '21'; 1050 → '10,5' in Romanian. */
function percentText(basisPoints: number, language: QuoteLanguage): string {
  return decimal(basisPoints / 100, language);
}
