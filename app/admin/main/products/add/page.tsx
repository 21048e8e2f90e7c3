import { ProductForm } from '@/components/admin/product-form';

export default function AddProductPage() {
  return <ProductForm />;
}
