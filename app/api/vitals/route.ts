import { apiRoute } from '@/lib/http/handler';
import { assertOwnOrigin, clientAddress } from '@/lib/http/edge';
import { vitalsClientKey } from '@/lib/vitals/client-key';
import { MAX_VITALS_BODY_BYTES } from '@/lib/vitals/metrics';
import { limitVitalsBeacons, recordVitals } from '@/lib/vitals/mutations';
import { vitalsBeaconSchema } from '@/lib/vitals/schema';

// POST /api/vitals – a visitor's Core Web Vitals beacon (navigator.sendBeacon): stored, 204.
// Public and cookieless: a beacon carries no XSRF header, so only the browser's own word that
// it comes from this site (Origin, Sec-Fetch-Site) is checked, and it gets no cookie back.
export const POST = apiRoute(
  { access: 'public', maxBodyBytes: MAX_VITALS_BODY_BYTES, xsrfCookie: false },
  async ({ request, body }) => {
    assertOwnOrigin(request);
    const address = clientAddress(request.headers);
    await limitVitalsBeacons(address);
    await recordVitals(await body(vitalsBeaconSchema), vitalsClientKey(address));
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
);
