import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as submitRoute } from '@/app/api/contact/route';
import { GET as listRoute } from '@/app/api/contact/requests/route';
import { GET as exportRoute } from '@/app/api/contact/requests/export/route';
import { categories, products } from '@/db/schema';
import { call } from '../support/api';
import { fromAddress } from '../support/client';
import { setupTestDatabase } from '../support/database';

// The inbox and its CSV name the machine whose offer button opened the form.

const database = setupTestDatabase({ seeded: true });
interface Machine {
  id: string;
  model: string;
  slug: string;
  categorySlug: string | null;
}
let machines: Machine[] = [];
const sentFrom = new Map<string, string | undefined>();

beforeAll(async () => {
  const db = database.handle().db;
  machines = await db
    .select({
      id: products.id,
      model: products.model,
      slug: products.slug,
      categorySlug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(products.model)
    .limit(3);
  expect(machines).toHaveLength(3);
  const models = [...machines.map((machine) => machine.model), undefined];
  for (const [index, model] of models.entries()) {
    const email = `masina${index}@firma.ro`;
    const res = await call(submitRoute, {
      method: 'POST',
      path: '/api/contact',
      body: { email, check: true, ...(model ? { model } : {}) },
      headers: fromAddress(`198.51.100.${20 + index}`),
    });
    expect(res.status).toBe(201);
    sentFrom.set(email, model);
  }
  // The second machine is deleted since; the third has lost its category (no public page).
  await db.delete(products).where(eq(products.id, machines[1]!.id));
  await db.update(products).set({ categoryId: null }).where(eq(products.id, machines[2]!.id));
});

describe('the machine a request was sent from', () => {
  it('is in the inbox JSON with its public page, or null when none or deleted', async () => {
    const res = await call(listRoute, { path: '/api/contact/requests', as: 'bearer' });
    expect(res.status).toBe(200);
    const byEmail = new Map(
      (res.body as { email: string; product: unknown }[]).map((row) => [row.email, row.product]),
    );
    const [linked, deleted, uncategorized] = machines;
    expect(byEmail.get('masina0@firma.ro')).toEqual({
      model: linked!.model,
      path: `/categorie/${linked!.categorySlug}/utilaj/${linked!.slug}`,
    });
    expect(byEmail.get('masina1@firma.ro')).toBeNull();
    expect(sentFrom.get('masina1@firma.ro')).toBe(deleted!.model);
    expect(byEmail.get('masina2@firma.ro')).toEqual({ model: uncategorized!.model, path: null });
    expect(byEmail.get('masina3@firma.ro')).toBeNull();
  });

  it('is a column of the CSV, empty for a deleted machine', async () => {
    const res = await call(exportRoute, { path: '/api/contact/requests/export', as: 'bearer' });
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const column = header.indexOf('"product_model"');
    expect(column).toBe(header.indexOf('"categories"') + 1);
    const cellOf = (email: string) => {
      const line = lines.find((entry) => entry.includes(`"${email}"`));
      return line?.split(',')[column];
    };
    expect(cellOf('masina0@firma.ro')).toBe(`"${machines[0]!.model}"`);
    expect(cellOf('masina1@firma.ro')).toBe('""');
    expect(cellOf('masina2@firma.ro')).toBe(`"${machines[2]!.model}"`);
    expect(cellOf('masina3@firma.ro')).toBe('""');
  });
});
