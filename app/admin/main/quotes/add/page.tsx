import { QuoteScreen } from '@/components/admin/quotes/quote-screen';
import { requireAdminSession } from '@/lib/admin/session';
import { listCategories } from '@/lib/categories/queries';
import { linePickers, quoteDraftOfRequest, quoteEditorSettings } from '@/lib/quotes/admin';

/**
 * 'Ofertă nouă', empty; ?request={uuid} fills it from that inbox request without saving it
 * (the inbox's 'Creează ofertă' comes here when the request's machine has no price, which the
 * admin types before the first save).
 */
export default async function AddQuotePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminSession();
  const request = (await searchParams).request;
  const [categories, settings, prefill] = await Promise.all([
    listCategories(),
    quoteEditorSettings(),
    typeof request === 'string' ? quoteDraftOfRequest(request) : null,
  ]);
  return (
    <section className="admin-page">
      <QuoteScreen
        quote={null}
        prefill={prefill}
        categories={categories}
        pickers={await linePickers(prefill?.lines ?? [])}
        settings={settings}
      />
    </section>
  );
}
