import { apiRoute } from '@/lib/http/handler';
import { restoreFromTrash } from '@/lib/trash/mutations';
import { restoreTrashSchema } from '@/lib/trash/schema';

// POST /api/trash/restore – brings { type, uuid } back from the trash as it was.
export const POST = apiRoute({ access: 'admin' }, async ({ body }) => {
  const { type, uuid } = await body(restoreTrashSchema);
  await restoreFromTrash(type, uuid);
  return { type, uuid };
});
