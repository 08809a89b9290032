/** The local D1 database of a benchmark's production server, read and written directly from Node. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { ROOT } from "./proc";

export function openDatabase(stateName: string) {
  const dir = join(ROOT, ".wrangler", stateName, "v3/d1/miniflare-D1DatabaseObject");
  const { DatabaseSync } = process.getBuiltinModule("node:sqlite") as typeof import("node:sqlite");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")) {
    const db = new DatabaseSync(join(dir, file));
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get()) return db;
    db.close();
  }
  throw new Error(`no D1 database in ${dir}`);
}

/** An administrator with a session, written as the app writes them (the session row keeps the token's SHA-256). */
export function adminCookie(db: ReturnType<typeof openDatabase>, firstName = "Bench") {
  const userId = crypto.randomUUID();
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const id = encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
  db.prepare("INSERT INTO users (id, email, first_name, is_admin) VALUES (?, ?, ?, 1)").run(
    userId,
    `bench.${userId.slice(0, 8)}@example.com`,
    firstName,
  );
  db.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").run(id, userId, Date.now() + 3_600_000);
  return `formulab_session=${token}`;
}
