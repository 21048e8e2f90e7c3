import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from db/schema.ts; they are applied by db/migrate.ts on both drivers.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './drizzle',
});
