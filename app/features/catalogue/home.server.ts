import { categoryCard } from "#app/features/catalogue/category-picture.server";
import type { HomePageData } from "#app/features/catalogue/components/home-page";
import { searchCategories } from "#app/features/search/search.server";
import { memoForContent } from "#app/server/content-memo.server";
import { getDb } from "#app/server/db/client.server";
import { renderHomeContent } from "#app/server/static-sections.server";

/**
 * The home page's content as server HTML (also the not-found page's). It is the same for everyone
 * until the catalogue changes, so it is rendered once per content version. Searching is /browse's:
 * the home page's old search address (`/?q=`) redirects there.
 */
export function homeContentHtml(): Promise<string> {
  const db = getDb();
  return memoForContent(db, "home", async () => renderHomeContent(await loadHomePage()));
}

async function loadHomePage(): Promise<HomePageData> {
  const all = await searchCategories(getDb(), undefined);
  return {
    totalCategories: all.length,
    totalFormulations: all.reduce((sum, c) => sum + c.formulationCount, 0),
    categories: all.map(categoryCard),
  };
}
