import type { ContactForm } from '@/lib/contact/schema';

/** What came of sending the form: success, or the first error code (and its field). */
export type ContactSendResult =
  { ok: true } | { ok: false; status: number; code: string; param?: string };

/**
 * POST /api/contact: a public route, so plain JSON without the admin's XSRF header.
 * A failure to reach the server at all is NETWORK_ERROR (spec §8, status 0).
 */
export async function sendContactRequest(form: ContactForm): Promise<ContactSendResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(form),
    });
  } catch {
    return { ok: false, status: 0, code: 'NETWORK_ERROR' };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => undefined)) as
    { errors?: { msg?: string; param?: string }[] } | undefined;
  const first = body?.errors?.[0];
  const fallback = response.status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL_ERROR';
  return { ok: false, status: response.status, code: first?.msg ?? fallback, param: first?.param };
}
