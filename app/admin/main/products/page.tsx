import { Suspense } from 'react';
import { ProductsList } from '@/components/admin/products-list';

export default function ProductsPage() {
  return (
    <section className="admin-page">
      {/* The list reads its page and filters from the address (useSearchParams). */}
      <Suspense>
        <ProductsList />
      </Suspense>
    </section>
  );
}
