import { eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/audit/export/route';
import { GET as listRoute } from '@/app/api/audit/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as productRoute } from '@/app/api/product/[key]/route';
import { PUT as updateRoute } from '@/app/api/product/update/route';
import { auditLog, categories, products } from '@/db/schema';
import type { AuditItem } from '@/lib/audit/change';
import { purgeExpiredTrash } from '@/lib/trash/expire';
import { ADMIN_PASSWORD } from '../auth/helpers';
import { call, ensureAdmin } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';
import { clearRateLimits } from '../support/rate-limits';

const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

type AuditPage = { items: AuditItem[]; total: number; page: number; limit: number };

const audit = (query = '') =>
  call<AuditPage>(listRoute, { path: `/api/audit${query}`, as: 'bearer' });

beforeEach(async () => {
  await db().delete(auditLog);
  await clearRateLimits(db());
});

async function aMachine() {
  const [row] = await db()
    .select({ id: products.id, model: products.model, priceDay: products.priceDay })
    .from(products)
    .where(isNull(products.deletedAt))
    .limit(1);
  return row!;
}

describe('the audit log (issue #33)', () => {
  it('records a machine’s update with the fields that changed, old and new', async () => {
    const machine = await aMachine();
    const found = await call<Record<string, unknown>[]>(productRoute, {
      path: `/api/product/${machine.id}`,
      params: { key: machine.id },
    });
    const wire = found.body[0]!;
    const longText = `<p>${'Motor diesel puternic. '.repeat(20)}</p>`;
    const updated = await call(updateRoute, {
      method: 'PUT',
      path: '/api/product/update',
      body: { ...wire, uuid: machine.id, price_day: 1450, details: longText },
      as: 'cookie',
    });
    expect(updated.status).toBe(200);

    const admin = await ensureAdmin();
    const { items, total } = (await audit()).body;
    expect(total).toBe(1);
    const [entry] = items;
    expect(entry).toMatchObject({
      account: { uuid: admin.id, username: admin.username },
      action: 'update',
      type: 'product',
      uuid: machine.id,
      label: machine.model,
    });
    expect(entry!.changes.map((change) => change.field).sort()).toEqual(['details', 'price_day']);
    expect(entry!.changes.find((change) => change.field === 'price_day')).toEqual({
      field: 'price_day',
      old: machine.priceDay,
      new: 1450,
    });
    const details = entry!.changes.find((change) => change.field === 'details');
    expect(String(details?.new)).toHaveLength(201);
    expect(String(details?.new).endsWith('…')).toBe(true);
  });

  it('records sign-ins and failed sign-ins with the address', async () => {
    const login = (password: string) =>
      call(loginRoute, {
        method: 'POST',
        path: '/api/login',
        body: { username: 'admin', password },
        headers: fromAddress('198.51.100.7'),
      });
    expect((await login('gresita')).status).toBe(401);
    expect((await login(ADMIN_PASSWORD)).status).toBe(200);
    const { items } = (await audit()).body;
    expect(items.map((item) => [item.action, item.address, item.account.username])).toEqual([
      ['sign-in', '198.51.100.7', 'admin'],
      ['sign-in-failed', '198.51.100.7', 'admin'],
    ]);
  });

  it('filters by account, type, action and day, pages on the server, and exports CSV', async () => {
    const admin = await ensureAdmin();
    const rows = Array.from({ length: 7 }, (_, index) => ({
      accountId: index % 2 === 0 ? admin.id : null,
      accountName: index % 2 === 0 ? admin.username : 'fost coleg',
      action: index < 3 ? 'delete' : 'update',
      objectType: index < 5 ? 'product' : 'category',
      label: `=Obiect ${index}`,
      at: new Date(Date.UTC(2026, 10, 20 + index, 10)),
    }));
    await db().insert(auditLog).values(rows);

    const page1 = (await audit('?page=1&limit=3')).body;
    expect(page1.total).toBe(7);
    expect(page1.items.map((item) => item.label)).toEqual(['=Obiect 6', '=Obiect 5', '=Obiect 4']);
    const page3 = (await audit('?page=3&limit=3')).body;
    expect(page3.items.map((item) => item.label)).toEqual(['=Obiect 0']);

    expect((await audit(`?account=${admin.id}`)).body.total).toBe(4);
    expect((await audit('?type=category')).body.total).toBe(2);
    expect((await audit('?action=delete&type=product')).body.total).toBe(3);
    // Days are Romania's, both ends included.
    expect((await audit('?from=2026-11-22&to=2026-11-24')).body.total).toBe(3);

    const bad = await audit('?action=edit');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: [{ msg: 'INVALID_FILTER', param: 'action' }] });
    expect((await audit('?from=28.11.2026')).status).toBe(400);

    const csv = await call<Buffer>(exportRoute, {
      path: '/api/audit/export?type=category',
      as: 'cookie',
      binary: true,
    });
    expect(csv.headers.get('content-disposition')).toMatch(/jurnal-\d{4}-\d{2}-\d{2}\.csv/);
    const text = csv.body.toString('utf8');
    expect(text.startsWith('\uFEFF"at","account","action","type"')).toBe(true);
    // Two entries and the header; a label a spreadsheet would run is defused.
    expect(text.trim().split('\r\n')).toHaveLength(3);
    expect(text).toContain(`"'=Obiect 6"`);
  });

  it('is for administrators only, and keeps a year', async () => {
    expect((await call(listRoute, { path: '/api/audit' })).status).toBe(401);
    await db()
      .insert(auditLog)
      .values([
        {
          action: 'update',
          objectType: 'product',
          label: 'vechi',
          at: sql`now() - interval '366 days'`,
        },
        {
          action: 'update',
          objectType: 'product',
          label: 'recent',
          at: sql`now() - interval '364 days'`,
        },
      ]);
    await purgeExpiredTrash();
    const labels = (await db().select({ label: auditLog.label }).from(auditLog)).map(
      (r) => r.label,
    );
    expect(labels).toEqual(['recent']);
  });

  it('writes nothing when the write fails, and the write does not happen without its entry', async () => {
    const [category] = await db()
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(isNull(categories.deletedAt))
      .limit(1);
    // The log's table refuses the entry: the rename it would record is rolled back with it.
    await db().execute(
      sql`alter table audit_log add constraint no_entries check (false) not valid`,
    );
    try {
      const { PUT } = await import('@/app/api/category/update/route');
      const answer = await call(PUT, {
        method: 'PUT',
        path: '/api/category/update',
        body: { uuid: category!.id, name: 'Nume care nu ramane' },
        as: 'bearer',
      });
      expect(answer.status).toBe(500);
    } finally {
      await db().execute(sql`alter table audit_log drop constraint no_entries`);
    }
    const [after] = await db()
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, category!.id));
    expect(after?.name).toBe(category!.name);
  });
});
