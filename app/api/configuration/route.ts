import { listConfiguration } from '@/lib/configuration/queries';
import { apiRoute } from '@/lib/http/handler';

// GET /api/configuration – the contact settings: key and value; the admin also gets uuid.
export const GET = apiRoute({ access: 'public' }, async ({ caller }) => {
  const entries = await listConfiguration();
  return caller ? entries : entries.map(({ key, value }) => ({ key, value }));
});
