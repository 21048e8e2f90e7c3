import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as createCategoryRoute } from '@/app/api/category/create/route';
import { categories, contactRequests } from '@/db/schema';
import { authOptions } from '@/lib/accounts/auth-options';
import { clearRateLimits, login } from '../auth/helpers';
import { call, ensureAdmin } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { ROUTE_TABLE } from '../routes/route-table';
import { FIELD_NAMES, routeModules } from './routes';

const database = setupTestDatabase({ seeded: true });
beforeAll(async () => {
  await ensureAdmin();
});
beforeEach(clearRateLimits);

const NUL = '\u0000';

describe('a NUL character (PostgreSQL refuses it in text) never answers 500', () => {
  it('in a sign-in name: an ordinary failed sign-in', async () => {
    const res = await login(`ad${NUL}min`, `wrong${NUL}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ msg: 'USER_LOGIN_FAILED' }] });
    const provider = authOptions().providers[0] as unknown as {
      options: {
        authorize: (c: Record<string, string>, r: { headers: object }) => Promise<unknown>;
      };
    };
    expect(
      await provider.options.authorize({ username: `ad${NUL}min`, password: 'x' }, { headers: {} }),
    ).toBeNull();
  });

  it("in a visitor's message: the request is stored, without the NUL", async () => {
    const res = await call(contactRoute, {
      method: 'POST',
      path: '/api/contact',
      body: {
        lastName: `Pop${NUL}escu`,
        email: 'ion.popescu@firma.ro',
        phone: '0722 123 456',
        message: `Aș dori${NUL} o ofertă.`,
        check: true,
      },
    });
    expect(res.status).toBe(201);
    const [stored] = await database
      .handle()
      .db.select()
      .from(contactRequests)
      .where(eq(contactRequests.id, res.body.uuid));
    expect(stored).toMatchObject({ lastName: 'Popescu', message: 'Aș dori o ofertă.' });
  });

  it('in an admin text field: saved without it', async () => {
    const res = await call(createCategoryRoute, {
      method: 'POST',
      path: '/api/category/create',
      body: { name: `Foreze${NUL}` },
      as: 'cookie',
    });
    expect(res.status).toBe(201);
    const names = await database.handle().db.select({ name: categories.name }).from(categories);
    expect(names.map((row) => row.name)).toContain('Foreze');
  });

  const withParams = routeModules().flatMap(({ route, module }) =>
    Object.entries(ROUTE_TABLE[route] ?? {})
      .filter(([, access]) => access !== 'next-auth' && route.includes('['))
      .map(([method]) => ({ route, method, handler: module[method] })),
  );

  it.each(withParams)(
    'in a path parameter of $method /api/$route',
    async ({ route, method, handler }) => {
      for (const as of ['anonymous', 'bearer'] as const) {
        const params: Record<string, string> = {};
        const path = route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
          params[name] = `excavatoare${NUL}`;
          return encodeURIComponent(params[name]);
        });
        const body = method === 'GET' || method === 'HEAD' ? undefined : {};
        const res = await call(handler, { method, path: `/api/${path}`, params, as, body });
        expect(res.status, `${as} ${path}`).toBeLessThan(500);
      }
    },
  );

  const withBodies = routeModules().flatMap(({ route, module }) =>
    Object.entries(ROUTE_TABLE[route] ?? {})
      .filter(([method, access]) => access !== 'next-auth' && !['GET', 'HEAD'].includes(method))
      .map(([method]) => ({ route, method, handler: module[method] })),
  );

  it.each(withBodies)(
    'in every field of a $method /api/$route body',
    async ({ route, method, handler }) => {
      const value = `a${NUL}b`;
      const body = Object.fromEntries(FIELD_NAMES.map((name) => [name, value]));
      const params = Object.fromEntries(
        [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map(([, name]) => [name!, value]),
      );
      for (const as of ['anonymous', 'bearer', 'cookie'] as const) {
        const res = await call(handler, { method, path: `/api/${route}`, params, as, body });
        expect(res.status, as).toBeLessThan(500);
        const nested = await call(handler, {
          method,
          path: `/api/${route}`,
          params,
          as,
          body: { [`key${NUL}`]: [value, { inner: value }], ...body },
        });
        expect(nested.status, `${as} nested`).toBeLessThan(500);
      }
    },
  );
});
