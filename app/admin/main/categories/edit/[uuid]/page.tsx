import { CategoryForm } from '@/components/admin/categories/category-form';

export default async function EditCategoryPage({
  params,
}: PageProps<'/admin/main/categories/edit/[uuid]'>) {
  const { uuid } = await params;
  return <CategoryForm uuid={uuid} />;
}
