import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`: the server applies the generated SQL itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-*.ts'],
  out: './drizzle',
});
