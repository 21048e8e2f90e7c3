import { BannersManager } from '@/components/admin/banners-manager';
import { requireAdminSession } from '@/lib/admin/session';
import { readBanners } from '@/lib/banners/queries';

/** The banners read fresh (spec §4: the list is always fetched fresh), in the server HTML. */
export default async function BannerPage() {
  await requireAdminSession();
  return <BannersManager initial={await readBanners()} />;
}
