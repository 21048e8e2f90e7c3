import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { routeModules } from '../http/routes';
import { ROUTE_TABLE } from './route-table';

setupTestDatabase({ seeded: true });

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const routes = routeModules();

/** A concrete path for a route pattern: every [param] becomes a well-formed unknown uuid. */
function concrete(route: string) {
  const params: Record<string, string> = {};
  const path = route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    params[name] = '00000000-0000-4000-8000-000000000000';
    return params[name];
  });
  return { path: `/api/${path}`, params };
}

const adminCalls = routes.flatMap(({ route, module }) =>
  Object.entries(ROUTE_TABLE[route] ?? {})
    .filter(([, access]) => access === 'admin')
    .map(([method]) => ({ route, method, handler: module[method] })),
);

describe('the route table', () => {
  it('lists every method of every route file, and nothing else', () => {
    const found = Object.fromEntries(
      routes.map(({ route, module }) => [
        route,
        Object.keys(module)
          .filter((name) => HTTP_METHODS.includes(name))
          .sort(),
      ]),
    );
    const listed = Object.fromEntries(
      Object.entries(ROUTE_TABLE).map(([route, methods]) => [route, Object.keys(methods).sort()]),
    );
    expect(found).toEqual(listed);
  });

  it.each(adminCalls)(
    '$method /api/$route refuses an anonymous caller with 401',
    async ({ route, method, handler }) => {
      const res = await call(handler, {
        method,
        ...concrete(route),
        body: method === 'GET' ? undefined : {},
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ msg: 'UNAUTHORIZED' }] });
    },
  );

  it.each(adminCalls)(
    '$method /api/$route is not opened by x-middleware-subrequest',
    async ({ route, method, handler }) => {
      const res = await call(handler, {
        method,
        ...concrete(route),
        body: method === 'GET' ? undefined : {},
        headers: {
          'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
        },
      });
      expect(res.status).toBe(401);
    },
  );

  it.each(adminCalls.filter(({ method }) => method !== 'GET'))(
    '$method /api/$route refuses a cookie session without XSRF, or from another origin, with 403',
    async ({ route, method, handler }) => {
      const withoutHeader = await call(handler, {
        method,
        ...concrete(route),
        body: {},
        as: 'cookie-without-xsrf',
      });
      expect(withoutHeader.status).toBe(403);
      expect(withoutHeader.body).toEqual({ errors: [{ msg: 'ERROR_XSRF' }] });
      const foreign = await call(handler, {
        method,
        ...concrete(route),
        body: {},
        as: 'cookie',
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      // The same request from our own origin passes the guard (whatever it answers next).
      const own = await call(handler, { method, ...concrete(route), body: {}, as: 'cookie' });
      expect([401, 403]).not.toContain(own.status);
    },
  );
});
