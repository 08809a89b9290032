import { z } from "zod";
import type { HomePageData } from "#app/components/home/home-page";
import { categoryCard } from "./category-picture.server";
import { memoForContent } from "./content-memo.server";
import { getDb } from "./db/client.server";
import { SearchTerm, searchCategories } from "./search.server";
import { renderHomeContent } from "./static-sections.server";

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
