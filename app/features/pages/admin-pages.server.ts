/**
 * The Content tab's use cases: list,
 * create, update and delete content-managed pages. HTML is sanitised before it is stored (and again
 * when shown, pages.server.ts). Every change bumps the content version so the edge cache drops
 * pages that showed the old text (About reads the 'about' page).
 */
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { PageFields } from "#app/features/pages/schema";
import { sanitizeHtml } from "#app/lib/sanitize-html";
import { AppError } from "#app/server/app-error";
import { bumpContentVersion } from "#app/server/content-version.server";
import type { Database } from "#app/server/db/client.server";
import { pages } from "#app/server/db/schema";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";

export const PAGE_NOT_FOUND = "Page not found";
export const PAGE_DELETED = "Page deleted";

type PageRow = typeof pages.$inferSelect;
export type AdminPage = ReturnType<typeof toAdminPage>;

export function toAdminPage(p: PageRow) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    content: p.content,
    metaDescription: p.metaDescription,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function listAdminPages(db: Database): Promise<AdminPage[]> {
  return (await db.select().from(pages).orderBy(desc(pages.updatedAt))).map(toAdminPage);
}

async function assertSlugFree(db: Database, slug: string, exceptId?: string) {
  const other = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).get();
  if (other && other.id !== exceptId) {
    const message = `A page with the slug "${slug}" already exists`;
    throw new AppError(409, message, { slug: [message] });
  }
}

export const createPage = defineUseCase(PageFields, async ({ db }: UserContext, input) => {
  await assertSlugFree(db, input.slug);
  const [saved] = await db
    .insert(pages)
    .values({ ...input, content: sanitizeHtml(input.content), isActive: input.isActive ?? true })
    .returning();
  if (!saved) throw new Error("the page was not stored");
  await bumpContentVersion(db);
  return toAdminPage(saved);
});

const PageId = z.uuid("Page id must be a uuid");

export const updatePage = defineUseCase(PageFields.extend({ id: PageId }), async ({ db }: UserContext, input) => {
  const { id, ...fields } = input;
  await assertSlugFree(db, fields.slug, id);
  const [saved] = await db
    .update(pages)
    .set({
      ...fields,
      content: sanitizeHtml(fields.content),
      ...(fields.isActive === undefined ? {} : { isActive: fields.isActive }),
    })
    .where(eq(pages.id, id))
    .returning();
  if (!saved) throw new AppError(404, PAGE_NOT_FOUND);
  await bumpContentVersion(db);
  return toAdminPage(saved);
});

export const deletePage = defineUseCase(z.object({ id: PageId }), async ({ db }: UserContext, { id }) => {
  const [deleted] = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  if (!deleted) throw new AppError(404, PAGE_NOT_FOUND);
  await bumpContentVersion(db);
  return { id, message: PAGE_DELETED };
});
