import { BannersManager } from '@/components/admin/banners/banners-manager';
import { requireAdminSession } from '@/lib/admin/session';
import { readBanners } from '@/lib/banners/queries';
import { toBannerWire } from '@/lib/banners/wire';

/**
 * The banners read fresh (spec §4: the list is always fetched fresh), in the server HTML, in
 * the shape GET /api/banner/all answers: the manager refetches them from there.
 */
export default async function BannerPage() {
  await requireAdminSession();
  return <BannersManager initial={(await readBanners()).map(toBannerWire)} />;
}
