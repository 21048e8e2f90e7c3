import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { getDatasheet } from '@/lib/datasheet/build';
import { ApiError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/edge';
import { decodeParam } from '@/lib/products/catalogue';
import { tooManyRequestsPage } from '@/lib/routing/too-many-requests';
import { contentDisposition } from '@/lib/http/content-disposition';

// GET /categorie/{slug}/utilaj/{model}/fisa-tehnica.pdf (and under /en) – the machine's PDF
// datasheet, built once and kept in the data cache until an admin change expires it.
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  context: { params: Promise<{ locale: string; slug: string; model: string }> },
): Promise<Response> {
  const { locale, slug, model } = await context.params;
  if (!hasLocale(routing.locales, locale)) return notFound();
  let sheet;
  try {
    const client = clientAddress(request.headers);
    sheet = await getDatasheet(locale, decodeParam(slug), decodeParam(model), client);
  } catch (error) {
    // A visitor past their budget of sheets built (lib/rate-limit.ts): 429, in their language.
    if (error instanceof ApiError && error.status === 429) {
      return tooManyRequestsPage(locale, error.headers['Retry-After'] ?? '60');
    }
    throw error;
  }
  if (!sheet) return notFound();
  const pdf = Buffer.from(sheet.pdf, 'base64');
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(sheet.fileName),
      'Content-Length': String(pdf.length),
      // Asked for again on every use, so a changed machine is never read from a stale copy.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}

/** An HTML 404: the custom server (server.mjs) answers it with the site's not-found page. */
function notFound(): Response {
  return new Response('<!doctype html><title>404</title>', {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
