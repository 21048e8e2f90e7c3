import 'server-only';
import { getDb } from '@/db/client';
import { configurationEntries } from '@/db/schema';
import { cachedRead } from '@/lib/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { CONFIGURATION_DEFAULTS, CONFIGURATION_KEYS, type ConfigurationValues } from './schema';

export interface ConfigurationEntryView {
  uuid: string;
  key: string;
  value: string;
}

/** Every configuration entry, in the spec's key order. */
export const listConfiguration = cachedRead(
  async (): Promise<ConfigurationEntryView[]> => {
    const rows = await getDb().select().from(configurationEntries);
    const order = (key: string) => {
      const index = (CONFIGURATION_KEYS as readonly string[]).indexOf(key);
      return index === -1 ? CONFIGURATION_KEYS.length : index;
    };
    return rows
      .map((row) => ({ uuid: row.id, key: row.key, value: row.value }))
      .sort((a, b) => order(a.key) - order(b.key));
  },
  ['configuration:list'],
  [CACHE_TAGS.configuration],
);

/** Every setting as one object; a key not stored reads as its default (CONFIGURATION_DEFAULTS). */
export async function getConfigurationValues(): Promise<ConfigurationValues> {
  const entries = await listConfiguration();
  const values = { ...CONFIGURATION_DEFAULTS };
  for (const entry of entries) {
    if ((CONFIGURATION_KEYS as readonly string[]).includes(entry.key)) {
      values[entry.key as keyof ConfigurationValues] = entry.value;
    }
  }
  return values;
}
