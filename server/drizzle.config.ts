import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from the schema; they are committed and run on
// both PGlite and PostgreSQL at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
