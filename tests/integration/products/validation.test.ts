import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../support/database';
import { createProduct, ensureCategory, productBody, updateProduct } from '../support/products';

const database = setupTestDatabase();
beforeAll(() => ensureCategory(database.handle().db, 'Categorie test', 'categorie-test'));

describe('product rules: one code per rule', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no model', { model: undefined }, 'REQUIRED_MODEL', 'model'],
    ['blank model', { model: '   ' }, 'REQUIRED_MODEL', 'model'],
    ['model with a slash', { model: 'JCB/3CX' }, 'INVALID_MODEL', 'model'],
    ['model not a string', { model: 42 }, 'INVALID_MODEL', 'model'],
    ['no category', { category: undefined }, 'REQUIRED_CATEGORY', 'category'],
    ['blank category', { category: ' ' }, 'REQUIRED_CATEGORY', 'category'],
    ['category with <', { category: 'Categorie <b>' }, 'INVALID_CATEGORY', 'category'],
    ['unknown category', { category: 'Nu exista' }, 'INVALID_CATEGORY', 'category'],
    [
      'bad category_uuid',
      { category: undefined, category_uuid: 'x' },
      'INVALID_CATEGORY',
      'category_uuid',
    ],
    ['no details', { details: undefined }, 'REQUIRED_DETAILS', 'details'],
    [
      'details blank once sanitised',
      { details: '<p> </p><script>x</script>' },
      'REQUIRED_DETAILS',
      'details',
    ],
    ['no header offer', { header_offer: '' }, 'REQUIRED_HEADER_OFFER', 'header_offer'],
    [
      'header offer only an iframe',
      { header_offer: '<iframe src="x"></iframe>' },
      'REQUIRED_HEADER_OFFER',
      'header_offer',
    ],
    [
      'no technical data',
      { technical_data: undefined },
      'REQUIRED_TECHNICAL_DATA',
      'technical_data',
    ],
    ['no header photo', { header_photo: undefined }, 'REQUIRED_HEADER_PHOTO', 'header_photo'],
    ['header photo a string', { header_photo: 'abc' }, 'INVALID_HEADER_PHOTO', 'header_photo'],
    ['gallery not a list', { gallery: { image: 'x' } }, 'INVALID_GALLERY', 'gallery'],
    ['gallery item empty', { gallery: [{}] }, 'INVALID_GALLERY_IMAGE', 'gallery.0'],
  ];
  for (const [name, overrides, code, param] of cases) {
    it(`${name} → ${code}`, async () => {
      const res = await createProduct(await productBody({ model: `Regula ${code}`, ...overrides }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ msg: code, param }] });
    });
  }

  it('answers every broken field at once', async () => {
    const res = await createProduct({ gallery: 'x' });
    expect(res.status).toBe(400);
    expect((res.body as unknown as { errors: unknown }).errors).toEqual([
      { msg: 'REQUIRED_MODEL', param: 'model' },
      { msg: 'REQUIRED_DETAILS', param: 'details' },
      { msg: 'REQUIRED_HEADER_OFFER', param: 'header_offer' },
      { msg: 'REQUIRED_TECHNICAL_DATA', param: 'technical_data' },
      { msg: 'REQUIRED_HEADER_PHOTO', param: 'header_photo' },
      { msg: 'INVALID_GALLERY', param: 'gallery' },
      { msg: 'REQUIRED_CATEGORY', param: 'category' },
    ]);
  });

  it('sanitises the HTML fields on create and update', async () => {
    const created = await createProduct(
      await productBody({
        model: 'Curat',
        details:
          '<p onclick="x()">Text <a href="javascript:alert(1)">rau</a> <a href="https://a.ro">bun</a></p>' +
          '<script>alert(1)</script><img src=x onerror="alert(1)"><ul><li>a</li></ul>',
        technical_data: '<table><tbody><tr><td colspan="2" style="x">t</td></tr></tbody></table>',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.details).toBe(
      '<p>Text <a rel="noopener noreferrer">rau</a> <a href="https://a.ro" rel="noopener noreferrer">bun</a></p><ul><li>a</li></ul>',
    );
    expect(created.body.technical_data).toBe(
      '<table><tbody><tr><td colspan="2">t</td></tr></tbody></table>',
    );
    const updated = await updateProduct({
      ...(await productBody({ model: 'Curat' })),
      uuid: created.body.uuid,
      header_offer: '<h2>Oferta</h2><style>*{}</style><p><em>azi</em></p>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.header_offer).toBe('<h2>Oferta</h2><p><em>azi</em></p>');
  });

  it('update: unknown uuid is 404, malformed is 400', async () => {
    const unknown = await updateProduct({
      ...(await productBody()),
      uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [{ msg: 'ERROR_GET_PRODUCT', param: 'uuid' }] });
    const malformed = await updateProduct({ ...(await productBody()), uuid: 'abc' });
    expect(malformed.body).toEqual({ errors: [{ msg: 'INVALID_UUID', param: 'uuid' }] });
  });
});
