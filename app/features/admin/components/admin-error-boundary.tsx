/**
 * What an /admin page shows when the server refuses it: not signed in → the
 * 'Unauthorized' toast, then the sign-in page after 1 s (returning here afterwards); signed in
 * but not an admin → 'Access Denied', then the home page after 1 s. The server's 401/403 is the
 * gate; this only explains it and moves on.
 */
import { useEffect } from "react";
import {
  href,
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useRevalidator,
  useRouteError,
} from "react-router";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { loginReturningTo } from "#app/lib/redirect";

export const REDIRECT_DELAY_MS = 1000;

const REFUSALS = {
  401: { title: "Unauthorized", message: "You need to log in to access the admin dashboard. Redirecting..." },
  403: { title: "Access Denied", message: "You don't have admin privileges to access this page." },
} as const;

/**
 * A tab whose list could not be read says what failed, with the server's message, and offers to
 * try again in place ('Error loading pages:' with the message and a Try Again button).
 * Refusals (401/403) are shown as AdminErrorBoundary shows them.
 */
export function AdminLoadError({ label }: { label: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401 || status === 403) return <AdminErrorBoundary />;
  console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${label} | Formulab`}</title>
      <p className="text-danger-600" role="alert">
        <span className="font-semibold">{label}</span> {messageOf(error)}
      </p>
      <Button
        className="mt-6"
        variant="secondary"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state !== "idle"}
      >
        {revalidator.state !== "idle" ? "Trying again…" : "Try Again"}
      </Button>
      <p className="mt-6">
        <Link to={href("/admin")} className="font-semibold text-brand-700 hover:underline">
          Back to the dashboard
        </Link>
      </p>
    </section>
  );
}

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown } | string | undefined;
    if (typeof body === "string" && body) return body;
    if (body && typeof body === "object" && typeof body.message === "string") return body.message;
    return error.statusText || `Status ${error.status}`;
  }
  return error instanceof Error && error.message ? error.message : "Please try again.";
}

export function AdminErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal = status === 401 || status === 403 ? REFUSALS[status] : null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (!refusal) return;
    toast({ title: refusal.title, description: refusal.message, variant: "destructive" });
    const target = status === 401 ? loginReturningTo(`${pathname}${search}`) : href("/");
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refusal, status, pathname, search, navigate, toast]);

  if (!refusal) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${refusal?.title ?? "Something went wrong"} | Formulab`}</title>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-2xl font-bold">{refusal?.title ?? "Something went wrong"}</h1>
      <p className="mt-3 text-slate-600" role="alert">
        {refusal?.message ?? "An unexpected error occurred. Please try again in a moment."}
      </p>
      <p className="mt-6">
        <Link
          to={status === 401 ? loginReturningTo(`${pathname}${search}`) : href("/")}
          className="font-semibold text-brand-700 hover:underline"
        >
          {status === 401 ? "Go to Login" : "Go to Home"}
        </Link>
      </p>
    </section>
  );
}
