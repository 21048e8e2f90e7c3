import { apiRoute } from '@/lib/http/handler';
import { feedSecret, feedUrl } from '@/lib/reservations/feed';

// GET /api/reservation/feed – { url } of the reservations' iCalendar feed (its secret is
// made on this first read).
export const GET = apiRoute({ access: 'admin' }, async () => ({
  url: feedUrl(await feedSecret()),
}));
