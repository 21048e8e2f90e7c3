import * as z from '@/lib/validation/zod';
import { UUID } from '@/lib/validation/patterns';
import { TRASH_TYPES } from './retention';

/** POST /api/trash/restore: `{ type, uuid }`, the item of GET /api/trash to bring back. */
export const restoreTrashSchema = z.object({
  type: z.enum(TRASH_TYPES, { error: 'INVALID_TRASH_TYPE' }),
  uuid: z
    .string({ error: 'INVALID_UUID' })
    .regex(UUID, 'INVALID_UUID')
    .transform((uuid) => uuid.toLowerCase()),
});
