import { ProductsList } from '@/components/admin/products-list';

export default function ProductsPage() {
  return (
    <section className="admin-page">
      <ProductsList />
    </section>
  );
}
