import { listCategories } from '@/lib/categories/queries';
import { toCategoryWire } from '@/lib/categories/wire';
import { apiRoute } from '@/lib/http/handler';

// GET /api/category – every category, alphabetically.
export const GET = apiRoute({ access: 'public' }, async () =>
  (await listCategories()).map(toCategoryWire),
);
