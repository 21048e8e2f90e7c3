import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Header } from '@/components/site/header';
import { getVersionInfo } from '@/lib/version';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/version'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Version' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Developer page (spec §2): the build of the interface and of the API. One app serves both.
 * Outside the shell: the header (spec §2, all pages) but no banners, navigation or footer.
 */
export default async function VersionPage({ params }: PageProps<'/[locale]/version'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, format] = await Promise.all([getTranslations('Version'), getFormatter()]);
  const info = getVersionInfo();
  const build = info.default;
  const date = (value: Date | null) =>
    value ? format.dateTime(value, { dateStyle: 'long', timeStyle: 'medium' }) : t('unknown');
  const fromEpoch = (seconds: number | null) =>
    date(seconds === null ? null : new Date(seconds * 1000));
  const rows = (entries: [string, string][]) =>
    entries.map(([label, value]) => (
      <div key={label} className="version-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ));

  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <div className="page version">
          <h1>{t('title')}</h1>
          <section aria-labelledby="version-ui">
            <h2 id="version-ui">{t('ui')}</h2>
            <dl data-testid="version-ui">
              {rows([
                [t('version'), info.version],
                [t('commit'), build.shortHash ?? t('unknown')],
                [t('builtAt'), date(info.builtAt ? new Date(info.builtAt) : null)],
              ])}
            </dl>
          </section>
          <section aria-labelledby="version-api">
            <h2 id="version-api">{t('api')}</h2>
            <dl data-testid="version-api">
              {rows([
                [t('version'), info.version],
                [t('shortHash'), build.shortHash ?? t('unknown')],
                [t('subject'), build.subject ?? t('unknown')],
                [t('authoredOn'), fromEpoch(build.authoredOn)],
                [t('committedOn'), fromEpoch(build.committedOn)],
                [t('branch'), build.branch ?? t('unknown')],
                [t('tags'), build.tags.length > 0 ? build.tags.join(', ') : t('noTags')],
              ])}
            </dl>
          </section>
        </div>
      </main>
    </>
  );
}
