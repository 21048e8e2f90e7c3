import { describe, expect, it } from 'vitest';
import type { QuoteView } from '@/lib/quotes/view';
import { toPublicQuoteWire, toQuoteListWire, toQuoteWire } from '@/lib/quotes/wire';

// Every value differs, so a field mapped from the wrong one shows.
const view: QuoteView = {
  id: 'q-1',
  requestId: 'r-1',
  language: 'en',
  customer: {
    name: 'Ion Popescu',
    company: 'Constructii SRL',
    cui: 'RO123',
    phone: '0722',
    email: 'ion@x.ro',
    address: 'Cluj',
  },
  discountBasisPoints: 1050,
  vatBasisPoints: 2100,
  notes: 'Livrare',
  validUntil: '2026-12-20',
  status: 'accepted',
  storedStatus: 'accepted',
  number: 'OF-2026-0007',
  revision: 2,
  totals: { subtotal: 1000, discount: 105, vat: 188, total: 1083 },
  sentAt: new Date('2026-12-01T10:00:00Z'),
  answeredAt: new Date('2026-12-02T10:00:00Z'),
  declineReason: 'scump',
  createdAt: new Date('2026-11-30T10:00:00Z'),
  updatedAt: new Date('2026-12-03T10:00:00Z'),
  lines: [
    {
      position: 0,
      kind: 'machine',
      productId: 'p-1',
      label: 'CAT 320',
      units: 2,
      startDay: '2026-12-10',
      endDay: '2026-12-19',
      days: 10,
      quantity: null,
      unitPrice: null,
      rule: 'week',
      amount: 800,
      reservationId: 'res-1',
    },
    {
      position: 1,
      kind: 'free',
      productId: null,
      label: 'Transport',
      units: null,
      startDay: null,
      endDay: null,
      days: null,
      quantity: 250,
      unitPrice: 80,
      rule: null,
      amount: 200,
      reservationId: null,
    },
  ],
};

// docs/api.md, Offers.
const CONTENT = [
  'number',
  'revision',
  'display_number',
  'status',
  'language',
  'discount_percent',
  'vat_percent',
  'notes',
  'valid_until',
  'totals',
  'sent_at',
  'answered_at',
];
const LINE = [
  'position',
  'kind',
  'label',
  'product_uuid',
  'units',
  'start',
  'end',
  'days',
  'quantity',
  'unit_price',
  'rule',
  'amount',
];

describe('an offer on the wire', () => {
  it("has the admin's fields in order, each line with its reservation and availability", () => {
    const wire = toQuoteWire(view, {
      availability: [{ free: false, takenDays: ['2026-12-12'] }, null],
      revisions: [{ revision: 1, status: 'sent', sentAt: null, total: 900 }],
    });
    expect(Object.keys(wire)).toEqual([
      'uuid',
      ...CONTENT,
      'request_uuid',
      'customer',
      'lines',
      'decline_reason',
      'reservations',
      'revisions',
      'created_at',
      'updated_at',
    ]);
    expect(Object.keys(wire.lines[0]!)).toEqual([...LINE, 'reservation_uuid', 'availability']);
    expect(wire).toMatchObject({
      uuid: 'q-1',
      display_number: 'OF-2026-0007/2',
      discount_percent: 10.5,
      vat_percent: 21,
      request_uuid: 'r-1',
      sent_at: '2026-12-01T10:00:00.000Z',
      answered_at: '2026-12-02T10:00:00.000Z',
      decline_reason: 'scump',
      reservations: ['res-1'],
      revisions: [{ revision: 1, status: 'sent', sent_at: null, total: 900 }],
    });
    expect(wire.lines[0]).toMatchObject({
      product_uuid: 'p-1',
      units: 2,
      start: '2026-12-10',
      end: '2026-12-19',
      rule: 'week',
      reservation_uuid: 'res-1',
      availability: { free: false, taken_days: ['2026-12-12'] },
    });
    expect(wire.lines[1]).toMatchObject({
      quantity: 2.5,
      unit_price: 80,
      amount: 200,
      availability: null,
    });
  });

  it('gives the customer the offer and their own name, company, CUI and address, no more', () => {
    const wire = toPublicQuoteWire(view);
    expect(Object.keys(wire)).toEqual([...CONTENT, 'customer', 'lines']);
    expect(Object.keys(wire.customer)).toEqual(['name', 'company', 'cui', 'address']);
    expect(Object.keys(wire.lines[0]!)).toEqual(LINE);
  });

  it('lists an offer by its number, state, customer and total', () => {
    const wire = toQuoteListWire({
      id: 'q-1',
      number: 'OF-2026-0007',
      revision: 3,
      status: 'expired',
      language: 'ro',
      customerName: 'Ion',
      customerCompany: 'SRL',
      total: 1234,
      validUntil: '2026-12-20',
      sentAt: null,
      requestId: null,
      createdAt: new Date('2026-11-30T10:00:00Z'),
      updatedAt: new Date('2026-12-03T10:00:00Z'),
    });
    expect(wire).toEqual({
      uuid: 'q-1',
      number: 'OF-2026-0007',
      revision: 3,
      display_number: 'OF-2026-0007/3',
      status: 'expired',
      language: 'ro',
      customer_name: 'Ion',
      customer_company: 'SRL',
      total: 1234,
      valid_until: '2026-12-20',
      sent_at: null,
      request_uuid: null,
      created_at: '2026-11-30T10:00:00.000Z',
      updated_at: '2026-12-03T10:00:00.000Z',
    });
  });
});
