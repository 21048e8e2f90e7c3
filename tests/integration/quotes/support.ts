import { eq } from 'drizzle-orm';
import { GET as publicRoute } from '@/app/api/quote/public/[token]/route';
import { POST as acceptRoute } from '@/app/api/quote/public/[token]/accept/route';
import { POST as declineRoute } from '@/app/api/quote/public/[token]/decline/route';
import { GET as readRoute, PUT as updateRoute } from '@/app/api/quote/[uuid]/route';
import { POST as sendRoute } from '@/app/api/quote/[uuid]/send/route';
import { POST as withdrawRoute } from '@/app/api/quote/[uuid]/withdraw/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/quote/route';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { addDays, todayInRomania } from '@/lib/reservations/days';
import { call } from '../support/api';
import { fromAddress } from '../support/client';

/** Days from today in Romania: the offers' and the reservations' calendar. */
export const day = (offset: number) => addDays(todayInRomania(), offset);

/** A machine of the demo by model, its prices and fleet set as the test needs them. */
export async function machine(
  model: string,
  set: { priceDay?: number | null; priceWeek?: number | null; units?: number } = {},
) {
  const db = getDb();
  if (Object.keys(set).length > 0) {
    await db.update(products).set(set).where(eq(products.model, model));
  }
  const [row] = await db
    .select({ id: products.id, model: products.model, units: products.units })
    .from(products)
    .where(eq(products.model, model));
  if (!row) throw new Error(`The demo has no ${model}`);
  return row;
}

export const machineLine = (productId: string, start: number, end: number, more = {}) => ({
  product_uuid: productId,
  units: 1,
  start: day(start),
  end: day(end),
  ...more,
});

export const offerBody = (lines: unknown[], more: Record<string, unknown> = {}) => ({
  language: 'ro',
  customer: {
    name: 'Ion Popescu',
    company: 'Constructii Ionescu SRL',
    cui: 'RO12345674',
    phone: '0722 123 456',
    email: 'ion@constructii.ro',
    address: 'Str. Fabricii 3, Cluj-Napoca',
  },
  lines,
  discount_percent: 0,
  notes: '',
  ...more,
});

export const createOffer = (body: unknown, as: 'bearer' | 'anonymous' = 'bearer') =>
  call(createRoute, { method: 'POST', path: '/api/quote', body, as });

export const readOffer = (uuid: string, query = '') =>
  call(readRoute, { path: `/api/quote/${uuid}${query}`, params: { uuid }, as: 'bearer' });

export const updateOffer = (uuid: string, body: unknown) =>
  call(updateRoute, {
    method: 'PUT',
    path: `/api/quote/${uuid}`,
    params: { uuid },
    body,
    as: 'bearer',
  });

export const listOffers = (query = '') =>
  call(listRoute, { path: `/api/quote${query}`, as: 'bearer' });

export const sendOffer = (uuid: string) =>
  call(sendRoute, {
    method: 'POST',
    path: `/api/quote/${uuid}/send`,
    params: { uuid },
    as: 'bearer',
  });

export const withdrawOffer = (uuid: string) =>
  call(withdrawRoute, {
    method: 'POST',
    path: `/api/quote/${uuid}/withdraw`,
    params: { uuid },
    as: 'bearer',
  });

/** The customer's side: no login, from one address of their own (the rate limits count it). */
const customer = { headers: fromAddress('203.0.113.44') };

export const publicOffer = (token: string) =>
  call(publicRoute, { path: `/api/quote/public/${token}`, params: { token }, ...customer });

export const acceptOffer = (token: string, headers: Record<string, string> = {}) =>
  call(acceptRoute, {
    method: 'POST',
    path: `/api/quote/public/${token}/accept`,
    params: { token },
    headers: { ...customer.headers, ...headers },
  });

export const declineOffer = (token: string, body: unknown = {}) =>
  call(declineRoute, {
    method: 'POST',
    path: `/api/quote/public/${token}/decline`,
    params: { token },
    body,
    ...customer,
  });

/** A draft made through the API; its uuid. */
export async function draft(lines: unknown[], more: Record<string, unknown> = {}) {
  const created = await createOffer(offerBody(lines, more));
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.uuid as string;
}
