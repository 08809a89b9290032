import { drizzle } from "drizzle-orm/d1";
import { getBindings } from "../env.server";
import * as schema from "./schema";
import { timedD1 } from "./timed-d1.server";

export type Database = ReturnType<typeof createDb>;

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

/** A Drizzle client over the DB binding. Cheap to create: it only wraps the binding. */
export function getDb(): Database {
  return createDb(timedD1(getBindings().DB));
}
