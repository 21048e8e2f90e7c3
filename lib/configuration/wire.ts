import type { ConfigurationEntryView } from './queries';

/** A configuration entry as the admin gets it (docs/api.md, Configuration). */
export interface ConfigurationEntryWire {
  uuid: string;
  key: string;
  value: string;
}

/** A configuration entry as anyone else gets it: no uuid. */
export type PublicConfigurationEntryWire = Omit<ConfigurationEntryWire, 'uuid'>;

export function toConfigurationWire(entry: ConfigurationEntryView): ConfigurationEntryWire {
  return { uuid: entry.uuid, key: entry.key, value: entry.value };
}

export function toPublicConfigurationWire(
  entry: ConfigurationEntryView,
): PublicConfigurationEntryWire {
  return { key: entry.key, value: entry.value };
}
