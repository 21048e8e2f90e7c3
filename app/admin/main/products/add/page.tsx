import { ProductForm } from '@/components/admin/products/product-form';

export default function AddProductPage() {
  return <ProductForm />;
}
