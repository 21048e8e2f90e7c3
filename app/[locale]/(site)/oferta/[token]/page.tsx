import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { notFoundMetadata } from '@/components/site/not-found-content';
import { OfferAnswer } from '@/components/site/offer/offer-answer';
import { OfferDocument } from '@/components/site/offer/offer-document';
import { OfferNotice } from '@/components/site/offer/offer-notice';
import { SiteLink } from '@/components/site/site-link';
import type { Locale } from '@/i18n/routing';
import { clientAddress } from '@/lib/http/edge';
import { ANSWER_ERROR_PARAM, answerErrorOf } from '@/lib/quotes/answer-form';
import { readCustomerPage } from '@/lib/quotes/customer-page';

type Props = PageProps<'/[locale]/oferta/[token]'>;

// The customer's own offer, read on every visit: never rendered ahead, never kept
// (proxy.ts marks it private and noindex; it is in no sitemap).
export const dynamic = 'force-dynamic';

const ROBOTS = { index: false, follow: false } as const;

// The page and its metadata share one read (which counts against the client's budget).
const readPage = cache(async (token: string, locale: Locale, checkTaken: boolean) =>
  readCustomerPage(token, clientAddress(await headers()), locale, { checkTaken }),
);

async function pageOf({ params, searchParams }: Props) {
  const [{ locale, token }, query] = await Promise.all([params, searchParams]);
  const error = answerErrorOf(query[ANSWER_ERROR_PARAM]);
  const page = await readPage(token, locale as Locale, error === 'ERROR_NOT_AVAILABLE');
  return { locale: locale as Locale, token, error, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await pageOf(props);
  if (page.kind === 'not-found') return { ...(await notFoundMetadata(locale)), robots: ROBOTS };
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'OfferPage' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const title =
    page.kind === 'offer'
      ? t('title', { number: page.text.number })
      : page.kind === 'expired'
        ? t('expiredTitle')
        : page.kind === 'revising'
          ? t('revisingTitle')
          : t('unavailableTitle');
  return { title: `${title} | ${site('siteName')}`, robots: ROBOTS };
}

/**
 * The customer's page of an offer (issue #44), /oferta/{token} and /en/oferta/{token}, with
 * no login: the offer as its PDF shows it, and 'Accept oferta' and 'Refuz' while it waits for
 * an answer. An expired offer says so; an unknown, replaced or withdrawn link is a 404.
 */
export default async function OfferPage(props: Props) {
  const { locale, token, error, page } = await pageOf(props);
  setRequestLocale(locale);
  if (page.kind === 'not-found') notFound();
  const [t, errors] = await Promise.all([getTranslations('OfferPage'), getTranslations('Errors')]);
  if (page.kind !== 'offer') {
    const [title, text] =
      page.kind === 'expired'
        ? [t('expiredTitle'), t('expiredText')]
        : page.kind === 'revising'
          ? [t('revisingTitle'), t('revisingText')]
          : [t('unavailableTitle'), errors('TOO_MANY_REQUESTS')];
    return (
      <div className="page">
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <p>
          <SiteLink href="/contact" className="button">
            {t('contact')}
          </SiteLink>
        </p>
      </div>
    );
  }
  const company = page.text.parties[0]?.name ?? '';
  return (
    <div className="page">
      <OfferNotice page={page} error={error} />
      <h1>{t('title', { number: page.text.number })}</h1>
      <p className="lead">{t(page.status === 'sent' ? 'intro' : 'introAnswered', { company })}</p>
      <OfferDocument text={page.text} closing={page.status === 'sent'} />
      {page.status === 'sent' && <OfferAnswer token={token} locale={locale} />}
    </div>
  );
}
