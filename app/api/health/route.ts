import { checkHealth } from '@/lib/health/check';
import { apiRoute } from '@/lib/http/handler';

// GET /api/health – for load balancers: 200 while the database answers (the body says
// whether the shared cache does too), 503 when it does not. Never cached, no cookie.
export const GET = apiRoute({ access: 'public', xsrfCookie: false }, async () => {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === 'down' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
});
