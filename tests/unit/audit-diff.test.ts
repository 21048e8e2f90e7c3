import { describe, expect, it } from 'vitest';
import { changedFields, shortened } from '@/lib/audit/diff';
import { deviceName } from '@/lib/accounts/device-name';

describe('changedFields (the audit log of an update)', () => {
  const fields = { model: 'model', price_day: 'priceDay', details: 'details' } as const;

  it('lists only the fields that differ, by their API names, old and new', () => {
    const before = { model: 'JCB 3CX', priceDay: 900, details: '<p>a</p>' };
    const after = { model: 'JCB 3CX', priceDay: 950, details: '<p>a</p>' };
    expect(changedFields(before, after, fields)).toEqual([
      { field: 'price_day', old: 900, new: 950 },
    ]);
  });

  it('leaves out a field the update did not write, and sees a cleared one', () => {
    type Row = { model: string; priceDay: number | null; details: string };
    const before: Row = { model: 'JCB 3CX', priceDay: 900, details: '<p>a</p>' };
    expect(changedFields<Row>(before, { model: 'JCB 3CX' }, fields)).toEqual([]);
    expect(changedFields<Row>(before, { priceDay: null }, fields)).toEqual([
      { field: 'price_day', old: 900, new: null },
    ]);
  });

  it('compares lists and dates by value', () => {
    const list = { gallery: 'gallery' } as const;
    expect(changedFields({ gallery: ['a', 'b'] }, { gallery: ['a', 'b'] }, list)).toEqual([]);
    expect(changedFields({ gallery: ['a', 'b'] }, { gallery: ['b', 'a'] }, list)).toHaveLength(1);
    const day = { at: 'at' } as const;
    const at = new Date('2026-11-28T10:00:00Z');
    expect(changedFields({ at }, { at: new Date(at) }, day)).toEqual([]);
  });

  it('shortens long texts to 200 characters and an ellipsis', () => {
    const long = 'x'.repeat(500);
    expect(shortened(long)).toBe(`${'x'.repeat(200)}…`);
    expect(shortened('scurt')).toBe('scurt');
    expect(shortened(12)).toBe(12);
  });
});

describe('deviceName (the sessions list)', () => {
  it('names the browser and the system, nothing more', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome / Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari / iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0',
      ),
    ).toBe('Edge / Android');
    expect(
      deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox / Linux');
  });

  it('keeps the first word of an API client, and nothing for none', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName('node')).toBe('node');
    expect(deviceName(undefined)).toBe('');
    expect(deviceName('<script>alert(1)</script>')).toBe('scriptalert1/script');
  });
});
