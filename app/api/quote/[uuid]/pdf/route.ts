import { contentDisposition } from '@/lib/http/content-disposition';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';
import { offerPdf } from '@/lib/quotes/offer-pdf';
import { revisionParam } from '@/lib/quotes/params';
import { getQuote, getQuoteRevision } from '@/lib/quotes/queries';

// GET /api/quote/{uuid}/pdf?revision= – the offer (or one of its older revisions) as the PDF
// the customer is mailed, in the offer's language: 404 ERROR_GET_QUOTE for no such offer or
// revision, 400 INVALID_REVISION.
export const GET = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.quote },
  async ({ params, request }) => {
    const revision = revisionParam(request.nextUrl.searchParams);
    const view =
      revision === undefined
        ? await getQuote(params.uuid)
        : await getQuoteRevision(params.uuid, revision);
    const { pdf, fileName } = await offerPdf(view);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(fileName),
        'Content-Length': String(pdf.length),
        'X-Robots-Tag': 'noindex',
      },
    });
  },
);
