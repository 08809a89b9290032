import { env } from "cloudflare:test";
import { expect, test } from "vitest";

test("the migrations create every table of the data model", async () => {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  expect(results.map((r) => r.name)).toEqual([
    "activity_events",
    "auth_throttles",
    "blog_posts",
    "categories",
    "category_suggestions",
    "chat_messages",
    "chat_sessions",
    "email_outbox",
    "email_verification_tokens",
    "formulation_facets",
    "formulations",
    "image_uploads",
    "job_items",
    "jobs",
    "known_devices",
    "mfa_challenges",
    "mfa_recovery_codes",
    "oauth_accounts",
    "pages",
    "password_reset_tokens",
    "product_properties",
    "rate_limits",
    "search_docs",
    // The full-text index (FTS5) and its shadow tables.
    "search_fts",
    "search_fts_config",
    "search_fts_content",
    "search_fts_data",
    "search_fts_docsize",
    "search_fts_idx",
    "security_events",
    "sessions",
    "site_settings",
    "totp_credentials",
    "user_downloads",
    "user_favorites",
    "user_formulation_requests",
    "user_notes",
    "users",
  ]);
});

test("indexes exist for the columns pages filter and sort on", async () => {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all<{
    name: string;
  }>();
  const names = results.map((r) => r.name);
  for (const index of [
    "categories_slug_unique",
    "formulations_slug_unique",
    "formulations_category_idx",
    "formulations_is_active_idx",
    "formulations_created_at_idx",
    "user_favorites_user_formulation_idx",
    "user_downloads_user_idx",
    "blog_posts_slug_unique",
  ]) {
    expect(names).toContain(index);
  }
});

test("defaults follow the spec: isActive true, blog posts unpublished with the default author", async () => {
  await env.DB.prepare("INSERT INTO categories (id, name, slug) VALUES ('c1', 'Test', 'test-cat')").run();
  await env.DB.prepare("INSERT INTO blog_posts (id, title, slug, content) VALUES ('b1', 'T', 'hello', 'x')").run();
  const category = await env.DB.prepare("SELECT is_active, icon, created_at FROM categories WHERE id = 'c1'").first<{
    is_active: number;
    icon: string;
    created_at: number;
  }>();
  expect(category?.is_active).toBe(1);
  expect(category?.icon).toBe("fas fa-flask");
  expect(Math.abs((category?.created_at ?? 0) - Date.now())).toBeLessThan(60_000);
  const post = await env.DB.prepare("SELECT is_published, author_name FROM blog_posts WHERE id = 'b1'").first();
  expect(post).toEqual({ is_published: 0, author_name: "Formulab Team" });
});

test("a user can favourite a formulation only once", async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO categories (id, name, slug) VALUES ('c2', 'Test', 'test-cat-2')"),
    env.DB.prepare("INSERT INTO formulations (id, category_id, name, slug) VALUES ('f1', 'c2', 'F', 'f-one')"),
    env.DB.prepare("INSERT INTO users (id, email) VALUES ('u1', 'a@example.com')"),
    env.DB.prepare("INSERT INTO user_favorites (id, user_id, formulation_id) VALUES ('x1', 'u1', 'f1')"),
  ]);
  await expect(
    env.DB.prepare("INSERT INTO user_favorites (id, user_id, formulation_id) VALUES ('x2', 'u1', 'f1')").run(),
  ).rejects.toThrow(/UNIQUE/);
});

test("accounts and sessions say whether they have proved a second factor (migration 0017)", async () => {
  const columns = async (table: string) =>
    (await env.DB.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>()).results.map(
      (r) => r.name,
    );
  expect(await columns("users")).toContain("mfa_enabled_at");
  expect(await columns("sessions")).toContain("second_factor_at");
  expect(await columns("totp_credentials")).toEqual(["user_id", "secret", "last_used_step", "created_at"]);
  expect(await columns("mfa_recovery_codes")).toEqual(["id", "user_id", "code_hash", "used_at", "created_at"]);
});
