import { applyD1Migrations, env } from "cloudflare:test";

// The same SQL migrations wrangler applies, so tests run against the real schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
