import { listBanners } from '@/lib/banners/queries';
import { apiRoute } from '@/lib/http/handler';

// GET /api/banner – every banner, in carousel order.
export const GET = apiRoute({ access: 'public' }, () => listBanners());
