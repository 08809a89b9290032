/**
 * Content-managed pages as the public site reads them. Admin-entered HTML is sanitised with the
 * allow-list in lib/sanitize-html.ts both when stored (admin-pages.server.ts) and when shown (here),
 * so a page can never carry scripts, event handlers or javascript: links.
 */
import { and, eq, ne } from "drizzle-orm";
import { SLUG_PATTERN } from "#app/lib/fields";
import { sanitizeHtml } from "#app/lib/sanitize-html";
import { clip, DESCRIPTION_MAX } from "#app/lib/seo";
import type { Database } from "#app/server/db/client.server";
import { pages } from "#app/server/db/schema";

export type PublicPage = { title: string; content: string; metaDescription: string | null; summary: string };

/** The page's words without markup: what a search result shows when the admin wrote no meta description. */
function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return clip(text, DESCRIPTION_MAX);
}

export async function findActivePage(db: Database, slug: string): Promise<PublicPage | undefined> {
  // Only a slug the Content tab could have saved is looked up: other paths cost no query.
  if (!SLUG_PATTERN.test(slug)) return undefined;
  const page = await db
    .select({ title: pages.title, content: pages.content, metaDescription: pages.metaDescription })
    .from(pages)
    .where(and(eq(pages.slug, slug), ne(pages.isActive, false)))
    .get();
  if (!page) return undefined;
  const content = sanitizeHtml(page.content);
  return { ...page, content, summary: summaryOf(content) };
}
