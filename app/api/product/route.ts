import { apiRoute } from '@/lib/http/handler';
import { listProducts } from '@/lib/products/queries';

// GET /api/product – every machine (list entries with their header photo), by model.
export const GET = apiRoute({ access: 'public' }, () => listProducts());
