import { config } from 'zod';

/**
 * zod, set up once for the server and the browser; import it as
 * `import * as z from '@/lib/validation/zod'` so the bundler keeps only what is used (the
 * `{ z }` object would pull every locale of zod into the contact page: about 100 KB gzip).
 *
 * Without `jitless` zod probes `new Function` to compile faster parsers; the site's
 * Content-Security-Policy forbids eval, so the probe alone is reported as a violation in
 * every browser that loads a form.
 */
config({ jitless: true });

export * from 'zod';
