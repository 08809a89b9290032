/**
 * Trending formulations (ADR 0029), derived from
 * what people did on this site in the last TRENDING_WINDOW_DAYS days — nothing is invented:
 * - a library download by a signed-in user counts 3, a favourite 2 (in the user's country);
 * - a wizard request counts 1 for every trending formulation of the category it asked for, in the
 *   requester's country (demand for the kind of product, not for one recipe).
 * Countries become regions (lib/regions.ts). A formulation trends in a region once someone there
 * downloaded or favourited it; its score is its weighted count as a share of the top one (0–100).
 * Until anyone has done anything (a fresh install), the widget shows the newest formulations of the
 * library instead, each said to be new rather than trending, with no region or score.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne } from "drizzle-orm";
import type { Region } from "#app/lib/region-names";
import { regionOf } from "#app/lib/regions";
import type { Database } from "#app/server/db/client.server";
import {
  categories,
  formulations,
  userDownloads,
  userFavorites,
  userFormulationRequests,
  users,
} from "#app/server/db/schema";
import { parseIngredients } from "#app/server/formulations.server";

export const TRENDING_WINDOW_DAYS = 90;
export const TRENDING_PER_REGION = 6;
export const WEIGHTS = { download: 3, favourite: 2, wizardRequest: 1 } as const;
/** How many of the newest formulations stand in while nothing is trending: one per category. */
export const NEWEST_SHOWN = 6;

/**
 * `basis` says why an item is listed: `activity`, trending from what people did here; `new`, one of
 * the newest formulations while nothing is trending — with no region, score or market to claim.
 */
export type TrendingFormulation = {
  name: string;
  slug: string;
  category: string;
  basis: "activity" | "new";
  region: Region | null;
  popularityScore: number | null;
  description: string;
  keyIngredients: string[];
  targetMarket: string | null;
  trendReason: string;
};

type Tally = { downloads: number; favourites: number; countries: Map<string, number> };

/** Water is the base of most recipes, not what makes one sought after. */
const NOT_KEY = /^(water|aqua|(deionized|deionised|demineralized|demineralised|distilled|purified) water)\b/i;

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Ingredient names, largest share first, without the water base. */
function keyIngredientsOf(json: string | null): string[] {
  const share = (p: string) => Number.parseFloat(p) || 0;
  return parseIngredients(json)
    .filter((i) => !NOT_KEY.test(i.name))
    .sort((a, b) => share(b.percentage) - share(a.percentage))
    .map((i) => i.name);
}

export async function trendingFormulations(db: Database, now = new Date()): Promise<TrendingFormulation[]> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000);
  const [downloads, favourites, requests] = await db.batch([
    db
      .select({ formulationId: userDownloads.formulationId, country: users.country, n: count() })
      .from(userDownloads)
      .innerJoin(users, eq(users.id, userDownloads.userId))
      .where(and(gte(userDownloads.downloadedAt, since), isNotNull(userDownloads.formulationId)))
      .groupBy(userDownloads.formulationId, users.country),
    db
      .select({ formulationId: userFavorites.formulationId, country: users.country, n: count() })
      .from(userFavorites)
      .innerJoin(users, eq(users.id, userFavorites.userId))
      .where(gte(userFavorites.addedAt, since))
      .groupBy(userFavorites.formulationId, users.country),
    db
      .select({
        category: userFormulationRequests.productCategory,
        country: userFormulationRequests.country,
        n: count(),
      })
      .from(userFormulationRequests)
      .where(and(gte(userFormulationRequests.createdAt, since), isNotNull(userFormulationRequests.productCategory)))
      .groupBy(userFormulationRequests.productCategory, userFormulationRequests.country),
  ]);

  // (formulation, region) → what happened there.
  const tallies = new Map<string, Tally>();
  const tally = (formulationId: string, country: string | null, n: number) => {
    const key = `${formulationId}|${regionOf(country)}`;
    const t = tallies.get(key) ?? { downloads: 0, favourites: 0, countries: new Map<string, number>() };
    tallies.set(key, t);
    if (country) t.countries.set(country, (t.countries.get(country) ?? 0) + n);
    return t;
  };
  for (const d of downloads) if (d.formulationId) tally(d.formulationId, d.country, d.n).downloads += d.n;
  for (const f of favourites) tally(f.formulationId, f.country, f.n).favourites += f.n;
  if (!tallies.size) return [];

  // (category slug, region) → wizard requests.
  const demand = new Map<string, number>();
  for (const r of requests) {
    const key = `${r.category}|${regionOf(r.country)}`;
    demand.set(key, (demand.get(key) ?? 0) + r.n);
  }

  const ids = [...new Set([...tallies.keys()].map((k) => k.split("|")[0] ?? ""))];
  const rows = await db
    .select({
      id: formulations.id,
      name: formulations.name,
      slug: formulations.slug,
      description: formulations.description,
      ingredients: formulations.ingredients,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(and(inArray(formulations.id, ids), ne(formulations.isActive, false), ne(categories.isActive, false)));
  const byId = new Map(rows.map((r) => [r.id, r]));

  const scored = [...tallies.entries()].flatMap(([key, t]) => {
    const [id = "", region = "Other regions"] = key.split("|");
    const f = byId.get(id);
    if (!f) return [];
    const requested = demand.get(`${f.categorySlug}|${region}`) ?? 0;
    const raw = WEIGHTS.download * t.downloads + WEIGHTS.favourite * t.favourites + WEIGHTS.wizardRequest * requested;
    return [{ f, t, region: region as Region, requested, raw }];
  });
  const top = Math.max(...scored.map((s) => s.raw));

  const perRegion = new Map<Region, typeof scored>();
  for (const s of scored.sort((a, b) => b.raw - a.raw || a.f.name.localeCompare(b.f.name))) {
    const list = perRegion.get(s.region) ?? [];
    if (list.length < TRENDING_PER_REGION) perRegion.set(s.region, [...list, s]);
  }

  return [...perRegion.values()]
    .flat()
    .sort((a, b) => b.raw - a.raw || a.f.name.localeCompare(b.f.name))
    .map(({ f, t, region, requested, raw }) => {
      const countries = [...t.countries.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
      const shown = countries.slice(0, 3);
      const more = countries.length - shown.length;
      const reasons = [
        t.downloads ? plural(t.downloads, "download") : "",
        t.favourites ? plural(t.favourites, "favourite") : "",
        requested ? `${plural(requested, "wizard request")} for ${f.categoryName}` : "",
      ].filter(Boolean);
      return {
        name: f.name,
        slug: f.slug,
        category: f.categoryName,
        basis: "activity" as const,
        region,
        popularityScore: Math.max(1, Math.round((100 * raw) / top)),
        description: f.description,
        keyIngredients: keyIngredientsOf(f.ingredients),
        targetMarket: shown.length
          ? `Makers in ${joinList(more ? [...shown, plural(more, "more country", "more countries")] : shown)}`
          : "Makers who did not give a country",
        trendReason: `${joinList(reasons)} in the last ${TRENDING_WINDOW_DAYS} days`,
      };
    });
}

/** The newest active formulations, one per category, for a site where nothing is trending yet. */
export async function newestFormulations(db: Database): Promise<TrendingFormulation[]> {
  const rows = await db
    .select({
      name: formulations.name,
      slug: formulations.slug,
      description: formulations.description,
      ingredients: formulations.ingredients,
      categoryName: categories.name,
    })
    .from(formulations)
    .innerJoin(categories, eq(categories.id, formulations.categoryId))
    .where(and(ne(formulations.isActive, false), ne(categories.isActive, false)))
    .orderBy(desc(formulations.createdAt), asc(formulations.name))
    .limit(NEWEST_SHOWN * 20);
  const seen = new Set<string>();
  const picked = rows.filter((r) => !seen.has(r.categoryName) && seen.add(r.categoryName)).slice(0, NEWEST_SHOWN);
  return picked.map((f) => ({
    name: f.name,
    slug: f.slug,
    category: f.categoryName,
    basis: "new",
    region: null,
    popularityScore: null,
    description: f.description,
    keyIngredients: keyIngredientsOf(f.ingredients),
    targetMarket: null,
    trendReason: `New in the library: nothing has been downloaded or saved here in the last ${TRENDING_WINDOW_DAYS} days yet`,
  }));
}

/** What the widget lists: the trending formulations, or the newest ones while nothing is trending. */
export async function trendingOrNewest(db: Database, now = new Date()): Promise<TrendingFormulation[]> {
  const trending = await trendingFormulations(db, now);
  return trending.length ? trending : newestFormulations(db);
}
