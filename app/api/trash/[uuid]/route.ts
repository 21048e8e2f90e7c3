import { apiRoute } from '@/lib/http/handler';
import { deleteFromTrash } from '@/lib/trash/mutations';

type Params = { uuid: string };

// DELETE /api/trash/{uuid} – deletes an item of the trash for good ('Stergere definitiva').
export const DELETE = apiRoute<Params>({ access: 'admin' }, async ({ params }) =>
  deleteFromTrash(params.uuid),
);
