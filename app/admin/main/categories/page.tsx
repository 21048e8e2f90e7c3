import { CategoryList } from '@/components/admin/categories/category-list';
import { requireAdminSession } from '@/lib/admin/session';
import { listCategories } from '@/lib/categories/queries';
import { toCategoryWire } from '@/lib/categories/wire';

/**
 * Spec §2: the categories are preloaded before the screen opens (in the server HTML), as
 * GET /api/category answers them: the list refetches them from there.
 */
export default async function CategoriesPage() {
  await requireAdminSession();
  return (
    <section className="admin-page">
      <CategoryList initial={(await listCategories()).map(toCategoryWire)} />
    </section>
  );
}
