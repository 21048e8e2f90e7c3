import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';

// The answer to a visitor past a limit (a search, a datasheet to build): 429 with
// Retry-After, and a small page with the API's message in the page's language.

const TEXTS = {
  ro: { message: ro.Errors.TOO_MANY_REQUESTS, home: ro.NotFound.home, href: '/home' },
  en: { message: en.Errors.TOO_MANY_REQUESTS, home: en.NotFound.home, href: '/en/home' },
} as const;

/** The site's colours and type, inline: this page is sent before any stylesheet could load. */
const STYLE =
  'body{margin:0;background:#f3f4f6;color:#1f2328;font-family:system-ui,sans-serif}' +
  'main{max-width:40rem;margin:15vh auto;padding:0 1.25rem;text-align:center}' +
  'h1{font-size:1.5rem;line-height:1.3}' +
  'a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.375rem;' +
  'background:#1f2328;color:#fff;font-weight:600;text-decoration:none}';

/** The page: the message, and the way back home. */
export function tooManyRequestsHtml(locale: Locale): string {
  const { message, home, href } = TEXTS[locale];
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title><style>${STYLE}</style></head><body><main><h1>${message}</h1><p><a href="${href}">${home}</a></p></main></body></html>`;
}

export function tooManyRequestsHeaders(type: string, retryAfter: string): Record<string, string> {
  return { 'Content-Type': type, 'Cache-Control': 'no-store', 'Retry-After': retryAfter };
}

/** The page as an answer. */
export function tooManyRequestsPage(locale: Locale, retryAfter: string): Response {
  return new Response(tooManyRequestsHtml(locale), {
    status: 429,
    headers: tooManyRequestsHeaders('text/html; charset=utf-8', retryAfter),
  });
}
