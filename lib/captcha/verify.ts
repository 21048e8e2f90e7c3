import 'server-only';
import { createHash } from 'node:crypto';
import { getDb } from '@/db/client';
import { usedCaptchaTokens } from '@/db/schema';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';

/** The action the contact form's reCAPTCHA v3 token is requested for. */
export const CONTACT_CAPTCHA_ACTION = 'contact';

export function isCaptchaEnabled(): boolean {
  return Boolean(env().RECAPTCHA_SITE_KEY && env().RECAPTCHA_SECRET);
}

interface VerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

/**
 * Checks a reCAPTCHA v3 token with the verify service (RECAPTCHA_VERIFY_URL): success, the
 * expected action, our hostname and a high enough score. A token is accepted once only:
 * a second use is ERROR_RECAPTCHA_TOKEN (spec §8). Without keys there is nothing to check.
 */
export async function verifyCaptcha(token: string | undefined, remoteIp?: string): Promise<void> {
  if (!isCaptchaEnabled()) return;
  if (!token) throw new ApiError('INVALID_RECAPTCHA', 'recaptchaToken');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const fresh = await getDb()
    .insert(usedCaptchaTokens)
    .values({ tokenHash })
    .onConflictDoNothing()
    .returning({ tokenHash: usedCaptchaTokens.tokenHash });
  if (fresh.length === 0) throw new ApiError('ERROR_RECAPTCHA_TOKEN', 'recaptchaToken');

  const answer = await askVerifyService(token, remoteIp);
  const expectedHost = new URL(env().siteUrl).hostname;
  const passed =
    answer?.success === true &&
    answer.action === CONTACT_CAPTCHA_ACTION &&
    answer.hostname === expectedHost &&
    (answer.score ?? 0) >= env().RECAPTCHA_MIN_SCORE;
  if (!passed) throw new ApiError('INVALID_RECAPTCHA', 'recaptchaToken');
}

async function askVerifyService(
  token: string,
  remoteIp?: string,
): Promise<VerifyAnswer | undefined> {
  const form = new URLSearchParams({ secret: env().RECAPTCHA_SECRET ?? '', response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(env().RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(5000),
    });
    return response.ok ? ((await response.json()) as VerifyAnswer) : undefined;
  } catch {
    // The service cannot be reached: the request is refused, never let through unchecked.
    return undefined;
  }
}
