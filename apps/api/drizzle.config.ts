import { defineConfig } from 'drizzle-kit';

// Generates SQL from src/db/schema into src/db/migrations (committed). Generating needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
