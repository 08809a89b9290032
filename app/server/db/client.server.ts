import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/d1";
import { readCookie } from "../auth/cookies.server";
import { getBindings, getConfig } from "../env.server";
import * as schema from "./schema";
import { timedD1 } from "./timed-d1.server";

export type Database = ReturnType<typeof makeDb>;

/**
 * One client per binding: making one walks the whole schema to build Drizzle's relational config,
 * which cost more CPU than the rest of a cached page's answer. Requests share one (getDb below).
 */
const clients = new WeakMap<D1Database | D1DatabaseSession, ReturnType<typeof makeDb>>();

/**
 * A client over an explicit binding or session (the queue, the chat mirror, tests). The drizzle
 * D1 driver only calls prepare() and batch(), which a session has too.
 */
export function createDb(d1: D1Database | D1DatabaseSession): Database {
  let db = clients.get(d1);
  if (!db) {
    db = makeDb(d1);
    clients.set(d1, db);
  }
  return db;
}

function makeDb(d1: D1Database | D1DatabaseSession) {
  // Inside an HTTP request every statement's time goes to its Server-Timing (timed-d1.server.ts).
  return drizzle(timedD1((getConfig().sqlTrace ? traced(d1) : d1) as D1Database), { schema });
}

/**
 * SQL_TRACE=1: one JSON line per statement bound (batches included, which drizzle's logger
 * misses), for the scale bench's EXPLAIN QUERY PLAN pass. Never set in production.
 */
function traced(d1: D1Database | D1DatabaseSession) {
  return {
    prepare(query: string) {
      const statement = d1.prepare(query);
      const bind = statement.bind.bind(statement);
      statement.bind = (...params: unknown[]) => {
        console.log(`SQL_TRACE ${JSON.stringify({ query, params })}`);
        return bind(...params);
      };
      return statement;
    },
    batch: (statements: D1PreparedStatement[]) => d1.batch(statements),
  };
}

const requestSession = new AsyncLocalStorage<D1DatabaseSession>();

/** Where a statement runs: the request's D1 session when there is one, else the binding. */
const currentD1 = (): D1Database | D1DatabaseSession => requestSession.getStore() ?? getBindings().DB;

/** A lazy statement's real one, prepared on the D1 (or session) that runs it. */
const ON = Symbol("the statement prepared on a given D1");
type LazyStatement = D1PreparedStatement & { [ON]: (d1: D1Database | D1DatabaseSession) => D1PreparedStatement };

function lazyStatement(query: string, params: unknown[]): LazyStatement {
  const on = (d1: D1Database | D1DatabaseSession) => d1.prepare(query).bind(...params);
  const statement = {
    bind: (...values: unknown[]) => lazyStatement(query, values),
    first: (column?: string) => (column === undefined ? on(currentD1()).first() : on(currentD1()).first(column)),
    all: () => on(currentD1()).all(),
    run: () => on(currentD1()).run(),
    raw: (options?: { columnNames?: false }) => on(currentD1()).raw(options),
    [ON]: on,
  };
  return statement as unknown as LazyStatement;
}

/**
 * The DB binding as each request sees it: a statement runs on the D1 session of the request that
 * runs it (ADR 0035), chosen when it runs, not when it is prepared. So one Drizzle client serves
 * every request of the isolate, with read replication on as well as off, and so does a statement
 * prepared once (the session lookup). A client per session cost each request 0.4 ms of CPU.
 */
const requestD1 = {
  prepare: (query: string) => lazyStatement(query, []),
  batch: (statements: D1PreparedStatement[]) => {
    const d1 = currentD1();
    return d1.batch(statements.map((statement) => (statement as LazyStatement)[ON](d1)));
  },
} as unknown as D1Database;

/** The Drizzle client for the current request (its D1 session when there is one). */
export function getDb(): Database {
  return createDb(requestD1);
}

/** Carries the newest bookmark a browser has seen, so its next request reads its own writes. */
export const BOOKMARK_COOKIE = "formulab_d1_bookmark";
/** D1 bookmarks are hex groups joined by dashes; anything else in the cookie is ignored. */
const BOOKMARK = /^[0-9a-f]{1,40}(-[0-9a-f]{1,40}){1,8}$/i;
const BOOKMARK_SECONDS = 60 * 60;

/**
 * Runs one request's work in a D1 session. Without a bookmark the session may start on any
 * replica ("first-unconstrained": the fastest read); with one it waits for a replica at least that
 * new. After a write (any method but GET/HEAD) the response carries the session's bookmark in a
 * cookie. GET answers never set it, so they stay cacheable at the edge.
 */
export async function inDbSession(d1: D1Database, request: Request, run: () => Promise<Response>): Promise<Response> {
  // Older runtimes and test doubles have no Sessions API: then reads go to the primary as before.
  if (typeof d1.withSession !== "function") return run();
  const cookie = readCookie(request, BOOKMARK_COOKIE);
  const session = d1.withSession(cookie && BOOKMARK.test(cookie) ? cookie : "first-unconstrained");
  const response = await requestSession.run(session, run);
  if (request.method === "GET" || request.method === "HEAD") return response;
  const bookmark = session.getBookmark();
  if (!bookmark || bookmark === cookie) return response;
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers(response.headers);
  headers.append(
    "Set-Cookie",
    [
      `${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}`,
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      `Max-Age=${BOOKMARK_SECONDS}`,
      ...(secure ? ["Secure"] : []),
    ].join("; "),
  );
  // An empty statusText would be sent as an empty reason phrase ("409 ()"): leave it to the runtime.
  const statusText = response.statusText ? { statusText: response.statusText } : {};
  return new Response(response.body, { status: response.status, ...statusText, headers });
}
