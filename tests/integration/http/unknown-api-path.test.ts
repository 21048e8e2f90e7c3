import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { describe, expect, it } from 'vitest';
import * as unknownRoute from '@/app/api/[...unknown]/route';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { routeModules } from './routes';

setupTestDatabase();

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const UNKNOWN = '[...unknown]';

describe('an /api path no route serves', () => {
  it.each(METHODS)('answers %s with 404 UNKNOWN_API_PATH in JSON', async (method) => {
    for (const as of ['anonymous', 'bearer'] as const) {
      const res = await call(unknownRoute[method], {
        method,
        path: '/api/no/such/thing',
        params: { unknown: 'no/such/thing' },
        body: ['GET', 'HEAD'].includes(method) ? undefined : { name: 'x' },
        as,
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({ errors: [{ msg: 'UNKNOWN_API_PATH' }] });
    }
  });

  /**
   * Next's own ordering of routes (static before [param] before [...catch-all], segment by
   * segment): every route file's addresses still reach that file, and only what none of
   * them matches reaches the catch-all.
   */
  const routes = routeModules().map(({ route }) => `/api/${route}`);
  const sorted = getSortedRoutes(routes);
  const serving = (path: string) =>
    sorted.find((route) => getRouteRegex(route).re.test(path)) ?? 'nothing';
  const sample = (route: string) =>
    route.replace(/\[(?:\.\.\.)?\w+\]/g, '00000000-0000-4000-8000-000000000000');

  it.each(routes.filter((route) => route !== `/api/${UNKNOWN}`))('does not shadow %s', (route) => {
    expect(serving(sample(route))).toBe(route);
  });

  it.each([
    '/api/nope',
    '/api/categories',
    '/api/product/a/b/c',
    '/api/category/x/y',
    '/api/banner/first/x',
    '/api/vitals/x',
  ])('catches %s', (path) => {
    expect(serving(path)).toBe(`/api/${UNKNOWN}`);
  });

  it('leaves /api/auth/… to next-auth', () => {
    expect(serving('/api/auth/anything/at/all')).toBe('/api/auth/[...nextauth]');
  });
});
