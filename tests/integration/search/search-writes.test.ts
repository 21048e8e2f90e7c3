import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE as deleteCategoryRoute } from '@/app/api/category/[uuid]/route';
import { PUT as updateCategoryRoute } from '@/app/api/category/update/route';
import { GET as searchRoute } from '@/app/api/search/route';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { createProduct, ensureCategory, productBody, updateProduct } from '../support/products';
import { clearRateLimits } from '../support/rate-limits';

// Issue #18: the search text follows every write (kept by the triggers of 0004_search.sql).
const database = setupTestDatabase();
let categoryUuid = '';

beforeAll(async () => {
  categoryUuid = await ensureCategory(database.handle().db, 'Categorie test', 'categorie-test');
});
beforeEach(() => clearRateLimits(database.handle().db));

async function models(q: string): Promise<string[]> {
  const res = await call<{ model: string }[]>(searchRoute, {
    path: `/api/search?${new URLSearchParams({ q })}`,
  });
  expect(res.status).toBe(200);
  return res.body.map((entry) => entry.model);
}

describe('search after writes', () => {
  it('finds a new machine by any of its texts, in either language, until they change', async () => {
    const created = await createProduct(
      await productBody({
        model: 'Zeta Test 9',
        header_offer: '<p>Ofertă <strong>fierăstrău</strong></p>',
        details: '<p>Perfect pentru <em>șanțuri</em> înguste</p>',
        technical_data: '<table><tbody><tr><td>Greutate</td><td>9 t</td></tr></tbody></table>',
        details_en: '<p>Built for <b>quarries</b></p>',
      }),
    );
    expect(created.status).toBe(201);
    for (const q of ['zeta', 'fierastrau', 'SANTURI', 'QUARRIES', 'quarri', 'greutate 9']) {
      expect(await models(q), q).toEqual(['Zeta Test 9']);
    }
    const updated = await updateProduct({
      ...(await productBody({ model: 'Zeta Test 9' })),
      uuid: created.body.uuid,
      details_en: null,
    });
    expect(updated.status).toBe(200);
    expect(await models('quarries')).toEqual([]);
    expect(await models('fierastrau')).toEqual([]);
  });

  it('follows a category’s renaming, and leaves out the machines of a deleted one', async () => {
    await createProduct(await productBody({ model: 'Omega Test 2' }));
    const renamed = await call(updateCategoryRoute, {
      method: 'PUT',
      path: '/api/category/update',
      body: { uuid: categoryUuid, name: 'Perforatoare', name_en: 'Rock drills' },
      as: 'bearer',
    });
    expect(renamed.status).toBe(200);
    expect(await models('perforatoare')).toContain('Omega Test 2');
    expect(await models('rock drills')).toContain('Omega Test 2');
    expect(await models('categorie test')).toEqual([]);
    const deleted = await call(deleteCategoryRoute, {
      method: 'DELETE',
      path: `/api/category/${categoryUuid}`,
      params: { uuid: categoryUuid },
      as: 'bearer',
    });
    expect(deleted.status).toBe(200);
    // No category: no page to open, so no result.
    expect(await models('omega')).toEqual([]);
  });
});
