import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { images } from '@/db/schema';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { preparePictureBytes } from '@/lib/images/decode';
import type { EncodedImage } from '@/lib/images/store';
import { IMAGE_SIZE_LIMIT_BYTES } from '@/lib/validation/limits';
import type { ImportProblem, MachineRow } from './rows';
import type { PictureArchive, PictureEntry } from './upload';

/** A picture a row names, once checked: its content address, and where its bytes wait. */
export interface ReadyPicture {
  /** The sha256 of the bytes the site stores (the images table's content address). */
  sha256: string;
  /** Already in the site's store: nothing to write. */
  storedId?: string;
  /** Otherwise the prepared picture, kept in a scratch file until the transaction saves it. */
  file?: string;
  image?: Omit<EncodedImage, 'bytes'>;
}

type PictureColumn = 'header_photo' | 'gallery';

/**
 * Checks every picture the rows name, a few at a time (a zip of hundreds of photos is never in
 * memory whole): missing from the zip, too large, or not a readable JPEG, PNG or BMP is a
 * problem of each row and column naming it. A picture whose bytes the site already stores is
 * not decoded again; others are prepared as the admin form prepares them and parked in
 * `scratch` for the transaction.
 */
export async function checkPictures(
  db: Executor,
  rows: MachineRow[],
  archive: PictureArchive,
  scratch: string,
): Promise<{ pictures: Map<string, ReadyPicture>; problems: ImportProblem[] }> {
  const uses = new Map<string, { row: number; column: PictureColumn }[]>();
  for (const machine of rows) {
    const named: [string, PictureColumn][] = [
      ...(machine.headerPhoto
        ? [[machine.headerPhoto, 'header_photo'] as [string, PictureColumn]]
        : []),
      ...(machine.gallery ?? []).map((name): [string, PictureColumn] => [name, 'gallery']),
    ];
    for (const [name, column] of named) {
      const list = uses.get(name) ?? [];
      list.push({ row: machine.row, column });
      uses.set(name, list);
    }
  }

  // Each file once, whatever the number of names and rows that point to it.
  const files = new Map<string, PictureEntry>();
  for (const name of uses.keys()) {
    const entry = archive.find(name);
    if (entry && !files.has(entry.path)) files.set(entry.path, entry);
  }
  const byPath = await prepareAll(db, [...files.values()], scratch);

  const pictures = new Map<string, ReadyPicture>();
  const problems: ImportProblem[] = [];
  for (const [name, places] of uses) {
    const fail = (code: ErrorCode | ((column: PictureColumn) => ErrorCode)) => {
      for (const { row, column } of places) {
        const resolved = typeof code === 'function' ? code(column) : code;
        problems.push({ row, column, code: resolved, detail: { file: name } });
      }
    };
    const entry = archive.find(name);
    const ready = entry && byPath.get(entry.path);
    if (!ready) {
      fail('IMPORT_PICTURE_MISSING');
    } else if (typeof ready === 'string') {
      const code = ready;
      fail((column) => (code === 'INVALID_IMAGE' ? invalidCode(column) : code));
    } else {
      pictures.set(name, ready);
    }
  }
  return { pictures, problems };
}

/**
 * Pictures prepared at once: sharp decodes and encodes on libuv's threads, so two pictures
 * keep two cores busy where one left the second idle (a camera photo's re-encoding is most of
 * an import's time). Each holds at most one picture's bytes and pixels.
 */
const PICTURES_AT_ONCE = Math.min(4, Math.max(1, availableParallelism()));

/** Every file prepared (readyPicture), PICTURES_AT_ONCE at a time, by its path in the zip. */
async function prepareAll(
  db: Executor,
  files: PictureEntry[],
  scratch: string,
): Promise<Map<string, ReadyPicture | ErrorCode>> {
  const byPath = new Map<string, ReadyPicture | ErrorCode>();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const entry = files[index] as PictureEntry;
      byPath.set(entry.path, await readyPicture(db, entry, scratch, `picture-${index}`));
    }
  };
  await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, worker));
  return byPath;
}

function invalidCode(column: PictureColumn): ErrorCode {
  return column === 'header_photo' ? 'INVALID_HEADER_PHOTO' : 'INVALID_GALLERY_IMAGE';
}

async function readyPicture(
  db: Executor,
  entry: { size: number; read(): Promise<Buffer> },
  scratch: string,
  fileName: string,
): Promise<ReadyPicture | ErrorCode> {
  if (entry.size >= IMAGE_SIZE_LIMIT_BYTES) return 'IMAGE_TOO_LARGE';
  let bytes: Buffer;
  try {
    bytes = await entry.read();
  } catch {
    return 'INVALID_IMAGE';
  }
  const raw = sha256(bytes);
  const storedRaw = await storedImageId(db, raw);
  if (storedRaw) return { sha256: raw, storedId: storedRaw };
  let encoded: EncodedImage;
  try {
    encoded = await preparePictureBytes(
      bytes,
      { invalid: 'INVALID_IMAGE', param: '', maxBytes: IMAGE_SIZE_LIMIT_BYTES },
      { keepIfClean: true, bulk: true },
    );
  } catch (error) {
    if (error instanceof ApiError) return error.errors[0]?.msg ?? 'INVALID_IMAGE';
    throw error;
  }
  const hash = sha256(encoded.bytes);
  const storedId = await storedImageId(db, hash);
  if (storedId) return { sha256: hash, storedId };
  const file = path.join(scratch, fileName);
  await writeFile(file, encoded.bytes);
  return {
    sha256: hash,
    file,
    image: { mimeType: encoded.mimeType, width: encoded.width, height: encoded.height },
  };
}

/**
 * Stores a parked picture (once per content, like saveImage) and gives its id. The bytes go
 * as hex text that the database decodes: PGlite's own bytea serializer spells the hex one
 * byte at a time in JavaScript, ~340 ms and a heap of garbage per MB here against ~20 ms for
 * Buffer's, which made most of the apply of 200 photos (docs/performance.md, "Importing a
 * fleet"). PostgreSQL is sent the same SQL.
 */
export async function storeParkedPicture(db: Executor, picture: ReadyPicture): Promise<string> {
  if (!picture.file || !picture.image) throw new Error('This picture is already stored');
  const bytes = await readFile(picture.file);
  const [inserted] = await db
    .insert(images)
    .values({
      sha256: picture.sha256,
      ...picture.image,
      bytes: sql`decode(${bytes.toString('hex')}, 'hex')`,
      byteSize: bytes.length,
    })
    .onConflictDoNothing({ target: images.sha256 })
    .returning({ id: images.id });
  const id = inserted?.id ?? (await storedImageId(db, picture.sha256));
  if (!id) throw new Error(`Image ${picture.sha256} vanished right after it was saved`);
  return id;
}

async function storedImageId(db: Executor, hash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.sha256, [hash]))
    .limit(1);
  return row?.id;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
