/**
 * The JSON API adapter. A resource route declares its policy and one handler per method:
 *
 *   export const policy = { access: "user", cache: "none" } as const satisfies RoutePolicy;
 *   const api = apiRoute(policy, { GET: ({ ctx }) => json(...) });
 *   export const loader = api.loader;
 *   export const action = api.action;
 *
 * It answers other methods with 405, enforces the policy before any handler runs, maps an
 * AppError to `{ message, fieldErrors? }` with its status, and anything unexpected to a logged
 * 500 without a stack trace.
 */
import { type Access, type RoutePolicy, type WriteAccess, writeAccess } from "#app/lib/route-policy";
import { AppError } from "./app-error";
import { type Authorized, authorize } from "./authorize.server";
import { json } from "./http.server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Params = Record<string, string | undefined>;
export type ApiArgs<A extends Access> = Authorized<A> & { request: Request; params: Params };
type Handler<A extends Access> = (args: ApiArgs<A>) => Promise<Response> | Response;
type Handlers<P extends RoutePolicy> = { GET?: Handler<P["access"]> } & Partial<
  Record<Exclude<Method, "GET">, Handler<WriteAccess<P>>>
>;

export function jsonError(error: AppError, init: ResponseInit = {}): Response {
  const { status, message, fieldErrors } = error;
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(error.headers())) headers.set(name, value);
  return json(fieldErrors ? { message, fieldErrors } : { message }, { ...init, headers, status });
}

export function apiRoute<P extends RoutePolicy>(policy: P, handlers: Handlers<P>) {
  const allowed = Object.keys(handlers) as Method[];
  const handle = async ({ request, params }: { request: Request; params: Params }): Promise<Response> => {
    const method = (request.method === "HEAD" ? "GET" : request.method) as Method;
    const handler = handlers[method] as Handler<Access> | undefined;
    try {
      if (!handler) {
        const error = new AppError(405, `Method not allowed. Use ${allowed.join(" or ")}.`);
        return jsonError(error, { headers: { Allow: allowed.join(", ") } });
      }
      const authorized = await authorize(method === "GET" ? policy.access : writeAccess(policy), request);
      return await handler({ ...authorized, request, params });
    } catch (error) {
      if (error instanceof AppError) return jsonError(error);
      console.error(JSON.stringify({ at: "api", url: request.url, error: String(error) }));
      return json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
    }
  };
  return { loader: handle, action: handle };
}
