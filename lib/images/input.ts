import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { images } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { preparePicture, type PictureSlot } from './decode';
import type { PictureInput } from './schema';
import { saveImage, type EncodedImage } from './store';

/** A sent picture after the CPU work, before the database: keep a stored one, or store one. */
export type PreparedPicture =
  { keep: string; slot: PictureSlot } | { encoded: EncodedImage; slot: PictureSlot };

/** Decodes and re-encodes new pictures; done before the transaction, which stays short. */
export async function preparePictures(
  inputs: { input: PictureInput; slot: PictureSlot }[],
): Promise<PreparedPicture[]> {
  const prepared: PreparedPicture[] = [];
  // One at a time: a picture may be 50 megapixels once decoded; six at once would be too many.
  for (const { input, slot } of inputs) {
    prepared.push(
      'uuid' in input
        ? { keep: input.uuid, slot }
        : { encoded: await preparePicture(input.image, slot), slot },
    );
  }
  return prepared;
}

/**
 * The image ids of prepared pictures, in order: new ones saved (deduplicated by content),
 * kept ones checked to exist (an unknown uuid is the slot's INVALID_* code).
 */
export async function storePictures(tx: Executor, pictures: PreparedPicture[]): Promise<string[]> {
  const kept = pictures.flatMap((picture) => ('keep' in picture ? [picture.keep] : []));
  const known = new Set(
    kept.length === 0
      ? []
      : (await tx.select({ id: images.id }).from(images).where(inArray(images.id, kept))).map(
          (row) => row.id,
        ),
  );
  const ids: string[] = [];
  for (const picture of pictures) {
    if ('keep' in picture) {
      if (!known.has(picture.keep)) throw new ApiError(picture.slot.invalid, picture.slot.param);
      ids.push(picture.keep);
    } else {
      ids.push(await saveImage(tx, picture.encoded));
    }
  }
  return ids;
}
