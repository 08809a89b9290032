/**
 * The user-activity lists as CSV downloads: the whole filtered list, streamed a chunk
 * of rows at a time so a 50,000-row export never sits in the worker's memory at once.
 */

import type { ActivityTab } from "#app/features/admin/user-activity";
import { toCsv } from "#app/lib/csv";
import type { Database } from "#app/server/db/client.server";
import {
  type AdminDownloadRow,
  type AdminFavoriteRow,
  type AdminUserRow,
  allDownloads,
  allFavorites,
  allUsers,
} from "./user-activity.server";

/** Rows per D1 query while exporting: a few hundred KB per chunk at most. */
export const EXPORT_CHUNK = 500;

/** '2025-01-05 14:30:00' in UTC: sorts as text and spreadsheets read it as a date. */
export function csvDate(iso: string): string {
  return iso.slice(0, 19).replace("T", " ");
}

const person = (r: {
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string;
  userCountry: string | null;
}) => [r.userFirstName ?? "", r.userLastName ?? "", r.userEmail, r.userCountry ?? ""];

const EXPORTS = {
  users: {
    header: ["First Name", "Last Name", "Email", "Country", "Joined (UTC)", "Admin"],
    rows: allUsers,
    cells: (u: AdminUserRow) => [
      u.firstName ?? "",
      u.lastName ?? "",
      u.email,
      u.country ?? "",
      csvDate(u.createdAt),
      u.isAdmin ? "Yes" : "No",
    ],
  },
  downloads: {
    header: ["First Name", "Last Name", "Email", "Country", "Formula", "Category", "Downloaded (UTC)"],
    rows: allDownloads,
    cells: (d: AdminDownloadRow) => [...person(d), d.formulationName, d.categoryName ?? "", csvDate(d.downloadedAt)],
  },
  favorites: {
    header: ["First Name", "Last Name", "Email", "Country", "Formula", "Added (UTC)"],
    rows: allFavorites,
    cells: (f: AdminFavoriteRow) => [...person(f), f.formulation?.name ?? "Unknown", csvDate(f.addedAt)],
  },
} as const;

/** A streamed CSV attachment of one list, filtered by `q` as the page and the JSON API are. */
export function activityCsvResponse(db: Database, tab: ActivityTab, q: string | undefined, now = new Date()): Response {
  const { header, rows, cells } = EXPORTS[tab] as {
    header: readonly string[];
    rows: (db: Database, q: string | undefined, chunk: number) => AsyncGenerator<unknown[]>;
    cells: (row: unknown) => string[];
  };
  const chunks = rows(db, q, EXPORT_CHUNK);
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // The byte-order mark makes Excel read the file as UTF-8 (names like "Zoë" survive).
        controller.enqueue(encoder.encode(`\uFEFF${toCsv([header])}`));
        return;
      }
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(toCsv(next.value.map(cells))));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const filename = `${tab}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
