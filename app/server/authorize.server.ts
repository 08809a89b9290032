/**
 * The one place a route's declared access is enforced: resolves the caller (session cookie,
 * client address) into a service context, and refuses with a typed error when the policy says
 * the caller may not be here (401 anonymous, 403 not an admin).
 */
import type { Access } from "#app/lib/route-policy";
import { AppError } from "./app-error";
import { readDeviceToken } from "./auth/cookies.server";
import { type CurrentUser, currentUser } from "./auth/guards.server";
import { type Database, getDb } from "./db/client.server";
import { recordSecurityEvent } from "./security-events.server";
import type { Caller, ServiceContext, UserContext } from "./use-case.server";

export const UNAUTHORIZED = "Please log in to continue.";
export const FORBIDDEN = "You don't have admin privileges to access this.";

export type Authorized<A extends Access> = A extends "public"
  ? { ctx: ServiceContext; current: CurrentUser | null }
  : { ctx: UserContext; current: CurrentUser };

/**
 * The client address for per-IP limits: `CF-Connecting-IP` only, which Cloudflare sets and a
 * client cannot forge (locally workerd sets it to the socket's address). `X-Forwarded-For` is the
 * client's to write, so it is never read.
 */
export function callerOf(request: Request): Caller {
  const ip = request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return {
    ip,
    country: typeof country === "string" ? country : undefined,
    userAgent: request.headers.get("User-Agent")?.slice(0, 400) || undefined,
    deviceToken: readDeviceToken(request),
  };
}

export async function authorize<A extends Access>(access: A, request: Request): Promise<Authorized<A>> {
  const db = getDb();
  const caller = callerOf(request);
  const current = await currentUser(db, request);
  if (access === "public") return { ctx: { db, caller }, current } as Authorized<A>;
  if (!current) {
    if (access === "admin") await refusedAdmin(db, request, caller, 401, null);
    throw new AppError(401, UNAUTHORIZED);
  }
  if (access === "admin" && !current.isAdmin) {
    await refusedAdmin(db, request, caller, 403, current);
    throw new AppError(403, FORBIDDEN);
  }
  return {
    ctx: { db, caller, user: current.user, isAdmin: current.isAdmin, sessionId: current.sessionId },
    current,
  } as Authorized<A>;
}

/** A refusal on an admin route is a security event (ADR 0054): who, from where, which path. */
function refusedAdmin(db: Database, request: Request, caller: Caller, status: 401 | 403, current: CurrentUser | null) {
  return recordSecurityEvent(db, {
    type: "admin-access-refused",
    caller,
    userId: current?.user.id,
    email: current?.user.email,
    detail: { status, method: request.method, path: new URL(request.url).pathname.slice(0, 200) },
  });
}
