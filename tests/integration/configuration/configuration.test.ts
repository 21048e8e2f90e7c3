import { describe, expect, it } from 'vitest';
import { GET as readRoute } from '@/app/api/configuration/route';
import { PUT as updateRoute } from '@/app/api/configuration/update/route';
import { call } from '../support/api';
import { setupTestDatabase } from '../support/database';

setupTestDatabase({ seeded: true });

type Entry = { uuid?: string; key: string; value: string };

const update = (body: unknown) =>
  call<Entry[]>(updateRoute, {
    method: 'PUT',
    path: '/api/configuration/update',
    body,
    as: 'bearer',
  });
const read = async () =>
  Object.fromEntries(
    (await call<Entry[]>(readRoute, { path: '/api/configuration', as: 'bearer' })).body.map((e) => [
      e.key,
      e.value,
    ]),
  );

describe('configuration API', () => {
  it('shows key and value to visitors, and the uuid to the admin', async () => {
    const visitor = await call<Entry[]>(readRoute, { path: '/api/configuration' });
    expect(visitor.body.map((entry) => entry.key)).toEqual([
      'contact_mail_to',
      'contact_phone',
      'contact_mail_subject',
      'contact_mail_to_second',
      'contact_phone_second',
    ]);
    expect(visitor.body.every((entry) => Object.keys(entry).sort().join() === 'key,value')).toBe(
      true,
    );
    const admin = await call<Entry[]>(readRoute, { path: '/api/configuration', as: 'bearer' });
    expect(admin.body.every((entry) => typeof entry.uuid === 'string')).toBe(true);
  });

  it('saves a valid change, phones checked without their spaces', async () => {
    const res = await update([
      { key: 'contact_phone', value: '0744 555 666' },
      { key: 'contact_mail_subject', value: 'Cerere nouă' },
    ]);
    expect(res.status).toBe(200);
    expect(await read()).toMatchObject({
      contact_phone: '0744 555 666',
      contact_mail_subject: 'Cerere nouă',
    });
  });

  it('applies each §5 rule with its own code and saves nothing on error', async () => {
    const before = await read();
    const cases: [Entry[], string, string][] = [
      [[{ key: 'contact_mail_to', value: '' }], 'REQUIRED_MAIL', 'contact_mail_to'],
      [[{ key: 'contact_mail_to', value: 'Contact@Firma.ro' }], 'INVALID_MAIL', 'contact_mail_to'],
      [[{ key: 'contact_phone', value: '   ' }], 'REQUIRED_PHONE', 'contact_phone'],
      [[{ key: 'contact_phone', value: '0812 345 678' }], 'INVALID_PHONE', 'contact_phone'],
      [[{ key: 'contact_phone', value: '0722 123 45' }], 'INVALID_PHONE', 'contact_phone'],
      [[{ key: 'contact_mail_subject', value: '' }], 'REQUIRED_SUBJECT', 'contact_mail_subject'],
      // The unknown key is the second entry of the list sent.
      [[{ key: 'contact_fax', value: '021' }], 'INVALID_CONFIGURATION_KEY', '1.key'],
    ];
    for (const [body, code, param] of cases) {
      const res = await update([{ key: 'contact_mail_subject', value: 'Alt subiect' }, ...body]);
      expect(res.status, code).toBe(400);
      expect(res.body, code).toEqual({ errors: [{ msg: code, param }] });
    }
    expect(await read()).toEqual(before);
  });

  it('takes the second e-mail and phone only as a pair', async () => {
    const onlyMail = await update([
      { key: 'contact_mail_to_second', value: 'vanzari@firma.ro' },
      { key: 'contact_phone_second', value: '' },
    ]);
    expect(onlyMail.body).toEqual({
      errors: [{ msg: 'REQUIRED_PHONE', param: 'contact_phone_second' }],
    });
    const onlyPhone = await update([
      { key: 'contact_mail_to_second', value: '' },
      { key: 'contact_phone_second', value: '0312 345 678' },
    ]);
    expect(onlyPhone.body).toEqual({
      errors: [{ msg: 'REQUIRED_MAIL', param: 'contact_mail_to_second' }],
    });
    const neither = await update([
      { key: 'contact_mail_to_second', value: '' },
      { key: 'contact_phone_second', value: '' },
    ]);
    expect(neither.status).toBe(200);
    expect(await read()).toMatchObject({ contact_mail_to_second: '', contact_phone_second: '' });
  });

  it('refuses a uuid that belongs to another key, and an empty list', async () => {
    const admin = await call<Entry[]>(readRoute, { path: '/api/configuration', as: 'bearer' });
    const phone = admin.body.find((entry) => entry.key === 'contact_phone');
    const res = await update([{ uuid: phone?.uuid, key: 'contact_mail_to', value: 'a@b.ro' }]);
    expect(res.body).toEqual({ errors: [{ msg: 'INVALID_CONFIGURATION_KEY', param: '0.key' }] });
    expect((await update([])).body).toEqual({ errors: [{ msg: 'REQUIRED_CONFIGURATION' }] });
  });
});
