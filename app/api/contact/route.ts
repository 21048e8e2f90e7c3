import { submitContactRequest } from '@/lib/contact/mutations';
import { contactSchema } from '@/lib/contact/schema';
import { apiRoute } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/edge';

// POST /api/contact – a visitor's offer request: stored, then mailed to the company (201).
export const POST = apiRoute({ access: 'public' }, async ({ request, body }) => {
  const form = await body(contactSchema);
  const { uuid } = await submitContactRequest(form, clientAddress(request.headers));
  return Response.json({ ok: true, uuid }, { status: 201 });
});
