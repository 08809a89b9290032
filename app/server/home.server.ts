import { z } from "zod";
import type { HomePageData } from "~/components/home/home-page";
import { listCategories } from "./catalog.server";
import { getDb } from "./db/client.server";

const HomeQuerySchema = z.object({ q: z.string().trim().max(100).catch("") });

/** Data for the home page (and the not-found fallback, which shows the same content). */
export async function loadHomePage(request: Request): Promise<HomePageData> {
  const { q } = HomeQuerySchema.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const all = await listCategories(getDb());
  const term = q.toLowerCase();
  const matches = term
    ? all.filter((c) => c.name.toLowerCase().includes(term) || c.description.toLowerCase().includes(term))
    : all;
  return {
    query: q,
    totalCategories: all.length,
    totalFormulations: all.reduce((sum, c) => sum + c.formulationCount, 0),
    categories: matches.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      icon: c.icon,
      formulationCount: c.formulationCount,
    })),
  };
}
