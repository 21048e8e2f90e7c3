import { beforeEach, describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/api/audit/route';
import { GET as readRoute } from '@/app/api/configuration/route';
import { PUT as updateRoute } from '@/app/api/configuration/update/route';
import { auditLog, configurationEntries } from '@/db/schema';
import type { AuditItem } from '@/lib/audit/change';
import { getCompanyDetails } from '@/lib/configuration/company';
import { CONTACT_KEYS } from '@/lib/configuration/schema';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

/** The company details and the offers' settings in 'Configurare' (issue #44). */
const database = setupTestDatabase({ seeded: true });
const db = () => database.handle().db;

type Entry = { uuid?: string; key: string; value: string };

const update = (body: Entry[]) =>
  call<Entry[]>(updateRoute, {
    method: 'PUT',
    path: '/api/configuration/update',
    body,
    as: 'bearer',
  });
const read = async (as: 'bearer' | 'anonymous' = 'bearer') =>
  Object.fromEntries(
    (await call<Entry[]>(readRoute, { path: '/api/configuration', as })).body.map((e) => [
      e.key,
      e.value,
    ]),
  );
const auditEntries = async () =>
  (await call<{ items: AuditItem[] }>(auditRoute, { path: '/api/audit', as: 'bearer' })).body.items;

const DEFAULTS = {
  legalName: '',
  cui: '',
  registrationNumber: '',
  address: '',
  bank: '',
  iban: '',
  vatBasisPoints: 2100,
  offerValidityDays: 14,
  offerSeries: 'OF',
};

const COMPANY: Entry[] = [
  { key: 'company_legal_name', value: '  SC Inchirieri Utilaje SRL ' },
  { key: 'company_cui', value: 'ro 35123456' },
  { key: 'company_registration_number', value: 'j40/1234/2015' },
  { key: 'company_address', value: 'Bulevardul Timișoara nr. 26, Sector 6, București' },
  { key: 'company_bank', value: 'Banca Transilvania' },
  { key: 'company_iban', value: 'ro49 aaaa 1b31 0075 9384 0000' },
  { key: 'offer_vat_basis_points', value: '1950' },
  { key: 'offer_validity_days', value: '30' },
  { key: 'offer_series', value: 'ofr' },
];

beforeEach(async () => {
  await db().delete(auditLog);
});

describe('company details', () => {
  it('reads as the defaults while nothing is set: 21 % VAT, 14 days, series OF', async () => {
    expect(await getCompanyDetails()).toEqual(DEFAULTS);
    // A contact-only save stores nothing for them, and logs nothing about them.
    expect((await update([{ key: 'contact_mail_subject', value: 'Cerere nouă' }])).status).toBe(
      200,
    );
    const keys = (await db().select().from(configurationEntries)).map((row) => row.key);
    expect(keys.filter((key) => !key.startsWith('contact_'))).toEqual([]);
    const [entry] = await auditEntries();
    expect(entry?.changes.map((change) => change.field)).toEqual(['contact_mail_subject']);
    expect(await getCompanyDetails()).toEqual(DEFAULTS);
  });

  it('saves every field normalised, logs the change, and getCompanyDetails reads it', async () => {
    const saved = await update(COMPANY);
    expect(saved.status).toBe(200);
    expect(await read()).toMatchObject({
      company_legal_name: 'SC Inchirieri Utilaje SRL',
      company_cui: 'RO35123456',
      company_registration_number: 'J40/1234/2015',
      company_iban: 'RO49AAAA1B31007593840000',
      offer_vat_basis_points: '1950',
      offer_validity_days: '30',
      offer_series: 'OFR',
    });
    expect(await getCompanyDetails()).toEqual({
      legalName: 'SC Inchirieri Utilaje SRL',
      cui: 'RO35123456',
      registrationNumber: 'J40/1234/2015',
      address: 'Bulevardul Timișoara nr. 26, Sector 6, București',
      bank: 'Banca Transilvania',
      iban: 'RO49AAAA1B31007593840000',
      vatBasisPoints: 1950,
      offerValidityDays: 30,
      offerSeries: 'OFR',
    });
    const [entry, ...others] = await auditEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'configuration', type: 'configuration' });
    expect(entry?.changes).toContainEqual({
      field: 'company_iban',
      old: '',
      new: 'RO49AAAA1B31007593840000',
    });
    expect(entry?.changes).toContainEqual({
      field: 'offer_vat_basis_points',
      old: '2100',
      new: '1950',
    });

    // The public reads the contact settings only.
    const visitor = await read('anonymous');
    expect(Object.keys(visitor).sort()).toEqual([...CONTACT_KEYS].sort());
  });

  it('refuses a bad CUI, IBAN or setting with its code, and keeps what was stored', async () => {
    expect((await update(COMPANY)).status).toBe(200);
    const before = await read();
    const details = await getCompanyDetails();
    await db().delete(auditLog);
    const cases: [Entry, string][] = [
      [{ key: 'company_cui', value: 'RO35123457' }, 'INVALID_CUI'],
      [{ key: 'company_cui', value: 'RO3512345678901' }, 'INVALID_CUI'],
      [{ key: 'company_iban', value: 'RO48AAAA1B31007593840000' }, 'INVALID_IBAN'],
      [{ key: 'company_iban', value: 'RO49AAAA1B3100759384000' }, 'INVALID_IBAN'],
      [{ key: 'company_iban', value: 'DE89370400440532013000' }, 'INVALID_IBAN'],
      [{ key: 'company_registration_number', value: 'J40-1234' }, 'INVALID_REGISTRATION_NUMBER'],
      [{ key: 'offer_vat_basis_points', value: '21%' }, 'INVALID_VAT_RATE'],
      [{ key: 'offer_vat_basis_points', value: '10001' }, 'INVALID_VAT_RATE'],
      [{ key: 'offer_validity_days', value: '366' }, 'INVALID_OFFER_VALIDITY'],
      [{ key: 'offer_validity_days', value: '' }, 'INVALID_OFFER_VALIDITY'],
      [{ key: 'offer_series', value: 'OF-' }, 'INVALID_OFFER_SERIES'],
    ];
    for (const [entry, code] of cases) {
      // Beside a valid change, which is not saved either.
      const res = await update([{ key: 'company_bank', value: 'Alta Banca' }, entry]);
      expect(res.status, `${entry.value}`).toBe(400);
      expect(res.body, `${entry.value}`).toEqual({ errors: [{ msg: code, param: entry.key }] });
    }
    expect(await read()).toEqual(before);
    expect(await getCompanyDetails()).toEqual(details);
    expect(await auditEntries()).toEqual([]);
  });
});
