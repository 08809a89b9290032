import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { createSession } from "../app/server/auth/session.server";
import type { Database } from "../app/server/db/client.server";
import { users } from "../app/server/db/schema";
import { parseSeedInput } from "../app/server/seed/seed-data";
import { buildSeedStatements } from "../app/server/seed/seed-sql";
import articles from "../data/blog/articles.json";
import categories from "../data/categories.json";

const libraryFiles = import.meta.glob<{ default: unknown }>("../data/library/*.json", { eager: true });
const articleBodies = import.meta.glob<string>("../data/blog/*.html", {
  eager: true,
  query: "?raw",
  import: "default",
});

export function seedInput() {
  return parseSeedInput({
    categories,
    library: Object.values(libraryFiles).map((m) => m.default),
    articles: articles.map((a) => ({ ...a, content: articleBodies[`../data/blog/${a.slug}.html`] })),
  });
}

/** Runs the same seed statements `npm start` runs, through D1. */
export async function runSeed(input = seedInput()) {
  const statements = buildSeedStatements(input);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  return input;
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

export function get(path: string): Request {
  return new Request(`http://localhost${path}`);
}

/** Calls a route module's loader or action the way React Router does. */
export async function call(
  handler: (args: never) => Promise<Response> | Response,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  return (handler as (args: unknown) => Promise<Response>)({ request, params, context: {} });
}

/**
 * The session cookie of an administrator as a real one signs in (ADR 0055): the account has a
 * second factor and the session proved it. A session from the password alone has no admin rights.
 */
export async function adminSessionCookie(db: Database, userId: string): Promise<string> {
  await db.update(users).set({ mfaEnabledAt: new Date() }).where(eq(users.id, userId));
  return `formulab_session=${(await createSession(db, userId, { secondFactor: true })).token}`;
}
