import { apiRoute } from '@/lib/http/handler';
import { feedUrl, renewFeedSecret } from '@/lib/reservations/feed';

// POST /api/reservation/feed/renew – a new secret for the iCalendar feed: { url } of the new
// address; the old one answers 404 from now on.
export const POST = apiRoute({ access: 'admin' }, async () => ({
  url: feedUrl(await renewFeedSecret()),
}));
