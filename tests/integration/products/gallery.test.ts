import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../support/database';
import { pngPicture, sent } from '../support/pictures';
import {
  createProduct,
  ensureCategory,
  imageCount,
  orphanImageCount,
  productBody,
  updateProduct,
  type ProductWire,
} from '../support/products';

const database = setupTestDatabase();
let product: ProductWire;

beforeAll(async () => {
  await ensureCategory(database.handle().db, 'Categorie test', 'categorie-test');
  const gallery = [];
  for (const colour of ['#100000', '#200000', '#300000'])
    gallery.push(sent(await pngPicture(10, 10, colour)));
  const created = await createProduct(await productBody({ model: 'Galerie', gallery }));
  expect(created.status).toBe(201);
  product = created.body;
});

describe('product update: pictures', () => {
  it('keeps gallery pictures sent by uuid in the order sent, adds new ones, drops the rest', async () => {
    const db = database.handle().db;
    const [first, second, third] = product.gallery;
    const added = sent(await pngPicture(10, 10, '#400000'));
    const res = await updateProduct({
      ...(await productBody({ model: 'Galerie' })),
      uuid: product.uuid,
      header_photo: { uuid: product.header_photo.uuid },
      gallery: [{ uuid: third!.uuid }, added, { uuid: first!.uuid }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.header_photo.uuid).toBe(product.header_photo.uuid);
    const uuids = res.body.gallery.map((image) => image.uuid);
    expect(uuids).toHaveLength(3);
    expect(uuids[0]).toBe(third!.uuid);
    expect(uuids[2]).toBe(first!.uuid);
    expect(uuids).not.toContain(second!.uuid);
    expect(res.body.gallery.map((image) => image.alt)).toEqual([
      'galerie categorie test poza 1',
      'galerie categorie test poza 2',
      'galerie categorie test poza 3',
    ]);
    expect(await orphanImageCount(db)).toBe(0);
    product = res.body;
  });

  it('replaces the header photo and empties the gallery with no orphan left', async () => {
    const db = database.handle().db;
    const res = await updateProduct({
      ...(await productBody({ model: 'Galerie' })),
      uuid: product.uuid,
      header_photo: sent(await pngPicture(12, 12, '#00ff00')),
      gallery: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.gallery).toEqual([]);
    expect(res.body.header_photo.uuid).not.toBe(product.header_photo.uuid);
    expect(await orphanImageCount(db)).toBe(0);
    expect(await imageCount(db)).toBe(1);
  });

  it('refuses to keep a picture that does not exist, changing nothing', async () => {
    const res = await updateProduct({
      ...(await productBody({ model: 'Galerie' })),
      uuid: product.uuid,
      gallery: [
        sent(await pngPicture(9, 9, '#0000ff')),
        { uuid: '00000000-0000-4000-8000-000000000000' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_GALLERY_IMAGE', param: 'gallery.1' }] });
    expect(await orphanImageCount(database.handle().db)).toBe(0);
  });
});
