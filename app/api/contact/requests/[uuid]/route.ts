import {
  deleteContactRequest,
  contactStatusSchema,
  setContactRequestStatus,
} from '@/lib/contact/inbox';
import { getContactRequestOrThrow } from '@/lib/contact/queries';
import { toContactRequestWire } from '@/lib/contact/wire';
import { apiRoute } from '@/lib/http/handler';

type Params = { uuid: string };

// GET /api/contact/requests/{uuid} – one request.
export const GET = apiRoute<Params>({ access: 'admin' }, async ({ params }) =>
  toContactRequestWire(await getContactRequestOrThrow(params.uuid)),
);

// PUT /api/contact/requests/{uuid} – { status: 'handled' | 'new' } → the request.
export const PUT = apiRoute<Params>({ access: 'admin' }, async ({ params, body }) => {
  const { status } = await body(contactStatusSchema);
  return toContactRequestWire(await setContactRequestStatus(params.uuid, status));
});

// DELETE /api/contact/requests/{uuid} – removes it.
export const DELETE = apiRoute<Params>({ access: 'admin' }, async ({ params }) => {
  await deleteContactRequest(params.uuid);
  return { uuid: params.uuid };
});
