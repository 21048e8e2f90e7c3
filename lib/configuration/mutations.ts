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
  type ConfigurationKey,
  type ConfigurationUpdate,
  type ConfigurationValues,
} from './schema';

/**
 * Applies a list of { uuid?, key, value } over the current values, checks the whole result
 * with the §5 rules and the company details' (so a pair is judged together) and saves the
 * keys whose value changed; nothing is saved on error. A key not stored reads as its default,
 * so saving the default, or leaving a key out, stores nothing for it.
 */
export async function updateConfiguration(
  update: ConfigurationUpdate,
): Promise<ConfigurationValues> {
  const stored = await listConfiguration();
  const before = await getConfigurationValues();
  const merged = { ...before };
  for (const [index, entry] of update.entries()) {
    const existing = stored.find((row) => row.key === entry.key);
    const uuidMismatch = entry.uuid !== undefined && existing && existing.uuid !== entry.uuid;
    if (!isConfigurationKey(entry.key) || uuidMismatch) {
      throw new ApiError('INVALID_CONFIGURATION_KEY', `${index}.key`);
    }
    merged[entry.key] = entry.value;
  }
  const values = parseWith(configurationValuesSchema, merged);
  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => before[key as ConfigurationKey] !== value),
  );
  if (Object.keys(changed).length === 0) return values;
  const fields = Object.fromEntries(Object.keys(changed).map((key) => [key, key]));
  await getDb().transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'configuration',
      type: 'configuration',
      changes: changedFields(before, changed, fields),
    });
    for (const [key, value] of Object.entries(changed)) {
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
