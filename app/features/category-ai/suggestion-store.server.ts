/**
 * The category suggestions an administrator reviews (ADR 0028). A proposal that fits none of the
 * 22 system categories is kept here as `open`; 'Add Category' records it as `accepted` (with the
 * system category it fits, when it fits one); Dismiss sets `dismissed`. Nothing here ever writes
 * to `categories`: the 22 stay fixed.
 */
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { CategoryRef, StoredSuggestion } from "#app/features/category-ai/schema";
import { AppError } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { categories, categorySuggestions } from "#app/server/db/schema";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";
import type { SystemCategory } from "./engine-reading.server";

export const SUGGESTION_NOT_FOUND = "This suggestion is no longer open. Reload the page to see the current list.";
/** The open list in the panel: the newest first, this many. */
export const OPEN_SUGGESTIONS_SHOWN = 20;

type SuggestionRow = typeof categorySuggestions.$inferSelect;
export type SuggestionFields = Pick<
  SuggestionRow,
  "name" | "description" | "icon" | "seoTitle" | "metaDescription" | "keywords" | "reasoning" | "source"
> & { requestText?: string | null; createdBy?: string | null };

/** One record per name: case, spacing and punctuation do not make a new one. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Every category, inactive ones too: a proposal must not duplicate a hidden category either. */
export async function systemCategories(db: Database): Promise<SystemCategory[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, icon: categories.icon })
    .from(categories)
    .orderBy(categories.sortOrder, categories.name);
}

const ref = (c: { id: string; slug: string; name: string }): CategoryRef => ({ id: c.id, slug: c.slug, name: c.name });

async function toStored(db: Database, row: SuggestionRow): Promise<StoredSuggestion> {
  const matched = row.matchedCategoryId
    ? await db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories)
        .where(eq(categories.id, row.matchedCategoryId))
        .get()
    : undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    reasoning: row.reasoning,
    requestText: row.requestText,
    source: row.source,
    status: row.status,
    matchedCategory: matched ? ref(matched) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findByName(db: Database, name: string) {
  return db
    .select()
    .from(categorySuggestions)
    .where(eq(categorySuggestions.nameKey, nameKey(name)))
    .get();
}

/**
 * Keeps a proposal that fits no system category as `open`. Proposing a name again refreshes its
 * text and re-opens it if it had been dismissed (the admin asked again); an accepted one is left
 * as it was.
 */
export async function recordOpenSuggestion(db: Database, fields: SuggestionFields): Promise<StoredSuggestion> {
  const existing = await findByName(db, fields.name);
  if (existing?.status === "accepted") return toStored(db, existing);
  if (existing) {
    const [updated] = await db
      .update(categorySuggestions)
      .set({ ...fields, createdBy: existing.createdBy ?? fields.createdBy, status: "open" })
      .where(eq(categorySuggestions.id, existing.id))
      .returning();
    return toStored(db, updated ?? existing);
  }
  // A concurrent twin loses the unique-key race quietly and the winner is returned.
  await db
    .insert(categorySuggestions)
    .values({ ...fields, nameKey: nameKey(fields.name), status: "open" })
    .onConflictDoNothing();
  const row = await findByName(db, fields.name);
  if (!row) throw new Error("the category suggestion was not stored");
  return toStored(db, row);
}

/**
 * Records a suggestion as accepted ('Add Category'), with the system category it fits when it
 * fits one. Returns the record and whether it was new.
 */
export async function recordAccepted(
  db: Database,
  fields: SuggestionFields,
  matchedCategoryId: string | null,
): Promise<{ record: StoredSuggestion; created: boolean }> {
  const existing = await findByName(db, fields.name);
  if (existing) {
    const [updated] = await db
      .update(categorySuggestions)
      .set({
        name: fields.name,
        description: fields.description,
        icon: fields.icon,
        // The panel's reasoning replaces the stored one only when it sends one.
        reasoning: fields.reasoning || existing.reasoning,
        status: "accepted",
        matchedCategoryId,
      })
      .where(eq(categorySuggestions.id, existing.id))
      .returning();
    return { record: await toStored(db, updated ?? existing), created: false };
  }
  await db
    .insert(categorySuggestions)
    .values({ ...fields, nameKey: nameKey(fields.name), status: "accepted", matchedCategoryId })
    .onConflictDoNothing();
  const row = await findByName(db, fields.name);
  if (!row) throw new Error("the accepted category suggestion was not stored");
  return { record: await toStored(db, row), created: true };
}

export async function listOpenSuggestions(db: Database): Promise<StoredSuggestion[]> {
  const rows = await db
    .select()
    .from(categorySuggestions)
    .where(eq(categorySuggestions.status, "open"))
    .orderBy(desc(categorySuggestions.createdAt))
    .limit(OPEN_SUGGESTIONS_SHOWN);
  return Promise.all(rows.map((row) => toStored(db, row)));
}

export const DismissSuggestionSchema = z.object({
  id: z.uuid("Suggestion id must be a uuid"),
});

/** Dismisses an open suggestion; one already decided (or unknown) is a 404 that says so. */
export const dismissSuggestion = defineUseCase(DismissSuggestionSchema, async ({ db }: UserContext, { id }) => {
  const [row] = await db
    .update(categorySuggestions)
    .set({ status: "dismissed" })
    .where(and(eq(categorySuggestions.id, id), eq(categorySuggestions.status, "open")))
    .returning();
  if (!row) throw new AppError(404, SUGGESTION_NOT_FOUND);
  return toStored(db, row);
});
