import { firstBanner } from '@/lib/banners/queries';
import { apiRoute } from '@/lib/http/handler';

// GET /api/banner/first – the first banner, shown at once on the home page; null if none.
export const GET = apiRoute({ access: 'public' }, async () => Response.json(await firstBanner()));
