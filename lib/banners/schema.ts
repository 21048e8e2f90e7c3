import * as z from '@/lib/validation/zod';
import { pictureSchema } from '@/lib/images/schema';
import { IMAGE_COUNT_LIMIT } from '@/lib/validation/limits';
import { UUID } from '@/lib/validation/patterns';

const bannerPicture = pictureSchema({ required: 'INVALID_IMAGE', invalid: 'INVALID_IMAGE' });

/**
 * POST /api/banner/create: { banner: [{ image, mime_type }, …] }, or one picture alone
 * ({ banner: {…} } or just {…}). One to five new pictures.
 */
export const createBannersSchema = z
  .preprocess(
    (body) => {
      // A bare picture ({ image, mime_type }) is one banner; anything else must be `banner`.
      const value = isRecord(body) && !('image' in body) ? body.banner : body;
      return { banner: isRecord(value) ? [value] : value };
    },
    z.object({
      banner: z
        .array(bannerPicture, { error: 'REQUIRED_BANNER' })
        .min(1, 'REQUIRED_BANNER')
        .max(IMAGE_COUNT_LIMIT, 'TOO_MANY_IMAGES'),
    }),
  )
  .transform((body) => body.banner);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** PUT /api/banner/update: the banner uuids in their new order, as strings or { uuid }. */
export const reorderBannersSchema = z.preprocess(
  (body) => (isRecord(body) && 'banner' in body ? body.banner : body),
  z.array(
    z.preprocess(
      (item) => (isRecord(item) && 'uuid' in item ? item.uuid : item),
      z
        .string({ error: 'INVALID_UUID' })
        .regex(UUID, 'INVALID_UUID')
        .transform((uuid) => uuid.toLowerCase()),
    ),
    { error: 'REQUIRED_BANNER' },
  ),
);
