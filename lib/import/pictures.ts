import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { images } from '@/db/schema';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { preparePictureBytes } from '@/lib/images/decode';
import type { EncodedImage } from '@/lib/images/store';
import { IMAGE_SIZE_LIMIT_BYTES } from '@/lib/validation/limits';
import type { ImportProblem, MachineRow } from './rows';
import type { PictureArchive } from './upload';

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
 * Checks every picture the rows name, one at a time (a zip of hundreds of photos is never in
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

  const pictures = new Map<string, ReadyPicture>();
  const problems: ImportProblem[] = [];
  const byPath = new Map<string, ReadyPicture | ErrorCode>();
  let parked = 0;
  for (const [name, places] of uses) {
    const fail = (code: ErrorCode | ((column: PictureColumn) => ErrorCode)) => {
      for (const { row, column } of places) {
        const resolved = typeof code === 'function' ? code(column) : code;
        problems.push({ row, column, code: resolved, detail: { file: name } });
      }
    };
    const entry = archive.find(name);
    if (!entry) {
      fail('IMPORT_PICTURE_MISSING');
      continue;
    }
    let ready = byPath.get(entry.path);
    if (ready === undefined) {
      ready = await readyPicture(db, entry, scratch, () => `picture-${parked++}`);
      byPath.set(entry.path, ready);
    }
    if (typeof ready === 'string') {
      const code = ready;
      fail((column) => (code === 'INVALID_IMAGE' ? invalidCode(column) : code));
    } else {
      pictures.set(name, ready);
    }
  }
  return { pictures, problems };
}

function invalidCode(column: PictureColumn): ErrorCode {
  return column === 'header_photo' ? 'INVALID_HEADER_PHOTO' : 'INVALID_GALLERY_IMAGE';
}

async function readyPicture(
  db: Executor,
  entry: { size: number; read(): Promise<Buffer> },
  scratch: string,
  nextName: () => string,
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
      { keepIfClean: true },
    );
  } catch (error) {
    if (error instanceof ApiError) return error.errors[0]?.msg ?? 'INVALID_IMAGE';
    throw error;
  }
  const hash = sha256(encoded.bytes);
  const storedId = await storedImageId(db, hash);
  if (storedId) return { sha256: hash, storedId };
  const file = path.join(scratch, nextName());
  await writeFile(file, encoded.bytes);
  return {
    sha256: hash,
    file,
    image: { mimeType: encoded.mimeType, width: encoded.width, height: encoded.height },
  };
}

/** The bytes of a parked picture, with what the images table keeps of it. */
export async function parkedImage(picture: ReadyPicture): Promise<EncodedImage> {
  if (!picture.file || !picture.image) throw new Error('This picture is already stored');
  return { ...picture.image, bytes: await readFile(picture.file) };
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
