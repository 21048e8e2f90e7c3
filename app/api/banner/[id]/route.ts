import { deleteBanner } from '@/lib/banners/mutations';
import { apiRoute } from '@/lib/http/handler';

type Params = { id: string };

// DELETE /api/banner/{id} – deletes a banner and its picture; unknown is 404.
export const DELETE = apiRoute<Params>({ access: 'admin' }, async ({ params }) => {
  await deleteBanner(params.id);
  return { uuid: params.id };
});
