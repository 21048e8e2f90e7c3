import { listCategories } from '@/lib/categories/queries';
import { apiRoute } from '@/lib/http/handler';

// GET /api/category – every category, alphabetically.
export const GET = apiRoute({ access: 'public' }, () => listCategories());
