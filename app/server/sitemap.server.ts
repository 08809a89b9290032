import { and, desc, eq, ne } from "drizzle-orm";
import { isBuiltInPageSlug } from "#app/features/pages/schema";
import type { Database } from "./db/client.server";
import { blogPosts, categories, formulations, pages } from "./db/schema";

const STATIC_PATHS = [
  "/",
  "/browse",
  "/demo",
  "/about",
  "/blog",
  "/faq",
  "/terms-of-service",
  "/privacy-policy",
  "/disclaimer",
];

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

/**
 * Every public URL: static pages, active content-managed pages at their own path (the catch-all
 * route serves them; one whose slug a built-in page already owns, like About, is listed once),
 * active categories, active formulations, published posts.
 */
export async function buildSitemap(db: Database, origin: string): Promise<string> {
  const [cats, forms, posts, cmsPages] = await db.batch([
    db
      .select({ slug: categories.slug, createdAt: categories.createdAt })
      .from(categories)
      .where(ne(categories.isActive, false)),
    db
      .select({ slug: formulations.slug, updatedAt: formulations.updatedAt })
      .from(formulations)
      .innerJoin(categories, eq(categories.id, formulations.categoryId))
      .where(and(ne(formulations.isActive, false), ne(categories.isActive, false)))
      .orderBy(desc(formulations.updatedAt)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true)),
    db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).where(ne(pages.isActive, false)),
  ]);
  const urls: { loc: string; lastmod?: Date }[] = [
    ...STATIC_PATHS.map((p) => ({ loc: p })),
    ...cmsPages
      // A page whose address a built-in page answers is not what that address shows.
      .filter((p) => !isBuiltInPageSlug(p.slug) && !STATIC_PATHS.includes(`/${p.slug}`))
      .map((p) => ({ loc: `/${p.slug}`, lastmod: p.updatedAt })),
    ...cats.map((c) => ({ loc: `/category/${c.slug}`, lastmod: c.createdAt })),
    ...forms.map((f) => ({ loc: `/formulation/${f.slug}`, lastmod: f.updatedAt })),
    ...posts.map((p) => ({ loc: `/blog/${p.slug}`, lastmod: p.updatedAt })),
  ];
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "Disallow: /my-account",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
