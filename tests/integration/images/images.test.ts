import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as imageRoute } from '@/app/api/image/[file]/route';
import { images } from '@/db/schema';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import {
  bmpPicture,
  jpegPicture,
  jpegWithExif,
  noisePng,
  pngPicture,
  sent,
} from '../support/pictures';
import {
  createProduct,
  ensureCategory,
  imageCount,
  orphanImageCount,
  productBody,
} from '../support/products';

const database = setupTestDatabase();
beforeAll(() => ensureCategory(database.handle().db, 'Categorie test', 'categorie-test'));

function fileOf(url: string): string {
  return url.replace('/api/image/', '');
}

async function storedBytes(url: string): Promise<Buffer> {
  const [row] = await database
    .handle()
    .db.select()
    .from(images)
    .where(eq(images.sha256, fileOf(url).split('.')[0]!));
  return row!.bytes;
}

describe('picture uploads', () => {
  it('refuses an HTML page declared as image/png, by content', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await createProduct(await productBody({ model: 'Html', header_photo: sent(html) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_HEADER_PHOTO', param: 'header_photo' }] });
  });

  it('refuses GIF and SVG in the gallery, naming the item', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    const body = await productBody({
      model: 'Gif',
      gallery: [sent(await pngPicture()), sent(gif, 'image/png')],
    });
    const res = await createProduct(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_GALLERY_IMAGE', param: 'gallery.1' }] });
    const svgRes = await createProduct(await productBody({ model: 'Svg', gallery: [sent(svg)] }));
    expect(svgRes.body).toEqual({ errors: [{ msg: 'INVALID_GALLERY_IMAGE', param: 'gallery.0' }] });
  });

  it('refuses broken base64 and a truncated picture', async () => {
    const broken = await createProduct(
      await productBody({
        model: 'Broken',
        header_photo: { image: 'iVBORw0K$$$!!', mime_type: 'image/png' },
      }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      errors: [{ msg: 'INVALID_HEADER_PHOTO', param: 'header_photo' }],
    });
    const truncated = (await jpegPicture()).subarray(0, 40);
    const cut = await createProduct(
      await productBody({ model: 'Cut', gallery: [sent(truncated)] }),
    );
    expect(cut.body).toEqual({ errors: [{ msg: 'INVALID_GALLERY_IMAGE', param: 'gallery.0' }] });
  });

  it('refuses a picture of 5 MB or more with 413 IMAGE_TOO_LARGE', async () => {
    const big = await noisePng(5 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await createProduct(await productBody({ model: 'Big', header_photo: sent(big) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: [{ msg: 'IMAGE_TOO_LARGE', param: 'header_photo' }] });
  });

  it('refuses six gallery pictures, a gallery that is not a list, a missing header', async () => {
    const picture = sent(await pngPicture());
    const six = await createProduct(
      await productBody({ model: 'Six', gallery: Array(6).fill(picture) }),
    );
    expect(six.status).toBe(400);
    expect(six.body).toEqual({ errors: [{ msg: 'TOO_MANY_IMAGES', param: 'gallery' }] });
    const notList = await createProduct(await productBody({ model: 'NotList', gallery: 'x' }));
    expect(notList.body).toEqual({ errors: [{ msg: 'INVALID_GALLERY', param: 'gallery' }] });
    for (const header_photo of [undefined, { image: '', mime_type: 'image/png' }]) {
      const none = await createProduct(await productBody({ model: 'None', header_photo }));
      expect(none.body).toEqual({
        errors: [{ msg: 'REQUIRED_HEADER_PHOTO', param: 'header_photo' }],
      });
    }
    const unknown = await createProduct(
      await productBody({
        model: 'Unknown',
        header_photo: { uuid: '00000000-0000-4000-8000-000000000000' },
      }),
    );
    expect(unknown.body).toEqual({
      errors: [{ msg: 'INVALID_HEADER_PHOTO', param: 'header_photo' }],
    });
  });

  it('accepts a BMP and stores it as PNG, with the same pixels', async () => {
    const bmp = bmpPicture(7, 5, [200, 100, 50]);
    const res = await createProduct(
      await productBody({ model: 'Bmp', header_photo: sent(bmp, 'image/bmp') }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.header_photo).toMatchObject({ width: 7, height: 5 });
    expect(res.body.header_photo.url).toMatch(/\.png$/);
    const { data, info } = await sharp(await storedBytes(res.body.header_photo.url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect([...data.subarray(0, 3)]).toEqual([200, 100, 50]);
  });

  it('strips EXIF and turns the picture upright; a data URL prefix is accepted', async () => {
    const original = await jpegWithExif();
    expect(await sharp(original).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
    });
    const withPrefix = {
      image: `data:image/jpeg;base64,${original.toString('base64')}`,
      mime_type: 'image/jpeg',
    };
    const res = await createProduct(await productBody({ model: 'Exif', header_photo: withPrefix }));
    expect(res.status).toBe(201);
    const stored = await storedBytes(res.body.header_photo.url);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret-Phone'))).toBe(false);
    // Orientation 6 turns the 80×40 picture a quarter: 40×80.
    expect([metadata.width, metadata.height]).toEqual([40, 80]);
  });

  it('stores the same picture once', async () => {
    const db = database.handle().db;
    const picture = sent(await pngPicture(20, 20, '#abcdef'));
    const before = await imageCount(db);
    const res = await createProduct(
      await productBody({ model: 'Twice', header_photo: picture, gallery: [picture, picture] }),
    );
    expect(res.status).toBe(201);
    expect(new Set([res.body.header_photo.uuid, ...res.body.gallery.map((g) => g.uuid)]).size).toBe(
      1,
    );
    expect(await imageCount(db)).toBe(before + 1);
    expect(await orphanImageCount(db)).toBe(0);
  });
});

describe('GET /api/image/{file}', () => {
  it('serves the bytes with immutable caching, nosniff and an ETag', async () => {
    const res = await createProduct(await productBody({ model: 'Served' }));
    const file = fileOf(res.body.header_photo.url);
    const served = await call(imageRoute, { path: `/api/image/${file}`, params: { file } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('etag')).toBe(`"${file.split('.')[0]}"`);
    expect(served.headers.get('set-cookie')).toBeNull();
    const again = await call(imageRoute, {
      path: `/api/image/${file}`,
      params: { file },
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 ERROR_GET_PHOTO for an unknown or malformed name', async () => {
    for (const file of [`${'0'.repeat(64)}.png`, 'x.png', '../etc/passwd']) {
      const res = await call(imageRoute, { path: '/api/image/x', params: { file } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ msg: 'ERROR_GET_PHOTO', param: 'file' }] });
    }
  });
});
