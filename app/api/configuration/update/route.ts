import { listConfiguration } from '@/lib/configuration/queries';
import { updateConfiguration } from '@/lib/configuration/mutations';
import { configurationUpdateSchema } from '@/lib/configuration/schema';
import { toConfigurationWire } from '@/lib/configuration/wire';
import { apiRoute } from '@/lib/http/handler';

// PUT /api/configuration/update – [{ uuid, key, value }] → every entry, checked as a whole.
export const PUT = apiRoute({ access: 'admin' }, async ({ body }) => {
  await updateConfiguration(await body(configurationUpdateSchema));
  return (await listConfiguration()).map(toConfigurationWire);
});
