import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryListing, categoryListingMetadata } from '@/components/site/category-listing';
import { notFoundMetadata } from '@/components/site/not-found-content';
import type { Locale } from '@/i18n/routing';
import { viewFromSegment } from '@/lib/products/category-view';

type Props = PageProps<'/[locale]/categorie/[slug]/lista/[view]'>;

// A category's other page or order (issue #34), e.g. /categorie/x?ordine=pret&pagina=2,
// which proxy.ts rewrites here as /categorie/x/lista/pret.toate.2: one cached page per view,
// rendered on its first visit and kept until an admin write expires its tags. The gate only
// lets through views that exist (a page past the last is 404 before it renders).
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, view } = await params;
  const parsed = viewFromSegment(view);
  if (!parsed) return notFoundMetadata(locale as Locale);
  return categoryListingMetadata(locale as Locale, slug, parsed);
}

export default async function CategoryViewPage({ params }: Props) {
  const { locale, slug, view } = await params;
  setRequestLocale(locale);
  const parsed = viewFromSegment(view);
  if (!parsed) notFound();
  return <CategoryListing locale={locale as Locale} slug={slug} view={parsed} />;
}
