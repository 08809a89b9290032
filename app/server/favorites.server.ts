/** Favourites and downloads of one user: every query is scoped by the user's id. */
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { formulations, userDownloads, userFavorites } from "./db/schema";

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

export class FormulationNotFoundError extends Error {}

/** Adding a favourite twice is a no-op, not an error (unique per user and formulation). */
export async function addFavorite(db: Database, userId: string, formulationId: string) {
  const exists = await db
    .select({ id: formulations.id })
    .from(formulations)
    .where(and(eq(formulations.id, formulationId), ne(formulations.isActive, false)))
    .get();
  if (!exists) throw new FormulationNotFoundError("Formulation not found");
  await db.insert(userFavorites).values({ userId, formulationId }).onConflictDoNothing();
}

export async function removeFavorite(db: Database, userId: string, formulationId: string): Promise<boolean> {
  const removed = await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.formulationId, formulationId)))
    .returning({ id: userFavorites.id });
  return removed.length > 0;
}

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
