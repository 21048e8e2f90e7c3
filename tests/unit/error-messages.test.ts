import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@/lib/errors';
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
