import { GET as publicRoute } from '@/app/api/product/[key]/[model]/route';
import { DELETE as deleteProductRoute } from '@/app/api/product/[key]/route';
import { GET as detailsRoute } from '@/app/api/product/details/[id]/route';
import { GET as searchRoute } from '@/app/api/search/route';
import { DELETE as deleteForGoodRoute } from '@/app/api/trash/[uuid]/route';
import { POST as restoreRoute } from '@/app/api/trash/restore/route';
import { GET as trashRoute } from '@/app/api/trash/route';
import { catalogueAddresses } from '@/lib/routing/catalogue-addresses';
import { sitemapPaths } from '@/lib/seo/sitemap-paths';
import type { TrashItemWire } from '@/lib/trash/wire';
import { call } from '../support/api';
import type { ProductWire } from '../support/products';

export type { TrashItemWire };

/** GET /api/trash as the admin. */
export function trashList() {
  return call<TrashItemWire[]>(trashRoute, { path: '/api/trash', as: 'bearer' });
}

export async function trashUuids(): Promise<string[]> {
  return (await trashList()).body.map((item) => item.uuid);
}

/** POST /api/trash/restore from the admin screen (cookie session with its XSRF token). */
export function restore(type: string, uuid: string) {
  return call(restoreRoute, {
    method: 'POST',
    path: '/api/trash/restore',
    body: { type, uuid },
    as: 'cookie',
  });
}

export function deleteForGood(uuid: string) {
  return call(deleteForGoodRoute, {
    method: 'DELETE',
    path: `/api/trash/${uuid}`,
    params: { uuid },
    as: 'bearer',
  });
}

/** DELETE /api/product/{uuid}: the admin's delete, which now moves the machine to the trash. */
export function deleteProduct(uuid: string) {
  return call(deleteProductRoute, {
    method: 'DELETE',
    path: `/api/product/${uuid}`,
    params: { key: uuid },
    as: 'bearer',
  });
}

export function productDetails(uuid: string) {
  return call<ProductWire>(detailsRoute, { path: '/x', params: { id: uuid } });
}

/** GET /api/product/{category_slug}/{model_slug}: what the machine's public page reads. */
export function publicProduct(categorySlug: string, modelSlug: string) {
  return call<ProductWire>(publicRoute, {
    path: `/api/product/${categorySlug}/${modelSlug}`,
    params: { key: categorySlug, model: modelSlug },
  });
}

export async function searchModels(q: string): Promise<string[]> {
  const res = await call<ProductWire[]>(searchRoute, {
    path: `/api/search?${new URLSearchParams({ q })}`,
  });
  return res.body.map((entry) => entry.model);
}

/** Every public page path of the sitemap (the demo catalogue fits in its first file). */
export function sitemap(): Promise<string[]> {
  return sitemapPaths(0);
}

/** The address gate's view of the catalogue: category slugs and machine slugs. */
export async function gate(): Promise<{ categories: string[]; machines: string[] }> {
  const addresses = await catalogueAddresses();
  return { categories: [...addresses.categories], machines: [...addresses.productCategory.keys()] };
}
