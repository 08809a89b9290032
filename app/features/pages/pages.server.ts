/**
 * Content-managed pages as the public site reads them. Admin-entered HTML is sanitised with the
 * allow-list in lib/sanitize-html.ts both when stored (admin-pages.server.ts) and when shown (here),
 * so a page can never carry scripts, event handlers or javascript: links.
 */
import { and, eq, ne } from "drizzle-orm";
import { sanitizeHtml } from "#app/lib/sanitize-html";
import type { Database } from "#app/server/db/client.server";
import { pages } from "#app/server/db/schema";

export async function findActivePage(db: Database, slug: string) {
  const page = await db
    .select({ title: pages.title, content: pages.content, metaDescription: pages.metaDescription })
    .from(pages)
    .where(and(eq(pages.slug, slug), ne(pages.isActive, false)))
    .get();
  return page ? { ...page, content: sanitizeHtml(page.content) } : undefined;
}
