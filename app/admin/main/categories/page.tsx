import { CategoryList } from '@/components/admin/category-list';

export default function CategoriesPage() {
  return (
    <section className="admin-page">
      <CategoryList />
    </section>
  );
}
