import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDatabase } from '@/lib/seed';
import { adminQuery, databaseUrl } from '../../tests/integration/support/template-database';

/** The size the issue measures: 200 categories of 50 machines, 2.5 pictures per machine. */
export const LARGE_CATEGORIES = 200;
export const MACHINES_PER_CATEGORY = 50;
const LARGE_MACHINES = LARGE_CATEGORIES * MACHINES_PER_CATEGORY;

/** A paragraph repeated to about 2 kB, numbered so that no two machines share their HTML. */
const html = (heading: string, paragraph: string) =>
  `'<h3>${heading} ' || n || '</h3>' || repeat('<p>${paragraph}</p>', 20)`;

/**
 * Adds the large catalogue to a seeded database by SQL: categories `Categorie scala 001…`,
 * machines `Utilaj scala 00001…` with three ~2 kB HTML fields each, and 2 or 3 gallery rows
 * per machine (25,000 in all). Pictures are the demo's, reused: a page's cost is its HTML.
 */
const FILL_SQL = `
INSERT INTO categories (name, slug)
SELECT 'Categorie scala ' || lpad(i::text, 3, '0'), 'categorie-scala-' || lpad(i::text, 3, '0')
FROM generate_series(1, ${LARGE_CATEGORIES}) AS i;

CREATE TEMP TABLE bench_pictures AS
SELECT id, row_number() OVER (ORDER BY sha256) - 1 AS k, count(*) OVER () AS total FROM images;

INSERT INTO products (model, slug, category_id, header_offer, details, technical_data, header_image_id)
SELECT 'Utilaj scala ' || lpad(n::text, 5, '0'), 'utilaj-scala-' || lpad(n::text, 5, '0'), c.id,
  ${html('Oferta', 'Închiriere pe zi, săptămână sau lună, cu operator sau fără; transport inclus.')},
  ${html('Detalii', 'Utilaj revizuit la fiecare închiriere, cu asigurare și asistență tehnică 24/7.')},
  ${html('Date tehnice', 'Putere 75 kW, masă operațională 8.500 kg, adâncime de săpare 4,6 m.')},
  p.id
FROM generate_series(1, ${LARGE_MACHINES}) AS n
JOIN categories c ON c.slug = 'categorie-scala-' || lpad(((n - 1) / ${MACHINES_PER_CATEGORY} + 1)::text, 3, '0')
JOIN bench_pictures p ON p.k = n % p.total;

INSERT INTO product_images (product_id, image_id, position)
SELECT m.id, p.id, g.position
FROM (SELECT id, substring(slug FROM 14)::int AS n FROM products WHERE slug LIKE 'utilaj-scala-%') m
CROSS JOIN LATERAL generate_series(0, 1 + m.n % 2) AS g(position)
JOIN bench_pictures p ON p.k = (m.n + g.position) % p.total;

ANALYZE;
`;

export interface ScaleDatabases {
  demoUrl: string;
  largeUrl: string;
  drop: () => Promise<void>;
}

/**
 * Two throw-away databases on the server of `serverUrl`: the demo (migrated and seeded as the
 * app does on its first start) and a copy of it with the large catalogue added.
 */
export async function createScaleDatabases(serverUrl: string): Promise<ScaleDatabases> {
  const run = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const names = { demo: `bench_scale_demo_${run}`, large: `bench_scale_large_${run}` };
  const drop = async () => {
    for (const name of Object.values(names)) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  try {
    await adminQuery(serverUrl, `CREATE DATABASE ${names.demo}`);
    const demo = openDatabase({ databaseUrl: databaseUrl(serverUrl, names.demo), pgliteDir: '' });
    try {
      await migrateDatabase(demo);
      await seedDatabase(demo.db, () => {});
    } finally {
      await demo.close();
    }
    await adminQuery(serverUrl, `CREATE DATABASE ${names.large} TEMPLATE ${names.demo}`);
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl, names.large) });
    await client.connect();
    try {
      await client.query(FILL_SQL);
    } finally {
      await client.end();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    demoUrl: databaseUrl(serverUrl, names.demo),
    largeUrl: databaseUrl(serverUrl, names.large),
    drop,
  };
}
