import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteRoute } from '@/app/api/banner/[id]/route';
import { GET as allRoute } from '@/app/api/banner/all/route';
import { POST as createRoute } from '@/app/api/banner/create/route';
import { GET as firstRoute } from '@/app/api/banner/first/route';
import { GET as listRoute } from '@/app/api/banner/route';
import { PUT as updateRoute } from '@/app/api/banner/update/route';
import type { BannerWire } from '@/lib/banners/wire';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { bmpPicture, jpegPicture, noisePng, pngPicture, sent } from '../support/pictures';
import { orphanImageCount } from '../support/products';

const database = setupTestDatabase();

function create(body: unknown) {
  return call<BannerWire[]>(createRoute, {
    method: 'POST',
    path: '/api/banner/create',
    body,
    as: 'bearer',
  });
}
function list() {
  return call<BannerWire[]>(listRoute, { path: '/api/banner' });
}

describe('banners API', () => {
  beforeAll(async () => {
    const empty = await call(firstRoute, { path: '/api/banner/first' });
    expect(empty.status).toBe(200);
    expect(empty.body).toBeNull();
  });

  it('creates banners from a list or a single picture, appended in order', async () => {
    const created = await create({
      banner: [
        sent(await jpegPicture(100, 40, '#aa0000'), 'image/jpeg'),
        sent(bmpPicture(9, 3, [1, 2, 3]), 'image/bmp'),
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual([
      {
        uuid: expect.any(String),
        image: {
          uuid: expect.any(String),
          url: expect.stringMatching(/^\/api\/image\/[0-9a-f]{64}\.jpg$/),
          alt: 'imagine prezentare utilaj',
          width: 100,
          height: 40,
        },
      },
      {
        uuid: expect.any(String),
        image: expect.objectContaining({
          alt: 'imagine prezentare utilaj',
          url: expect.stringMatching(/\.png$/),
        }),
      },
    ]);
    const single = await create({ banner: sent(await pngPicture(10, 10, '#00aa00')) });
    expect(single.status).toBe(201);
    expect(single.body.map((banner) => banner.image.alt)).toEqual(['imagine prezentare utilaj']);

    const all = await list();
    expect(all.body.map((banner) => banner.uuid)).toEqual(
      [...created.body, ...single.body].map((b) => b.uuid),
    );
    expect((await call(allRoute, { path: '/api/banner/all' })).body).toEqual(all.body);
    expect((await call(firstRoute, { path: '/api/banner/first' })).body).toEqual(all.body[0]);
  });

  it('checks the upload: 1 to 5 pictures, real pictures, under 10 MB', async () => {
    const picture = sent(await pngPicture());
    const cases: [unknown, number, unknown][] = [
      [{ banner: [] }, 400, [{ msg: 'REQUIRED_BANNER', param: 'banner' }]],
      [{}, 400, [{ msg: 'REQUIRED_BANNER', param: 'banner' }]],
      [{ banner: Array(6).fill(picture) }, 400, [{ msg: 'TOO_MANY_IMAGES', param: 'banner' }]],
      [
        { banner: [picture, sent(Buffer.from('<svg/>'))] },
        400,
        [{ msg: 'INVALID_IMAGE', param: 'banner.1' }],
      ],
      [
        { banner: [{ image: '%%%', mime_type: 'image/png' }] },
        400,
        [{ msg: 'INVALID_IMAGE', param: 'banner.0' }],
      ],
    ];
    for (const [body, status, errors] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body).toEqual({ errors });
    }
    const big = await noisePng(10 * 1024 * 1024);
    const tooLarge = await create({ banner: [sent(big)] });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ errors: [{ msg: 'IMAGE_TOO_LARGE', param: 'banner.0' }] });
    expect((await list()).body).toHaveLength(3);
    expect(await orphanImageCount(database.handle().db)).toBe(0);
  });

  it('caps the banners at 5 in all: an upload past it is 400 TOO_MANY_IMAGES', async () => {
    const before = (await list()).body.map((banner) => banner.uuid);
    expect(before).toHaveLength(3);
    const two = () => Promise.all([pngPicture(8, 8, '#101010'), pngPicture(8, 8, '#202020')]);
    // Two uploads of two at once, from 3: only one fits (the lock decides which, should
    // their transactions overlap; here they seldom do, so this does not prove the lock).
    const racing = await Promise.all([
      create({ banner: (await two()).map((picture) => sent(picture)) }),
      create({ banner: (await two()).map((picture) => sent(picture)) }),
    ]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 400]);
    const refused = racing.find((res) => res.status === 400);
    expect(refused?.body).toEqual({ errors: [{ msg: 'TOO_MANY_IMAGES', param: 'banner' }] });
    expect((await list()).body).toHaveLength(5);

    const sixth = await create({ banner: sent(await pngPicture(8, 8, '#303030')) });
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({ errors: [{ msg: 'TOO_MANY_IMAGES', param: 'banner' }] });
    const after = (await list()).body.map((banner) => banner.uuid);
    expect(after).toHaveLength(5);
    expect(await orphanImageCount(database.handle().db)).toBe(0);

    // Back to the three the next tests expect.
    for (const uuid of after.filter((id) => !before.includes(id))) {
      const res = await call(deleteRoute, {
        method: 'DELETE',
        path: '/x',
        params: { id: uuid },
        as: 'bearer',
      });
      expect(res.status).toBe(200);
    }
    expect((await list()).body.map((banner) => banner.uuid)).toEqual(before);
  });

  it('reorders by a list of uuids (strings or { uuid }); an unknown uuid is 400', async () => {
    const before = (await list()).body.map((banner) => banner.uuid);
    const reversed = [...before].reverse();
    const res = await call<BannerWire[]>(updateRoute, {
      method: 'PUT',
      path: '/api/banner/update',
      body: reversed.map((uuid) => ({ uuid })),
      as: 'bearer',
    });
    expect(res.status).toBe(200);
    expect(res.body.map((banner) => banner.uuid)).toEqual(reversed);
    expect(res.body.map((banner) => banner.image.alt)).toEqual([
      'imagine prezentare utilaj',
      'imagine prezentare utilaj',
      'imagine prezentare utilaj',
    ]);
    expect((await list()).body.map((banner) => banner.uuid)).toEqual(reversed);

    const unknown = await call(updateRoute, {
      method: 'PUT',
      path: '/api/banner/update',
      body: [before[0], '00000000-0000-4000-8000-000000000000'],
      as: 'bearer',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ errors: [{ msg: 'INVALID_UUID', param: '1' }] });
    expect((await list()).body.map((banner) => banner.uuid)).toEqual(reversed);
  });

  it('deletes a banner and its picture; unknown is 404', async () => {
    const [first] = (await list()).body;
    const res = await call(deleteRoute, {
      method: 'DELETE',
      path: '/x',
      params: { id: first!.uuid },
      as: 'bearer',
    });
    expect(res.status).toBe(200);
    expect((await list()).body).toHaveLength(2);
    expect(await orphanImageCount(database.handle().db)).toBe(0);
    for (const id of [first!.uuid, 'nope']) {
      const again = await call(deleteRoute, {
        method: 'DELETE',
        path: '/x',
        params: { id },
        as: 'bearer',
      });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ errors: [{ msg: 'ERROR_DELETE_BANNER_PHOTO', param: 'id' }] });
    }
    const anonymous = await call(deleteRoute, {
      method: 'DELETE',
      path: '/x',
      params: { id: first!.uuid },
    });
    expect(anonymous.status).toBe(401);
  });
});
