import { z } from "zod";
import type { HomePageData } from "~/components/home/home-page";
import { categoryPicture } from "./category-picture.server";
import { getDb } from "./db/client.server";
import { SearchTerm, searchCategories } from "./search.server";

const HomeQuerySchema = z.object({ q: SearchTerm.catch("") });

/** Data for the home page (and the not-found fallback, which shows the same content). */
export async function loadHomePage(request: Request): Promise<HomePageData> {
  const { q } = HomeQuerySchema.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const db = getDb();
  const [all, matches] = await Promise.all([searchCategories(db, undefined), q ? searchCategories(db, q) : undefined]);
  return {
    query: q,
    totalCategories: all.length,
    totalFormulations: all.reduce((sum, c) => sum + c.formulationCount, 0),
    categories: (matches ?? all).map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      icon: c.icon,
      picture: categoryPicture(c),
      formulationCount: c.formulationCount,
    })),
  };
}
