import { BannersManager } from '@/components/admin/banners-manager';

export default function BannerPage() {
  return <BannersManager />;
}
