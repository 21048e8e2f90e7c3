import { describe, expect, it } from 'vitest';
import type { ContactRequestView } from '@/lib/contact/queries';
import { toContactRequestPageWire, toContactRequestWire } from '@/lib/contact/wire';

// Every value differs, so a field mapped from the wrong one shows.
const request: ContactRequestView = {
  uuid: 'r-1',
  createdAt: '2026-01-02T10:00:00.000Z',
  status: 'handled',
  handledAt: '2026-01-03T10:00:00.000Z',
  lastName: 'Popescu',
  firstName: 'Ion',
  email: 'ion@example.ro',
  phone: '0721000000',
  city: 'Cluj',
  company: 'SC Test SRL',
  categories: 'Excavatoare',
  message: 'Buna ziua',
  periodFrom: '2026-02-01',
  periodTo: '2026-02-10',
  locale: 'ro',
  product: { model: 'CAT 320', path: '/categorie/excavatoare/utilaj/cat-320' },
  delivery: {
    state: 'retrying',
    attempts: 3,
    lastError: 'connection refused',
    sentAt: '2026-01-04T10:00:00.000Z',
  },
};

// docs/api.md, Contact requests: the inbox's fields, and the delivery's.
const REQUEST_FIELDS = [
  'uuid',
  'created_at',
  'status',
  'handled_at',
  'last_name',
  'first_name',
  'email',
  'phone',
  'city',
  'company',
  'categories',
  'message',
  'period_from',
  'period_to',
  'locale',
  'product',
  'delivery',
];
const DELIVERY_FIELDS = ['state', 'attempts', 'last_error', 'sent_at'];

describe('contact request on the wire', () => {
  it('has exactly the inbox fields, in order, and the delivery its four', () => {
    const wire = toContactRequestWire(request);
    expect(Object.keys(wire)).toEqual(REQUEST_FIELDS);
    expect(Object.keys(wire.delivery)).toEqual(DELIVERY_FIELDS);
  });

  it('carries each value under its snake_case name', () => {
    expect(toContactRequestWire(request)).toEqual({
      uuid: 'r-1',
      created_at: '2026-01-02T10:00:00.000Z',
      status: 'handled',
      handled_at: '2026-01-03T10:00:00.000Z',
      last_name: 'Popescu',
      first_name: 'Ion',
      email: 'ion@example.ro',
      phone: '0721000000',
      city: 'Cluj',
      company: 'SC Test SRL',
      categories: 'Excavatoare',
      message: 'Buna ziua',
      period_from: '2026-02-01',
      period_to: '2026-02-10',
      locale: 'ro',
      product: { model: 'CAT 320', path: '/categorie/excavatoare/utilaj/cat-320' },
      delivery: {
        state: 'retrying',
        attempts: 3,
        last_error: 'connection refused',
        sent_at: '2026-01-04T10:00:00.000Z',
      },
    });
  });
});

describe("the inbox's page on the wire", () => {
  it('is { items, total, open, page, limit }', () => {
    const wire = toContactRequestPageWire({
      items: [request],
      total: 9,
      open: 4,
      page: 1,
      limit: 5,
    });
    expect(Object.keys(wire)).toEqual(['items', 'total', 'open', 'page', 'limit']);
    expect(wire).toEqual({
      items: [toContactRequestWire(request)],
      total: 9,
      open: 4,
      page: 1,
      limit: 5,
    });
  });
});
