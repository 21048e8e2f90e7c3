/**
 * Which tests run at one width only. Tests whose subject is the same at every width (what the server sends, the cache, an admin
 * flow the 375 px layout tests already cover) run on desktop only: the phone run would only
 * double the suite's time. The phone project leaves them out before anything is set up
 * (playwright.config.ts), instead of skipping them from inside: a test skipped from its body
 * has already had its fixtures made (a browser tab, an admin sign-in), and a file skipped
 * from a hook has already run its `beforeAll` (servers of its own, nginx).
 */

/** The details of a desktop-only test: `test('title', DESKTOP_ONLY, async () => …)`. */
export const DESKTOP_ONLY = { tag: '@desktop-only' };

/** The phone project's filter for DESKTOP_ONLY tests (grep matches titles and tags). */
export const DESKTOP_ONLY_TAG = /@desktop-only/;

/** The details of a test of the phone layout only (touch, the 375 px screens). */
export const MOBILE_ONLY = { tag: '@mobile-only' };

/** The desktop project's filter for MOBILE_ONLY tests. */
export const MOBILE_ONLY_TAG = /@mobile-only/;

/** Spec files whose every test is desktop-only, each with the reason. */
export const DESKTOP_ONLY_SPECS = {
  'admin-preload.spec.ts': 'the data in the first HTML',
  'client-address.spec.ts': 'server behaviour: the rate limits and who the client is',
  'deployed-server.spec.ts': 'server behaviour: bind addresses and redirects',
  'hostile-traffic.spec.ts': 'server behaviour: floods and bad input',
  'html-validity.spec.ts': 'the HTML the server sends',
  'http-encoding.spec.ts': 'server behaviour: compression and validators',
  'instances.spec.ts': 'server behaviour: two instances behind nginx',
  'nginx-cache.spec.ts': "server behaviour: nginx's micro-cache",
  'public-seo.spec.ts': 'what search engines are sent',
  'service-worker.spec.ts': "the worker's caching and updates",
};
