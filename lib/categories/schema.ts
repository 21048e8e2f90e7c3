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

export const uuidSchema = z.string({ error: 'INVALID_UUID' }).regex(UUID, 'INVALID_UUID');

export const createCategorySchema = z.object({ name: categoryNameSchema });
export const updateCategorySchema = z.object({ uuid: uuidSchema, name: categoryNameSchema });

export type CreateCategoryInput = z.infer<typeof createCategorySchema>;
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;
