/**
 * Categories by AI (ADR 0028): a description maps onto one of the 22
 * system categories or is kept as a suggestion — never inserted as a category; 'Add Category'
 * records an accepted suggestion; suggestions and blog topics cite counted evidence from the
 * library and from what users asked the wizard for. Only administrators may call any of it.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, test } from "vitest";
import * as settingsPage from "#app/features/admin/routes/settings";
import * as publicCategoriesRoute from "#app/features/catalogue/routes/api/categories";
import { generateCategoryWith } from "#app/features/category-ai/generate-category.server";
import * as acceptRoute from "#app/features/category-ai/routes/api/admin/categories";
import * as suggestRoute from "#app/features/category-ai/routes/api/admin/suggest-categories";
import * as generateRoute from "#app/features/category-ai/routes/api/ai-generate-category";
import * as trendingRoute from "#app/features/category-ai/routes/api/ai-trending-suggestions";
import type {
  GeneratedCategory,
  StoredSuggestion,
  SuggestedCategory,
  TrendingSuggestion,
} from "#app/features/category-ai/schema";
import { suggestCategoriesWith } from "#app/features/category-ai/suggest-categories.server";
import { trendingSuggestionsWith } from "#app/features/category-ai/trending-suggestions.server";
import { createSession } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { userFormulationRequests, userNotes, users } from "#app/server/db/schema";
import type { UserContext } from "#app/server/use-case.server";
import type { LlmClient } from "#formulation";
import { adminSessionCookie, call, countRows, runSeed } from "./helpers";

let adminCookie = "";
let userCookie = "";
let adminCtx: UserContext;

beforeEach(async () => {
  await env.DB.batch(
    ["category_suggestions", "user_formulation_requests", "user_notes", "formulations", "categories"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
  await runSeed();
  const db = getDb();
  const suffix = crypto.randomUUID().slice(0, 8);
  const [admin] = await db
    .insert(users)
    .values({ email: `ai.admin.${suffix}@example.com`, isAdmin: true })
    .returning();
  const [plain] = await db
    .insert(users)
    .values({ email: `ai.user.${suffix}@example.com` })
    .returning();
  if (!admin || !plain) throw new Error("test users missing");
  adminCookie = await adminSessionCookie(db, admin.id);
  userCookie = `formulab_session=${(await createSession(db, plain.id)).token}`;
  adminCtx = { db, caller: { ip: "192.0.2.1" }, user: admin, isAdmin: true };
});

function post(path: string, body?: unknown, cookie: string | null = adminCookie) {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const generate = async (description: unknown, cookie?: string | null) => {
  const res = await call(generateRoute.action, post("/api/ai/generate-category", { description }, cookie));
  return { status: res.status, body: (await res.json()) as GeneratedCategory & { message?: string } };
};
const accept = async (body: unknown) => {
  const res = await call(acceptRoute.action, post("/api/admin/categories", body));
  return { status: res.status, body: (await res.json()) as StoredSuggestion & { message?: string } };
};
const suggest = async () => {
  const res = await call(suggestRoute.action, post("/api/admin/suggest-categories"));
  expect(res.status).toBe(200);
  return ((await res.json()) as { suggestions: SuggestedCategory[] }).suggestions;
};
const trending = async () => {
  const res = await call(trendingRoute.action, post("/api/ai/trending-suggestions"));
  expect(res.status).toBe(200);
  return ((await res.json()) as { suggestions: TrendingSuggestion[] }).suggestions;
};

const DAY = 24 * 60 * 60 * 1000;
async function seedAsks(productName: string, requests: number, daysAgo = 1) {
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  for (let i = 0; i < requests; i++) {
    await getDb().insert(userFormulationRequests).values({ productName, formData: "{}", createdAt });
  }
}

describe("POST /api/ai/generate-category", () => {
  test("a description that fits a system category says which, and stores nothing", async () => {
    const { status, body } = await generate("a range of sulfate-free shampoos");
    expect(status).toBe(200);
    expect(body.outcome).toBe("matched");
    expect(body.matchedCategory).toMatchObject({
      slug: "hair-enrichment-solutions-formulations",
      name: "Hair Enrichment Solutions",
    });
    expect(body.matchedCategory?.reason).toMatch(/Shampoo/);
    expect(body.matchedCategory?.alsoFits.map((c) => c.name)).toEqual(["Salon Base Innovations"]);
    expect(body).toMatchObject({ name: "Sulfate-Free Shampoos", source: "engine", suggestion: null });
    expect(body.seoTitle.length).toBeLessThanOrEqual(60);
    expect(body.metaDescription.length).toBeLessThanOrEqual(160);
    expect(body.icon).toBe("fas fa-wind");
    expect(await countRows("categories")).toBe(22);
    expect(await countRows("category_suggestions")).toBe(0);
  });

  test("a category's own name fits it; another product type finds its home", async () => {
    expect((await generate("Pet Care")).body.matchedCategory?.slug).toBe("pet-care-formulations");
    expect((await generate("Vegan lipsticks in bold colours")).body.matchedCategory?.name).toBe("Beauty Products");
  });

  test("a description that fits none is kept as one open suggestion, never as a category", async () => {
    const first = await generate("Kombucha drinks and fermented teas for cafes");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      outcome: "suggested",
      name: "Kombucha Drinks and Fermented Teas",
      matchedCategory: null,
    });
    expect(first.body.suggestion).toMatchObject({
      status: "open",
      source: "engine",
      name: "Kombucha Drinks and Fermented Teas",
    });
    expect(first.body.reasoning).toMatch(/No product type in the knowledge base \(\d+ types\) matches/);
    expect(first.body.icon).toMatch(/^fas fa-/);
    const again = await generate("kombucha drinks and fermented teas");
    expect(again.body.suggestion?.id).toBe(first.body.suggestion?.id);
    expect(await countRows("category_suggestions")).toBe(1);
    expect(await countRows("categories")).toBe(22);
    const listed = (await (
      await call(publicCategoriesRoute.loader, new Request("http://localhost/api/categories"))
    ).json()) as unknown[];
    expect(listed).toHaveLength(22);
  });

  test("bad descriptions are 400s that say what is wrong", async () => {
    for (const [description, message] of [
      [undefined, "Description is required"],
      ["   ", "Description is required"],
      ["x".repeat(501), "Description must be at most 500 characters"],
      ["<b>bold</b> soaps", "Describe the category in plain words (no markup or control characters)"],
      ["12 34 !!", "Describe the category in words, e.g. 'a range of sulfate-free shampoos'"],
    ] as const) {
      const { status, body } = await generate(description);
      expect(status, String(description)).toBe(400);
      expect(body.message).toBe(message);
    }
    expect(await countRows("category_suggestions")).toBe(0);
  });

  test("with an LLM: its text is used, the knowledge base's fit stands, failures fall back with the reason", async () => {
    const llm = (answer: string | Error): LlmClient => ({
      complete: async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    const drafted = {
      name: "Gentle Shampoos",
      description: "Sulfate-free shampoos for everyday washing.",
      icon: "fas fa-pump-soap",
      seoTitle: "Gentle Shampoo Formulations",
      metaDescription: "Sulfate-free shampoo formulations for small-batch makers.",
      keywords: "sulfate-free shampoo, gentle shampoo",
      matchedCategorySlug: "pet-care-formulations",
      reasoning: "Shampoos for pets are popular.",
    };
    const good = await generateCategoryWith(adminCtx, "a range of sulfate-free shampoos", llm(JSON.stringify(drafted)));
    expect(good).toMatchObject({ source: "llm", name: "Gentle Shampoos", outcome: "matched" });
    expect(good.matchedCategory?.slug).toBe("hair-enrichment-solutions-formulations");

    const placed = await generateCategoryWith(
      adminCtx,
      "Kombucha drinks",
      llm(
        JSON.stringify({
          ...drafted,
          name: "Kombucha",
          matchedCategorySlug: "biodegradable-packaging-solutions-formulations",
          reasoning: "Food-grade blends live with food additives.",
        }),
      ),
    );
    expect(placed.matchedCategory?.slug).toBe("biodegradable-packaging-solutions-formulations");
    expect(placed.matchedCategory?.reason).toMatch(/the model placed it in Biodegradable Packaging Solutions/);

    for (const [answer, reason] of [
      ["{ not json", /malformed JSON/],
      [JSON.stringify({ ...drafted, seoTitle: "x".repeat(61) }), /did not match the schema: seoTitle/],
      [JSON.stringify({ ...drafted, matchedCategorySlug: "candles-formulations" }), /did not match the schema/],
      [new Error("429 Rate limit reached"), /LLM error: 429/],
      [new Error("500 overloaded"), /LLM error: 500/],
      [new Error("Request timed out."), /timed out/],
    ] as const) {
      const outcome = await generateCategoryWith(adminCtx, "Kombucha drinks", llm(answer));
      expect(outcome.source).toBe("engine");
      expect(outcome.fallbackReason).toMatch(reason);
      expect(outcome).toMatchObject({ outcome: "suggested", name: "Kombucha Drinks" });
    }
    expect(await countRows("categories")).toBe(22);
  });
});

describe("POST /api/admin/categories ('Add Category')", () => {
  test("records the suggestion as accepted, with the category it fits — the 22 stay 22", async () => {
    const created = await accept({
      name: "Kombucha Drinks",
      description: "Fermented tea drinks.",
      icon: "fas fa-flask",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Kombucha Drinks", status: "accepted", matchedCategory: null });
    const fits = await accept({
      name: "Sunscreen Lotion (SPF)",
      description: "Sun protection lotions.",
      icon: "fas fa-spa",
    });
    expect(fits.status).toBe(201);
    expect(fits.body.matchedCategory).toMatchObject({ slug: "skin-care-formulations", name: "Skin Care" });
    expect(fits.body.reasoning).toMatch(/Accepted as part of Skin Care/);
    expect(await countRows("categories")).toBe(22);

    // An open suggestion from generate-category becomes accepted: the same record.
    const open = (await generate("Natural fountain pen inks")).body.suggestion;
    const accepted = await accept({ name: open?.name, description: open?.description, icon: open?.icon });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: open?.id, status: "accepted" });
    expect(await countRows("category_suggestions")).toBe(3);
  });

  test("bad input is a 400 with the field's message; hand-made categories stay refused", async () => {
    expect((await accept({ description: "x", icon: "fas fa-flask" })).body.message).toBe("Name is required");
    expect((await accept({ name: "X", description: "x", icon: "<i>" })).body.message).toBe(
      "Icon must be a Font Awesome class such as 'fas fa-flask'",
    );
    expect((await accept({ name: "X", icon: "fas fa-flask" })).status).toBe(400);
    const refused = await call(publicCategoriesRoute.action, post("/api/categories", { name: "X" }));
    expect(refused.status).toBe(403);
  });
});

describe("the Settings tab's open suggestions", () => {
  const page = async <T>(handler: unknown, request: Request) =>
    (await (handler as (args: unknown) => Promise<unknown>)({ request, params: {}, context: {} })) as T;
  const openNames = async () =>
    (
      await page<{ openSuggestions: StoredSuggestion[] }>(
        settingsPage.loader,
        new Request("http://localhost/admin/settings", { headers: { Cookie: adminCookie } }),
      )
    ).openSuggestions.map((s) => s.name);
  const dismiss = async (fields: Record<string, string>, cookie = adminCookie) => {
    const outcome = await page<{ data: { error?: Record<string, string[]> }; init?: { status?: number } | null }>(
      settingsPage.action,
      new Request("http://localhost/admin/settings", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
      }),
    );
    return { status: outcome.init?.status ?? 200, error: outcome.data.error };
  };

  test("lists what generation kept; Dismiss takes it off the list once", async () => {
    const id = (await generate("Kombucha drinks")).body.suggestion?.id ?? "";
    expect(await openNames()).toEqual(["Kombucha Drinks"]);
    expect((await dismiss({ intent: "dismiss", id })).status).toBe(200);
    expect(await openNames()).toEqual([]);
    const again = await dismiss({ intent: "dismiss", id });
    expect(again.status).toBe(404);
    expect(again.error?.[""]).toEqual(["This suggestion is no longer open. Reload the page to see the current list."]);
    expect((await dismiss({ intent: "dismiss", id: "nope" })).status).toBe(400);
    expect((await dismiss({ intent: "dismiss", id }, userCookie)).status).toBe(403);
    // Asking for it again re-opens it.
    await generate("kombucha drinks");
    expect(await openNames()).toEqual(["Kombucha Drinks"]);
  });
});

describe("suggestions grounded in what the library lacks", () => {
  test("wizard requests the library does not cover appear first, with their counts", async () => {
    await seedAsks("Kombucha starter kit", 3);
    await seedAsks("Sunscreen lotion SPF 30", 2);
    await getDb()
      .insert(userNotes)
      .values({ productType: "Sunscreen lotion SPF 30", additionalNote: "water resistant", frequency: 2 });
    await seedAsks("Kombucha starter kit", 5, 200); // outside the 90-day window: not counted
    const suggestions = await suggest();
    expect(suggestions[0]).toMatchObject({ name: "Kombucha Starter Kit", icon: "fas fa-flask" });
    expect(suggestions[0]?.reasoning).toContain('"Kombucha starter kit" in the last 90 days (3 wizard requests)');
    const sunscreen = suggestions.find((s) => s.name.startsWith("Sunscreen"));
    expect(sunscreen?.reasoning).toContain(
      "(2 wizard requests and 2 notes); the library has 0 formulations of this type",
    );
    expect(sunscreen?.icon).toBe("fas fa-spa");
    const thin = suggestions.filter((s) => /against a median of/.test(s.reasoning));
    expect(thin.length).toBeGreaterThan(0);
    expect(thin[0]?.reasoning).toMatch(
      /has \d+ active formulations?, against a median of \d+(\.5)? across the 22 categories/,
    );
    for (const s of suggestions)
      expect(s).toEqual({
        name: expect.any(String),
        description: expect.any(String),
        icon: expect.any(String),
        reasoning: expect.any(String),
      });
  });

  test("a request already worded as 'Formulations for …' is not suggested as 'Formulations for formulations for …'", async () => {
    await seedAsks("Formulations for hoof balm", 3);
    const hoof = (await suggest()).find((s) => /hoof/i.test(s.name));
    expect(hoof).toMatchObject({ name: "Hoof Balm", description: "Formulations for hoof balm." });
  });

  test("accepted or dismissed names are not offered again", async () => {
    await seedAsks("Kombucha starter kit", 1);
    expect((await suggest()).map((s) => s.name)).toContain("Kombucha Starter Kit");
    await accept({ name: "Kombucha Starter Kit", description: "Kits.", icon: "fas fa-flask" });
    expect((await suggest()).map((s) => s.name)).not.toContain("Kombucha Starter Kit");
  });

  test("with an LLM the names are reworded but the reasoning keeps the engine's counts", async () => {
    await seedAsks("Kombucha starter kit", 3);
    const engine = await suggestCategoriesWith(adminCtx, undefined);
    const llm: LlmClient = {
      complete: async (messages) => {
        const { items } = JSON.parse(messages[1]?.content ?? "{}") as { items: unknown[] };
        return JSON.stringify({
          items: items.map((_, i) => ({ title: `Idea ${i + 1}`, text: "A reworded description." })),
        });
      },
    };
    const worded = await suggestCategoriesWith(adminCtx, llm);
    expect(worded.source).toBe("llm");
    expect(worded.suggestions[0]?.name).toBe("Idea 1");
    expect(worded.suggestions.map((s) => s.reasoning)).toEqual(engine.suggestions.map((s) => s.reasoning));
    const short: LlmClient = { complete: async () => JSON.stringify({ items: [] }) };
    const fallback = await suggestCategoriesWith(adminCtx, short);
    expect(fallback).toMatchObject({ source: "engine", suggestions: engine.suggestions });
    expect(fallback.fallbackReason).toMatch(/LLM returned 0 items/);
  });
});

describe("POST /api/ai/trending-suggestions", () => {
  test("what users asked for recently leads, with the counts; the library fills the rest", async () => {
    await seedAsks("Sunscreen lotion SPF 30", 4);
    await seedAsks("Anti-dandruff shampoo", 2);
    await seedAsks("Anti-dandruff shampoo", 9, 45); // outside the 30-day window
    const suggestions = await trending();
    expect(suggestions[0]?.title).toBe("How to Formulate Sunscreen Lotion (SPF)");
    expect(suggestions[0]?.description).toContain("asked for in the last 30 days (4 wizard requests)");
    expect(suggestions[0]?.description).toContain("the library has no formulation of this type yet");
    expect(suggestions[0]?.targetKeywords).toContain("sunscreen lotion (spf) formulation");
    expect(suggestions[1]?.description).toMatch(
      /\(2 wizard requests\); the library has \d+ formulations? of this type in Hair Enrichment Solutions/,
    );
    const library = suggestions.slice(2);
    expect(library[0]?.title).toMatch(/^Inside the Cleaning Products Library: \d+ Production-Ready Formulations$/);
    expect(library[0]?.description).toMatch(/Cleaning Products holds \d+ active formulations in the library, e.g. /);
    expect(suggestions.length).toBeLessThanOrEqual(6);
  });

  test("with no requests it is grounded in the library alone; an LLM may reword, never drop the evidence", async () => {
    const engine = await trendingSuggestionsWith(adminCtx, undefined);
    expect(engine.suggestions.length).toBeGreaterThanOrEqual(4);
    for (const s of engine.suggestions) expect(s.description).toMatch(/Evidence: .+ holds \d+ active formulations/);
    const llm: LlmClient = {
      complete: async (messages) => {
        const { items } = JSON.parse(messages[1]?.content ?? "{}") as { items: unknown[] };
        return JSON.stringify({ items: items.map(() => ({ title: "A fresh title", text: "A fresh pitch." })) });
      },
    };
    const worded = await trendingSuggestionsWith(adminCtx, llm);
    expect(worded.source).toBe("llm");
    worded.suggestions.forEach((s, i) => {
      expect(s.title).toBe("A fresh title");
      expect(s.description.endsWith(engine.suggestions[i]?.description.split("Evidence:")[1] ?? "?")).toBe(true);
    });
  });
});

test("every endpoint refuses anonymous callers (401) and non-admins (403)", async () => {
  const routes = [
    [generateRoute, "/api/ai/generate-category", { description: "soaps" }],
    [trendingRoute, "/api/ai/trending-suggestions", undefined],
    [suggestRoute, "/api/admin/suggest-categories", undefined],
    [acceptRoute, "/api/admin/categories", { name: "X", description: "Y", icon: "fas fa-flask" }],
  ] as const;
  for (const [route, path, body] of routes) {
    expect((await call(route.action, post(path, body, null))).status, path).toBe(401);
    expect((await call(route.action, post(path, body, userCookie))).status, path).toBe(403);
  }
  expect(await countRows("category_suggestions")).toBe(0);
});
