/**
 * The blog: slugs made from titles, drafts invisible (404) until
 * published, publish dates set and cleared by the server, the spec's messages for bad posts,
 * administrators only for writes, and the RSS feed valid and escaped.
 */
import { env } from "cloudflare:test";
import { beforeEach, expect, test } from "vitest";
import * as adminBlog from "#app/features/blog/routes/admin-blog";
import * as blogRoute from "#app/features/blog/routes/api/blog";
import * as postRoute from "#app/features/blog/routes/api/blog-post";
import * as publishedRoute from "#app/features/blog/routes/api/blog-published";
import * as blogPostPage from "#app/features/blog/routes/blog-post";
import * as rssRoute from "#app/features/blog/routes/blog-rss";
import { blogSlugFromTitle, DEFAULT_AUTHOR } from "#app/features/blog/schema";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { users } from "#app/server/db/schema";
import { buildSitemap } from "#app/server/sitemap.server";
import { adminSessionCookie, call, get } from "./helpers";

type Post = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featuredImage: string | null;
  metaDescription: string | null;
  keywords: string | null;
  authorName: string;
  isPublished: boolean;
  publishedAt: string | null;
};

let adminCookie = "";
let userCookie = "";

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM blog_posts").run();
  const db = getDb();
  const suffix = crypto.randomUUID().slice(0, 8);
  const [admin] = await db
    .insert(users)
    .values({ email: `blog.admin.${suffix}@example.com`, isAdmin: true })
    .returning();
  const [plain] = await db
    .insert(users)
    .values({ email: `blog.user.${suffix}@example.com` })
    .returning();
  if (!admin || !plain) throw new Error("test users missing");
  adminCookie = await adminSessionCookie(db, admin.id);
  userCookie = `formulab_session=${(await createSession(db, plain.id)).token}`;
});

function jsonRequest(method: string, path: string, body?: unknown, cookie = adminCookie) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const create = (body: unknown, cookie?: string) =>
  call(blogRoute.action, jsonRequest("POST", "/api/blog", body, cookie));
const update = (id: string, body: unknown, cookie?: string) =>
  call(postRoute.action, jsonRequest("PUT", `/api/blog/${id}`, body, cookie), { id });
const remove = (id: string, cookie?: string) =>
  call(postRoute.action, jsonRequest("DELETE", `/api/blog/${id}`, undefined, cookie), { id });
const readPublic = (slug: string) => call(postRoute.loader, get(`/api/blog/${slug}`), { id: slug });

async function created(body: Record<string, unknown>): Promise<Post> {
  const res = await create(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Post;
}

test("slugs are made from titles: lowercase, other characters dropped, spaces to single hyphens", () => {
  expect(blogSlugFromTitle("Top 5 Trends: Clean Beauty!")).toBe("top-5-trends-clean-beauty");
  expect(blogSlugFromTitle("  Hello   World  ")).toBe("hello-world");
  expect(blogSlugFromTitle("pH -- and -- you")).toBe("ph-and-you");
  expect(blogSlugFromTitle("Crème brûlée?")).toBe("crme-brle");
  expect(blogSlugFromTitle("!!!")).toBe("");
});

test("a new post is a draft with the default author, null optionals and a slug from its title", async () => {
  const post = await created({ title: "Why pH Matters", content: "Line one\nLine two", excerpt: "  ", keywords: "" });
  expect(post).toMatchObject({
    slug: "why-ph-matters",
    authorName: DEFAULT_AUTHOR,
    excerpt: null,
    keywords: null,
    metaDescription: null,
    featuredImage: null,
    isPublished: false,
    publishedAt: null,
  });
  // A draft is invisible: the API and the page answer 404, the list and sitemap leave it out.
  expect((await readPublic(post.slug)).status).toBe(404);
  const page = (await blogPostPage.loader({ params: { slug: post.slug } } as never)) as { init?: { status?: number } };
  expect(page.init?.status).toBe(404);
  expect(await (await call(publishedRoute.loader, get("/api/blog/published"))).json()).toEqual([]);
  expect(await buildSitemap(getDb(), "https://formulab.test")).not.toContain(post.slug);
});

test("publishing dates the post, an edit keeps the date, unpublishing clears it", async () => {
  const draft = await created({ title: "Preservatives 101", content: "<p>Body</p>" });
  const before = Date.now();
  const published = (await (await update(draft.id, { ...draft, isPublished: true })).json()) as Post;
  expect(published.isPublished).toBe(true);
  expect(Date.parse(published.publishedAt ?? "")).toBeGreaterThanOrEqual(before - 5);
  expect(((await (await readPublic("preservatives-101")).json()) as Post).title).toBe("Preservatives 101");

  await new Promise((r) => setTimeout(r, 5));
  const edited = (await (await update(draft.id, { ...published, title: "Preservatives 102" })).json()) as Post;
  expect(edited.publishedAt).toBe(published.publishedAt);
  expect(edited.slug).toBe("preservatives-101");

  const unpublished = (await (await update(draft.id, { ...edited, isPublished: false })).json()) as Post;
  expect(unpublished.publishedAt).toBeNull();
  expect((await readPublic("preservatives-101")).status).toBe(404);
});

test("published now: the post is in the list, the sitemap and the page with its paragraphs", async () => {
  await created({ title: "Plain text post", content: "First paragraph.\nSecond <b>bold</b>.", isPublished: true });
  const list = (await (await call(publishedRoute.loader, get("/api/blog/published"))).json()) as Post[];
  expect(list.map((p) => p.slug)).toEqual(["plain-text-post"]);
  expect(list[0]).not.toHaveProperty("content");
  expect(await buildSitemap(getDb(), "https://formulab.test")).toContain("https://formulab.test/blog/plain-text-post");
  const page = (await blogPostPage.loader({ params: { slug: "plain-text-post" } } as never)) as { html: string };
  expect(page.html).toContain("<p>First paragraph.</p>");
  expect(page.html).toContain("<p>Second <b>bold</b>.</p>");
  expect(page.html).toContain("Ready to Start Formulating?");
});

test("bad posts are refused with every problem listed as path: message", async () => {
  const res = await create({ title: " ", content: "", metaDescription: "x".repeat(161) });
  expect(res.status).toBe(400);
  const { message } = (await res.json()) as { message: string };
  expect(message).toContain("title: Title is required");
  expect(message).toContain("content: Content is required");
  expect(message).toContain("metaDescription: Meta description must be at most 160 characters");

  for (const body of [
    { title: "T", content: "c", slug: "Has Spaces" },
    { title: "T", content: "c", slug: "published" },
    { title: "!!!", content: "c" },
    { title: "T", content: "c", isPublished: "yes" },
    { title: "T", content: "c", featuredImage: "https://evil.example/x.png" },
  ]) {
    const refused = await create(body);
    expect(refused.status, JSON.stringify(body)).toBe(400);
  }
  await created({ title: "Same", content: "c" });
  const clash = await create({ title: "Same", content: "c" });
  expect(clash.status).toBe(409);
  expect(((await clash.json()) as { message: string }).message).toContain(
    'slug: A post with the slug "same" already exists',
  );
  expect((await update(crypto.randomUUID(), { title: "T", content: "c" })).status).toBe(404);
  expect((await remove(crypto.randomUUID())).status).toBe(404);
});

test("content is sanitised when stored", async () => {
  const post = await created({
    title: "XSS",
    content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>',
  });
  expect(post.content).toBe("<p>Hi<a href>l</a></p>");
});

test("only administrators write; anyone reads published posts", async () => {
  expect((await create({ title: "T", content: "c" }, "")).status).toBe(401);
  expect((await create({ title: "T", content: "c" }, userCookie)).status).toBe(403);
  expect((await call(blogRoute.loader, jsonRequest("GET", "/api/blog", undefined, userCookie))).status).toBe(403);
  const post = await created({ title: "Guarded", content: "c", isPublished: true });
  expect((await update(post.id, { title: "Hacked", content: "c" }, userCookie)).status).toBe(403);
  expect((await remove(post.id, "")).status).toBe(401);
  expect((await readPublic("guarded")).status).toBe(200);
  expect((await remove(post.id)).status).toBe(200);
  expect((await readPublic("guarded")).status).toBe(404);
});

test("the admin page's form saves a post; an unticked Publish box means a draft", async () => {
  const form = new URLSearchParams({ intent: "save", title: "From the form", content: "Body", authorName: "" });
  const request = new Request("http://localhost/admin/blog", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: adminCookie },
    body: form,
  });
  await adminBlog.action({ request, params: {}, context: {} } as never);
  const list = (await (await call(blogRoute.loader, jsonRequest("GET", "/api/blog"))).json()) as Post[];
  expect(list[0]).toMatchObject({ slug: "from-the-form", isPublished: false, authorName: DEFAULT_AUTHOR });
});

test("RSS 2.0 lists published posts only, with every text escaped", async () => {
  await created({
    title: `Tom & Jerry's <"best"> tips`,
    excerpt: "a < b && c > d",
    content: "c",
    authorName: "R&D Team",
    isPublished: true,
  });
  await created({ title: "Hidden draft", content: "c" });
  const res = await call(rssRoute.loader, get("/blog/rss.xml"));
  expect(res.headers.get("Content-Type")).toContain("application/rss+xml");
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
  expect(xml).toContain("<title>Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; tips</title>");
  expect(xml).toContain("<description>a &lt; b &amp;&amp; c &gt; d</description>");
  expect(xml).toContain("<dc:creator>R&amp;D Team</dc:creator>");
  expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  expect(xml).toContain("/blog/tom-jerrys-best-tips</link>");
  expect(xml).not.toContain("Hidden draft");
  // Well-formed: every element opened is closed, and no bare & or < is left in text.
  const opened = [...xml.matchAll(/<([a-z:]+)[\s>]/gi)].map((m) => m[1]).filter((t) => t !== "atom:link");
  const closed = [...xml.matchAll(/<\/([a-z:]+)>/gi)].map((m) => m[1]);
  expect(opened.sort()).toEqual(closed.sort());
  expect(xml.replace(/<[^>]*>/g, "")).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
});
