import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDatabase } from '@/lib/seed';
import { resetEnvForTests } from '@/lib/env';

/** What a test file's database starts as: migrated only, or migrated and seeded (demo data). */
export type TemplateKind = 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseDriver: 'pglite' | 'postgres';
    postgresUrl: string;
    /** Databases to copy: PostgreSQL database names, or paths of PGlite tarballs. */
    databaseTemplates: Record<TemplateKind, string>;
  }
}

/**
 * vitest globalSetup of the integration projects: migrates (and seeds) the template databases
 * once per run; every test file then copies one (database.ts) instead of building its own.
 */
export default async function setup(project: TestProject) {
  const { databaseDriver, postgresUrl } = project.getProvidedContext();
  const seed = (handle: DatabaseHandle) => withEnv(project.config.env, () => seedQuietly(handle));

  if (databaseDriver === 'postgres') {
    const run = `${Date.now()}_${randomBytes(4).toString('hex')}`;
    const names = { migrated: `app_template_${run}`, seeded: `app_template_seeded_${run}` };
    await adminQuery(postgresUrl, `CREATE DATABASE ${names.migrated}`);
    await withDatabase(databaseUrl(postgresUrl, names.migrated), migrateDatabase);
    await adminQuery(postgresUrl, `CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
    await withDatabase(databaseUrl(postgresUrl, names.seeded), seed);
    project.provide('databaseTemplates', names);
    return async () => {
      for (const name of Object.values(names)) {
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    };
  }

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-templates-'));
  const handle = openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(handle);
  const files = { migrated: await dump(handle, folder, 'migrated'), seeded: '' };
  await seed(handle);
  files.seeded = await dump(handle, folder, 'seeded');
  await handle.close();
  project.provide('databaseTemplates', files);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

/** Opens the database, runs `work` and closes it again: copies need it unused. */
async function withDatabase(url: string, work: (handle: DatabaseHandle) => Promise<unknown>) {
  const handle = openDatabase({ databaseUrl: url, pgliteDir: '' });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}

async function dump(handle: DatabaseHandle, folder: string, name: TemplateKind): Promise<string> {
  const tarball = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  const file = path.join(folder, `${name}.tar`);
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}

function seedQuietly(handle: DatabaseHandle) {
  return seedDatabase(handle.db, () => {});
}

/** The seed reads the admin account from the environment: the one the tests run with. */
async function withEnv<T>(vars: Record<string, string | undefined>, work: () => Promise<T>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  resetEnvForTests();
  try {
    return await work();
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    resetEnvForTests();
  }
}

/** The connection string of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
