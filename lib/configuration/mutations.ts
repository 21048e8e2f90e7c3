import 'server-only';
import { getDb } from '@/db/client';
import { configurationEntries } from '@/db/schema';
import { changedFields } from '@/lib/audit/diff';
import { recordAudit } from '@/lib/audit/record';
import { expireTags } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { ApiError } from '@/lib/errors';
import { parseWith } from '@/lib/http/body';
import { getConfigurationValues, listConfiguration } from './queries';
import {
  configurationValuesSchema,
  isConfigurationKey,
  type ConfigurationUpdate,
  type ConfigurationValues,
} from './schema';

/**
 * Applies a list of { uuid?, key, value } over the stored values, checks the whole result
 * with the §5 rules (so a pair is judged together) and saves it; nothing is saved on error.
 */
export async function updateConfiguration(
  update: ConfigurationUpdate,
): Promise<ConfigurationValues> {
  const stored = await listConfiguration();
  const merged = { ...(await getConfigurationValues()) };
  for (const [index, entry] of update.entries()) {
    const existing = stored.find((row) => row.key === entry.key);
    const uuidMismatch = entry.uuid !== undefined && existing && existing.uuid !== entry.uuid;
    if (!isConfigurationKey(entry.key) || uuidMismatch) {
      throw new ApiError('INVALID_CONFIGURATION_KEY', `${index}.key`);
    }
    merged[entry.key] = entry.value;
  }
  const values = parseWith(configurationValuesSchema, merged);
  const before = Object.fromEntries(stored.map((row) => [row.key, row.value]));
  const fields = Object.fromEntries(Object.keys(values).map((key) => [key, key]));
  await getDb().transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'configuration',
      type: 'configuration',
      changes: changedFields(before, values, fields),
    });
    for (const [key, value] of Object.entries(values)) {
      await tx
        .insert(configurationEntries)
        .values({ key, value })
        .onConflictDoUpdate({
          target: configurationEntries.key,
          set: { value, updatedAt: new Date() },
        });
    }
  });
  expireTags(CACHE_TAGS.configuration);
  return values;
}
