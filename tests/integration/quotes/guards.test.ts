import { describe, expect, it } from 'vitest';
import { GET as pdfRoute } from '@/app/api/quote/[uuid]/pdf/route';
import { GET as readRoute, PUT as updateRoute } from '@/app/api/quote/[uuid]/route';
import { POST as sendRoute } from '@/app/api/quote/[uuid]/send/route';
import { POST as withdrawRoute } from '@/app/api/quote/[uuid]/withdraw/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/quote/route';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { draft, readOffer } from './support';

setupTestDatabase({ seeded: true });

const uuid = '00000000-0000-4000-8000-000000000000';
const ADMIN_ROUTES = [
  { name: 'GET /api/quote', handler: listRoute, method: 'GET', path: '/api/quote' },
  { name: 'POST /api/quote', handler: createRoute, method: 'POST', path: '/api/quote' },
  { name: 'GET /api/quote/{uuid}', handler: readRoute, method: 'GET', path: `/api/quote/${uuid}` },
  {
    name: 'PUT /api/quote/{uuid}',
    handler: updateRoute,
    method: 'PUT',
    path: `/api/quote/${uuid}`,
  },
  { name: 'GET …/pdf', handler: pdfRoute, method: 'GET', path: `/api/quote/${uuid}/pdf` },
  { name: 'POST …/send', handler: sendRoute, method: 'POST', path: `/api/quote/${uuid}/send` },
  {
    name: 'POST …/withdraw',
    handler: withdrawRoute,
    method: 'POST',
    path: `/api/quote/${uuid}/withdraw`,
  },
];

describe("the offers' admin routes (issue #44)", () => {
  it.each(ADMIN_ROUTES)('$name refuses a caller who is not signed in: 401', async (route) => {
    const answer = await call(route.handler, {
      method: route.method,
      path: route.path,
      params: { uuid },
      body: route.method === 'GET' ? undefined : { customer: { name: 'Ion' } },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ errors: [{ msg: 'UNAUTHORIZED' }] });
  });

  it('refuses a cookie session without the XSRF header, and changes nothing', async () => {
    const made = await draft([{ label: 'Transport', quantity: 1, unit_price: 100 }]);
    const answer = await call(sendRoute, {
      method: 'POST',
      path: `/api/quote/${made}/send`,
      params: { uuid: made },
      as: 'cookie-without-xsrf',
    });
    expect(answer.status).toBe(403);
    expect((await readOffer(made)).body.status).toBe('draft');
  });
});
