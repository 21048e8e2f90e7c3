import { CategoryForm } from '@/components/admin/category-form';

export default function AddCategoryPage() {
  return <CategoryForm />;
}
