import { env } from "cloudflare:test";
import { beforeEach, describe, expect, test } from "vitest";
import { findPublishedPost, listPublishedPosts } from "#app/features/blog/posts.server";
import { BLOG_EXCERPT_MAX, BlogPostFields } from "#app/features/blog/schema";
import { sanitizeHtml } from "#app/lib/sanitize-html";
import { getDb } from "#app/server/db/client.server";
import { countRows, runSeed, seedInput } from "./helpers";

async function snapshot() {
  const categories = await env.DB.prepare("SELECT * FROM categories ORDER BY slug").all();
  const formulations = await env.DB.prepare("SELECT * FROM formulations ORDER BY slug").all();
  return { categories: categories.results, formulations: formulations.results };
}

test("the seed creates the 22 system categories with the spec's slugs", async () => {
  await runSeed();
  const { results } = await env.DB.prepare("SELECT slug, icon, seo_title, meta_description FROM categories").all<{
    slug: string;
    icon: string;
    seo_title: string;
    meta_description: string;
  }>();
  expect(results).toHaveLength(22);
  for (const r of results) {
    expect(r.seo_title.length).toBeLessThanOrEqual(60);
    expect(r.meta_description.length).toBeLessThanOrEqual(160);
    expect(r.icon).toMatch(/^fas fa-/);
  }
});

test("running the seed twice leaves exactly the same rows", async () => {
  await runSeed();
  const first = await snapshot();
  await runSeed();
  expect(await snapshot()).toEqual(first);
  expect(await countRows("categories")).toBe(22);
});

test("editing a library entry and re-seeding updates that formulation only", async () => {
  const input = seedInput();
  const file = input.library[0];
  if (!file) return expect(input.library.length, "the library must not be empty").toBeGreaterThan(0);
  await runSeed(input);
  const [first, second] = file.formulations;
  if (!first) throw new Error("library file without formulations");
  const edited = {
    ...input,
    library: [
      {
        ...file,
        formulations: [{ ...first, description: `${first.description} Edited.` }, ...file.formulations.slice(1)],
      },
    ],
  };
  await runSeed(edited);
  const row = await env.DB.prepare("SELECT description FROM formulations WHERE slug = ?").bind(first.slug).first<{
    description: string;
  }>();
  expect(row?.description).toBe(`${first.description} Edited.`);
  if (second) {
    const other = await env.DB.prepare("SELECT description FROM formulations WHERE slug = ?")
      .bind(second.slug)
      .first<{ description: string }>();
    expect(other?.description).toBe(second.description);
  }
});

test("re-seeding never overwrites a formulation an administrator took over", async () => {
  const input = await runSeed();
  const first = input.library[0]?.formulations[0];
  if (!first) return expect(input.library.length).toBeGreaterThan(0);
  await env.DB.prepare("UPDATE formulations SET source = 'admin', name = 'Renamed by admin' WHERE slug = ?")
    .bind(first.slug)
    .run();
  const file = input.library[0];
  if (!file) throw new Error("unreachable");
  await runSeed({
    ...input,
    library: [{ ...file, formulations: [{ ...first, name: "Changed in the file" }] }],
  });
  const row = await env.DB.prepare("SELECT name FROM formulations WHERE slug = ?")
    .bind(first.slug)
    .first<{ name: string }>();
  expect(row?.name).toBe("Renamed by admin");
});

describe("the day-one blog articles", () => {
  beforeEach(async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM blog_posts"),
      env.DB.prepare("DELETE FROM site_settings WHERE key LIKE 'seeded_article:%'"),
    ]);
  });

  test("every article passes the blog's own form rules, and its HTML is what the sanitiser keeps", () => {
    for (const article of seedInput().articles) {
      const parsed = BlogPostFields.safeParse({ ...article, isPublished: true });
      expect(parsed.error?.issues, article.slug).toBeUndefined();
      expect(article.excerpt.length, article.slug).toBeLessThanOrEqual(BLOG_EXCERPT_MAX);
      expect(sanitizeHtml(article.content), article.slug).toBe(article.content);
    }
  });

  test("a fresh database gets every article, published, newest first in file order, linking only to formulations that exist", async () => {
    const input = await runSeed();
    expect(input.articles.length).toBeGreaterThanOrEqual(4);
    const listed = await listPublishedPosts(getDb());
    expect(listed.map((p) => p.slug)).toEqual(input.articles.map((a) => a.slug));
    for (const article of input.articles) {
      const post = await findPublishedPost(getDb(), article.slug);
      expect(post?.title).toBe(article.title);
      expect(post?.authorName).toBe("Formulab Team");
      const links = [...(post?.content ?? "").matchAll(/href="\/formulation\/([^"]+)"/g)].map((m) => m[1]);
      for (const slug of links) {
        const row = await env.DB.prepare("SELECT 1 AS ok FROM formulations WHERE slug = ? AND is_active = 1")
          .bind(slug)
          .first();
        expect(row, `${article.slug} links to /formulation/${slug}`).not.toBeNull();
      }
    }
  });

  test("seeding again changes nothing, keeps an editor's changes and does not bring back a deleted article", async () => {
    const input = await runSeed();
    const [edited, deleted] = input.articles;
    if (!edited || !deleted) throw new Error("at least two articles are seeded");
    const before = await env.DB.prepare("SELECT * FROM blog_posts ORDER BY slug").all();
    await runSeed();
    expect((await env.DB.prepare("SELECT * FROM blog_posts ORDER BY slug").all()).results).toEqual(before.results);

    await env.DB.prepare("UPDATE blog_posts SET title = 'Edited by our editor', is_published = 0 WHERE slug = ?")
      .bind(edited.slug)
      .run();
    await env.DB.prepare("DELETE FROM blog_posts WHERE slug = ?").bind(deleted.slug).run();
    await runSeed();
    const row = await env.DB.prepare("SELECT title, is_published FROM blog_posts WHERE slug = ?")
      .bind(edited.slug)
      .first<{ title: string; is_published: number }>();
    expect(row).toEqual({ title: "Edited by our editor", is_published: 0 });
    expect(await findPublishedPost(getDb(), deleted.slug)).toBeUndefined();
    expect(await countRows("blog_posts")).toBe(input.articles.length - 1);
  });

  test("a post an editor already wrote under an article's slug is left alone", async () => {
    const [first] = seedInput().articles;
    if (!first) throw new Error("no articles");
    await env.DB.prepare("INSERT INTO blog_posts (id, title, slug, content) VALUES (?, 'Our own', ?, '<p>Ours</p>')")
      .bind(crypto.randomUUID(), first.slug)
      .run();
    await runSeed();
    const row = await env.DB.prepare("SELECT title FROM blog_posts WHERE slug = ?").bind(first.slug).first();
    expect(row).toEqual({ title: "Our own" });
  });
});
