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
});
