import {
  deleteContactRequest,
  contactStatusSchema,
  setContactRequestStatus,
} from '@/lib/contact/inbox';
import { getContactRequestOrThrow } from '@/lib/contact/queries';
import { apiRoute } from '@/lib/http/handler';

type Params = { uuid: string };

// GET /api/contact/requests/{uuid} – one request.
export const GET = apiRoute<Params>({ access: 'admin' }, ({ params }) =>
  getContactRequestOrThrow(params.uuid),
);

// PUT /api/contact/requests/{uuid} – { status: 'handled' | 'new' } → the request.
export const PUT = apiRoute<Params>({ access: 'admin' }, async ({ params, body }) => {
  const { status } = await body(contactStatusSchema);
  return setContactRequestStatus(params.uuid, status);
});

// DELETE /api/contact/requests/{uuid} – removes it.
export const DELETE = apiRoute<Params>({ access: 'admin' }, async ({ params }) => {
  await deleteContactRequest(params.uuid);
  return { uuid: params.uuid };
});
