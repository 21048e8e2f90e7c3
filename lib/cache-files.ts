import fs from 'node:fs';
import path from 'node:path';

/**
 * Where Next.js keeps, on disk, the pages it rendered at run time and the reads of
 * lib/cache.ts. Next remembers which tags were expired only in memory, so a page written
 * before a restart would be served as fresh after it even when an admin change had expired
 * it, or when the server now uses another database or SITE_URL.
 */
const PERSISTED_CACHES = [
  ['server', 'route-cache'],
  ['cache', 'fetch-cache'],
] as const;

/**
 * Empties those caches when a server starts (before it answers anything), so they live as
 * long as the process whose memory knows what is stale. Each page is rendered once again.
 */
export function clearPersistedPageCaches(distDir = path.join(process.cwd(), '.next')): void {
  for (const parts of PERSISTED_CACHES) {
    fs.rmSync(path.join(distDir, ...parts), { recursive: true, force: true });
  }
}
