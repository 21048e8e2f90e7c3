import { z } from 'zod';

/**
 * zod, set up once for the server and the browser. Without `jitless` zod probes
 * `new Function` to compile faster parsers; the site's Content-Security-Policy forbids eval,
 * so the probe alone is reported as a violation in every browser that loads a form.
 */
z.config({ jitless: true });

export { z };
