import { listContactRequests } from '@/lib/contact/queries';
import { apiRoute } from '@/lib/http/handler';

// GET /api/contact/requests – the inbox: every request, newest first, with its mail's state.
export const GET = apiRoute({ access: 'admin' }, () => listContactRequests());
