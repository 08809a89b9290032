/**
 * The trending widget's data (ADR 0029): derived from downloads,
 * favourites and wizard requests of the last 90 days, placed in regions by country, scored against
 * the top item — and, when nobody did anything, the newest library formulations said to be new.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, test } from "vitest";
import * as trendingRoute from "#app/features/blog/routes/api/trending-formulations";
import {
  NEWEST_SHOWN,
  newestFormulations,
  type TrendingFormulation,
  trendingFormulations,
} from "#app/features/blog/trending.server";
import { regionOf } from "#app/lib/regions";
import { getDb } from "#app/server/db/client.server";
import {
  categories,
  formulations,
  userDownloads,
  userFavorites,
  userFormulationRequests,
  users,
} from "#app/server/db/schema";
import { call, get, runSeed } from "./helpers";

type Library = { id: string; name: string; categoryId: string; slug: string };
let library: Library[] = [];

beforeAll(async () => {
  await runSeed();
  library = await getDb()
    .select({
      id: formulations.id,
      name: formulations.name,
      categoryId: formulations.categoryId,
      slug: formulations.slug,
    })
    .from(formulations)
    .limit(3);
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM user_downloads"),
    env.DB.prepare("DELETE FROM user_favorites"),
    env.DB.prepare("DELETE FROM user_formulation_requests"),
  ]);
});

async function user(country: string | null) {
  const [row] = await getDb()
    .insert(users)
    .values({ email: `trend.${crypto.randomUUID().slice(0, 8)}@example.com`, country })
    .returning();
  if (!row) throw new Error("no user");
  return row.id;
}

async function download(userId: string, f: Library, daysAgo = 1) {
  await getDb()
    .insert(userDownloads)
    .values({
      userId,
      formulationId: f.id,
      formulationName: f.name,
      downloadedAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
}

test("countries map to the spec's regions honestly", () => {
  expect(regionOf("United States")).toBe("USA");
  expect(regionOf("US")).toBe("USA");
  expect(regionOf("Germany")).toBe("Europe");
  expect(regionOf("gb")).toBe("Europe");
  expect(regionOf("Japan")).toBe("Asia");
  expect(regionOf("IN")).toBe("Asia");
  expect(regionOf("Canada")).toBe("Other regions");
  expect(regionOf("Brazil")).toBe("Other regions");
  expect(regionOf(null)).toBe("Other regions");
});

test("nothing happened: nothing is trending, and the widget gets the newest formulations, said to be new", async () => {
  expect(await trendingFormulations(getDb())).toEqual([]);
  const res = await call(trendingRoute.loader, get("/api/ai-blog/trending-formulations"));
  expect(res.status).toBe(200);
  const items = (await res.json()) as TrendingFormulation[];
  expect(items).toHaveLength(NEWEST_SHOWN);
  expect(new Set(items.map((i) => i.category)).size).toBe(items.length);
  for (const item of items) {
    expect(item).toMatchObject({ basis: "new", region: null, popularityScore: null, targetMarket: null });
    expect(item.trendReason).toMatch(/^New in the library/);
    expect(item.keyIngredients.length).toBeGreaterThan(0);
    // The water base, however the label names it, is not what makes a formulation worth a look.
    expect(item.keyIngredients.some((n) => /^((de(ion|mineral)i[sz]ed|distilled|purified) )?water\b/i.test(n))).toBe(
      false,
    );
  }
  // A deactivated formulation is not offered as new either.
  const [first] = items;
  if (!first) throw new Error("no items");
  await getDb().update(formulations).set({ isActive: false }).where(eq(formulations.slug, first.slug));
  expect((await newestFormulations(getDb())).map((i) => i.slug)).not.toContain(first.slug);
  await getDb().update(formulations).set({ isActive: true }).where(eq(formulations.slug, first.slug));
});

test("downloads, favourites and wizard requests rank formulations per region", async () => {
  const [a, b, c] = library;
  if (!a || !b || !c) throw new Error("library too small");
  const us1 = await user("United States");
  const us2 = await user("United States");
  const de = await user("Germany");
  const jp = await user("Japan");
  // USA: a downloaded twice (6) + favourited once (2) = 8; b downloaded once (3).
  await download(us1, a);
  await download(us2, a);
  await download(us1, b);
  await getDb().insert(userFavorites).values({ userId: us2, formulationId: a.id });
  // Europe: c favourited (2) + two wizard requests for c's category from Germany (2) = 4.
  await getDb().insert(userFavorites).values({ userId: de, formulationId: c.id });
  const [cat] = await getDb()
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eqId(c.categoryId));
  for (const _ of [1, 2]) {
    await getDb()
      .insert(userFormulationRequests)
      .values({ productName: "Cream", productCategory: cat?.slug, country: "DE", formData: "{}" });
  }
  // Asia: only an old download, outside the 90-day window.
  await download(jp, b, 120);

  const items = await trendingFormulations(getDb());
  expect(items.every((i) => i.basis === "activity")).toBe(true);
  expect(items.map((i) => [i.name, i.region, i.popularityScore])).toEqual([
    [a.name, "USA", 100],
    [c.name, "Europe", 50],
    [b.name, "USA", 38],
  ]);
  const top = items[0];
  expect(top?.trendReason).toBe("2 downloads and 1 favourite in the last 90 days");
  expect(top?.targetMarket).toBe("Makers in United States");
  expect(items[1]?.trendReason).toBe(`1 favourite and 2 wizard requests for ${cat?.name} in the last 90 days`);
  expect(items[1]?.category).toBe(cat?.name);
  for (const item of items) {
    expect(item.keyIngredients.length).toBeGreaterThan(0);
    expect(item.keyIngredients.some((n) => /^(water|aqua)\b/i.test(n))).toBe(false);
  }

  const res = await call(trendingRoute.loader, get("/api/ai-blog/trending-formulations"));
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  expect(((await res.json()) as unknown[]).length).toBe(3);
});

test("a deactivated formulation stops trending", async () => {
  const [a] = library;
  if (!a) throw new Error("library too small");
  await download(await user("France"), a);
  expect((await trendingFormulations(getDb())).map((i) => i.name)).toEqual([a.name]);
  await getDb().update(formulations).set({ isActive: false }).where(eqFormulation(a.id));
  expect(await trendingFormulations(getDb())).toEqual([]);
  await getDb().update(formulations).set({ isActive: true }).where(eqFormulation(a.id));
});

function eqId(id: string) {
  return eq(categories.id, id);
}
function eqFormulation(id: string) {
  return eq(formulations.id, id);
}
