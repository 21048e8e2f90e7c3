import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  banners,
  categories,
  configurationEntries,
  images,
  productImages,
  products,
  users,
} from '@/db/schema';
import { seedDatabase } from '@/lib/seed';
import { hashPassword, verifyPassword } from '@/lib/accounts/password';
import { listCategories } from '@/lib/categories/queries';
import { setupTestDatabase } from './support/database';

const database = setupTestDatabase();
const quiet = () => {};

async function countRows(table: PgTable): Promise<number> {
  const [row] = await database.handle().db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('migrations and seed', () => {
  it('fill an empty database with configuration, admin and demo catalogue', async () => {
    const report = await seedDatabase(database.handle().db, quiet);
    expect(report).toMatchObject({ catalogueSeeded: true, adminCreated: true });
    const db = database.handle().db;

    const config = await db.select().from(configurationEntries);
    expect(config.map((entry) => entry.key).sort()).toEqual(
      [
        'contact_mail_subject',
        'contact_mail_to',
        'contact_mail_to_second',
        'contact_phone',
        'contact_phone_second',
      ].sort(),
    );

    const seededCategories = await listCategories();
    expect(seededCategories.length).toBeGreaterThanOrEqual(4);
    for (const category of seededCategories) {
      const machines = await db
        .select()
        .from(products)
        .where(eq(products.categoryId, category.uuid));
      expect(machines, category.name).toHaveLength(3);
      // A fresh start shows a complete English site (issue #17).
      expect(category.nameEn, category.name).toMatch(/^[A-Z][a-z]/);
      for (const machine of machines) {
        expect(machine.technicalData).toContain('<table>');
        for (const english of [machine.headerOfferEn, machine.detailsEn, machine.technicalDataEn]) {
          expect(english, machine.model).toMatch(/^<(p|table)>/);
          // English, not Romanian: no Romanian diacritics left in it.
          expect(english, machine.model).not.toMatch(/[ăâîșțĂÂÎȘȚ]/);
        }
        expect(machine.technicalDataEn).toContain('<th>Specification</th>');
        const [gallery] = await db
          .select({ n: count() })
          .from(productImages)
          .where(eq(productImages.productId, machine.id));
        expect(gallery?.n, machine.model).toBeGreaterThanOrEqual(2);
        expect(gallery?.n, machine.model).toBeLessThanOrEqual(3);
      }
    }
    expect(await countRows(banners)).toBe(3);

    const [image] = await db.select().from(images).limit(1);
    expect(image?.mimeType).toBe('image/jpeg');
    expect(image?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const [admin] = await db.select().from(users);
    expect(admin?.username).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'integration-admin-password')).toBe(
      true,
    );
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('changes nothing when run a second time', async () => {
    const tables = [
      users,
      categories,
      products,
      productImages,
      images,
      banners,
      configurationEntries,
    ];
    const before = await Promise.all(tables.map((table) => countRows(table)));
    const report = await seedDatabase(database.handle().db, quiet);
    expect(report).toMatchObject({ catalogueSeeded: false, adminCreated: false });
    expect(await Promise.all(tables.map((table) => countRows(table)))).toEqual(before);
  });

  it('keeps the password the admin chose when the server starts again', async () => {
    const db = database.handle().db;
    const chosen = await hashPassword('a-password-the-admin-chose');
    await db.update(users).set({ passwordHash: chosen }).where(eq(users.username, 'admin'));
    await seedDatabase(db, quiet);
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.passwordHash).toBe(chosen);
  });

  it('does not bring back the first account once the administrators removed it', async () => {
    const db = database.handle().db;
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    await db.insert(users).values({
      username: 'proprietar',
      email: 'proprietar@firma.ro',
      passwordHash: admin!.passwordHash,
    });
    await db.delete(users).where(eq(users.username, 'admin'));
    const report = await seedDatabase(db, quiet);
    expect(report.adminCreated).toBe(false);
    const names = (await db.select({ username: users.username }).from(users)).map(
      (u) => u.username,
    );
    expect(names).toEqual(['proprietar']);
  });
});
