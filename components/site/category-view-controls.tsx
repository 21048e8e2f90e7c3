import { getLocale, getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/i18n/routing';
import { SiteLink } from '@/components/site/site-link';
import {
  CATEGORY_ORDERS,
  CATEGORY_PAGE_SIZE,
  VIEW_PARAMS,
  viewQuery,
  type CategoryView,
  type ListOrder,
} from '@/lib/products/category-view';
import styles from '@/components/site/catalogue.module.css';

interface Listing {
  total: number;
  pages: number;
}

/** The page numbers a pager shows: the first, the last, and two around the current one. */
export function pagerNumbers(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const numbers = [...wanted].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const shown: (number | 'gap')[] = [];
  for (const page of numbers) {
    const previous = shown.at(-1);
    if (typeof previous === 'number' && page - previous > 1) shown.push('gap');
    shown.push(page);
  }
  return shown;
}

/**
 * The order control and the pager of a category's list (issue #34). Both work without
 * JavaScript: the control is a GET form (the address gate turns its query into the view's
 * canonical address), the pager plain links, which search engines follow.
 */
export async function CategoryViewControls({
  path,
  view,
  listing,
  pagerOnly = false,
  orders = CATEGORY_ORDERS,
  hidden = {},
}: {
  path: string;
  view: CategoryView<ListOrder>;
  listing: Listing;
  pagerOnly?: boolean;
  /** The orders offered, the default first (search: best match first). */
  orders?: readonly ListOrder[];
  /** Parameters the list's address keeps (search: its `q`), before the view's own. */
  hidden?: Record<string, string>;
}) {
  const [t, locale] = await Promise.all([getTranslations('Catalogue'), getLocale()]);
  const defaultOrder = orders[0] ?? 'model';
  const href = (page: number) => {
    const kept = new URLSearchParams(hidden).toString();
    const own = viewQuery({ ...view, page }, defaultOrder).slice(1);
    const query = [kept, own].filter(Boolean).join('&');
    return `${path}${query ? `?${query}` : ''}`;
  };
  const first = (view.page - 1) * CATEGORY_PAGE_SIZE + 1;
  const last = Math.min(view.page * CATEGORY_PAGE_SIZE, listing.total);
  if (pagerOnly) {
    if (listing.pages <= 1) return null;
    return (
      <nav className={styles.pager} aria-label={t('pagination')}>
        {view.page > 1 && (
          <SiteLink href={href(view.page - 1)} className={styles.pagerStep}>
            {t('previous')}
          </SiteLink>
        )}
        <ul>
          {pagerNumbers(view.page, listing.pages).map((page, index) =>
            page === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={page}>
                <SiteLink
                  href={href(page)}
                  aria-current={page === view.page ? 'page' : undefined}
                  aria-label={t('pageLabel', { page })}
                >
                  {page}
                </SiteLink>
              </li>
            ),
          )}
        </ul>
        {view.page < listing.pages && (
          <SiteLink href={href(view.page + 1)} className={styles.pagerStep}>
            {t('next')}
          </SiteLink>
        )}
      </nav>
    );
  }
  return (
    <div className={styles.viewBar}>
      <p className={styles.count} aria-live="polite">
        {listing.total > 0 ? t('count', { first, last, total: listing.total }) : null}
      </p>
      <form method="get" action={localePath(locale as Locale, path)} className={styles.viewForm}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          <span>{t('orderLabel')}</span>
          <select name={VIEW_PARAMS.order} defaultValue={view.order}>
            {orders.map((order) => (
              <option key={order} value={order}>
                {t(`order.${order}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name={VIEW_PARAMS.pricedOnly}
            value="1"
            defaultChecked={view.pricedOnly}
          />
          <span>{t('pricedOnly')}</span>
        </label>
        <button type="submit" className={styles.viewApply}>
          {t('apply')}
        </button>
      </form>
    </div>
  );
}
