import * as z from '@/lib/validation/zod';
import type { ErrorCode } from '@/lib/errors';
import { pictureSchema } from '@/lib/images/schema';
import { IMAGE_COUNT_LIMIT } from '@/lib/validation/limits';
import { ALPHANUMERIC, collapseSpaces, UUID } from '@/lib/validation/patterns';
import { priceSchema } from './price';
import { unitsSchema } from './units';

/** A required alphanumeric text (spec §5), runs of spaces collapsed before it is checked. */
function alphanumeric(required: ErrorCode, invalid: ErrorCode) {
  return z
    .string({ error: (issue) => (issue.input == null ? required : invalid) })
    .transform(collapseSpaces)
    .pipe(z.string().min(1, required).max(100, invalid).regex(ALPHANUMERIC, invalid));
}

/** A rich-text field: required here; the server also sanitises it and re-checks it is not blank. */
function richText(required: ErrorCode) {
  return z.string({ error: required }).refine((value) => value.trim() !== '', required);
}

/**
 * An optional English twin of a rich-text field: absent leaves it as it is, null or blank
 * (also once sanitised, on the server) removes it and /en pages show the Romanian text.
 */
const optionalRichText = z.string({ error: 'INVALID_REQUEST' }).nullish();

/** A machine's model (spec §5): the form's and the import's rule. */
export const modelSchema = alphanumeric('REQUIRED_MODEL', 'INVALID_MODEL');

/**
 * The product form (spec §5, §7; snake_case as on the wire), shared by the API and the admin
 * form. The category is its name, as the admin select sends it, or category_uuid.
 */
export const productFieldsSchema = z
  .object({
    model: modelSchema,
    category: alphanumeric('REQUIRED_CATEGORY', 'INVALID_CATEGORY').optional(),
    category_uuid: z
      .string({ error: 'INVALID_CATEGORY' })
      .regex(UUID, 'INVALID_CATEGORY')
      .transform((value) => value.toLowerCase())
      .optional(),
    details: richText('REQUIRED_DETAILS'),
    header_offer: richText('REQUIRED_HEADER_OFFER'),
    technical_data: richText('REQUIRED_TECHNICAL_DATA'),
    header_offer_en: optionalRichText,
    details_en: optionalRichText,
    technical_data_en: optionalRichText,
    /** Absent leaves the stored price as it is (an update), null removes it. */
    price_day: priceSchema.optional(),
    price_week: priceSchema.optional(),
    /** The fleet count (issue #35): absent keeps the stored one (an update), 1 on create. */
    units: unitsSchema.optional(),
    header_photo: pictureSchema({
      required: 'REQUIRED_HEADER_PHOTO',
      invalid: 'INVALID_HEADER_PHOTO',
    }),
    gallery: z
      .array(
        pictureSchema({ required: 'INVALID_GALLERY_IMAGE', invalid: 'INVALID_GALLERY_IMAGE' }),
        {
          error: 'INVALID_GALLERY',
        },
      )
      .max(IMAGE_COUNT_LIMIT, 'TOO_MANY_IMAGES')
      .nullish()
      .transform((gallery) => gallery ?? []),
  })
  .refine((product) => product.category !== undefined || product.category_uuid !== undefined, {
    message: 'REQUIRED_CATEGORY',
    path: ['category'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export const createProductSchema = productFieldsSchema;

export const updateProductSchema = z
  .object({ uuid: z.string({ error: 'INVALID_UUID' }).regex(UUID, 'INVALID_UUID') })
  .and(productFieldsSchema);

export type ProductInput = z.output<typeof productFieldsSchema>;
export type UpdateProductInput = z.output<typeof updateProductSchema>;
