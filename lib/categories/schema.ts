import * as z from '@/lib/validation/zod';
import { ALPHANUMERIC, collapseSpaces, UUID } from '@/lib/validation/patterns';

/** A category name (spec §5): required, alphanumeric pattern, runs of spaces collapsed. */
export const categoryNameSchema = z
  .string({ error: 'REQUIRED_CATEGORY_NAME' })
  .transform(collapseSpaces)
  .pipe(
    z
      .string()
      .min(1, 'REQUIRED_CATEGORY_NAME')
      .max(100, 'INVALID_CATEGORY_NAME')
      .regex(ALPHANUMERIC, 'INVALID_CATEGORY_NAME'),
  );

/**
 * The optional English name: the same pattern as `name`; absent leaves it as it is, null or
 * blank removes it (the Romanian name is then shown on /en pages).
 */
export const categoryNameEnSchema = z
  .string({ error: 'INVALID_CATEGORY_NAME' })
  .transform(collapseSpaces)
  .pipe(
    z
      .string()
      .max(100, 'INVALID_CATEGORY_NAME')
      .refine((value) => value === '' || ALPHANUMERIC.test(value), 'INVALID_CATEGORY_NAME'),
  )
  .transform((value) => value || null)
  .nullish();

export const uuidSchema = z.string({ error: 'INVALID_UUID' }).regex(UUID, 'INVALID_UUID');

export const createCategorySchema = z.object({
  name: categoryNameSchema,
  name_en: categoryNameEnSchema,
});
export const updateCategorySchema = z.object({
  uuid: uuidSchema,
  name: categoryNameSchema,
  name_en: categoryNameEnSchema,
});

export type CreateCategoryInput = z.infer<typeof createCategorySchema>;
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;
/** The stored names: `nameEn` undefined leaves the English name as it is. */
export type CategoryNames = { name: string; nameEn?: string | null };
