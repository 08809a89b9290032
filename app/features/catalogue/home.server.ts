import { z } from "zod";
import { categoryCard } from "#app/features/catalogue/category-picture.server";
import type { HomePageData } from "#app/features/catalogue/components/home-page";
import { SearchTerm, searchCategories } from "#app/features/search/search.server";
import { memoForContent } from "#app/server/content-memo.server";
import { getDb } from "#app/server/db/client.server";
import { renderHomeContent } from "#app/server/static-sections.server";

const HomeQuerySchema = z.object({ q: SearchTerm.catch("") });

/**
 * The home page's content as server HTML (also the not-found page's). Without a search it is the
 * same for everyone until the catalogue changes, so it is rendered once per content version.
 */
export async function homeContentHtml(request: Request): Promise<string> {
  const { q } = HomeQuerySchema.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const render = async () => renderHomeContent(await loadHomePage(q));
  return q ? render() : memoForContent(getDb(), "home", render);
}

async function loadHomePage(q: string): Promise<HomePageData> {
  const db = getDb();
  const [all, matches] = await Promise.all([searchCategories(db, undefined), q ? searchCategories(db, q) : undefined]);
  return {
    query: q,
    totalCategories: all.length,
    totalFormulations: all.reduce((sum, c) => sum + c.formulationCount, 0),
    categories: (matches ?? all).map(categoryCard),
  };
}
