/**
 * The XSRF cookie the server hands out and the header the admin's scripts echo it in
 * (spec §7). Shared by the server (lib/http/edge.ts) and the browser (components/admin).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
