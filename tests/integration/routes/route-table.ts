/**
 * Every route under app/api, with who may call each method. The route-table test fails when
 * a route file exports a method missing here, so a new route cannot skip the guard tests.
 *  - public: anyone
 *  - admin: a signed-in admin (bearer token or session cookie with XSRF)
 *  - next-auth: handled by next-auth itself
 */
export type Access = 'public' | 'admin' | 'next-auth';

export const ROUTE_TABLE: Record<string, Partial<Record<string, Access>>> = {
  category: { GET: 'public' },
  'category/[uuid]': { GET: 'public', DELETE: 'admin' },
  'category/create': { POST: 'admin' },
  'category/update': { PUT: 'admin' },
  configuration: { GET: 'public' },
  'configuration/update': { PUT: 'admin' },
  version: { GET: 'public' },
};
