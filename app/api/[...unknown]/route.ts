import { ApiError } from '@/lib/errors';
import { apiRoute } from '@/lib/http/handler';

// ANY /api/… that no other route matches – 404 UNKNOWN_API_PATH in the API's error body,
// not Next's HTML page. Next prefers every static and dynamic route over a catch-all, so
// this answers only what nothing else would. Every method is exported: left out, HEAD and
// OPTIONS would get Next's own answers.
const unknownPath = apiRoute<{ unknown: string[] }>({ access: 'public' }, () => {
  throw new ApiError('UNKNOWN_API_PATH');
});

export const GET = unknownPath;
export const HEAD = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
export const OPTIONS = unknownPath;
