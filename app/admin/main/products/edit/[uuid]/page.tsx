import { ProductForm } from '@/components/admin/products/product-form';

export default async function EditProductPage({
  params,
}: PageProps<'/admin/main/products/edit/[uuid]'>) {
  const { uuid } = await params;
  return <ProductForm uuid={uuid} />;
}
