import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryListing, categoryListingMetadata } from '@/components/site/category-listing';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_CATEGORY_VIEW } from '@/lib/products/category-view';

type Props = PageProps<'/[locale]/categorie/[slug]'>;

// Rendered on the first visit, then cached until an admin write expires its tags. This is
// a category's first page in the default order; its other pages and orders are rewritten
// by proxy.ts to ./lista/[view] (issue #34).
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return categoryListingMetadata(locale as Locale, slug, DEFAULT_CATEGORY_VIEW);
}

export default async function CategoryPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <CategoryListing locale={locale as Locale} slug={slug} view={DEFAULT_CATEGORY_VIEW} />;
}
