/**
 * AI blog generation (ADR 0029): the article is grounded
 * — every /formulation/ link is an active library formulation, every ingredient it names is in
 * the knowledge base or a linked formulation —, sanitised, ~500 words; publish stores it with a
 * date, a draft stores nothing; the topic is required with the spec's message; the LLM writes
 * prose from the same facts or is refused with a reason (fake OpenAI server); a batch is a
 * `blog-post` queue job whose redelivered message never writes a second post.
 */
import { env } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, inject, test } from "vitest";
import * as jobRoute from "#app/features/admin/routes/api/admin/job";
import { BLOG_POST_KIND, blogPostHandler, postIdOfItem } from "#app/features/blog/ai/blog-post-job.server";
import { generateAiBlogPostWith, startBlogBatch } from "#app/features/blog/ai/generate.server";
import { NO_GROUNDING } from "#app/features/blog/ai/grounding.server";
import { type GeneratedBlogPost, TOPIC_REQUIRED } from "#app/features/blog/ai-schema";
import * as generateRoute from "#app/features/blog/routes/api/ai-blog-generate";
import * as batchRoute from "#app/features/blog/routes/api/ai-blog-generate-batch";
import { sanitizeHtml } from "#app/lib/sanitize-html";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { blogPosts, formulations, users } from "#app/server/db/schema";
import { parseIngredients } from "#app/server/formulations.server";
import type { JobMessage } from "#app/server/jobs/messages";
import { createOpenAiClient } from "#app/server/llm/openai-client.server";
import { findIngredient } from "#formulation";
import { adminSessionCookie, call, runSeed } from "./helpers";

let adminCookie = "";
let userCookie = "";
let admin: typeof users.$inferSelect;

beforeAll(async () => {
  await runSeed();
  const db = getDb();
  const [a] = await db.insert(users).values({ email: "aiblog.admin@example.com", isAdmin: true }).returning();
  const [u] = await db.insert(users).values({ email: "aiblog.user@example.com" }).returning();
  if (!a || !u) throw new Error("users missing");
  admin = a;
  adminCookie = await adminSessionCookie(db, a.id);
  userCookie = `formulab_session=${(await createSession(db, u.id)).token}`;
});

const adminCtx = () => ({ db: getDb(), caller: { ip: "127.0.0.1" }, user: admin, isAdmin: true });

function post(path: string, body: unknown, cookie: string | undefined = adminCookie) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}
const generate = (body: unknown, cookie?: string) =>
  call(generateRoute.action, post("/api/ai-blog/generate", body, cookie));

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
const blogCount = async () => (await getDb().select({ id: blogPosts.id }).from(blogPosts)).length;

/** The article's own claims: linked slugs, and the first cell (the ingredient) of each table row. */
async function expectGrounded(article: GeneratedBlogPost) {
  const slugs = [...article.content.matchAll(/href="\/formulation\/([^"]+)"/g)].map((m) => m[1] ?? "");
  expect(slugs.length).toBeGreaterThan(0);
  const rows = await getDb().select().from(formulations).where(inArray(formulations.slug, slugs));
  expect(rows.map((r) => r.slug).sort()).toEqual([...new Set(slugs)].sort());
  for (const row of rows) expect(row.isActive).toBe(true);
  const linkedNames = new Set(rows.flatMap((r) => parseIngredients(r.ingredients).map((i) => i.name.toLowerCase())));
  const named = [...article.content.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td>/g)].map((m) => ({
    name: (m[1] ?? "").replace(/&amp;/g, "&"),
    inci: (m[2] ?? "").replace(/&amp;/g, "&"),
  }));
  expect(named.length).toBeGreaterThan(0);
  for (const { name, inci } of named) {
    const kb = findIngredient({ name, inci });
    expect(
      kb || linkedNames.has(name.toLowerCase()),
      `${name} is neither in the knowledge base nor linked`,
    ).toBeTruthy();
    if (kb) expect(kb.inci).toBe(inci);
  }
}

describe("POST /api/ai-blog/generate", () => {
  test("a draft is grounded, sanitised, ~500 words, complete, and nothing is stored", async () => {
    const before = await blogCount();
    const response = await generate({ topic: "Hydrating face serum", targetKeywords: "hyaluronic acid, glycerin" });
    expect(response.status).toBe(200);
    const article = (await response.json()) as GeneratedBlogPost;
    expect(article.id).toBeUndefined();
    expect(article.isPublished).toBe(false);
    expect(article.source).toBe("engine");
    expect(article.title).toBe("Hydrating Face Serum: A Formulator's Guide");
    expect(article.slug).toBe("hydrating-face-serum-a-formulators-guide");
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.excerpt.length).toBeGreaterThan(20);
    expect(article.keywords).toContain("hyaluronic acid");
    expect(article.content).toBe(sanitizeHtml(article.content));
    for (const h of ["Introduction", "What to Look For", "Example Formulations", "Key Ingredients", "Regulatory Notes"])
      expect(article.content).toContain(h);
    expect(words(article.content)).toBeGreaterThan(300);
    expect(words(article.content)).toBeLessThan(900);
    expect(article.grounding.formulations.some((f) => /serum/i.test(f.name))).toBe(true);
    await expectGrounded(article);
    expect(await blogCount()).toBe(before);
  });

  test("regulation is cited where the knowledge base has a CosIng annex entry", async () => {
    const response = await generate({ topic: "preservatives for creams", targetKeywords: "phenoxyethanol" });
    const article = (await response.json()) as GeneratedBlogPost;
    expect(response.status).toBe(200);
    expect(article.content).toMatch(/CosIng Annex V ref\. \d+/);
    await expectGrounded(article);
  });

  test("publish stores the post published and dated, with its id; a second one gets a free slug", async () => {
    const first = (await (
      await generate({ topic: "Sulfate-free shampoo", shouldPublish: true })
    ).json()) as GeneratedBlogPost;
    expect(first.id).toBeTruthy();
    expect(first.isPublished).toBe(true);
    expect(first.publishedAt).toBeTruthy();
    const second = await generate({ topic: "Sulfate-free shampoo", shouldPublish: true });
    expect(second.status).toBe(201);
    const again = (await second.json()) as GeneratedBlogPost;
    expect(again.slug).toBe(`${first.slug}-2`);
    const stored = await getDb()
      .select()
      .from(blogPosts)
      .where(inArray(blogPosts.slug, [first.slug, `${first.slug}-2`]));
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.isPublished).toBe(true);
      expect(row.publishedAt).toBeInstanceOf(Date);
      expect(row.content).toBe(sanitizeHtml(row.content));
    }
    // A draft of the same topic proposes the next free slug, so saving it cannot clash.
    const draft = (await (await generate({ topic: "Sulfate-free shampoo" })).json()) as GeneratedBlogPost;
    expect(draft.slug).toBe(`${first.slug}-3`);
  });

  test("long slugs: a free slug is found without LIKE (D1 refuses patterns over 50 bytes)", async () => {
    const topic = "Sulfate-free shampoo for coloured and chemically treated hair";
    const first = (await (await generate({ topic, shouldPublish: true })).json()) as GeneratedBlogPost;
    const draft = (await (await generate({ topic })).json()) as GeneratedBlogPost;
    expect(first.slug.length).toBeGreaterThan(50);
    expect(draft.slug).toBe(`${first.slug}-2`);
  });

  test("the topic is required with the spec's message; unknown subjects are refused, not invented", async () => {
    for (const body of [{}, { topic: "" }, { topic: "   " }, { topic: null }, { topic: 42 }]) {
      const response = await generate(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(TOPIC_REQUIRED);
    }
    const unknown = await generate({ topic: "Zyxqv plorbs" });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toBe(NO_GROUNDING);
    expect((await generate({ topic: "serum", shouldPublish: "yes" })).status).toBe(400);
  });

  test("only administrators: 401 anonymous, 403 signed-in users", async () => {
    expect((await generate({ topic: "serum" }, "")).status).toBe(401);
    expect((await generate({ topic: "serum" }, userCookie)).status).toBe(403);
    const batch = (cookie: string) =>
      call(batchRoute.action, post("/api/ai-blog/generate-batch", { topics: ["serum"] }, cookie));
    expect((await batch("")).status).toBe(401);
    expect((await batch(userCookie)).status).toBe(403);
  });
});

describe("the LLM writes the prose from the same facts", () => {
  const llm = (model: string) =>
    createOpenAiClient({ apiKey: "test-key", baseURL: inject("fakeOpenAiUrl"), model, timeoutMs: 5000 });

  test("prose that keeps to the facts is used; the lists, table and regulation stay the engine's", async () => {
    const article = await generateAiBlogPostWith(adminCtx(), { topic: "hydrating serum" }, llm("blog-prose"));
    expect(article.source).toBe("llm");
    expect(article.content).toContain("this guide explains how ours are built");
    await expectGrounded(article);
  });

  for (const [model, reason] of [
    ["blog-invented", /37\.25/],
    ["malformed", /malformed JSON/],
    ["good", /did not match the schema/],
    ["rate-limited", /LLM error/],
    ["broken", /LLM error/],
  ] as const) {
    test(`${model}: falls back to the template and says why`, async () => {
      const article = await generateAiBlogPostWith(adminCtx(), { topic: "hydrating serum" }, llm(model));
      expect(article.source).toBe("engine");
      expect(article.fallbackReason).toMatch(reason);
      expect(article.content).toContain("What to Look For");
      await expectGrounded(article);
    });
  }
});

describe("POST /api/ai-blog/generate-batch", () => {
  test("a queue job: one published post per topic, listed with ?wait=1", async () => {
    const response = await call(
      batchRoute.action,
      post("/api/ai-blog/generate-batch?wait=1", { topics: ["baby lotion", "toothpaste"], shouldPublish: true }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      posts: { id: string; title: string; isPublished: boolean; content: string }[];
      jobId: string;
      status: string;
    };
    expect(body.status).toBe("done");
    expect(body.posts.map((p) => p.title)).toEqual([
      "Baby Lotion: A Formulator's Guide",
      "Toothpaste: A Formulator's Guide",
    ]);
    for (const p of body.posts) {
      expect(p.isPublished).toBe(true);
      expect(p.content).toContain('href="/formulation/');
    }
    const progress = await call(
      jobRoute.loader,
      new Request(`http://localhost/api/admin/jobs/${body.jobId}`, { headers: { Cookie: adminCookie } }),
      { id: body.jobId },
    );
    expect(((await progress.json()) as { kind: string }).kind).toBe(BLOG_POST_KIND);
  });

  test("validation: 1 to 10 topics, each required", async () => {
    const batch = (body: unknown) => call(batchRoute.action, post("/api/ai-blog/generate-batch", body));
    expect((await batch({ topics: [] })).status).toBe(400);
    expect((await batch({ topics: Array.from({ length: 11 }, (_, i) => `serum ${i}`) })).status).toBe(400);
    const blank = await batch({ topics: ["serum", " "] });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe(TOPIC_REQUIRED);
  });

  test("a redelivered message finds its post instead of writing a second one; drafts stay unpublished", async () => {
    const held: JobMessage[] = [];
    const queue = { sendBatch: async (m: MessageSendRequest<JobMessage>[]) => void held.push(...m.map((x) => x.body)) };
    const { jobId } = await startBlogBatch(adminCtx(), { topics: ["beard oil"], shouldPublish: false }, queue);
    const message = held[0];
    if (!message) throw new Error("nothing queued");
    const handler = blogPostHandler({ llm: () => undefined });
    const [a, b] = await Promise.all([handler(getDb(), message), handler(getDb(), message)]);
    const again = await handler(getDb(), message);
    const id = await postIdOfItem(jobId, 0);
    expect([a.resultId, b.resultId, again.resultId]).toEqual([id, id, id]);
    const rows = await getDb()
      .select()
      .from(blogPosts)
      .where(inArray(blogPosts.id, [id]));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isPublished).toBe(false);
    expect(rows[0]?.publishedAt).toBeNull();
    expect(env.JOBS).toBeDefined();
  });
});

describe("topic inside a sentence", () => {
  test("lowers title-cased words but keeps initials and acronyms", async () => {
    const { inSentence } = await import("#app/features/blog/ai/article.server");
    expect(inSentence(" Vitamin C Serums ")).toBe("vitamin C serums");
    expect(inSentence("SPF 30 Day Cream with pH 5.5")).toBe("SPF 30 day cream with pH 5.5");
    expect(inSentence("Sulfate-Free Shampoos")).toBe("sulfate-free shampoos");
  });
});
