import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { QuoteScreen } from '@/components/admin/quotes/quote-screen';
import { requireAdminSession } from '@/lib/admin/session';
import { listCategories } from '@/lib/categories/queries';
import { linePickers, quoteEditorSettings, quoteForScreen } from '@/lib/quotes/admin';

/** A revision from ?revision=: a whole number from 1, or none (the current one). */
function revisionOf(value: string | string[] | undefined): number | undefined {
  return typeof value === 'string' && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : undefined;
}

/**
 * One offer: a draft in the editor, any other read only; ?revision=N an older revision as it
 * was sent (issue #44).
 */
export default async function QuotePage({
  params,
  searchParams,
}: {
  params: Promise<{ uuid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminSession();
  const [{ uuid }, query] = await Promise.all([params, searchParams]);
  const asked = revisionOf(query.revision);
  const [t, categories, settings, quote] = await Promise.all([
    getTranslations({ locale: 'ro', namespace: 'Admin.QuoteView' }),
    listCategories(),
    quoteEditorSettings(),
    quoteForScreen(uuid, asked),
  ]);
  if (!quote) {
    return (
      <section className="admin-page">
        <h1>{t('notFoundTitle')}</h1>
        <p role="alert">{t('notFound')}</p>
        <Link href="/admin/main/quotes" className="admin-button secondary">
          {t('backToList')}
        </Link>
      </section>
    );
  }
  // The current revision is never among the frozen ones the answer lists.
  const older = quote.revisions.some((revision) => revision.revision === asked);
  return (
    <section className="admin-page">
      <QuoteScreen
        quote={quote}
        olderRevision={older ? asked : undefined}
        categories={categories}
        pickers={await linePickers(quote.lines)}
        settings={settings}
      />
    </section>
  );
}
