import { describe, expect, it } from 'vitest';
import { configurationLabel } from '@/lib/configuration/label';
import { configurationValuesSchema } from '@/lib/configuration/schema';

describe('configuration labels (spec §2)', () => {
  it('turns underscores into spaces, upper-cases, and marks primary fields with *', () => {
    expect(configurationLabel('contact_mail_to', true)).toBe('CONTACT MAIL TO*');
    expect(configurationLabel('contact_phone_second', false)).toBe('CONTACT PHONE SECOND');
  });
});

describe('configuration rules (spec §5)', () => {
  const valid = {
    contact_mail_to: 'contact@firma.ro',
    contact_phone: '0722 123 456',
    contact_mail_subject: 'Cerere',
    contact_mail_to_second: '',
    contact_phone_second: '',
  };
  const codes = (values: Partial<typeof valid>) => {
    const result = configurationValuesSchema.safeParse({ ...valid, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('accepts phones starting 07, 02 or 03 with 8 more digits, spaces ignored', () => {
    for (const phone of ['0722123456', '021 123 4567', '0312 345 678'])
      expect(codes({ contact_phone: phone })).toEqual({});
    for (const phone of ['0822123456', '072212345', '+40722123456', '07221234567']) {
      expect(codes({ contact_phone: phone }), phone).toEqual({ contact_phone: 'INVALID_PHONE' });
    }
  });

  it('flags the missing half of the second pair', () => {
    expect(codes({ contact_mail_to_second: 'a@b.ro' })).toEqual({
      contact_phone_second: 'REQUIRED_PHONE',
    });
    expect(codes({ contact_phone_second: '0722123456' })).toEqual({
      contact_mail_to_second: 'REQUIRED_MAIL',
    });
  });
});
