import { listConfiguration } from '@/lib/configuration/queries';
import { isPublicConfigurationKey } from '@/lib/configuration/schema';
import { toConfigurationWire, toPublicConfigurationWire } from '@/lib/configuration/wire';
import { apiRoute } from '@/lib/http/handler';

// GET /api/configuration – the settings: key and value. The public gets the contact settings
// only; the admin gets every key (the company details and the offers' settings too) and uuid.
export const GET = apiRoute({ access: 'public' }, async ({ caller }) => {
  const entries = await listConfiguration();
  if (caller) return entries.map(toConfigurationWire);
  return entries
    .filter((entry) => isPublicConfigurationKey(entry.key))
    .map(toPublicConfigurationWire);
});
