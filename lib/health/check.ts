import 'server-only';
import { sql } from 'drizzle-orm';
import { cacheHealth } from '@/runtime/cache-registry.mjs';
import { getDb } from '@/db/client';

/** How long the database may take to answer before the instance counts as down. */
const DATABASE_TIMEOUT_MS = 1000;

export interface Health {
  /** ok: both answer; degraded: the cache does not (pages render from the database); down. */
  status: 'ok' | 'degraded' | 'down';
  database: { ok: boolean; ms: number };
  cache: { kind: 'memory' | 'redis' | 'none'; ok: boolean };
}

/** One round trip to each: cheap enough for a load balancer asking every second. */
export async function checkHealth(): Promise<Health> {
  const [database, cache] = await Promise.all([pingDatabase(), cacheHealth()]);
  const status = !database.ok ? 'down' : cache.ok ? 'ok' : 'degraded';
  return { status, database, cache };
}

async function pingDatabase(): Promise<Health['database']> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const ping = getDb()
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
  const ok = await Promise.race([ping, timeout]);
  clearTimeout(timer);
  return { ok, ms: Math.round(performance.now() - started) };
}
