/**
 * What administrators see of users' activity (GET /api/admin/users,
 * downloads, favorites): newest first, one page at a time (a shop with 50,000 users never loads
 * them all), searchable by the user's name or e-mail, never a password hash. Downloads and
 * favourites carry the user's name, e-mail and country and the formulation's name and
 * slug (null when the formulation is gone: shown 'Unknown').
 */
import { and, count, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { userListColumns } from "#app/features/accounts/users.server";
import { ACTIVITY_PAGE_SIZE, ACTIVITY_TABS, SEARCH_MAX_LENGTH } from "#app/features/admin/user-activity";
import type { Database } from "#app/server/db/client.server";
import { formulations, userDownloads, userFavorites, users } from "#app/server/db/schema";
import { containsText } from "#app/server/fields.server";
import { defineUseCase } from "#app/server/use-case.server";

const pageField = z.coerce
  .number({ error: "page must be a whole number" })
  .int("page must be a whole number")
  .min(1, "page starts at 1")
  .max(1_000_000, "page is too large")
  .default(1);

/** A literal piece of a name or e-mail; blank means "no search". */
const searchField = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search text is too long (${SEARCH_MAX_LENGTH} characters at most)`)
  .optional()
  .transform((q) => q || undefined);

export const ActivityQuerySchema = z.object({
  page: pageField,
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(ACTIVITY_PAGE_SIZE),
  q: searchField,
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

/** The /admin/user-activity page's URL state: ?tab=downloads&page=2&q=ada. */
export const ActivityPageQuerySchema = z.object({
  tab: z.enum(ACTIVITY_TABS, { error: "tab must be users, downloads or favorites" }).default("users"),
  page: pageField,
  q: searchField,
});

type Ctx = { db: Database };

export type Pagination = { currentPage: number; totalPages: number; totalItems: number; itemsPerPage: number };

function pagination(page: number, limit: number, totalItems: number): Pagination {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(totalItems / limit)), totalItems, itemsPerPage: limit };
}

/** The user matches when the term occurs in their e-mail or "first last" name, ignoring ASCII case. */
function userMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const name = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  return or(containsText(users.email, q), containsText(name, q));
}

/** Rows strictly after `cursor` in newest-first order, for exports that walk the whole list. */
export type Cursor = { at: Date; id: string };
function after(at: SQLiteColumn, id: SQLiteColumn, cursor: Cursor | undefined): SQL | undefined {
  return cursor ? or(lt(at, cursor.at), and(eq(at, cursor.at), lt(id, cursor.id))) : undefined;
}

type Window = { limit: number; offset?: number; cursor?: Cursor };

const formulationOf = (r: { formulationName: string | null; formulationSlug: string | null }) =>
  r.formulationName !== null ? { name: r.formulationName, slug: r.formulationSlug } : null;

// ---- Users ------------------------------------------------------------------------------

function userRows(db: Database, q: string | undefined, w: Window) {
  return db
    .select({ ...userListColumns, isAdmin: users.isAdmin, createdAt: users.createdAt })
    .from(users)
    .where(and(userMatches(q), after(users.createdAt, users.id, w.cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(w.limit)
    .offset(w.offset ?? 0);
}
const userCount = (db: Database, q: string | undefined) => db.select({ n: count() }).from(users).where(userMatches(q));

export type AdminUserRow = ReturnType<typeof toUser>;
function toUser(r: Awaited<ReturnType<typeof userRows>>[number]) {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

// ---- Downloads ---------------------------------------------------------------------------

function downloadRows(db: Database, q: string | undefined, w: Window) {
  return db
    .select({
      id: userDownloads.id,
      userId: userDownloads.userId,
      formulationId: userDownloads.formulationId,
      formulationName: userDownloads.formulationName,
      categoryName: userDownloads.categoryName,
      downloadedAt: userDownloads.downloadedAt,
      currentName: formulations.name,
      formulationSlug: formulations.slug,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      userEmail: users.email,
      userCountry: users.country,
    })
    .from(userDownloads)
    .innerJoin(users, eq(users.id, userDownloads.userId))
    .leftJoin(formulations, eq(formulations.id, userDownloads.formulationId))
    .where(and(userMatches(q), after(userDownloads.downloadedAt, userDownloads.id, w.cursor)))
    .orderBy(desc(userDownloads.downloadedAt), desc(userDownloads.id))
    .limit(w.limit)
    .offset(w.offset ?? 0);
}
function downloadCount(db: Database, q: string | undefined) {
  const base = db.select({ n: count() }).from(userDownloads);
  return q ? base.innerJoin(users, eq(users.id, userDownloads.userId)).where(userMatches(q)) : base;
}

export type AdminDownloadRow = ReturnType<typeof toDownload>;
function toDownload(r: Awaited<ReturnType<typeof downloadRows>>[number]) {
  const { currentName, formulationSlug, downloadedAt, ...rest } = r;
  // The download keeps the name it was taken under; the link follows the formulation if it still exists.
  return {
    ...rest,
    downloadedAt: downloadedAt.toISOString(),
    formulation: formulationOf({ formulationName: currentName, formulationSlug }),
  };
}

// ---- Favourites --------------------------------------------------------------------------

function favoriteRows(db: Database, q: string | undefined, w: Window) {
  return db
    .select({
      id: userFavorites.id,
      userId: userFavorites.userId,
      formulationId: userFavorites.formulationId,
      addedAt: userFavorites.addedAt,
      formulationName: formulations.name,
      formulationSlug: formulations.slug,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      userEmail: users.email,
      userCountry: users.country,
    })
    .from(userFavorites)
    .innerJoin(users, eq(users.id, userFavorites.userId))
    .leftJoin(formulations, eq(formulations.id, userFavorites.formulationId))
    .where(and(userMatches(q), after(userFavorites.addedAt, userFavorites.id, w.cursor)))
    .orderBy(desc(userFavorites.addedAt), desc(userFavorites.id))
    .limit(w.limit)
    .offset(w.offset ?? 0);
}
function favoriteCount(db: Database, q: string | undefined) {
  const base = db.select({ n: count() }).from(userFavorites);
  return q ? base.innerJoin(users, eq(users.id, userFavorites.userId)).where(userMatches(q)) : base;
}

export type AdminFavoriteRow = ReturnType<typeof toFavorite>;
function toFavorite(r: Awaited<ReturnType<typeof favoriteRows>>[number]) {
  const { formulationName, formulationSlug, addedAt, ...rest } = r;
  return { ...rest, addedAt: addedAt.toISOString(), formulation: formulationOf({ formulationName, formulationSlug }) };
}

// ---- Use cases ---------------------------------------------------------------------------

const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export const listUsers = defineUseCase(ActivityQuerySchema, async ({ db }: Ctx, { page, limit, q }) => {
  const [rows, [total]] = await db.batch([userRows(db, q, { limit, offset: offsetOf(page, limit) }), userCount(db, q)]);
  return { data: rows.map(toUser), pagination: pagination(page, limit, total?.n ?? 0) };
});

export const listAllDownloads = defineUseCase(ActivityQuerySchema, async ({ db }: Ctx, { page, limit, q }) => {
  const [rows, [total]] = await db.batch([
    downloadRows(db, q, { limit, offset: offsetOf(page, limit) }),
    downloadCount(db, q),
  ]);
  return { data: rows.map(toDownload), pagination: pagination(page, limit, total?.n ?? 0) };
});

export const listAllFavorites = defineUseCase(ActivityQuerySchema, async ({ db }: Ctx, { page, limit, q }) => {
  const [rows, [total]] = await db.batch([
    favoriteRows(db, q, { limit, offset: offsetOf(page, limit) }),
    favoriteCount(db, q),
  ]);
  return { data: rows.map(toFavorite), pagination: pagination(page, limit, total?.n ?? 0) };
});

export type ActivityList =
  | { tab: "users"; rows: AdminUserRow[] }
  | { tab: "downloads"; rows: AdminDownloadRow[] }
  | { tab: "favorites"; rows: AdminFavoriteRow[] };

/**
 * The page's one round trip: the three tab counts (for the same search) and the open tab's page.
 */
export const userActivityPage = defineUseCase(ActivityPageQuerySchema, async ({ db }: Ctx, { tab, page, q }) => {
  const window = { limit: ACTIVITY_PAGE_SIZE, offset: offsetOf(page, ACTIVITY_PAGE_SIZE) };
  const counts = [userCount(db, q), downloadCount(db, q), favoriteCount(db, q)] as const;
  const totals = (r: [{ n: number }[], { n: number }[], { n: number }[]]) => ({
    users: r[0][0]?.n ?? 0,
    downloads: r[1][0]?.n ?? 0,
    favorites: r[2][0]?.n ?? 0,
  });
  let list: ActivityList;
  let counted: ReturnType<typeof totals>;
  if (tab === "users") {
    const [rows, ...r] = await db.batch([userRows(db, q, window), ...counts]);
    list = { tab, rows: rows.map(toUser) };
    counted = totals(r);
  } else if (tab === "downloads") {
    const [rows, ...r] = await db.batch([downloadRows(db, q, window), ...counts]);
    list = { tab, rows: rows.map(toDownload) };
    counted = totals(r);
  } else {
    const [rows, ...r] = await db.batch([favoriteRows(db, q, window), ...counts]);
    list = { tab, rows: rows.map(toFavorite) };
    counted = totals(r);
  }
  return {
    q: q ?? "",
    counts: counted,
    list,
    pagination: pagination(page, ACTIVITY_PAGE_SIZE, counted[tab]),
  };
});

/** Walks a whole filtered list newest first, `chunk` rows per query (keyset, not OFFSET). */
export async function* allUsers(db: Database, q: string | undefined, chunk: number) {
  yield* walk(
    (cursor) => userRows(db, q, { limit: chunk, cursor }),
    chunk,
    (r) => ({ at: r.createdAt, id: r.id }),
    toUser,
  );
}
export async function* allDownloads(db: Database, q: string | undefined, chunk: number) {
  yield* walk(
    (cursor) => downloadRows(db, q, { limit: chunk, cursor }),
    chunk,
    (r) => ({ at: r.downloadedAt, id: r.id }),
    toDownload,
  );
}
export async function* allFavorites(db: Database, q: string | undefined, chunk: number) {
  yield* walk(
    (cursor) => favoriteRows(db, q, { limit: chunk, cursor }),
    chunk,
    (r) => ({ at: r.addedAt, id: r.id }),
    toFavorite,
  );
}

async function* walk<R, T>(
  fetch: (cursor: Cursor | undefined) => Promise<R[]>,
  chunk: number,
  cursorOf: (row: R) => Cursor,
  map: (row: R) => T,
): AsyncGenerator<T[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await fetch(cursor);
    if (rows.length) yield rows.map(map);
    const last = rows[rows.length - 1];
    if (rows.length < chunk || !last) return;
    cursor = cursorOf(last);
  }
}
