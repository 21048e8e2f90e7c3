import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { deleteFromTrash } from '@/lib/trash/mutations';

// DELETE /api/trash/{uuid} – deletes an item of the trash for good ('Stergere definitiva').
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.trashItem },
  async ({ params }) => deleteFromTrash(params.uuid),
);
