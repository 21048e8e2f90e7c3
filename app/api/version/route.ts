import { apiRoute } from '@/lib/http/handler';
import { getVersionInfo } from '@/lib/version';

// GET /api/version – version 1.0.7 and the commit the build was made from.
export const GET = apiRoute({ access: 'public' }, async () => getVersionInfo());
