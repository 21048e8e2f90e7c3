import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvForTests } from '@/lib/env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe('env', () => {
  it('gives every unset or empty variable its default, as a copied .env.example leaves them', () => {
    Object.assign(process.env, {
      PORT: '',
      MAIL_FROM: '',
      RECAPTCHA_VERIFY_URL: '',
      ADMIN_USERNAME: '',
      PGLITE_DIR: '',
      DATABASE_URL: '',
      SITE_URL: '',
    });
    resetEnvForTests();
    expect(env()).toMatchObject({
      PORT: 3000,
      ADMIN_USERNAME: 'admin',
      DATABASE_URL: undefined,
      siteUrl: 'http://localhost:3000',
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
    });
    expect(env().PGLITE_DIR).toMatch(/\.data\/pglite$/);
  });

  it('keeps the data folder beside the embedded database', () => {
    process.env.PGLITE_DIR = '/srv/site/db/pglite';
    process.env.SITE_URL = 'https://inchirieri-utilaje.ro/';
    resetEnvForTests();
    expect(env().dataDir).toBe('/srv/site/db');
    expect(env().siteUrl).toBe('https://inchirieri-utilaje.ro');
  });

  it('reads DEMO_DATA as a switch: on unless 0, false, no or off', () => {
    for (const [value, expected] of [
      ['', true],
      ['1', true],
      ['yes', true],
      ['0', false],
      ['false', false],
      ['OFF', false],
      ['no', false],
    ] as const) {
      process.env.DEMO_DATA = value;
      resetEnvForTests();
      expect(env().DEMO_DATA, value).toBe(expected);
    }
  });
});
