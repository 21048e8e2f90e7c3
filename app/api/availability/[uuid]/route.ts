import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { clientAddress } from '@/lib/http/edge';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { availabilityRange } from '@/lib/reservations/params';
import { freeUnitsByDay } from '@/lib/reservations/queries';

// GET /api/availability/{product_uuid}?from=&to= – the free units of a machine on each day
// (at most 92 days; from today for 60 days by default). Only counts: no customer, no
// reservation, ever reaches the public (issue #35).
export const GET = apiRoute(
  { access: 'public', params: ROUTE_PARAMS.productAvailability },
  async ({ request, params }) => {
    await enforceRateLimit(
      `availability:ip:${clientAddress(request.headers)}`,
      RATE_LIMITS.availabilityPerIp,
    );
    const { from, to } = availabilityRange(request.nextUrl.searchParams);
    const days = await freeUnitsByDay(params.uuid.toLowerCase(), from, to);
    return Response.json(days, { headers: { 'Cache-Control': 'no-store' } });
  },
);
