import { desc, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/audit/route';
import { PUT as categoryUpdateRoute } from '@/app/api/category/update/route';
import { GET as configurationRoute } from '@/app/api/configuration/route';
import { PUT as configurationUpdateRoute } from '@/app/api/configuration/update/route';
import { GET as productRoute } from '@/app/api/product/[key]/route';
import { PUT as updateRoute } from '@/app/api/product/update/route';
import { auditLog, categories, images, products } from '@/db/schema';
import type { AuditItem } from '@/lib/audit/change';
import { imageUrl } from '@/lib/images/view';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { pngPicture, sent } from '../support/pictures';

/**
 * The log an owner can read (issue #41): a picture change names the pictures by their
 * addresses, a text change keeps words (not markup) around what changed, and a save that
 * changes nothing is no entry.
 */
const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

const entries = async () =>
  (
    await call<{ items: AuditItem[]; total: number }>(listRoute, {
      path: '/api/audit',
      as: 'bearer',
    })
  ).body;

beforeEach(async () => {
  await db().delete(auditLog);
});

async function machineWire() {
  const [row] = await db()
    .select({ id: products.id, headerImageId: products.headerImageId })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(desc(products.model))
    .limit(1);
  const found = await call<Record<string, unknown>[]>(productRoute, {
    path: `/api/product/${row!.id}`,
    params: { key: row!.id },
  });
  return { id: row!.id, headerImageId: row!.headerImageId, wire: found.body[0]! };
}

const save = (body: Record<string, unknown>) =>
  call(updateRoute, { method: 'PUT', path: '/api/product/update', body, as: 'cookie' });

describe('a save that changes nothing (issue #41)', () => {
  it('records no entry for a machine, a category or the configuration saved as they are', async () => {
    const machine = await machineWire();
    expect((await save({ ...machine.wire, uuid: machine.id })).status).toBe(200);

    const [category] = await db()
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(isNull(categories.deletedAt))
      .limit(1);
    const renamed = await call(categoryUpdateRoute, {
      method: 'PUT',
      path: '/api/category/update',
      body: { uuid: category!.id, name: category!.name },
      as: 'cookie',
    });
    expect(renamed.status).toBe(200);

    const configuration = await call<{ key: string; value: string }[]>(configurationRoute, {
      path: '/api/configuration',
      as: 'cookie',
    });
    const same = configuration.body.map(({ key, value }) => ({ key, value }));
    const saved = await call(configurationUpdateRoute, {
      method: 'PUT',
      path: '/api/configuration/update',
      body: same,
      as: 'cookie',
    });
    expect(saved.status).toBe(200);

    expect((await entries()).total).toBe(0);

    // A real change is still one entry.
    expect((await save({ ...machine.wire, uuid: machine.id, price_day: 777 })).status).toBe(200);
    const { items } = await entries();
    expect(items.map((item) => [item.action, item.changes.map((change) => change.field)])).toEqual([
      ['update', ['price_day']],
    ]);
  });
});

describe('a picture change', () => {
  it('names the old and the new picture by their addresses, not by uuids', async () => {
    const machine = await machineWire();
    const [old] = await db().select().from(images).where(eq(images.id, machine.headerImageId));
    const picture = await pngPicture(33, 21, '#123456');
    const saved = await save({ ...machine.wire, uuid: machine.id, header_photo: sent(picture) });
    expect(saved.status).toBe(200);

    const [entry] = (await entries()).items;
    const change = entry!.changes.find((item) => item.field === 'header_photo');
    const [current] = await db()
      .select({ headerImageId: products.headerImageId })
      .from(products)
      .where(eq(products.id, machine.id));
    const [stored] = await db().select().from(images).where(eq(images.id, current!.headerImageId));
    expect(change).toEqual({ field: 'header_photo', old: imageUrl(old!), new: imageUrl(stored!) });
    expect(String(change?.new)).toMatch(/^\/api\/image\/[0-9a-f]{64}\.png$/);
  });
});

describe('a text change', () => {
  it('keeps the words around the change, without markup, and marks nothing else', async () => {
    const machine = await machineWire();
    const words = Array.from({ length: 40 }, (_, index) => `cuvant${index}`);
    const before = `<p>${words.slice(0, 20).join(' ')}</p><ul><li>${words.slice(20).join(' ')}</li></ul>`;
    expect((await save({ ...machine.wire, uuid: machine.id, details: before })).status).toBe(200);
    await db().delete(auditLog);

    const changed = before.replace('cuvant25', '<strong>motor</strong> nou');
    expect((await save({ ...machine.wire, uuid: machine.id, details: changed })).status).toBe(200);
    const [entry] = (await entries()).items;
    expect(entry!.changes).toEqual([
      {
        field: 'details',
        old: `…${words.slice(19, 32).join(' ')}…`,
        new: `…${[...words.slice(19, 25), 'motor', 'nou', ...words.slice(26, 32)].join(' ')}…`,
      },
    ]);
  });
});
