/**
 * Every route under app/api, with who may call each method. The route-table test fails when
 * a route file exports a method missing here, so a new route cannot skip the guard tests.
 *  - public: anyone
 *  - admin: a signed-in admin (bearer token or session cookie with XSRF)
 *  - next-auth: handled by next-auth itself
 */
export type Access = 'public' | 'admin' | 'next-auth';

export const ROUTE_TABLE: Record<string, Partial<Record<string, Access>>> = {
  'auth/[...nextauth]': { GET: 'next-auth', POST: 'next-auth' },
  change: { POST: 'admin' },
  'change/verify': { POST: 'public' },
  login: { POST: 'public' },
  logout: { GET: 'admin' },
  reset: { POST: 'public' },
  session: { GET: 'admin' },
  'session/extend': { POST: 'admin' },
  'token/refresh': { POST: 'public' },
  'token/reject': { POST: 'public' },
  backup: { GET: 'admin' },
  export: { GET: 'admin' },
  import: { POST: 'admin' },
  banner: { GET: 'public' },
  'banner/[id]': { DELETE: 'admin' },
  'banner/all': { GET: 'public' },
  'banner/create': { POST: 'admin' },
  'banner/first': { GET: 'public' },
  'banner/update': { PUT: 'admin' },
  category: { GET: 'public' },
  'category/[uuid]': { GET: 'public', DELETE: 'admin' },
  'category/create': { POST: 'admin' },
  'category/update': { PUT: 'admin' },
  configuration: { GET: 'public' },
  'configuration/update': { PUT: 'admin' },
  contact: { POST: 'public' },
  'contact/requests': { GET: 'admin' },
  'contact/requests/[uuid]': { GET: 'admin', PUT: 'admin', DELETE: 'admin' },
  'contact/requests/export': { GET: 'admin' },
  'image/[file]': { GET: 'public' },
  product: { GET: 'public' },
  'product/[key]': { GET: 'public', DELETE: 'admin' },
  'product/[key]/[model]': { GET: 'public' },
  'product/category/[id]': { GET: 'public' },
  'product/category/name/[name]': { GET: 'public' },
  'product/create': { POST: 'admin' },
  'product/details/[id]': { GET: 'public' },
  'product/details/model/[model]': { GET: 'public' },
  'product/update': { PUT: 'admin' },
  search: { GET: 'public' },
  trash: { GET: 'admin' },
  'trash/[uuid]': { DELETE: 'admin' },
  'trash/restore': { POST: 'admin' },
  version: { GET: 'public' },
  vitals: { POST: 'public' },
  health: { GET: 'public' },
  // Any other /api/… path: 404 UNKNOWN_API_PATH, whatever the method.
  '[...unknown]': {
    GET: 'public',
    HEAD: 'public',
    POST: 'public',
    PUT: 'public',
    PATCH: 'public',
    DELETE: 'public',
    OPTIONS: 'public',
  },
};
