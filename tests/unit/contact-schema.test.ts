import { describe, expect, it } from 'vitest';
import { contactSchema, type ContactInput } from '@/lib/contact/schema';

function codes(input: Partial<ContactInput>) {
  const result = contactSchema.safeParse({ check: true, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('contact form rules (spec §5)', () => {
  it('needs an e-mail or a phone, and only one of them', () => {
    expect(codes({})).toEqual({ email: 'REQUIRED_CONTACT_EMAIL', phone: 'REQUIRED_CONTACT_PHONE' });
    expect(codes({ email: 'ion@firma.ro' })).toEqual({});
    expect(codes({ phone: '0722 123 456' })).toEqual({});
    expect(codes({ email: '  ', phone: '+40 21 312 45 67' })).toEqual({});
  });

  it('a filled but invalid one does not stand in for the other', () => {
    expect(codes({ email: 'ion@firma' })).toEqual({
      email: 'INVALID_CONTACT_EMAIL',
      phone: 'REQUIRED_CONTACT_PHONE',
    });
    expect(codes({ phone: '12ab' })).toEqual({
      email: 'REQUIRED_CONTACT_EMAIL',
      phone: 'INVALID_CONTACT_PHONE',
    });
    expect(codes({ email: 'ion@firma.ro', phone: '12' })).toEqual({
      phone: 'INVALID_CONTACT_PHONE',
    });
  });

  it('applies the e-mail pattern: lower-case, a domain, a 2-4 letter ending', () => {
    for (const good of ['a.b_c%d+e-f@sub.firma.ro', 'x@y.info'])
      expect(codes({ email: good })).toEqual({});
    for (const bad of ['Ion@firma.ro', 'ion@firma.romania', 'ion firma.ro', 'ion@.r']) {
      expect(codes({ email: bad }), bad).toMatchObject({ email: 'INVALID_CONTACT_EMAIL' });
    }
  });

  it('applies the phone pattern', () => {
    for (const good of ['0722123456', '++40722123456', '(021)3124567', '021/312.45-67']) {
      expect(codes({ phone: good }), good).toEqual({});
    }
    for (const bad of ['12345', '(12345)678901', 'tel 0722', '0722-12x']) {
      expect(codes({ phone: bad }), bad).toMatchObject({ phone: 'INVALID_CONTACT_PHONE' });
    }
  });

  it('requires the privacy consent', () => {
    expect(codes({ email: 'ion@firma.ro', check: false })).toEqual({ check: 'REQUIRED_CONSENT' });
  });

  it('refuses a rental period that ends before it starts', () => {
    expect(
      codes({ email: 'ion@firma.ro', periodFrom: '2026-12-10', periodTo: '2026-12-01' }),
    ).toEqual({
      periodTo: 'INVALID_PERIOD',
    });
    expect(
      codes({ email: 'ion@firma.ro', periodFrom: '2026-12-01', periodTo: '2026-12-10' }),
    ).toEqual({});
  });
});
