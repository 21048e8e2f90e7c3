import { listConfiguration } from '@/lib/configuration/queries';
import { toConfigurationWire, toPublicConfigurationWire } from '@/lib/configuration/wire';
import { apiRoute } from '@/lib/http/handler';

// GET /api/configuration – the contact settings: key and value; the admin also gets uuid.
export const GET = apiRoute({ access: 'public' }, async ({ caller }) => {
  const entries = await listConfiguration();
  return entries.map(caller ? toConfigurationWire : toPublicConfigurationWire);
});
