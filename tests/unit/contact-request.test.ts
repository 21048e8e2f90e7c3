import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContactRequest } from '@/components/site/contact-request';
import { contactSchema } from '@/lib/contact/schema';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';

const form = contactSchema.parse({ email: 'ion@firma.ro', check: true });

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('sending the contact form', () => {
  it('posts JSON to /api/contact and reports success on 201', async () => {
    answer(201, { ok: true });
    expect(await sendContactRequest(form)).toEqual({ ok: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'ion@firma.ro', check: true });
  });

  it("hands back the server's first code and field", async () => {
    answer(400, { errors: [{ msg: 'ERROR_RECAPTCHA_TOKEN', param: 'recaptchaToken' }] });
    expect(await sendContactRequest(form)).toEqual({
      ok: false,
      status: 400,
      code: 'ERROR_RECAPTCHA_TOKEN',
      param: 'recaptchaToken',
    });
  });

  it('a 429 without a body is TOO_MANY_REQUESTS; no server at all is NETWORK_ERROR', async () => {
    answer(429);
    expect(await sendContactRequest(form)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await sendContactRequest(form)).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('contact texts (spec §8, §9)', () => {
  it('keeps the spec texts exactly', () => {
    expect(ro.Errors.NETWORK_ERROR).toBe(
      'Serverul nu poate fi contactat. Verificati conexiunea la internet',
    );
    expect(ro.ContactForm.success).toBe('Datele de contact au fost trimise cu succes!');
    expect(ro.ContactForm.alreadySent).toBe('Datele de contact au fost deja trimise!');
    expect(ro.Errors.ERROR_RECAPTCHA_TOKEN).toBe(
      'Formularul a fost deja trimis. Va rugam incercati mai tarziu!',
    );
  });

  it('the policy, the form and the inbox have the same keys in both languages', () => {
    for (const [a, b] of [
      [ro.Privacy, en.Privacy],
      [ro.ContactForm, en.ContactForm],
      [ro.Admin.Inbox, en.Admin.Inbox],
    ] as const) {
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    }
  });
});
