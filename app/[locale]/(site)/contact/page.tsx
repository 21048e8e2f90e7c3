import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

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

/** PLACEHOLDER until the contact form issue: a heading, an introduction and the privacy note. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('ContactPage');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <section id="privacy" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{t('privacyHeading')}</h2>
        <p>{t('privacyText')}</p>
      </section>
    </div>
  );
}
