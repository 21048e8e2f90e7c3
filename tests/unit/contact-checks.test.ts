import { describe, expect, it } from 'vitest';
import { checkContact } from '@/components/site/contact-checks';
import { EMPTY_CONTACT } from '@/components/site/use-contact-fields';

describe('the contact form’s checks (the shared schema, loaded on demand)', () => {
  it('gives each invalid field its first code', async () => {
    const result = await checkContact({ ...EMPTY_CONTACT, email: 'ion@firma', phone: '12ab' });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'INVALID_CONTACT_EMAIL',
        phone: 'INVALID_CONTACT_PHONE',
        check: 'REQUIRED_CONSENT',
      },
    });
  });

  it('passes valid values on as the schema outputs them', async () => {
    const result = await checkContact({
      ...EMPTY_CONTACT,
      phone: '0722 123 456',
      periodFrom: '',
      check: true,
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.values.phone).toBe('0722 123 456');
      expect(result.values.periodFrom).toBeUndefined();
      expect(result.values.locale).toBe('ro');
    }
  });
});
