import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/site/contact-form';
import { listCategories } from '@/lib/categories/queries';
import { getConfigurationValues } from '@/lib/configuration/queries';
import { env } from '@/lib/env';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const { locale } = await params;
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return { title: `${t('title')} | ${site('siteName')}` };
}

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * The contact and offer form (spec §2, §4). The product page's offer button arrives with
 * ?categorie={name}&model={model}: that category is ticked and the message names the model.
 */
export default async function ContactPage({
  params,
  searchParams,
}: PageProps<'/[locale]/contact'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tForm, categories, config, query] = await Promise.all([
    getTranslations('ContactPage'),
    getTranslations('ContactForm'),
    listCategories(),
    getConfigurationValues(),
    searchParams,
  ]);
  const wanted = firstValue(query.categorie).toLowerCase();
  const category = categories.find(
    (entry) => entry.name.toLowerCase() === wanted || entry.slug === wanted,
  );
  const model = firstValue(query.model).slice(0, 200);
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ContactForm
        categories={categories.map((entry) => entry.name)}
        initialCategories={category ? [category.name] : []}
        initialMessage={model ? tForm('messagePrefill', { model }) : ''}
        recaptchaSiteKey={env().RECAPTCHA_SITE_KEY}
        privacyEmail={config.contact_mail_to}
      />
    </div>
  );
}
