import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryColumns } from '@/components/site/category-columns';
import { listCategories } from '@/lib/categories/queries';

export default async function HomePage({ params }: PageProps<'/[locale]/home'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, categories] = await Promise.all([getTranslations('Home'), listCategories()]);
  return (
    <div className="page home">
      <h1>{t('title')}</h1>
      <h2>{t('categoriesHeading')}</h2>
      {categories.length > 0 ? <CategoryColumns categories={categories} /> : <p>{t('empty')}</p>}
    </div>
  );
}
