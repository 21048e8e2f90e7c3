import { count, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountInvites,
  auditLog,
  banners,
  categories,
  contactRequests,
  products,
  users,
} from '@/db/schema';
import { hashPassword } from '@/lib/accounts/password';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { ADMIN_PASSWORD } from '../auth/helpers';
import { csvOf, TYPES } from '../import/support';
import { call, ensureAdmin, testSession, type CallOptions } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { routeModules } from '../http/routes';
import { pngPicture, sent } from '../support/pictures';
import { ROUTE_TABLE } from '../routes/route-table';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

/**
 * Issue #33: every admin write leaves exactly one entry in the audit log, written with the
 * write, naming the account that made it. Driven by the route table: a new admin route
 * that writes fails here until it has a case below (and so logs), or a reason it writes
 * nothing.
 */
const WRITES_NOTHING: Record<string, string> = {
  'POST session/extend': "renews the caller's own cookie: no data changes",
};

/**
 * GET routes that are recorded: logout changes something; the others take data out of the
 * site (the catalogue, a backup, the customers of the offer requests, the log itself).
 */
const GET_WRITES = new Set([
  'GET logout',
  'GET backup',
  'GET export',
  'GET contact/requests/export',
  'GET audit/export',
]);

interface Case {
  /** Prepares what the call needs (not logged: it runs before the count) and builds the call. */
  call: () => Promise<Partial<CallOptions>>;
  action: string;
  type: string;
}

/** The first row of the table the site still shows (not in the trash). */
const firstId = async (table: typeof products | typeof categories | typeof banners) => {
  const [row] = await db()
    .select({ id: table.id })
    .from(table)
    .where(isNull(table.deletedAt))
    .limit(1);
  if (!row) throw new Error('The demo has one');
  return row.id;
};

/** A machine of the demo's, put in the trash (for the trash's own routes). */
async function trashedProduct(): Promise<string> {
  const [row] = await db()
    .update(products)
    .set({ deletedAt: new Date() })
    .where(eq(products.id, await firstId(products)))
    .returning({ id: products.id });
  return row!.id;
}

async function liveProduct() {
  const [row] = await db()
    .select({ id: products.id, model: products.model })
    .from(products)
    .where(isNull(products.deletedAt))
    .limit(1);
  return row!;
}

async function liveCategoryName(): Promise<string> {
  const [row] = await db()
    .select({ name: categories.name })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .limit(1);
  return row!.name;
}

async function otherAccount(): Promise<string> {
  const [row] = await db()
    .insert(users)
    .values({
      username: `coleg-${Date.now()}`,
      email: `coleg-${Date.now()}@firma.ro`,
      passwordHash: await hashPassword('Parola-Colegului-1'),
    })
    .returning({ id: users.id });
  return row!.id;
}

async function contactRequest(): Promise<string> {
  const [row] = await db()
    .insert(contactRequests)
    .values({ lastName: 'Popescu', firstName: 'Ana', email: 'ana@firma.ro', consent: true })
    .returning({ id: contactRequests.id });
  return row!.id;
}

const today = todayInRomania();
const reservationBody = (productId: string) => ({
  product_uuid: productId,
  start: addDays(today, 40),
  end: addDays(today, 42),
  status: 'tentative',
  customer: { name: 'Constructii Ionescu SRL', phone: '0722 123 456' },
});

/** A reservation made through the API, for the routes that change or delete one. */
async function reservation(): Promise<string> {
  const created = await call<{ uuid: string }>(routeOf('reservation', 'POST'), {
    method: 'POST',
    path: '/api/reservation',
    body: reservationBody((await liveProduct()).id),
    as: 'bearer',
  });
  return created.body.uuid;
}

const quoteBody = () => ({
  language: 'ro',
  customer: { name: 'Constructii Ionescu SRL', email: 'office@constructii.ro' },
  lines: [{ label: 'Transport', quantity: 1, unit_price: 50_000 }],
});

/** A draft offer made through the API, for the routes that change one. */
async function quote(): Promise<string> {
  const created = await call<{ uuid: string }>(routeOf('quote', 'POST'), {
    method: 'POST',
    path: '/api/quote',
    body: quoteBody(),
    as: 'bearer',
  });
  return created.body.uuid;
}

const CASES: Record<string, Case> = {
  'POST change': {
    call: async () => ({
      body: {
        oldPassword: ADMIN_PASSWORD,
        newPassword: ADMIN_PASSWORD,
        confirmPassword: ADMIN_PASSWORD,
      },
    }),
    action: 'password',
    type: 'account',
  },
  'GET logout': { call: async () => ({}), action: 'sign-out', type: 'session' },
  'GET backup': { call: async () => ({ binary: true }), action: 'export', type: 'backup' },
  'GET export': { call: async () => ({ binary: true }), action: 'export', type: 'catalogue' },
  'GET contact/requests/export': {
    call: async () => ({ binary: true }),
    action: 'export',
    type: 'request',
  },
  'GET audit/export': { call: async () => ({ binary: true }), action: 'export', type: 'audit' },
  'POST import': {
    call: async () => ({
      rawBody: new Uint8Array(
        csvOf([
          ['model', 'price_day'],
          [(await liveProduct()).model, 777],
        ]),
      ),
      headers: { 'content-type': TYPES.csv },
    }),
    action: 'import',
    type: 'catalogue',
  },
  'POST reservation': {
    call: async () => ({ body: reservationBody((await liveProduct()).id) }),
    action: 'create',
    type: 'reservation',
  },
  'PUT reservation/[uuid]': {
    call: async () => ({
      params: { uuid: await reservation() },
      body: { ...reservationBody((await liveProduct()).id), notes: 'Livrare la 8' },
    }),
    action: 'update',
    type: 'reservation',
  },
  'DELETE reservation/[uuid]': {
    call: async () => ({ params: { uuid: await reservation() } }),
    action: 'delete',
    type: 'reservation',
  },
  'POST reservation/feed/renew': { call: async () => ({}), action: 'update', type: 'feed' },
  'POST quote': { call: async () => ({ body: quoteBody() }), action: 'create', type: 'quote' },
  'PUT quote/[uuid]': {
    call: async () => ({
      params: { uuid: await quote() },
      body: { ...quoteBody(), notes: 'Livrare la 8' },
    }),
    action: 'update',
    type: 'quote',
  },
  'POST quote/[uuid]/send': {
    call: async () => ({ params: { uuid: await quote() } }),
    action: 'send',
    type: 'quote',
  },
  'POST quote/[uuid]/withdraw': {
    call: async () => ({ params: { uuid: await quote() } }),
    action: 'withdraw',
    type: 'quote',
  },
  'DELETE banner/[id]': {
    call: async () => {
      const id = await firstId(banners);
      return { params: { id } };
    },
    action: 'delete',
    type: 'banner',
  },
  'POST banner/create': {
    call: async () => {
      await db().delete(banners);
      return { body: { banner: [sent(await pngPicture(40, 20))] } };
    },
    action: 'create',
    type: 'banner',
  },
  'PUT banner/update': {
    // A banner added last, sent first: an order that changes (one that does not is no entry).
    call: async () => {
      const [first] = await db()
        .select({ imageId: banners.imageId, position: banners.position })
        .from(banners)
        .where(isNull(banners.deletedAt))
        .orderBy(desc(banners.position))
        .limit(1);
      if (!first) throw new Error('The demo has one');
      const [last] = await db()
        .insert(banners)
        .values({ imageId: first.imageId, position: first.position + 1 })
        .returning({ id: banners.id });
      return { body: [last!.id] };
    },
    action: 'update',
    type: 'banner',
  },
  'DELETE category/[uuid]': {
    call: async () => {
      const uuid = await firstId(categories);
      return { params: { uuid } };
    },
    action: 'delete',
    type: 'category',
  },
  'POST category/create': {
    call: async () => ({ body: { name: 'Macarale turn' } }),
    action: 'create',
    type: 'category',
  },
  'PUT category/update': {
    call: async () => ({
      body: { uuid: await firstId(categories), name: 'Buldoexcavatoare noi' },
    }),
    action: 'update',
    type: 'category',
  },
  'PUT configuration/update': {
    call: async () => ({ body: [{ key: 'contact_mail_subject', value: 'Cerere oferta noua' }] }),
    action: 'configuration',
    type: 'configuration',
  },
  'PUT contact/requests/[uuid]': {
    call: async () => {
      const uuid = await contactRequest();
      return {
        params: { uuid },
        body: { status: 'handled' },
      };
    },
    action: 'update',
    type: 'request',
  },
  'DELETE contact/requests/[uuid]': {
    call: async () => {
      const uuid = await contactRequest();
      return { params: { uuid } };
    },
    action: 'delete',
    type: 'request',
  },
  'DELETE product/[key]': {
    call: async () => {
      const key = (await liveProduct()).id;
      return { params: { key } };
    },
    action: 'delete',
    type: 'product',
  },
  'POST product/create': {
    call: async () => {
      return {
        body: {
          model: 'Jurnal Test 1',
          category: await liveCategoryName(),
          header_offer: '<p>Oferta</p>',
          details: '<p>Detalii</p>',
          technical_data: '<p>Date</p>',
          header_photo: sent(await pngPicture(30, 30)),
          gallery: [],
        },
      };
    },
    action: 'create',
    type: 'product',
  },
  'PUT product/update': {
    call: async () => {
      const product = await liveProduct();
      const found = await call<{ category: string; header_photo: { uuid: string } }[]>(
        routeOf('product/[key]', 'GET'),
        { path: `/api/product/${product.id}`, params: { key: product.id } },
      );
      const wire = found.body[0]!;
      const category = await liveCategoryName();
      const body = {
        ...wire,
        uuid: product.id,
        category,
        category_uuid: undefined,
        price_day: 1234,
      };
      return { body };
    },
    action: 'update',
    type: 'product',
  },
  'DELETE trash/[uuid]': {
    call: async () => {
      const uuid = await trashedProduct();
      return { params: { uuid } };
    },
    action: 'purge',
    type: 'product',
  },
  'POST trash/restore': {
    call: async () => ({ body: { type: 'product', uuid: await trashedProduct() } }),
    action: 'restore',
    type: 'product',
  },
  'DELETE session/[id]': {
    call: async () => {
      const admin = await ensureAdmin();
      const id = await testSession(admin.id, 'api');
      return { params: { id } };
    },
    action: 'session',
    type: 'session',
  },
  'POST session/end-others': { call: async () => ({}), action: 'session', type: 'session' },
  'POST account/invite': {
    call: async () => ({ body: { email: `nou-${Date.now()}@firma.ro` } }),
    action: 'account',
    type: 'account',
  },
  'DELETE account/[uuid]': {
    call: async () => {
      const uuid = await otherAccount();
      return { params: { uuid } };
    },
    action: 'delete',
    type: 'account',
  },
  'POST account/[uuid]/end-sessions': {
    call: async () => {
      const uuid = await otherAccount();
      return { params: { uuid } };
    },
    action: 'session',
    type: 'account',
  },
};

const modules = routeModules();
function routeOf(route: string, method: string) {
  const found = modules.find((entry) => entry.route === route);
  const handler = found?.module[method];
  if (!handler) throw new Error(`No ${method} ${route}`);
  return handler;
}

const adminWrites = Object.entries(ROUTE_TABLE).flatMap(([route, methods]) =>
  Object.entries(methods)
    .filter(
      ([method, access]) =>
        access === 'admin' && (method !== 'GET' || GET_WRITES.has(`GET ${route}`)),
    )
    .map(([method]) => `${method} ${route}`),
);

async function entries(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(auditLog);
  return row?.value ?? 0;
}

beforeAll(async () => {
  await ensureAdmin();
  await db().delete(accountInvites);
});

describe('the audit log (issue #33)', () => {
  it('has a case, or a reason it writes nothing, for every admin write of the route table', () => {
    const missing = adminWrites.filter((key) => !CASES[key] && !WRITES_NOTHING[key]);
    expect(missing).toEqual([]);
  });

  for (const key of adminWrites.filter((name) => CASES[name])) {
    it(`${key}: one entry, by the caller`, async () => {
      const [method, route] = key.split(' ') as [string, string];
      const testCase = CASES[key]!;
      const options = await testCase.call();
      // The route's path with its [params] filled in from the case's.
      const path = `/api/${route.replace(/\[(\w+)\]/g, (_, name: string) => options.params?.[name] ?? '')}`;
      const before = await entries();
      const answer = await call(routeOf(route, method), {
        ...options,
        method,
        path,
        as: options.as ?? 'cookie',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      expect(await entries()).toBe(before + 1);
      const admin = await ensureAdmin();
      const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({
        accountId: admin.id,
        accountName: admin.username,
        action: testCase.action,
        objectType: testCase.type,
      });
    });
  }
});
