/**
 * The page-loader adapter, beside `apiRoute` (JSON) and `submitForm` (page actions): the one way
 * a page's loader enforces its policy and turns an expected failure into the page's error.
 *
 *   export async function loader({ request }: Route.LoaderArgs) {
 *     return loadPage(request, policy, async ({ ctx }) => ({ items: await listItems(ctx, query) }));
 *   }
 *
 * Refused by the policy (401 anonymous, 403 not an admin) or by a use case (an AppError), the
 * loader throws a route error response with that status and message, which the page's error
 * boundary shows (and the document answers with); anything else — a redirect, an unexpected
 * failure — passes through unchanged.
 */
import { data } from "react-router";
import type { RoutePolicy } from "#app/lib/route-policy";
import { AppError } from "./app-error";
import { type Authorized, authorize } from "./authorize.server";

export async function loadPage<P extends RoutePolicy, R>(
  request: Request,
  policy: P,
  load: (authorized: Authorized<P["access"]>) => Promise<R> | R,
): Promise<R> {
  try {
    return await load(await authorize(policy.access as P["access"], request));
  } catch (error) {
    if (error instanceof AppError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

/** The policy check alone, for loaders whose own work has no expected failure. */
export function authorizePage<P extends RoutePolicy>(policy: P, request: Request): Promise<Authorized<P["access"]>> {
  return loadPage(request, policy, (authorized) => authorized);
}
