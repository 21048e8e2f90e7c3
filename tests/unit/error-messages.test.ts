import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/contact/schema';
import { CONTACT_FORM_ERROR_CODES, ERROR_STATUS } from '@/lib/errors';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';

describe('error codes', () => {
  it('each code the API can answer has a Romanian and an English text', () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(ro.Errors, code).toHaveProperty(code);
      expect(en.Errors, code).toHaveProperty(code);
    }
  });

  it('keeps the spec §8 texts exactly', () => {
    expect(ro.Errors.ERROR_CATEGORY_EXIST).toBe('Categorie existenta!');
    expect(ro.Errors.ERROR_PRODUCT_EXIST).toBe('Acest model a fost deja introdus odata!');
    expect(ro.Errors.USER_LOGIN_FAILED).toBe(
      'Autentificarea a esuat. Numele utilizatorului sau parola sunt invalide!',
    );
    expect(ro.Errors.ERROR_OLD_PASSWORD_INCORRECT).toBe('Parola actuala nu se potriveste!');
    expect(ro.Errors.ERROR_NEW_PASSWORD_INCORRECT).toBe(
      'Noua parola nu corespunde cu confirmarea!',
    );
    expect(ro.Errors.ERROR_RECAPTCHA_TOKEN).toBe(
      'Formularul a fost deja trimis. Va rugam incercati mai tarziu!',
    );
    expect(ro.Errors.TOO_MANY_IMAGES).toBe('Aveți voie să încărcați maxim {limit} fișiere');
  });
});

describe('the contact form’s error texts', () => {
  it('has a text in both languages for every code it can show', () => {
    for (const code of CONTACT_FORM_ERROR_CODES) {
      expect(ro.Errors, code).toHaveProperty(code);
      expect(en.Errors, code).toHaveProperty(code);
    }
  });

  it('lists every code its own checks produce, so none falls back to the generic text', () => {
    const bad: unknown[] = [
      {},
      { check: false },
      { email: 'ion@firma', phone: '12ab', check: true },
      { email: 'x'.repeat(201), check: true },
      { email: 'ion@firma.ro', check: true, periodFrom: '2026-12-10', periodTo: '2026-12-01' },
      { email: 'ion@firma.ro', check: true, periodFrom: '10.12.2026' },
    ];
    const produced = new Set(
      bad.flatMap((input) => {
        const result = contactSchema.safeParse(input);
        return result.success ? [] : result.error.issues.map((issue) => issue.message);
      }),
    );
    expect(produced.size).toBeGreaterThanOrEqual(7);
    for (const code of produced) expect(CONTACT_FORM_ERROR_CODES).toContain(code);
  });
});
