/** Favourites and downloads of one user: every query is scoped by the user's id. */
import { and, desc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { activityEventRow } from "#app/features/favourites/activity.server";
import { AppError } from "#app/server/app-error";
import type { Database } from "#app/server/db/client.server";
import { activityEvents, formulations, userDownloads, userFavorites } from "#app/server/db/schema";
import { defineUseCase, type UserContext } from "#app/server/use-case.server";

export async function listFavorites(db: Database, userId: string) {
  const rows = await db
    .select({
      id: userFavorites.id,
      formulationId: userFavorites.formulationId,
      addedAt: userFavorites.addedAt,
      name: formulations.name,
      slug: formulations.slug,
    })
    .from(userFavorites)
    .leftJoin(formulations, eq(formulations.id, userFavorites.formulationId))
    .where(eq(userFavorites.userId, userId))
    .orderBy(desc(userFavorites.addedAt));
  return rows.map((r) => ({
    id: r.id,
    formulationId: r.formulationId,
    addedAt: r.addedAt.toISOString(),
    formulation: r.name ? { name: r.name, slug: r.slug } : null,
  }));
}

const FavoriteInput = z.object({
  formulationId: z.string({ error: "formulationId is required" }).uuid("formulationId must be a formulation id"),
});

export const FORMULATION_NOT_FOUND = "Formulation not found";

/** Adding a favourite twice is a no-op, not an error (unique per user and formulation). */
export const addFavorite = defineUseCase(FavoriteInput, async ({ db, user }: UserContext, { formulationId }) => {
  const exists = await db
    .select({ id: formulations.id })
    .from(formulations)
    .where(and(eq(formulations.id, formulationId), ne(formulations.isActive, false)))
    .get();
  if (!exists) throw new AppError(404, FORMULATION_NOT_FOUND);
  const added = await db
    .insert(userFavorites)
    .values({ userId: user.id, formulationId })
    .onConflictDoNothing()
    .returning({ id: userFavorites.id });
  // A favourite of a public formulation is public news; saving it again is not news again.
  if (added.length) await db.insert(activityEvents).values(activityEventRow(user, "favourited", formulationId));
  return { formulationId, favorite: true as const };
});

export const removeFavorite = defineUseCase(FavoriteInput, async ({ db, user }: UserContext, { formulationId }) => {
  const removed = await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.userId, user.id), eq(userFavorites.formulationId, formulationId)))
    .returning({ id: userFavorites.id });
  if (!removed.length) throw new AppError(404, "Favorite not found");
  return { formulationId, favorite: false as const };
});

/** The formulation page's toggle: the form says which state the visitor wants. */
export const setFavorite = defineUseCase(
  // Form fields are text: "true" adds, "false" removes.
  FavoriteInput.extend({ favorite: z.enum(["true", "false"], { message: "favorite must be true or false" }) }),
  async (ctx: UserContext, { formulationId, favorite }) => {
    if (favorite === "true") return addFavorite(ctx, { formulationId });
    // Removing one that is already gone leaves the state the visitor asked for: not an error here.
    return removeFavorite(ctx, { formulationId }).catch((error) => {
      if (error instanceof AppError && error.status === 404) return { formulationId, favorite: false as const };
      throw error;
    });
  },
);

export async function isFavorite(db: Database, userId: string, formulationId: string): Promise<boolean> {
  return Boolean(
    await db
      .select({ id: userFavorites.id })
      .from(userFavorites)
      .where(and(eq(userFavorites.userId, userId), eq(userFavorites.formulationId, formulationId)))
      .get(),
  );
}

export async function listDownloads(db: Database, userId: string) {
  const rows = await db
    .select({
      id: userDownloads.id,
      formulationId: userDownloads.formulationId,
      formulationName: userDownloads.formulationName,
      categoryName: userDownloads.categoryName,
      downloadedAt: userDownloads.downloadedAt,
      slug: formulations.slug,
    })
    .from(userDownloads)
    .leftJoin(formulations, eq(formulations.id, userDownloads.formulationId))
    .where(eq(userDownloads.userId, userId))
    .orderBy(desc(userDownloads.downloadedAt));
  return rows.map((r) => ({
    id: r.id,
    formulationId: r.formulationId,
    formulationName: r.formulationName,
    categoryName: r.categoryName,
    downloadedAt: r.downloadedAt.toISOString(),
    formulation: r.slug ? { slug: r.slug } : null,
  }));
}
