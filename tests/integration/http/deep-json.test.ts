import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@/lib/validation/limits';
import { clearRateLimits } from '../auth/helpers';
import { call, ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { ROUTE_TABLE } from '../routes/route-table';
import { routeModules } from './routes';

/**
 * A JSON body nested thousands of levels deep (cheap to send, 2 bytes a level) is refused
 * as INVALID_JSON before it is parsed, on every route that reads a body: it used to overflow
 * the stack of the code that walks the parsed value (500).
 */
setupTestDatabase({ seeded: true });
beforeAll(async () => {
  await ensureAdmin();
});
beforeEach(clearRateLimits);

/** Writes that take no body: they are not JSON routes. */
const NO_BODY = new Set([
  'POST session/extend',
  'POST [...unknown]',
  'PUT [...unknown]',
  'PATCH [...unknown]',
  // The import's body is a file (CSV, XLSX or zip): JSON is 415 UNSUPPORTED_MEDIA_TYPE.
  'POST import',
  // Renewing the calendar feed's secret takes no body.
  'POST reservation/feed/renew',
  // Ending sessions takes no body: the path or the caller says whose.
  'POST session/end-others',
  'POST account/[uuid]/end-sessions',
  // Sending, withdrawing and accepting an offer take no body: the path says which.
  'POST quote/[uuid]/send',
  'POST quote/[uuid]/withdraw',
  'POST quote/public/[token]/accept',
]);

const jsonRoutes = routeModules().flatMap(({ route, module }) =>
  Object.entries(ROUTE_TABLE[route] ?? {})
    .filter(
      ([method, access]) => ['POST', 'PUT', 'PATCH'].includes(method) && access !== 'next-auth',
    )
    .filter(([method]) => !NO_BODY.has(`${method} ${route}`))
    .map(([method, access]) => ({ route, method, access, handler: module[method] })),
);

function concrete(route: string) {
  const params: Record<string, string> = {};
  const path = route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    params[name] = '00000000-0000-4000-8000-000000000000';
    return params[name];
  });
  return { path: `/api/${path}`, params };
}

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('deeply nested JSON bodies', () => {
  it('covers the JSON routes, public and admin', () => {
    expect(jsonRoutes.map(({ route }) => route)).toEqual(
      expect.arrayContaining(['login', 'contact', 'vitals', 'product/create', 'banner/create']),
    );
    expect(jsonRoutes.length).toBeGreaterThanOrEqual(16);
  });

  it.each(jsonRoutes)(
    '$method /api/$route answers 400 INVALID_JSON at 10,000 and 100,000 levels',
    async ({ route, method, access, handler }) => {
      for (const rawBody of [nested(10_000), nested(100_000), nestedObjects(10_000)]) {
        const res = await call(handler, {
          method,
          ...concrete(route),
          rawBody,
          as: access === 'admin' ? 'bearer' : 'anonymous',
        });
        expect(res.status, `${rawBody.length} bytes`).toBe(400);
        expect(res.body).toEqual({ errors: [{ msg: 'INVALID_JSON' }] });
      }
    },
  );

  it('still reads a body nested as deep as the limit allows, and refuses one level more', async () => {
    const { POST: login } = await import('@/app/api/login/route');
    const atLimit = await call(login, {
      method: 'POST',
      path: '/api/login',
      rawBody: `{"username":"admin","password":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(atLimit.body).not.toEqual({ errors: [{ msg: 'INVALID_JSON' }] });
    expect(atLimit.status).toBeLessThan(500);
    const overLimit = await call(login, {
      method: 'POST',
      path: '/api/login',
      rawBody: `{"username":"admin","password":${nested(MAX_JSON_DEPTH)}}`,
    });
    expect(overLimit.status).toBe(400);
    expect(overLimit.body).toEqual({ errors: [{ msg: 'INVALID_JSON' }] });
  });

  it('does not count brackets inside strings', async () => {
    const { POST: login } = await import('@/app/api/login/route');
    const res = await call(login, {
      method: 'POST',
      path: '/api/login',
      rawBody: JSON.stringify({ username: 'nobody', password: '[{\\"'.repeat(10_000) }),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ msg: 'USER_LOGIN_FAILED' }] });
  });
});
