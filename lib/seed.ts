import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '@/lib/accounts/password';
import { env } from '@/lib/env';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { saveImage, type EncodedImage } from '@/lib/images/store';
import { toSlug } from '@/lib/slug';
import type { Database, Executor } from '@/db/client';
import {
  banners,
  categories,
  configurationEntries,
  productImages,
  products,
  users,
} from '@/db/schema';
import { seedCategories, seedConfiguration, type SeedCategory } from '@/db/demo/data';
import { seedCategoryNamesEn, seedMachinesEn } from '@/db/demo/data-en';
import { renderBannerPicture, renderMachinePicture } from '@/db/demo/pictures';

const GALLERY_VIEWS = [1, 2, 3] as const;
const BANNER_COUNT = 3;

export interface SeedReport {
  catalogueSeeded: boolean;
  adminCreated: boolean;
  /** Set only when the admin was created with a generated password. */
  generatedPassword?: string;
}

/**
 * Fills an empty database: configuration keys, the admin account and, on a brand-new
 * database only and unless DEMO_DATA=0, the demo catalogue. Running it again changes nothing.
 */
export async function seedDatabase(
  db: Database,
  log: (line: string) => void = console.log,
): Promise<SeedReport> {
  // DEMO_DATA=0: a site that starts for real gets its own catalogue, not the demo's.
  const fresh = env().DEMO_DATA && (await isFreshDatabase(db));
  const pictures = fresh ? await renderCataloguePictures(seedCategories) : undefined;
  const admin = await adminToCreate(db);

  const report = await db.transaction(async (tx) => {
    await tx.insert(configurationEntries).values(seedConfiguration).onConflictDoNothing();
    const created = admin
      ? await tx
          .insert(users)
          .values(admin.row)
          .onConflictDoNothing({ target: users.username })
          .returning({ id: users.id })
      : [];
    if (pictures) await insertCatalogue(tx, pictures);
    return { catalogueSeeded: Boolean(pictures), adminCreated: created.length > 0 };
  });

  if (report.catalogueSeeded) log('Demo catalogue seeded.');
  const generatedPassword = admin?.generatedPassword;
  if (report.adminCreated && generatedPassword) {
    log(
      `Admin account '${env().ADMIN_USERNAME}' created with the generated password: ${generatedPassword}`,
    );
    log('Set ADMIN_PASSWORD, or change it in the admin area; it is not shown again.');
    return { ...report, generatedPassword };
  }
  return report;
}

/**
 * The admin account of the environment, when the database has no account at all: the first
 * administrator, who invites the others (issue #33). Once there is one, a restart creates
 * nothing, so an account the administrators removed does not come back. A server restarting
 * on its database hashes no password: argon2 would cost it about a second of CPU.
 */
async function adminToCreate(db: Database) {
  const { ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return undefined;
  const generatedPassword = ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(ADMIN_PASSWORD ?? generatedPassword ?? '');
  return {
    row: { username: ADMIN_USERNAME, email: ADMIN_EMAIL, passwordHash },
    generatedPassword,
  };
}

/** The demo catalogue goes only into a database that has never had an admin or a catalogue. */
async function isFreshDatabase(db: Database): Promise<boolean> {
  const tables = [users, categories, products, banners];
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

interface CataloguePictures {
  machines: Map<string, { header: EncodedImage; gallery: EncodedImage[] }>;
  banners: EncodedImage[];
}

async function renderCataloguePictures(list: SeedCategory[]): Promise<CataloguePictures> {
  const machines: CataloguePictures['machines'] = new Map();
  for (const category of list) {
    for (const machine of category.machines) {
      const header = await encode(await renderMachinePicture(category.kind, 0, machine.model));
      const gallery = [];
      for (const view of GALLERY_VIEWS) {
        gallery.push(await encode(await renderMachinePicture(category.kind, view, machine.model)));
      }
      machines.set(machine.model, { header, gallery });
    }
  }
  const bannerPictures = [];
  for (let index = 0; index < BANNER_COUNT; index++) {
    bannerPictures.push(await encode(await renderBannerPicture(index)));
  }
  return { machines, banners: bannerPictures };
}

async function encode(jpeg: Buffer): Promise<EncodedImage> {
  const { width, height } = await sharp(jpeg).metadata();
  return { bytes: jpeg, mimeType: 'image/jpeg', width: width ?? 0, height: height ?? 0 };
}

async function insertCatalogue(tx: Executor, pictures: CataloguePictures): Promise<void> {
  for (const category of seedCategories) {
    const [row] = await tx
      .insert(categories)
      .values({
        name: category.name,
        nameEn: seedCategoryNamesEn[category.name] ?? null,
        slug: toSlug(category.name),
      })
      .returning({ id: categories.id });
    for (const [index, machine] of category.machines.entries()) {
      const machinePictures = pictures.machines.get(machine.model);
      if (!row || !machinePictures) continue;
      const headerImageId = await saveImage(tx, machinePictures.header);
      const [product] = await tx
        .insert(products)
        .values({
          model: machine.model,
          slug: toSlug(machine.model),
          categoryId: row.id,
          // Stored as the admin form stores text (links get rel=noopener…): the demo reads
          // like a catalogue typed in, and an export of it imports back unchanged.
          headerOffer: sanitizeRichText(machine.headerOffer),
          details: sanitizeRichText(machine.details),
          technicalData: sanitizeRichText(machine.technicalData),
          headerOfferEn: sanitizedOrNull(seedMachinesEn[machine.model]?.headerOffer),
          detailsEn: sanitizedOrNull(seedMachinesEn[machine.model]?.details),
          technicalDataEn: sanitizedOrNull(seedMachinesEn[machine.model]?.technicalData),
          priceDay: machine.priceDay ?? null,
          priceWeek: machine.priceWeek ?? null,
          headerImageId,
        })
        .returning({ id: products.id });
      // Two or three gallery pictures per machine, so the gallery shows both cases.
      const gallery = machinePictures.gallery.slice(0, 2 + (index % 2));
      for (const [position, picture] of gallery.entries()) {
        const imageId = await saveImage(tx, picture);
        if (product)
          await tx.insert(productImages).values({ productId: product.id, imageId, position });
      }
    }
  }
  for (const [position, picture] of pictures.banners.entries()) {
    await tx.insert(banners).values({ imageId: await saveImage(tx, picture), position });
  }
}

function sanitizedOrNull(html: string | undefined): string | null {
  return html === undefined ? null : sanitizeRichText(html);
}
