import {
  deleteContactRequest,
  contactStatusSchema,
  setContactRequestStatus,
} from '@/lib/contact/inbox';
import { getContactRequestOrThrow } from '@/lib/contact/queries';
import { toContactRequestWire } from '@/lib/contact/wire';
import { apiRoute } from '@/lib/http/handler';
import { ROUTE_PARAMS } from '@/lib/http/params';

// GET /api/contact/requests/{uuid} – one request.
export const GET = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.contactRequest },
  async ({ params }) => toContactRequestWire(await getContactRequestOrThrow(params.uuid)),
);

// PUT /api/contact/requests/{uuid} – { status: 'handled' | 'new' } → the request.
export const PUT = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.contactRequest },
  async ({ params, body }) => {
    const { status } = await body(contactStatusSchema);
    return toContactRequestWire(await setContactRequestStatus(params.uuid, status));
  },
);

// DELETE /api/contact/requests/{uuid} – removes it.
export const DELETE = apiRoute(
  { access: 'admin', params: ROUTE_PARAMS.contactRequest },
  async ({ params }) => {
    await deleteContactRequest(params.uuid);
    return { uuid: params.uuid };
  },
);
