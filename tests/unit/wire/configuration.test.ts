import { describe, expect, it } from 'vitest';
import { toConfigurationWire, toPublicConfigurationWire } from '@/lib/configuration/wire';

const entry = { uuid: 'e-1', key: 'contact_phone', value: '0721000000' };

describe('configuration entry on the wire', () => {
  it('is { uuid, key, value } for the admin', () => {
    expect(Object.keys(toConfigurationWire(entry))).toEqual(['uuid', 'key', 'value']);
    expect(toConfigurationWire(entry)).toEqual(entry);
  });

  it('is { key, value } for anyone else: no uuid', () => {
    expect(Object.keys(toPublicConfigurationWire(entry))).toEqual(['key', 'value']);
    expect(toPublicConfigurationWire(entry)).toEqual({ key: 'contact_phone', value: '0721000000' });
  });
});
