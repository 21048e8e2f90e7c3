import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { env } from '@/lib/env';
import * as schema from './schema';

/** Both drivers speak the same Drizzle dialect; the rest of the app never asks which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle offers the same query API as the database. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type Driver = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  close(): Promise<void>;
  /**
   * Runs work that only one process may do at a time (migrating, seeding): on PostgreSQL
   * under an advisory lock, so instances starting together take turns; PGlite has one
   * process per data folder anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of start-up work (any number, the same in every instance). */
const STARTUP_LOCK = 73_400_001;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder, or 'memory://' for a throw-away database. */
  pgliteDir: string;
  /** A PGlite data folder dumped as a tarball (dumpDataDir), to start from instead of initdb. */
  pgliteSnapshot?: Blob;
}

/**
 * PGlite's page cache. PostgreSQL's default (initdb writes 128MB) lives in PGlite's
 * WebAssembly memory, which never shrinks: with it the idle server was ~440 MB of RSS, ~70 MB
 * less with 64MB, which still holds a whole 10,000-machine catalogue (its database is ~35 MB).
 * Pages beyond it are read from the data folder (docs/performance.md, "Importing a fleet").
 */
const PGLITE_SHARED_BUFFERS = '64MB';

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) is reported here;
    // without a listener Node would crash the process. The pool opens a new one when needed.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Database,
      driver: 'postgres',
      close: () => pool.end(),
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          client.release();
        }
      },
    };
  }
  if (!options.pgliteDir.includes('://')) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir, {
    loadDataDir: options.pgliteSnapshot,
    // Search (drizzle/0004_search.sql) needs both; PGlite ships them but loads only those named.
    extensions: { unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
    exclusively: (work) => work(),
  };
}

// One handle per process, kept on globalThis: PGlite allows one process per data folder,
// and Next may load this module more than once (route bundles, hot reload).
const globalForDb = globalThis as unknown as { __appDatabase?: DatabaseHandle };

export function getDatabaseHandle(): DatabaseHandle {
  globalForDb.__appDatabase ??= openDatabase({
    databaseUrl: env().DATABASE_URL,
    pgliteDir: env().PGLITE_DIR,
  });
  return globalForDb.__appDatabase;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** Tests and scripts point the process at a database of their own. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  globalForDb.__appDatabase = handle;
}
