import { describe, expect, it } from 'vitest';
import { configurationLabel } from '@/lib/configuration/label';
import {
  CONFIGURATION_DEFAULTS,
  configurationFormSchema,
  configurationValuesSchema,
} from '@/lib/configuration/schema';

const valid = {
  ...CONFIGURATION_DEFAULTS,
  contact_mail_to: 'contact@firma.ro',
  contact_phone: '0722 123 456',
  contact_mail_subject: 'Cerere',
};
const parse = (values: Partial<typeof valid>, schema = configurationValuesSchema) =>
  schema.safeParse({ ...valid, ...values });
/** The code of each field refused, by field. */
const codes = (values: Partial<typeof valid>, schema = configurationValuesSchema) => {
  const result = parse(values, schema);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('configuration labels (spec §2)', () => {
  it('turns underscores into spaces, upper-cases, and marks primary fields with *', () => {
    expect(configurationLabel('contact_mail_to', true)).toBe('CONTACT MAIL TO*');
    expect(configurationLabel('contact_phone_second', false)).toBe('CONTACT PHONE SECOND');
  });
});

describe('configuration rules (spec §5)', () => {
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

describe("the company details and the offers' settings (issue #44)", () => {
  it('takes every field empty but the defaults, which are 21 %, 14 days and OF', () => {
    expect(parse({}).data).toMatchObject({
      company_legal_name: '',
      company_cui: '',
      company_iban: '',
      offer_vat_basis_points: '2100',
      offer_validity_days: '14',
      offer_series: 'OF',
    });
  });

  it('stores the CUI, IBAN, registration number and series normalised', () => {
    expect(
      parse({
        company_cui: ' ro 35123456 ',
        company_registration_number: 'j40 / 1234 / 2015',
        company_iban: 'ro49 aaaa 1b31 0075 9384 0000',
        offer_series: ' ofx ',
        offer_validity_days: '030',
      }).data,
    ).toMatchObject({
      company_cui: 'RO35123456',
      company_registration_number: 'J40/1234/2015',
      company_iban: 'RO49AAAA1B31007593840000',
      offer_series: 'OFX',
      offer_validity_days: '30',
    });
  });

  it('gives each bad field its own code, beside the contact rules', () => {
    expect(
      codes({
        contact_phone: '0812 345 678',
        company_cui: 'RO35123457',
        company_iban: 'RO49AAAA1B31007593840001',
        company_registration_number: 'J99/1234/2015',
        offer_vat_basis_points: '10001',
        offer_validity_days: '0',
        offer_series: 'OF-2026',
      }),
    ).toEqual({
      contact_phone: 'INVALID_PHONE',
      company_cui: 'INVALID_CUI',
      company_iban: 'INVALID_IBAN',
      company_registration_number: 'INVALID_REGISTRATION_NUMBER',
      offer_vat_basis_points: 'INVALID_VAT_RATE',
      offer_validity_days: 'INVALID_OFFER_VALIDITY',
      offer_series: 'INVALID_OFFER_SERIES',
    });
    for (const days of ['', '366', '1.5', 'paisprezece']) {
      expect(codes({ offer_validity_days: days }), days).toEqual({
        offer_validity_days: 'INVALID_OFFER_VALIDITY',
      });
    }
    expect(codes({ offer_series: '' })).toEqual({ offer_series: 'INVALID_OFFER_SERIES' });
    expect(codes({ offer_series: 'ABCDEFGHIJK' })).toEqual({
      offer_series: 'INVALID_OFFER_SERIES',
    });
  });

  it("reads the form's VAT rate as a percent and hands it on in basis points", () => {
    const form = (rate: string) => parse({ offer_vat_basis_points: rate }, configurationFormSchema);
    expect(form('21').data?.offer_vat_basis_points).toBe('2100');
    expect(form('9,5').data?.offer_vat_basis_points).toBe('950');
    expect(form('5.25 %').data?.offer_vat_basis_points).toBe('525');
    expect(form('0').data?.offer_vat_basis_points).toBe('0');
    for (const rate of ['', '2100', '21,555', '-5', 'douăzeci']) {
      expect(codes({ offer_vat_basis_points: rate }, configurationFormSchema), rate).toEqual({
        offer_vat_basis_points: 'INVALID_VAT_RATE',
      });
    }
  });
});
