import { Suspense } from 'react';
import { productsApiUrl, searchParamsOf } from '@/components/admin/shared/list-query';
import { ProductsList } from '@/components/admin/products/products-list';
import { requireAdminSession } from '@/lib/admin/session';
import { ApiError } from '@/lib/errors';
import { parsePageQuery } from '@/lib/http/pagination';
import {
  categoryNamesWithMachines,
  listProductsPage,
  productFilterFrom,
} from '@/lib/products/lists';
import { toProductPageWire } from '@/lib/products/wire';

/** The page of machines the address asks for, read as GET /api/product would answer it. */
async function preload(url: string) {
  const params = new URL(url, 'http://admin.invalid').searchParams;
  try {
    const page = await listProductsPage(productFilterFrom(params), parsePageQuery(params));
    return { url, data: toProductPageWire(page) };
  } catch (error) {
    // A filter the API refuses (too long): the client asks and shows the error.
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** Spec §2: the machines are preloaded; the page and the filters come from the address. */
export default async function ProductsPage({ searchParams }: PageProps<'/admin/main/products'>) {
  await requireAdminSession();
  const url = productsApiUrl(searchParamsOf(await searchParams));
  const [initial, categories] = await Promise.all([preload(url), categoryNamesWithMachines()]);
  return (
    <section className="admin-page">
      {/* The list reads its page and filters from the address (useSearchParams). */}
      <Suspense>
        <ProductsList initial={initial} categories={categories} />
      </Suspense>
    </section>
  );
}
