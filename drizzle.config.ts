import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; wrangler applies it (`npm run db:migrate:local|remote`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/server/db/schema.ts",
  out: "./migrations",
});
