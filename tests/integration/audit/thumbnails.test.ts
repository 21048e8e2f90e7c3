import { createHash } from 'node:crypto';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/audit/route';
import { GET as pictureRoute } from '@/app/api/audit/picture/[key]/route';
import { GET as imageRoute } from '@/app/api/image/[file]/route';
import { GET as productRoute } from '@/app/api/product/[key]/route';
import { PUT as updateRoute } from '@/app/api/product/update/route';
import { auditLog, auditThumbnails, images, products } from '@/db/schema';
import type { AuditItem } from '@/lib/audit/change';
import { AUDIT_PICTURE_PATH, keptThumbnailAddress } from '@/lib/audit/picture-address';
import { purgeOldAudit } from '@/lib/audit/purge';
import { IMAGE_PATH } from '@/lib/images/paths';
import { call, type As } from '../support/api';
import { setupTestDatabase } from '../support/database';
import { pngPicture, sent } from '../support/pictures';

/**
 * A replaced picture nothing else uses is deleted with the save; the log keeps a small copy of
 * it, so 'Jurnal' still shows what the machine looked like before (issue #41).
 */
const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

/** The log as new: no entry, no thumbnail (the demo's own pictures go at a machine's first save). */
async function freshLog() {
  await db().delete(auditLog);
  await db().delete(auditThumbnails);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Two of the demo's machines, each with its form as the admin screen sends it back. */
async function machines() {
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(desc(products.model))
    .limit(2);
  return Promise.all(
    rows.map(async ({ id }) => {
      const found = await call<Record<string, unknown>[]>(productRoute, {
        path: `/api/product/${id}`,
        params: { key: id },
      });
      return { ...found.body[0]!, uuid: id };
    }),
  );
}

async function saveHeader(machine: Record<string, unknown>, picture: Buffer) {
  const saved = await call(updateRoute, {
    method: 'PUT',
    path: '/api/product/update',
    body: { ...machine, header_photo: sent(picture) },
    as: 'cookie',
  });
  expect(saved.status).toBe(200);
}

async function headerChange() {
  const { items } = (
    await call<{ items: AuditItem[] }>(listRoute, { path: '/api/audit', as: 'bearer' })
  ).body;
  return items[0]!.changes.find((change) => change.field === 'header_photo')!;
}

/** GET of a kept thumbnail at the address the 'Jurnal' screen falls back to. */
function keptThumbnail(address: string, as: As) {
  const path = keptThumbnailAddress(address)!;
  return call<Buffer>(pictureRoute, {
    path,
    params: { key: path.slice(AUDIT_PICTURE_PATH.length) },
    as,
    binary: true,
  });
}

const thumbnailKeys = async () =>
  (await db().select({ sha256: auditThumbnails.sha256 }).from(auditThumbnails)).map(
    (row) => row.sha256,
  );

describe("a machine's replaced header photo", () => {
  it('is kept as a 128 px WebP thumbnail that the log serves to an admin, and to nobody else', async () => {
    const [machine] = await machines();
    const first = await pngPicture(320, 200, '#a61e4d');
    await saveHeader(machine!, first);
    await freshLog();
    await saveHeader(machine!, await pngPicture(320, 200, '#1864ab'));

    const change = await headerChange();
    expect(change.old).toBe(`${IMAGE_PATH}${sha256(first)}.png`);
    // The picture itself is gone with the save …
    const stored = await db()
      .select()
      .from(images)
      .where(eq(images.sha256, sha256(first)));
    expect(stored).toEqual([]);
    // … and its thumbnail is what the screen shows instead.
    expect(await thumbnailKeys()).toEqual([sha256(first)]);
    const answer = await keptThumbnail(String(change.old), 'cookie');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(answer.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 128, 80]);
    expect(answer.body.length).toBeLessThan(5_000);
    // Its colour is the old picture's.
    const { dominant } = await sharp(answer.body).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);

    const anonymous = await keptThumbnail(String(change.old), 'anonymous');
    expect(anonymous.status).toBe(401);
  });

  it('is not kept while another machine still shows it: the picture itself stays', async () => {
    const [one, two] = await machines();
    const shared = await pngPicture(300, 300, '#2b8a3e');
    await saveHeader(one!, shared);
    await saveHeader(two!, shared);
    await freshLog();
    await saveHeader(one!, await pngPicture(300, 300, '#e67700'));

    const change = await headerChange();
    expect(change.old).toBe(`${IMAGE_PATH}${sha256(shared)}.png`);
    expect(await thumbnailKeys()).toEqual([]);
    const file = String(change.old).slice(IMAGE_PATH.length);
    const still = await call(imageRoute, { path: String(change.old), params: { file } });
    expect(still.status).toBe(200);
    expect((await keptThumbnail(String(change.old), 'bearer')).status).toBe(404);
  });

  it('answers 404 for a key that names no thumbnail, or is no sha256', async () => {
    for (const key of ['0'.repeat(64), 'nu-este-o-poza']) {
      const answer = await call(pictureRoute, {
        path: `${AUDIT_PICTURE_PATH}${key}`,
        params: { key },
        as: 'bearer',
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ errors: [{ msg: 'ERROR_GET_PHOTO', param: 'key' }] });
    }
  });
});

describe('the purge of the log', () => {
  it('removes the thumbnails with the entries of their day, and keeps the younger ones', async () => {
    const [machine] = await machines();
    const old = await pngPicture(200, 200, '#5f3dc4');
    const recent = await pngPicture(200, 200, '#c2255c');
    await saveHeader(machine!, old);
    await freshLog();
    await saveHeader(machine!, recent);
    await saveHeader(machine!, await pngPicture(200, 200, '#087f5b'));
    expect((await thumbnailKeys()).sort()).toEqual([sha256(old), sha256(recent)].sort());

    // The first replacement, and its entry, a year and a day ago.
    const yearAndDayAgo = sql`now() - interval '366 days'`;
    await db()
      .update(auditThumbnails)
      .set({ createdAt: yearAndDayAgo })
      .where(eq(auditThumbnails.sha256, sha256(old)));
    const [firstEntry] = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(auditLog.id)
      .limit(1);
    await db().update(auditLog).set({ at: yearAndDayAgo }).where(eq(auditLog.id, firstEntry!.id));

    expect(await purgeOldAudit(db())).toBe(1);
    expect(await thumbnailKeys()).toEqual([sha256(recent)]);
    const change = await headerChange();
    expect(change.old).toBe(`${IMAGE_PATH}${sha256(recent)}.png`);
    expect((await keptThumbnail(String(change.old), 'bearer')).status).toBe(200);
  });
});
