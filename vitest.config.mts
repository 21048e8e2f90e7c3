import net from 'node:net';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const templateDatabase = 'tests/integration/support/template-database.ts';
const nextRuntime = 'tests/integration/support/next-runtime.ts';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL suite runs whenever a server answers; PGlite always runs. */
async function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const postgresAvailable = await isReachable(postgresUrl);
if (!postgresAvailable) {
  console.warn(
    `PostgreSQL at ${postgresUrl} is not reachable: only the PGlite integration suite runs.`,
  );
}

/**
 * Every project runs its files one after another in one module graph per worker
 * (`isolate: false`; projects do not inherit the root's test options): the app's modules
 * (Next, drizzle, sharp, the route table) are imported once per worker instead of once per
 * file, which halved the integration suite's CPU (142 to 77 CPU-seconds) and its time. A
 * file still gets its own database (tests/integration/support/database.ts) and sets up what
 * it uses in beforeAll.
 */
const shared = {
  resolve: {
    alias: {
      '@': root,
      // Outside Next the guard has nothing to guard: the tests are server code.
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
};

/**
 * The integration files that PGlite runs too: those whose subject is what the database engine
 * does (migrations and the first seed, transactions and locks, SQL ordering, paging, search,
 * date grouping, backup and restore). PostgreSQL, what deploy/ runs, takes every file; the
 * rest (HTTP shapes, guards, fuzzing, PDFs, parsing uploads, mail, caches) runs the same
 * code above the driver on both engines, and the e2e suite runs the whole product on PGlite
 * anyway. Running it twice cost CI about 110 CPU-seconds of its 420 s budget (#43).
 */
const ENGINE_SUBJECTS = [
  'tests/integration/seed.test.ts',
  'tests/integration/seed-empty.test.ts',
  'tests/integration/backup/**/*.test.ts',
  'tests/integration/trash/**/*.test.ts',
  'tests/integration/reservations/**/*.test.ts',
  'tests/integration/search/**/*.test.ts',
  'tests/integration/dashboard/**/*.test.ts',
  'tests/integration/vitals/**/*.test.ts',
  'tests/integration/quotes/**/*.test.ts',
  'tests/integration/import/import.test.ts',
  'tests/integration/import/round-trip.test.ts',
  'tests/integration/import/concurrent.test.ts',
  'tests/integration/products/category-page.test.ts',
  'tests/integration/products/category-filter.test.ts',
  'tests/integration/products/pagination.test.ts',
  'tests/integration/contact/inbox.test.ts',
  'tests/integration/audit/every-write.test.ts',
];

const integrationEnv = {
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'integration-admin-password',
  ADMIN_EMAIL: 'admin@example.ro',
  NODE_ENV: 'test',
  JWT_SECRET: 'integration-jwt-secret',
  NEXTAUTH_SECRET: 'integration-nextauth-secret',
  NEXTAUTH_URL: 'http://localhost:3000',
  SITE_URL: 'http://localhost:3000',
  SMTP_URL: '',
  DATABASE_URL: '',
  PGLITE_DIR: '.data/test-unused/pglite',
};

export default defineConfig({
  test: {
    // Two workers on this 2-core machine (each project says `isolate: false`: see shared).
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          isolate: false,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        ...shared,
        test: {
          name: 'component',
          isolate: false,
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'integration-pglite',
          isolate: false,
          // Without a PostgreSQL server, PGlite takes every file.
          include: postgresAvailable ? ENGINE_SUBJECTS : ['tests/integration/**/*.test.ts'],
          // What only a server with several connections can show (a lock held meanwhile).
          exclude: ['tests/integration/**/*.postgres.test.ts'],
          env: integrationEnv,
          provide: { databaseDriver: 'pglite', postgresUrl: '' },
          globalSetup: [templateDatabase],
          setupFiles: [nextRuntime],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresAvailable
        ? [
            {
              ...shared,
              test: {
                name: 'integration-postgres',
                isolate: false,
                include: ['tests/integration/**/*.test.ts'],
                env: integrationEnv,
                provide: { databaseDriver: 'postgres', postgresUrl },
                globalSetup: [templateDatabase],
                setupFiles: [nextRuntime],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
