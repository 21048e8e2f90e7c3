import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as submitRoute } from '@/app/api/contact/route';
import { GET as listRoute } from '@/app/api/contact/requests/route';
import {
  DELETE as deleteRoute,
  GET as oneRoute,
  PUT as statusRoute,
} from '@/app/api/contact/requests/[uuid]/route';
import { GET as exportRoute } from '@/app/api/contact/requests/export/route';
import { mailOutbox } from '@/db/schema';
import { call } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';

const database = setupTestDatabase({ seeded: true });
const ids: string[] = [];

beforeAll(async () => {
  // No SMTP_URL here: the mails wait in the outbox.
  for (const [index, lastName] of ['Ionescu', 'Popa', '=HYPERLINK("http://x")'].entries()) {
    const res = await call(submitRoute, {
      method: 'POST',
      path: '/api/contact',
      body: {
        lastName,
        email: `client${index}@firma.ro`,
        message: 'Ofertă "buldoexcavator"',
        check: true,
      },
      headers: fromAddress(`198.51.100.${index}`),
    });
    expect(res.status).toBe(201);
    ids.push(res.body.uuid);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

describe('the contact inbox', () => {
  it('lists requests newest first, with their mail still waiting', async () => {
    const res = await call(listRoute, { path: '/api/contact/requests', as: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body.map((row: { uuid: string }) => row.uuid)).toEqual([...ids].reverse());
    expect(res.body[0]).toMatchObject({
      status: 'new',
      delivery: { state: 'waiting', attempts: 0 },
    });
  });

  it('answers a page of the inbox with the totals when asked for one', async () => {
    const first = await call(listRoute, {
      path: '/api/contact/requests?page=1&limit=2',
      as: 'cookie',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, open: 3, page: 1, limit: 2 });
    expect(first.body.items.map((row: { uuid: string }) => row.uuid)).toEqual(
      [...ids].reverse().slice(0, 2),
    );
    expect(first.body.items[0]).toMatchObject({ status: 'new', delivery: { state: 'waiting' } });
    const second = await call(listRoute, {
      path: '/api/contact/requests?page=2&limit=2',
      as: 'bearer',
    });
    expect(second.body.items.map((row: { uuid: string }) => row.uuid)).toEqual([ids[0]]);
    const defaults = await call(listRoute, { path: '/api/contact/requests?page=1', as: 'bearer' });
    expect(defaults.body).toMatchObject({ total: 3, page: 1, limit: 50 });

    for (const [query, msg] of [
      ['page=0', 'INVALID_PAGE'],
      ['limit=101', 'INVALID_LIMIT'],
    ] as const) {
      const bad = await call(listRoute, { path: `/api/contact/requests?${query}`, as: 'bearer' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].msg).toBe(msg);
    }
    const anonymous = await call(listRoute, { path: '/api/contact/requests?page=1' });
    expect(anonymous.status).toBe(401);
  });

  it('shows a retrying mail with its last error', async () => {
    await database
      .handle()
      .db.update(mailOutbox)
      .set({
        attempts: 2,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        nextAttemptAt: sql`now() + interval '1 minute'`,
      });
    const res = await call(oneRoute, {
      path: `/api/contact/requests/${ids[0]}`,
      params: { uuid: ids[0]! },
      as: 'bearer',
    });
    expect(res.body.delivery).toEqual({
      state: 'retrying',
      attempts: 2,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      sent_at: null,
    });
  });

  it('marks a request handled, and new again', async () => {
    const handled = await call(statusRoute, {
      method: 'PUT',
      path: `/api/contact/requests/${ids[1]}`,
      params: { uuid: ids[1]! },
      body: { status: 'handled' },
      as: 'cookie',
    });
    expect(handled.body).toMatchObject({ status: 'handled' });
    expect(handled.body.handled_at).toBeTruthy();
    const bad = await call(statusRoute, {
      method: 'PUT',
      path: `/api/contact/requests/${ids[1]}`,
      params: { uuid: ids[1]! },
      body: { status: 'archived' },
      as: 'bearer',
    });
    expect(bad.status).toBe(400);
  });

  it('exports CSV that opens in a spreadsheet and runs no formula', async () => {
    const res = await call(exportRoute, { path: '/api/contact/requests/export', as: 'bearer' });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cereri-oferta-/);
    // Named for the day in Romania: at 00:30 in Bucharest (22:30 UTC) it is already the 29th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T22:30:00Z') });
    try {
      const late = await call(exportRoute, { path: '/api/contact/requests/export', as: 'bearer' });
      expect(late.headers.get('content-disposition')).toBe(
        'attachment; filename="cereri-oferta-2026-11-29.csv"',
      );
    } finally {
      vi.useRealTimers();
    }
    const text = res.body as string;
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\uFEFF?"created_at","status","last_name"/);
    expect(text).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(text).toContain('"Ofertă ""buldoexcavator"""');
  });

  it('deletes a request; an unknown one is 404', async () => {
    const res = await call(deleteRoute, {
      method: 'DELETE',
      path: `/api/contact/requests/${ids[2]}`,
      params: { uuid: ids[2]! },
      as: 'bearer',
    });
    expect(res.status).toBe(200);
    const again = await call(oneRoute, {
      path: `/api/contact/requests/${ids[2]}`,
      params: { uuid: ids[2]! },
      as: 'bearer',
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: [{ msg: 'NOT_FOUND', param: 'uuid' }] });
  });
});
