import { Link } from '@/i18n/navigation';
import { splitInHalves } from '@/lib/split';
import type { CategoryView } from '@/lib/categories/queries';

/** The home page's two-column category list; the first column holds ceil(n/2). */
export function CategoryColumns({ categories }: { categories: CategoryView[] }) {
  return (
    <div className="category-columns">
      {splitInHalves(categories).map((column, index) => (
        <ul key={index} data-testid="category-column">
          {column.map((category) => (
            <li key={category.uuid}>
              <Link href={`/categorie/${category.slug}`}>{category.name}</Link>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
