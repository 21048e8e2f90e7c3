import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/site/contact-form';
import { ScrollOnArrival } from '@/components/site/scroll-on-arrival';
import { listCategories } from '@/lib/categories/queries';
import { categoryName, inLocaleOrder } from '@/lib/localized';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { CONTACT_FORM_KEYS, CONTACT_FORM_NAMESPACES, clientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { ARRIVAL_SCROLL_OFFSET } from '@/lib/scroll-flag';
import { listShowcase, SHOWCASE_CATEGORIES } from '@/lib/products/showcase';
import { keywords } from '@/lib/seo/keywords';
import { pageMetadata } from '@/lib/seo/metadata';
import { UUID } from '@/lib/validation/patterns';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, site, categories, products] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    listCategories(),
    listShowcase(SHOWCASE_CATEGORIES),
  ]);
  return pageMetadata({
    locale,
    path: '/contact',
    title: `${t('title')} | ${site('siteName')} - ${site('tagline')}`,
    siteName: site('siteName'),
    description: t('intro'),
    keywords: keywords(
      categories.map((category) => categoryName(locale, category).text),
      products.map((product) => product.model),
    ),
  });
}

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * The contact and offer form (spec §2, §4). The product page's offer button arrives with
 * ?categorie={name}&model={model}&uuid={uuid}: that category is ticked, the message names the
 * model, and the chosen period is checked against the machine's bookings.
 */
export default async function ContactPage({
  params,
  searchParams,
}: PageProps<'/[locale]/contact'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tForm, messages, categories, config, query] = await Promise.all([
    getTranslations('ContactPage'),
    getTranslations('ContactForm'),
    clientMessages(CONTACT_FORM_NAMESPACES, CONTACT_FORM_KEYS),
    listCategories(),
    getConfigurationValues(),
    searchParams,
  ]);
  const wanted = firstValue(query.categorie).toLowerCase();
  const category = categories.find(
    (entry) => entry.name.toLowerCase() === wanted || entry.slug === wanted,
  );
  const model = firstValue(query.model).slice(0, 200);
  // The machine's uuid (the offer button sends it): the form warns on fully booked dates.
  const productUuid = firstValue(query.uuid).toLowerCase();
  return (
    <div className="page">
      <ScrollOnArrival offset={ARRIVAL_SCROLL_OFFSET} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <NextIntlClientProvider messages={messages}>
        <ContactForm
          categories={inLocaleOrder(locale as Locale, categories).map((entry) => ({
            value: entry.name,
            label: categoryName(locale as Locale, entry),
          }))}
          initialCategories={category ? [category.name] : []}
          initialMessage={model ? tForm('messagePrefill', { model }) : ''}
          productModel={model || undefined}
          productUuid={UUID.test(productUuid) ? productUuid : undefined}
          recaptchaSiteKey={env().RECAPTCHA_SITE_KEY}
          privacyEmail={config.contact_mail_to}
        />
      </NextIntlClientProvider>
    </div>
  );
}
