/**
 * What administrators see of users' activity (spec §7: GET /api/admin/users, downloads,
 * favorites): newest first, one page at a time, never a password hash.
 */
import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { formulations, userDownloads, userFavorites, users } from "../db/schema";

export const PageQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a whole number" }).int().min(1, "page starts at 1").default(1),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int()
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(50),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

function pagination(q: PageQuery, total: number) {
  return { page: q.page, limit: q.limit, total, totalPages: Math.max(1, Math.ceil(total / q.limit)) };
}

export async function listUsers(db: Database, q: PageQuery) {
  const [rows, [totals]] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        country: users.country,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(users),
  ]);
  return {
    data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: pagination(q, totals?.n ?? 0),
  };
}

export async function listAllDownloads(db: Database, q: PageQuery) {
  const [rows, [totals]] = await db.batch([
    db
      .select({
        id: userDownloads.id,
        formulationId: userDownloads.formulationId,
        formulationName: userDownloads.formulationName,
        categoryName: userDownloads.categoryName,
        downloadedAt: userDownloads.downloadedAt,
        userEmail: users.email,
      })
      .from(userDownloads)
      .innerJoin(users, eq(users.id, userDownloads.userId))
      .orderBy(desc(userDownloads.downloadedAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(userDownloads),
  ]);
  return {
    data: rows.map((r) => ({ ...r, downloadedAt: r.downloadedAt.toISOString() })),
    pagination: pagination(q, totals?.n ?? 0),
  };
}

export async function listAllFavorites(db: Database, q: PageQuery) {
  const [rows, [totals]] = await db.batch([
    db
      .select({
        id: userFavorites.id,
        formulationId: userFavorites.formulationId,
        formulationName: formulations.name,
        addedAt: userFavorites.addedAt,
        userEmail: users.email,
      })
      .from(userFavorites)
      .innerJoin(users, eq(users.id, userFavorites.userId))
      .leftJoin(formulations, eq(formulations.id, userFavorites.formulationId))
      .orderBy(desc(userFavorites.addedAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(userFavorites),
  ]);
  return {
    data: rows.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() })),
    pagination: pagination(q, totals?.n ?? 0),
  };
}
